import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLeadsRepository } from "../../src/server/modules/leads/leads.repository.ts";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { dbTargets } from "../helpers/test-db.ts";
import { conversationTurns } from "../helpers/chat-turns.ts";

/*
 * Conversations become leads (issue 7, "Conversations become leads and logs"): when a visitor asks
 * to be contacted or gives their details, the assistant asks for what is missing, confirms, and
 * stores one lead through the leads service (serviceType naming the persona, message summarising
 * what they asked), never twice for the same person and persona.
 */

interface ChatBody {
  text: string;
  conversationId: string;
}

describe.each(dbTargets())("leads from conversations on $name", (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(target);
  });
  afterEach(async () => {
    await t.close();
  });

  const leads = () => createLeadsRepository(t.app.services.db);

  /** One visitor's conversation with one endpoint: each message continues the previous answer's conversation. */
  function conversation(url: string, extra: object = {}) {
    let conversationId: string | undefined;
    return {
      get id() {
        return conversationId;
      },
      async say(message: string): Promise<string> {
        const res = await t.app.inject({
          method: "POST",
          url,
          payload: { ...extra, message, ...(conversationId ? { conversationId } : {}) },
          remoteAddress: "203.0.113.50",
        });
        expect(res.statusCode, message).toBe(200);
        const body = res.json() as ChatBody;
        conversationId = body.conversationId;
        return body.text;
      },
    };
  }

  async function submissionsFor(email: string) {
    const lead = await leads().findByEmail(email);
    return lead ? { lead, submissions: await leads().submissionsOf(lead.id) } : { lead, submissions: [] };
  }

  it("takes a name and an e-mail given unasked in one message, mid-conversation, and stores the lead", async () => {
    const chat = conversation("/api/sales-chat/aurora");
    await chat.say("how much is the website reception agent?");
    const confirm = await chat.say("Jordan Price, jordan@pricehvac.com");
    expect(confirm).toContain("Jordan Price");
    expect(confirm).toContain("jordan@pricehvac.com");
    expect(confirm).not.toContain("What's your name");
    const { lead, submissions } = await submissionsFor("jordan@pricehvac.com");
    expect(lead?.name).toBe("Jordan Price");
    expect(submissions).toHaveLength(1);
  });

  it("confirms a phone number given alone and asks only for the name", async () => {
    const chat = conversation("/api/sales-chat/max");
    const reply = await chat.say("you can reach me at 512-555-0199");
    expect(reply).toContain("512-555-0199");
    expect(reply).toContain("What's your name");
  });

  it("asks for name and e-mail when asked to call, then stores one lead with what the visitor asked", async () => {
    const chat = conversation("/api/sales-chat/aurora");
    const price = await chat.say("how much is the outbound agent?");
    expect(price).toContain("$5,000");
    const ask = await chat.say("I'd like someone to call me");
    expect(ask).toContain("What's your name");
    expect(ask).toContain("e-mail");
    expect(ask).toContain("(512) 555-0142");
    expect(ask).toContain("hello@example.com");
    expect(await leads().count()).toBe(0);

    const confirm = await chat.say("I'm Dana Smith, dana@example.org");
    expect(confirm).toContain("Dana Smith");
    expect(confirm).toContain("dana@example.org");
    const { lead, submissions } = await submissionsFor("dana@example.org");
    expect(lead).toMatchObject({ email: "dana@example.org", emailKey: "dana@example.org" });
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.serviceType).toBe("aurora-ai");
    expect(submissions[0]!.message).toContain("how much is the outbound agent?");
    expect(submissions[0]!.message).toContain("Aurora");
    expect(submissions[0]!.message!.length).toBeLessThanOrEqual(1000);
    expect(await leads().count()).toBe(1);
    // The exchange is in the chat log like any other.
    const turns = await conversationTurns(t.app.services.db, chat.id!);
    expect(turns.map((r) => r.reply)).toEqual([price, ask, confirm]);
  });

  it("stores the name the visitor gave with 'my name is', and confirms with it", async () => {
    const chat = conversation("/api/aurora/chat");
    await chat.say("Can I book a call?");
    const confirm = await chat.say("my name is Dana Smith, dana@example.org");
    expect(confirm).toMatch(/^Thanks, Dana Smith!/);
    expect(confirm).toContain("dana@example.org");
    const { lead, submissions } = await submissionsFor("dana@example.org");
    expect(lead!.name).toBe("Dana Smith");
    expect(submissions.map((s) => [s.serviceType, s.name])).toEqual([["aurora-ai", "Dana Smith"]]);
    expect(submissions[0]!.message).toContain("Can I book a call?");
  });

  it('takes the name out of "I\'m Dana Smith, dana@example.org"', async () => {
    const chat = conversation("/api/sales-chat/aurora");
    await chat.say("I'd like someone to call me");
    const confirm = await chat.say("I'm Dana Smith, dana@example.org");
    expect(confirm).toMatch(/^Thanks, Dana Smith!/);
    const { lead, submissions } = await submissionsFor("dana@example.org");
    expect(lead!.name).toBe("Dana Smith");
    expect(submissions[0]!.name).toBe("Dana Smith");
  });

  it("does not store a second lead when the visitor repeats their details, here or in a new conversation", async () => {
    const chat = conversation("/api/sales-chat/aurora");
    await chat.say("please contact me");
    await chat.say("my name is Dana Smith, dana@example.org");
    const again = await chat.say("my name is Dana Smith, dana@example.org");
    expect(again).toContain("Dana Smith");
    expect(again).toContain("dana@example.org");
    expect(again).toMatch(/already has your details/);
    const later = conversation("/api/aurora/chat");
    await later.say("I'd like someone to call me");
    await later.say("my name is Dana Smith, DANA@example.org");
    const { submissions } = await submissionsFor("dana@example.org");
    expect(submissions.map((s) => s.serviceType)).toEqual(["aurora-ai"]);
    expect(await leads().count()).toBe(1);
  });

  it("keeps one person with a submission per persona they talked to", async () => {
    await conversation("/api/sales-chat/aurora").say("my name is Dana Smith, dana@example.org");
    const max = conversation("/api/sales-chat/max");
    await max.say("I want to talk to a person");
    const confirm = await max.say("my name is Dana Smith, dana@example.org");
    expect(confirm).toContain("Dana Smith");
    const { submissions } = await submissionsFor("dana@example.org");
    expect(submissions.map((s) => s.serviceType).sort()).toEqual(["aurora-ai", "max-ai"]);
    expect(await leads().count()).toBe(1);
  });

  it("stores the lead and answers the question when both come in one message", async () => {
    const text = await conversation("/api/sales-chat/aurora").say(
      "My name is Lee, lee@example.org — how much is the inbound agent?",
    );
    expect(text).toContain("Lee");
    expect(text).toContain("lee@example.org");
    expect(text).toContain("$2,500");
    const { lead, submissions } = await submissionsFor("lee@example.org");
    expect(lead!.name).toBe("Lee");
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.serviceType).toBe("aurora-ai");
  });

  it('stores the lead and answers the question in "I\'m Lee, lee@example.org — how much...?"', async () => {
    const text = await conversation("/api/sales-chat/aurora").say(
      "I'm Lee, lee@example.org — how much is the inbound agent?",
    );
    expect(text).toContain("$2,500");
    const { lead, submissions } = await submissionsFor("lee@example.org");
    expect(lead!.name).toBe("Lee");
    expect(submissions).toHaveLength(1);
  });

  it("takes the e-mail first and the bare name as the answer to its question for the name", async () => {
    const chat = conversation("/api/sales-chat/aurora");
    const ask = await chat.say("you can reach me at sam@example.org");
    expect(ask).toContain("What's your name");
    expect(await leads().count()).toBe(0);
    const confirm = await chat.say("Sam Jones");
    expect(confirm).toContain("Sam Jones");
    expect(confirm).toContain("sam@example.org");
    const { lead, submissions } = await submissionsFor("sam@example.org");
    expect(lead!.name).toBe("Sam Jones");
    expect(submissions.map((s) => s.serviceType)).toEqual(["aurora-ai"]);
  });

  it("asks for the name and e-mail after a name-first request and stores the lead once the e-mail comes", async () => {
    const chat = conversation("/api/sales-chat/aurora");
    await chat.say("book a call");
    const ask = await chat.say("my name is Jo Park");
    expect(ask).toContain("Jo Park");
    expect(ask).toContain("e-mail");
    expect(await leads().count()).toBe(0);
    const confirm = await chat.say("jo@example.org");
    expect(confirm).toContain("Jo Park");
    expect(confirm).toContain("jo@example.org");
    expect((await submissionsFor("jo@example.org")).submissions).toHaveLength(1);
  });

  it("keeps a lead from a phone number alone, confirms it and asks for the name", async () => {
    const chat = conversation("/api/sales-chat/aurora");
    const ask = await chat.say("please call me at 512-555-0199");
    expect(ask).toContain("512-555-0199");
    expect(ask).toContain("What's your name");
    expect(await leads().count()).toBe(1);
    const { lead, submissions } = await submissionsFor("tel:5125550199");
    expect(lead).toMatchObject({ email: "", phone: "512-555-0199", name: null });
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.serviceType).toBe("aurora-ai");
  });

  it("asks for the e-mail, not the name again, after a phone number and then the name, and fills the name in", async () => {
    const chat = conversation("/api/sales-chat/aurora");
    await chat.say("please call me at 512-555-0199");
    const next = await chat.say("my name is Pat Doe");
    expect(next).toContain("Pat Doe");
    expect(next).not.toContain("What's your name");
    expect(next).toContain("e-mail");
    expect(await leads().count()).toBe(1);
    expect((await submissionsFor("tel:5125550199")).lead?.name).toBe("Pat Doe");
  });

  it("does not list the visitor's own name as a question in the lead's summary", async () => {
    const chat = conversation("/api/sales-chat/aurora");
    await chat.say("how much is the outbound agent?");
    await chat.say("you can reach me at sam@example.org");
    await chat.say("Sam Jones");
    const { submissions } = await submissionsFor("sam@example.org");
    expect(submissions[0]!.message).toContain("how much is the outbound agent?");
    expect(submissions[0]!.message).not.toContain('"Sam Jones"');
  });

  it("stores the phone number with the lead once the name and e-mail follow", async () => {
    const chat = conversation("/api/sales-chat/aurora");
    await chat.say("please call me at 512-555-0199");
    await chat.say("Pat Doe");
    const confirm = await chat.say("pat@example.org");
    expect(confirm).toContain("Pat Doe");
    expect(confirm).toContain("pat@example.org");
    // The person kept by phone took the e-mail: one person, with both submissions.
    expect(await leads().count()).toBe(1);
    const { lead, submissions } = await submissionsFor("pat@example.org");
    expect(lead).toMatchObject({ name: "Pat Doe", phone: "512-555-0199", email: "pat@example.org" });
    expect(submissions).toHaveLength(2);
    expect(submissions.every((x) => x.message?.includes("512-555-0199"))).toBe(true);
    expect((await submissionsFor("tel:5125550199")).lead).toBeUndefined();
  });

  it("stores nothing for a name alone, and keeps answering questions", async () => {
    const chat = conversation("/api/sales-chat/aurora");
    const hello = await chat.say("Hi, my name is Jo");
    expect(hello).toContain("Jo");
    const answer = await chat.say("what does the inbound agent cost?");
    expect(answer).toContain("$2,500");
    expect(await leads().count()).toBe(0);
  });

  it.each([
    ["/api/aurora/chat", {}, "aurora-ai"],
    ["/api/sales-chat/aurora", {}, "aurora-ai"],
    ["/api/sales-chat/max", {}, "max-ai"],
    ["/api/maya-chat", {}, "ai-twin"],
    ["/api/aurora-chat", { slug: "uschinastore" }, "investor-chat"],
  ])("%s %j stores the lead as %s", async (url, extra, serviceType) => {
    const chat = conversation(url, extra);
    const ask = await chat.say("please contact me");
    expect(ask).toContain("What's your name");
    const confirm = await chat.say("my name is Kim Park, kim@example.org");
    expect(confirm).toContain("Kim Park");
    expect(confirm).toContain("kim@example.org");
    const { lead, submissions } = await submissionsFor("kim@example.org");
    expect(lead!.name).toBe("Kim Park");
    expect(submissions.map((s) => s.serviceType)).toEqual([serviceType]);
    expect(submissions[0]!.message).toContain("please contact me");
    if (serviceType === "investor-chat") expect(submissions[0]!.message).toContain("uschinastore");
  });
});
