import { describe, expect, it } from "vitest";
import {
  contactRequestNotice,
  plainReplyAddress,
  singleLine,
} from "../../src/server/modules/notifications/contact-request-notice.ts";
import type { ContactRequest } from "../../src/shared/leads.ts";

const CONSOLE = "https://www.example.com/admin/contact-requests";
const context = { companyName: "Domu AI", consoleUrl: CONSOLE };

const ada: ContactRequest = {
  id: "5f0c6c1e-8d7a-4a43-9a55-0d6f3c1f2b10",
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  phone: "+1 (512) 555-0100",
  message: "We'd like Aurora on our front desk.\r\nMornings are the busiest.",
  serviceType: "aurora-ai",
  status: "new",
  createdAt: "2025-06-24T10:30:00.000Z",
};

// Nothing a mail header could read as the end of a line, nor text hidden or reordered.
const UNSAFE_IN_HEADER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

describe("the staff notice for a contact request", () => {
  it("is plain text with every field, the time, the request id and the console link", () => {
    const notice = contactRequestNotice(ada, context);
    expect(notice.subject).toBe("New contact request: Ada Lovelace (Analytical Engines), AURORA AI");
    expect(notice.text).toBe(
      [
        "A new contact request arrived on the Domu AI website.",
        "",
        "Name:     Ada Lovelace",
        "Email:    ada@example.com",
        "Company:  Analytical Engines",
        "Phone:    +1 (512) 555-0100",
        "Service:  AURORA AI (aurora-ai)",
        "Received: 2025-06-24 10:30:00 UTC",
        "Request:  5f0c6c1e-8d7a-4a43-9a55-0d6f3c1f2b10",
        "",
        "Message:",
        "We'd like Aurora on our front desk.",
        "Mornings are the busiest.",
        "",
        "See it and set its status in the staff console:",
        CONSOLE,
        "",
        "Replying to this e-mail answers Ada Lovelace <ada@example.com>.",
        "",
      ].join("\n"),
    );
    expect(notice.replyTo).toBe("ada@example.com");
  });

  it("says so when the optional fields are empty", () => {
    const notice = contactRequestNotice({ ...ada, company: null, phone: null, message: null }, context);
    expect(notice.subject).toBe("New contact request: Ada Lovelace, AURORA AI");
    expect(notice.text).toContain("Company:  (none)\nPhone:    (none)");
    expect(notice.text).toContain("Message:\n(no message)\n");
  });

  it.each([
    ["CR LF and a Bcc header", "Eve\r\nBcc: victim@example.com", "Eve Bcc: victim@example.com"],
    ["a bare LF", "Eve\nBcc: victim@example.com", "Eve Bcc: victim@example.com"],
    ["a bare CR", "Eve\rBcc: victim@example.com", "Eve Bcc: victim@example.com"],
    ["NEL", "Eve\u0085Bcc: victim@example.com", "Eve Bcc: victim@example.com"],
    ["LINE SEPARATOR", "Eve\u2028Bcc: victim@example.com", "Eve Bcc: victim@example.com"],
    ["PARAGRAPH SEPARATOR", "Eve\u2029Bcc: x@example.com", "Eve Bcc: x@example.com"],
    ["vertical tab and form feed", "Eve\u000B\u000CBcc: x@example.com", "Eve Bcc: x@example.com"],
    ["NUL, ESC and DEL", "Eve\u0000\u001B[31m\u007F", "Eve [31m"],
    ["a right-to-left override", "Eve\u202Emoc.liame", "Evemoc.liame"],
    ["a lone surrogate", "Eve\uD800", "Eve"],
    ["a tab and runs of spaces", "Eve\t\t   Smith ", "Eve Smith"],
  ])("keeps the subject on one clean line whatever the name holds: %s", (_label, name, shown) => {
    const notice = contactRequestNotice({ ...ada, name, company: null }, context);
    expect(notice.subject).toBe(`New contact request: ${shown}, AURORA AI`);
    expect(notice.subject).not.toMatch(UNSAFE_IN_HEADER);
    expect(notice.text).toContain(`Name:     ${shown}\n`);
  });

  it("cleans the company and the service type in the subject the same way", () => {
    const notice = contactRequestNotice(
      { ...ada, company: "Acme\r\nX-Injected: yes", serviceType: "aurora-ai\nX-Other: 1" },
      context,
    );
    expect(notice.subject).toBe("New contact request: Ada Lovelace (Acme X-Injected: yes), AURORA AI X OTHER: 1");
    expect(notice.subject).not.toMatch(UNSAFE_IN_HEADER);
  });

  it("caps the subject: a long name and company are cut with an ellipsis, whole characters only", () => {
    const notice = contactRequestNotice({ ...ada, name: "😀".repeat(500), company: "C".repeat(500) }, context);
    const chars = Array.from(notice.subject);
    expect(chars.length).toBeLessThanOrEqual(150);
    expect(notice.subject).toBe(`New contact request: ${"😀".repeat(59)}… (${"C".repeat(39)}…), AURORA AI`);
    expect(notice.subject).not.toMatch(UNSAFE_IN_HEADER);
  });

  it("keeps the message's own lines, as LF, without other control characters", () => {
    const notice = contactRequestNotice({ ...ada, message: "one\r\ntwo\rthree\u2028four\tTAB\u0007\u001B" }, context);
    expect(notice.text).toContain("Message:\none\ntwo\nthree\nfour\tTAB\n");
    expect(notice.text).not.toMatch(/\r/);
  });

  it("keeps the body's one-line fields on one line too", () => {
    const notice = contactRequestNotice(
      { ...ada, email: "eve@example.com\r\nBcc: v@example.com", phone: "555\r\n\r\n<html>" },
      context,
    );
    expect(notice.text).toContain("Email:    eve@example.com Bcc: v@example.com\n");
    expect(notice.text).toContain("Phone:    555 <html>\n");
  });

  it("offers Reply-To only for a plain address; anything else stays in the body", () => {
    const notice = contactRequestNotice({ ...ada, email: "ada@example.com\r\nBcc: v@example.com" }, context);
    expect(notice.replyTo).toBeNull();
    expect(notice.text).not.toContain("Replying to this e-mail");
  });

  it.each(["ada@example.com", "ada.lovelace+site@mail.example.co.uk", "o'brien@example.ie"])(
    "takes %s as a Reply-To address",
    (email) => {
      expect(plainReplyAddress(email)).toBe(email);
    },
  );

  it.each([
    "ada@example.com, eve@example.com",
    "Ada <ada@example.com>",
    '"ada"@example.com',
    "ada@example.com\r\nBcc: v@example.com",
    "ada@example.com (comment)",
    "ada@localhost",
    "ada@@example.com",
    ".ada@example.com",
    "ada@-example.com",
    "adа@example.com", // Cyrillic a
    `${"a".repeat(250)}@example.com`,
    "ada;eve@example.com",
    "ada@example.com;",
    "group:ada@example.com;",
  ])("refuses %s as a Reply-To address", (email) => {
    expect(plainReplyAddress(email)).toBeNull();
  });

  it("shows a stored time it cannot read as it is, on one line", () => {
    const notice = contactRequestNotice({ ...ada, createdAt: "yesterday\nBcc: x" }, context);
    expect(notice.text).toContain("Received: yesterday Bcc: x\n");
  });

  it("singleLine caps at the given length", () => {
    expect(singleLine("abcdef", 4)).toBe("abc…");
    expect(singleLine("abcd", 4)).toBe("abcd");
  });
});
