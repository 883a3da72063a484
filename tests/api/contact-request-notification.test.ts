import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import type { NotifyConfig } from "../../src/server/config.ts";
import { createContactRequestNotifier } from "../../src/server/modules/notifications/contact-request-notifier.ts";
import { createMailer } from "../../src/server/modules/notifications/mailer.ts";
import type { ContactRequest, SubmissionReceipt } from "../../src/shared/leads.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";
import { closedPort, startSilentServer, startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.ts";

/*
 * Issue: "when SMTP_URL and NOTIFY_EMAIL are set, each new contact request sends a plain-text
 * e-mail to staff with the details and a link to the console (header injection impossible), sent
 * after the request is stored so a mail failure never loses it" — against a real SMTP server.
 */

const STAFF = "staff@example.com";
const CONSOLE_LINK = "https://www.example.com/admin/contact-requests";
const SMTP_PASSWORD = "s3cret-pa55word";

const request = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  phone: "+1 (512) 555-0100",
  message: "We'd like Aurora on our front desk.\nMornings are the busiest.",
  serviceType: "aurora-ai",
};

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

function captureLogs() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n")) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { lines, stream, text: () => lines.map((l) => JSON.stringify(l)).join("\n") };
}

const notify = (smtpUrl: string, extra: Partial<NotifyConfig> = {}): NotifyConfig => ({
  smtpUrl,
  to: STAFF,
  from: null,
  timeoutMs: 2_000,
  ...extra,
});

describe.each(dbTargets())("staff e-mail for each new contact request on $name", (target) => {
  const build = appsClosedAfterEach(target);
  let servers: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(servers.map((s) => s.close()));
    servers = [];
  });
  const sink = async (auth?: { user: string; pass: string }): Promise<SmtpSink> => {
    const s = await startSmtpSink(auth);
    servers.push(s);
    return s;
  };

  const post = (t: Awaited<ReturnType<typeof build>>, payload: object) =>
    t.app.inject({ method: "POST", url: "/api/contact-requests", payload, remoteAddress: "203.0.113.9" });
  const stored = (t: Awaited<ReturnType<typeof build>>) =>
    t.app.services.db.db.selectFrom("contactRequests").selectAll().execute();

  it("e-mails staff a plain-text notice with every field and the console link, after storing the request", async () => {
    const smtp = await sink();
    const logs = captureLogs();
    const t = await build({ notify: notify(smtp.url), logLevel: "info", logStream: logs.stream });

    const res = await post(t, request);
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as SubmissionReceipt;
    expect(await stored(t)).toHaveLength(1);

    const mail = await smtp.nth(1);
    expect(mail.rcptTo).toEqual([STAFF]);
    // The sender is the site's contact e-mail (content/site.json), named after the company.
    expect(mail.mailFrom).toBe("hello@example.com");
    expect(mail.header("from")).toBe("Domu AI website <hello@example.com>");
    expect(mail.header("to")).toBe(STAFF);
    expect(mail.header("subject")).toBe("New contact request: Ada Lovelace (Analytical Engines), AURORA AI");
    expect(mail.header("reply-to")).toBe("ada@example.com");
    expect(mail.header("content-type")).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(mail.raw).not.toMatch(/text\/html|multipart/i);

    for (const line of [
      "Name:     Ada Lovelace",
      "Email:    ada@example.com",
      "Company:  Analytical Engines",
      "Phone:    +1 (512) 555-0100",
      "Service:  AURORA AI (aurora-ai)",
      `Request:  ${id}`,
      "Message:\nWe'd like Aurora on our front desk.\nMornings are the busiest.",
      CONSOLE_LINK,
    ]) {
      expect(mail.text).toContain(line);
    }
    const row = (await stored(t))[0]!;
    const at = row.createdAt;
    expect(mail.text).toContain(`Received: ${at.slice(0, 10)} ${at.slice(11, 19)} UTC`);

    await t.app.services.notifications.settled();
    expect(logs.lines.find((l) => l.msg === "staff e-mailed about a new contact request")).toMatchObject({
      requestId: id,
    });
    expect(smtp.messages).toHaveLength(1);
  });

  it("shows an empty company, phone and message as such", async () => {
    const smtp = await sink();
    const t = await build({ notify: notify(smtp.url) });
    expect((await post(t, { name: "Ada", email: "ada@example.com", serviceType: "max-ai" })).statusCode).toBe(201);
    const mail = await smtp.nth(1);
    expect(mail.header("subject")).toBe("New contact request: Ada, MAX AI");
    expect(mail.text).toContain("Company:  (none)");
    expect(mail.text).toContain("Phone:    (none)");
    expect(mail.text).toContain("Message:\n(no message)");
  });

  it("sends from NOTIFY_FROM when it is set", async () => {
    const smtp = await sink();
    const t = await build({ notify: notify(smtp.url, { from: "notices@example.org" }) });
    await post(t, request);
    const mail = await smtp.nth(1);
    expect(mail.mailFrom).toBe("notices@example.org");
    expect(mail.header("from")).toBe("Domu AI website <notices@example.org>");
  });

  it("signs in with the user and password of SMTP_URL", async () => {
    const smtp = await sink({ user: "site@example.com", pass: SMTP_PASSWORD });
    const t = await build({ notify: notify(smtp.url) });
    await post(t, request);
    expect((await smtp.nth(1)).rcptTo).toEqual([STAFF]);
  });

  it("keeps the request and answers 201 when the SMTP server refuses the password, logging no secret", async () => {
    const smtp = await sink({ user: "site@example.com", pass: SMTP_PASSWORD });
    const logs = captureLogs();
    const wrong = smtp.url.replace(SMTP_PASSWORD, "wrong-pa55word");
    const t = await build({ notify: notify(wrong), logLevel: "info", logStream: logs.stream });

    const res = await post(t, request);
    expect(res.statusCode).toBe(201);
    expect(await stored(t)).toHaveLength(1);
    await t.app.services.notifications.settled();

    const warning = logs.lines.find((l) => l.level === 40 && l.msg.startsWith("could not e-mail staff"));
    expect(warning).toMatchObject({ requestId: (res.json() as SubmissionReceipt).id, mail: { code: "EAUTH" } });
    expect(smtp.messages).toHaveLength(0);
    expect(logs.text()).not.toContain("wrong-pa55word");
    // Nothing the visitor typed goes to the log either.
    expect(logs.text()).not.toContain("ada@example.com");
    expect(logs.text()).not.toContain("Ada Lovelace");
  });

  it("keeps the request and answers 201 when the SMTP server is down, and logs a warning", async () => {
    const logs = captureLogs();
    const port = await closedPort();
    const t = await build({
      notify: notify(`smtp://site:${SMTP_PASSWORD}@127.0.0.1:${port}`),
      logLevel: "info",
      logStream: logs.stream,
    });

    const res = await post(t, request);
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as SubmissionReceipt;
    expect((await stored(t)).map((r) => r.id)).toEqual([id]);

    await t.app.services.notifications.settled();
    const warning = logs.lines.find((l) => l.level === 40 && l.msg.startsWith("could not e-mail staff"));
    expect(warning).toMatchObject({ requestId: id, mail: { code: "ESOCKET" } });
    expect(warning!.msg).toBe(
      "could not e-mail staff about a new contact request; it is stored and shows in the console",
    );
    expect(logs.text()).not.toContain(SMTP_PASSWORD);
  });

  it("answers the visitor without waiting for an SMTP server that never replies", async () => {
    const silent = await startSilentServer();
    servers.push(silent);
    const logs = captureLogs();
    const t = await build({
      notify: notify(`smtp://127.0.0.1:${silent.port}`, { timeoutMs: 800 }),
      logLevel: "info",
      logStream: logs.stream,
    });

    const res = await post(t, request);
    expect(res.statusCode).toBe(201);
    expect(await stored(t)).toHaveLength(1);
    // The answer came while the mail is still waiting for the server's greeting.
    await expect.poll(() => silent.open()).toBe(1);
    expect(logs.lines.some((l) => l.msg.startsWith("could not e-mail staff"))).toBe(false);

    await t.app.services.notifications.settled();
    expect(logs.lines.find((l) => l.msg.startsWith("could not e-mail staff"))).toMatchObject({
      mail: { code: "ETIMEDOUT" },
    });
  });

  it("sends nothing for a submission the honeypot discards", async () => {
    const smtp = await sink();
    const t = await build({ notify: notify(smtp.url) });

    const bot = await post(t, { ...request, name: "Bot", _gotcha: "https://spam.example" });
    expect(bot.statusCode).toBe(202);
    const person = await post(t, request);
    expect(person.statusCode).toBe(201);

    expect((await smtp.nth(1)).header("subject")).toContain("Ada Lovelace");
    await t.app.services.notifications.settled();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages.map((m) => m.text).join("\n")).not.toContain("Bot");
  });

  it("sends nothing for a submission the schema refuses (a name that would add a Bcc header)", async () => {
    const smtp = await sink();
    const t = await build({ notify: notify(smtp.url) });
    const res = await post(t, { ...request, name: "Eve\r\nBcc: victim@example.com" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Name must be on one line." });
    await t.app.services.notifications.settled();
    expect(smtp.connections).toBe(0);
  });

  it("sends nothing when SMTP_URL and NOTIFY_EMAIL are unset", async () => {
    const logs = captureLogs();
    const t = await build({ logLevel: "info", logStream: logs.stream });
    expect((await post(t, request)).statusCode).toBe(201);
    expect(await stored(t)).toHaveLength(1);
    await t.app.services.notifications.settled();
    expect(logs.lines.filter((l) => /e-mail/i.test(l.msg))).toEqual([]);
  });

  it("lets a notice under way finish when the app closes", async () => {
    const smtp = await sink();
    const t = await build({ notify: notify(smtp.url) });
    expect((await post(t, request)).statusCode).toBe(201);
    await t.app.close();
    expect(smtp.messages).toHaveLength(1);
  });
});

/*
 * The public schema already refuses line breaks in a name, so hostile text is handed to the
 * notifier directly here: only the notice decides what reaches a header, and it must hold alone.
 */
describe("the notifier on its own, with hostile visitor text", () => {
  let smtp: SmtpSink;
  afterEach(async () => {
    await smtp.close();
  });

  const hostile: ContactRequest = {
    id: "5f0c6c1e-8d7a-4a43-9a55-0d6f3c1f2b10",
    name: "Eve\r\nBcc: victim@example.com",
    email: "eve@example.com\r\nBcc: victim2@example.com",
    company: "Acme\nX-Injected: yes",
    phone: "555\r\n\r\n<html>",
    message: "Hello\r\n.\r\nMAIL FROM:<spoof@example.com>\r\nRCPT TO:<victim3@example.com>",
    serviceType: "aurora-ai\r\nX-Other: 1",
    status: "new",
    createdAt: "2025-06-24T10:30:00.000Z",
  };

  async function send(request: ContactRequest) {
    smtp = await startSmtpSink();
    const warnings: unknown[] = [];
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: { name: "Domu AI website", address: "hello@example.com" },
      timeoutMs: 2_000,
    });
    const notifier = createContactRequestNotifier({
      mailer,
      to: STAFF,
      context: { companyName: "Domu AI", consoleUrl: CONSOLE_LINK },
      log: { info: () => {}, warn: (details) => warnings.push(details) },
    });
    notifier.notify(request);
    await notifier.settled();
    await mailer.close();
    expect(warnings).toEqual([]);
    return smtp.nth(1);
  }

  it("keeps CR/LF in the name, company and service from starting a header or adding a recipient", async () => {
    const mail = await send(hostile);
    expect(mail.rcptTo).toEqual([STAFF]);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.headers.has("x-injected")).toBe(false);
    expect(mail.headers.has("x-other")).toBe(false);
    expect(mail.raw).not.toMatch(/^(bcc|x-injected|x-other):/im);
    expect(mail.header("subject")).toBe(
      "New contact request: Eve Bcc: victim@example.com (Acme X-Injected: yes), AURORA AI X OTHER: 1",
    );
    expect(mail.headers.get("subject")).toHaveLength(1);
    expect(mail.header("to")).toBe(STAFF);
  });

  it("puts an e-mail that is not a plain address only in the body, never in Reply-To", async () => {
    const mail = await send(hostile);
    expect(mail.headers.has("reply-to")).toBe(false);
    expect(mail.text).toContain("Email:    eve@example.com Bcc: victim2@example.com");
    expect(mail.text).toContain("Name:     Eve Bcc: victim@example.com");
    expect(mail.text).toContain("Phone:    555 <html>");
  });

  it("delivers a message holding a lone dot and SMTP commands as text of one message", async () => {
    const mail = await send(hostile);
    expect(mail.text).toContain("Message:\nHello\n.\nMAIL FROM:<spoof@example.com>\nRCPT TO:<victim3@example.com>");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages).toHaveLength(1);
  });
});
