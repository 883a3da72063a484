import { describe, expect, it } from "vitest";
import { asksToBeContacted, findLeadDetails } from "../../src/server/modules/assistant/lead-details.ts";

/*
 * What a visitor tells the assistant about themselves (issue 7, "Conversations become leads"):
 * name, e-mail and phone read from one message, and whether the message asks to be contacted.
 */

describe("findLeadDetails: names", () => {
  it.each([
    ["my name is Dana Smith", "Dana Smith"],
    ["My name is Dana", "Dana"],
    ["my name's Dana", "Dana"],
    ["Hi! My name is Dana Smith.", "Dana Smith"],
    ["my name is Mary Jane Watson", "Mary Jane Watson"],
    ["my name is José Núñez", "José Núñez"],
    ["my name is Anne-Marie O'Neil", "Anne-Marie O'Neil"],
    ["i'm Dana", "Dana"],
    ["i am Dana Smith", "Dana Smith"],
    ["this is Dana", "Dana"],
    ["hi, this is Dana Smith from Acme", "Dana Smith"],
    ["my name is Dana from Acme", "Dana"],
    ["it's Dana", "Dana"],
    ["Name: Dana Smith", "Dana Smith"],
    ["name - Dana", "Dana"],
    ["you can call me Dana", "Dana"],
  ])("reads the name in %j", (message, name) => {
    expect(findLeadDetails(message)).toEqual({ name });
  });

  it.each([
    ["my name is dana", "Dana"],
    ["my name is dana smith", "Dana Smith"],
    ["MY NAME IS dana smith", "Dana Smith"],
    ["name: lee", "Lee"],
  ])("reads a lower-case name in %j and capitalises it", (message, name) => {
    expect(findLeadDetails(message).name).toBe(name);
  });

  it.each([
    "I'm interested",
    "i'm interested in the outbound agent",
    "i'm Interested in pricing",
    "I'm looking for an AI receptionist",
    "I am just curious",
    "i'm not sure yet",
    "this is the best site",
    "how much is the outbound agent?",
    "what is your name?",
    "Dana Smith",
    "",
  ])("finds no name in %j", (message) => {
    expect(findLeadDetails(message).name).toBeUndefined();
  });

  it("takes a bare name only as the answer to the assistant's question for it", () => {
    expect(findLeadDetails("Sam Jones")).toEqual({});
    expect(findLeadDetails("Sam Jones", true)).toEqual({ name: "Sam Jones" });
    expect(findLeadDetails("sam jones", true)).toEqual({ name: "Sam Jones" });
    expect(findLeadDetails("Sam.", true)).toEqual({ name: "Sam" });
    // "book" is the request, not part of the name.
    expect(findLeadDetails("ok book me. sam patel, sam.patel@gmail.com", true)).toEqual({
      name: "Sam Patel",
      email: "sam.patel@gmail.com",
    });
    expect(findLeadDetails("Sam Jones, sam@example.org", true)).toEqual({
      name: "Sam Jones",
      email: "sam@example.org",
    });
    expect(findLeadDetails("it's Sam and my email is sam@example.org", true)).toEqual({
      name: "Sam",
      email: "sam@example.org",
    });
  });

  it("does not take a question, or a sentence, as the bare name asked for", () => {
    expect(findLeadDetails("how much is the outbound agent?", true).name).toBeUndefined();
    expect(findLeadDetails("why do you need my name for this question", true).name).toBeUndefined();
  });

  it("keeps a name to three words", () => {
    expect(findLeadDetails("my name is Ann Bea Cy Dee").name).toBe("Ann Bea Cy");
  });

  for (const [message, asked, name] of [
    ["I'm Dana", false, "Dana"],
    ["I'm Dana Smith, dana@example.org", false, "Dana Smith"],
    ["I am Dana Smith", false, "Dana Smith"],
    ["This is Dana", false, "Dana"],
    ["It's Dana", false, "Dana"],
    ["I'm Dana", true, "Dana"],
  ] as const) {
    it(`reads the name in ${JSON.stringify(message)}${asked ? " (name asked for)" : ""}`, () => {
      expect(findLeadDetails(message, asked).name).toBe(name);
    });
  }
  it('finds no name in "I\'m interested" said in answer to the question for the name', () => {
    expect(findLeadDetails("I'm interested", true).name).toBeUndefined();
  });

  for (const [message, name] of [
    ["My name is Dana and my email is dana@example.org", "Dana"],
    ["my name is Ivy Chen and ivy@example.org", "Ivy Chen"],
  ] as const) {
    it(`stops the name at the words after it in ${JSON.stringify(message)}`, () => {
      expect(findLeadDetails(message).name).toBe(name);
    });
  }
});

describe("findLeadDetails: e-mail addresses", () => {
  it.each([
    ["dana@example.org", "dana@example.org"],
    ["my e-mail is Dana.Smith+chat@mail.example.co.uk, thanks", "Dana.Smith+chat@mail.example.co.uk"],
    ["reach me at dana_smith@example-mail.com.", "dana_smith@example-mail.com"],
    ["<dana@example.org>", "dana@example.org"],
  ])("reads the e-mail in %j", (message, email) => {
    expect(findLeadDetails(message).email).toBe(email);
  });

  // A spelt-out address is read (see "details as people type them" below); these are none.
  it.each(["dana at example dot nothing", "dana@localhost", "@example.org", "dana@", "email me"])(
    "finds no e-mail in %j",
    (message) => {
      expect(findLeadDetails(message).email).toBeUndefined();
    },
  );

  it("reads the name and the e-mail of one message", () => {
    expect(findLeadDetails("my name is Dana Smith, dana@example.org")).toEqual({
      name: "Dana Smith",
      email: "dana@example.org",
    });
  });

  it("does not take digits in an e-mail address for a phone number", () => {
    expect(findLeadDetails("dana5125550199@example.org")).toEqual({ email: "dana5125550199@example.org" });
  });
});

describe("findLeadDetails: phone numbers", () => {
  it.each([
    ["512-555-0199", "512-555-0199"],
    ["512.555.0199", "512.555.0199"],
    ["512 555 0199", "512 555 0199"],
    ["5125550199", "5125550199"],
    ["call me on +1 512 555 0199 after 5", "+1 512 555 0199"],
    ["+1 (512) 555-0199", "+1 (512) 555-0199"],
    ["+1-512-555-0199", "+1-512-555-0199"],
    ["my number is 1 512 555 0199", "1 512 555 0199"],
  ])("reads the phone number in %j", (message, phone) => {
    expect(findLeadDetails(message)).toEqual({ phone });
  });

  it("reads the digits of a number with its area code in parentheses", () => {
    expect(findLeadDetails("(512) 555-0199").phone?.replace(/\D/g, "")).toBe("5125550199");
  });

  it('keeps the parentheses of "(512) 555-0199"', () => {
    expect(findLeadDetails("my number is (512) 555-0199").phone).toBe("(512) 555-0199");
  });

  it.each([
    "123456789",
    "123-456-789",
    "555-0199",
    "my zip code is 78701",
    "we have 25 locations and 300 staff",
    "it costs $5,000",
  ])("finds no phone number in %j (fewer than 10 digits)", (message) => {
    expect(findLeadDetails(message).phone).toBeUndefined();
  });

  it("reads name, e-mail and phone of one message", () => {
    expect(findLeadDetails("my name is Dana. dana@example.org, 512-555-0199")).toEqual({
      name: "Dana",
      email: "dana@example.org",
      phone: "512-555-0199",
    });
  });
});

describe("asksToBeContacted", () => {
  it.each([
    "I'd like someone to call me",
    "please contact me",
    "Can you email me the details?",
    "please reach us next week",
    "Can I book a call?",
    "I want to schedule a demo",
    "could we set up a meeting",
    "arrange a consultation please",
    "book a strategy call",
    "I want to talk to a human",
    "can I speak with someone",
    "I'd like to talk to sales",
    "let me chat with your team",
    "please get in touch with me",
    "sign me up",
    "I'm interested",
    "I want to get started",
    "I want to sign up",
    "have someone call me",
    "get your team to contact me",
  ])("hears a request to be contacted in %j", (message) => {
    expect(asksToBeContacted(message)).toBe(true);
  });

  it.each([
    "how much is the outbound agent?",
    "what do you do",
    "Can your agent call my customers?",
    "does the inbound agent book appointments",
    "hello",
    "my name is Dana",
    "dana@example.org",
    "thanks, bye",
    "Who is the founder?",
    // Interest in a product is a question about it: the answer offers to take details.
    "i am interested in the outbound agent",
    "does it text me a recap after every call",
  ])("hears no request to be contacted in %j", (message) => {
    expect(asksToBeContacted(message)).toBe(false);
  });
});

describe("findLeadDetails: a bare reply to the question for the name", () => {
  it.each([
    ["Pat   Doe", "Pat Doe"],
    ["Jo - jo@example.org", "Jo"],
    ["Jo\u2014jo@example.org", "Jo"],
    ["Pat Doe, 512-555-0199", "Pat Doe"],
    ["it's Sam, and my email is sam@example.org", "Sam"],
    ["dana smith", "Dana Smith"],
  ])("reads %j as the name %j", (reply, name) => {
    expect(findLeadDetails(reply, true).name).toBe(name);
  });

  it("keeps the phone number and the e-mail beside the name", () => {
    expect(findLeadDetails("Pat Doe, 512-555-0199", true)).toEqual({ name: "Pat Doe", phone: "512-555-0199" });
    expect(findLeadDetails("Jo - jo@example.org", true)).toEqual({ name: "Jo", email: "jo@example.org" });
  });

  it("finds no name in a reply that is not one, or when no name was asked for", () => {
    expect(findLeadDetails("how much is the inbound agent", true).name).toBeUndefined();
    expect(findLeadDetails("Email me at jo@example.org please", true).name).toBeUndefined();
    expect(findLeadDetails("Pat Doe", false).name).toBeUndefined();
  });

  it("does not read the e-mail's local part as part of the name", () => {
    expect(findLeadDetails("Dana dana@example.org", true)).toEqual({ name: "Dana", email: "dana@example.org" });
  });
});

describe("findLeadDetails: a name given beside the details, unasked", () => {
  it.each([
    ["Jordan Price, jordan@pricehvac.com", { name: "Jordan Price", email: "jordan@pricehvac.com" }],
    ["jordan@pricehvac.com - Jordan Price", { name: "Jordan Price", email: "jordan@pricehvac.com" }],
    ["Priya Nair 512-555-0199", { name: "Priya Nair", phone: "512-555-0199" }],
    ["Hi, Sam Lee here: sam@lee.dev", { name: "Sam Lee", email: "sam@lee.dev" }],
  ])("%s", (message, expected) => {
    expect(findLeadDetails(message)).toEqual(expected);
  });

  it("does not take lower-case words beside a detail for a name", () => {
    expect(findLeadDetails("sure thing, jordan@pricehvac.com")).toEqual({ email: "jordan@pricehvac.com" });
    expect(findLeadDetails("you can reach me at 512-555-0199")).toEqual({ phone: "512-555-0199" });
  });
});

describe("findLeadDetails: details as people type them (issue 20)", () => {
  it.each([
    [
      "ok im interested. Dana Whitfield, dana.w@brightsmiledental.com",
      { name: "Dana Whitfield", email: "dana.w@brightsmiledental.com" },
    ],
    ["my email is tom at tomsroofing dot com have someone reach out", { email: "tom@tomsroofing.com" }],
    ["name's Raj, text me at +1 (737) 555-0123", { name: "Raj", phone: "+1 (737) 555-0123" }],
    ["ok book me in, im Carla, 555 210 3344", { name: "Carla", phone: "555 210 3344" }],
    ["sarah at sarahsbakery dot com", { email: "sarah@sarahsbakery.com" }],
    ["jen(at)jenssalon(dot)com", { email: "jen@jenssalon.com" }],
    [
      "ok book me. dave 5125550199 dave@summitroofing.co",
      { name: "Dave", email: "dave@summitroofing.co", phone: "5125550199" },
    ],
    ["name's sarah o'connor", { name: "Sarah O'Connor" }],
    ["luis.hvac@outlook", { email: "luis.hvac@outlook.com" }],
    ["jen at jen dot tutoring at gmail dot com", { email: "jen.tutoring@gmail.com", name: "Jen" }],
    ["sign me up, jen at jen dot tutoring at gmail dot com", { email: "jen.tutoring@gmail.com", name: "Jen" }],
    [
      "email is ops@brightcarwash.co, phone four one five five five five two three two three",
      { email: "ops@brightcarwash.co", phone: "415-555-2323" },
    ],
    ["mike, pet grooming shop, 512 555 0199", { name: "Mike", phone: "512 555 0199" }],
  ])("%s", (message, expected) => {
    expect(findLeadDetails(message)).toEqual(expected);
  });

  it("reads no address spelt out without a word for e-mail, and no name from 'im interested'", () => {
    expect(findLeadDetails("meet me at noon dot com")).toEqual({});
    expect(findLeadDetails("let's meet at noon dot com")).toEqual({});
    expect(findLeadDetails("we close at five dot thirty on fridays")).toEqual({});
    expect(findLeadDetails("im interested, call me 512 555 0199")).toEqual({ phone: "512 555 0199" });
  });
});

describe("findLeadDetails: a name standing beside the details", () => {
  it.each([
    ["cool. mike torres, (415) 555-2290, mike@torresplumbing.co - also does it speak spanish", "Mike Torres"],
    ["+44 7700 900123 is my number, Sarah, based in London. do you work with UK businesses", "Sarah"],
    ["ok put me down for a call. Luis, luis@fixitauto.com", "Luis"],
  ])("%s → %s", (message, name) => {
    expect(findLeadDetails(message).name).toBe(name);
  });

  it.each([
    ["oh and my cell is 956-555-0101", true],
    ["cool, based in Austin, 512-555-0199", false],
    ["sure, Inbound Agent, dana@example.com", false],
  ])("names nobody in %s (asked for a name: %s)", (message, asked) => {
    expect(findLeadDetails(message, asked).name).toBeUndefined();
  });
});
