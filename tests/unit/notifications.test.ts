import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config.ts";
import { createContactRequestsService } from "../../src/server/modules/contact-requests/contact-requests.service.ts";
import type {
  ContactRequestRow,
  ContactRequestsRepository,
} from "../../src/server/modules/contact-requests/contact-requests.repository.ts";
import { createContactRequestNotifier } from "../../src/server/modules/notifications/contact-request-notifier.ts";
import { consoleUrl, createNotifications } from "../../src/server/modules/notifications/create-notifications.ts";
import { createMailer, MailerClosedError, type Mailer } from "../../src/server/modules/notifications/mailer.ts";
import type { ContactRequest } from "../../src/shared/leads.ts";
import type { SiteConfig } from "../../src/shared/site-config.ts";
import { startSilentServer, startSmtpSink } from "../helpers/smtp-sink.ts";

const AT = new Date("2025-06-24T10:30:00.000Z");
const valid = { name: "Ada", email: "ada@example.com", serviceType: "aurora-ai" };

describe("notification settings (SMTP_URL, NOTIFY_EMAIL, NOTIFY_FROM, SMTP_TIMEOUT_MS)", () => {
  it("are off when neither SMTP_URL nor NOTIFY_EMAIL is set", () => {
    expect(loadConfig({}).notify).toBeNull();
  });

  it("are on with both, from the site's address unless NOTIFY_FROM is set, 10 s timeout", () => {
    expect(
      loadConfig({ SMTP_URL: "smtps://u:p@smtp.example.com:465", NOTIFY_EMAIL: "staff@example.com" }).notify,
    ).toEqual({
      smtpUrl: "smtps://u:p@smtp.example.com:465",
      to: "staff@example.com",
      from: null,
      timeoutMs: 10_000,
    });
    expect(
      loadConfig({
        SMTP_URL: "smtp://smtp.example.com",
        NOTIFY_EMAIL: "staff@example.com",
        NOTIFY_FROM: "site@example.com",
        SMTP_TIMEOUT_MS: "3000",
      }).notify,
    ).toMatchObject({ from: "site@example.com", timeoutMs: 3000 });
  });

  it.each([
    [
      { SMTP_URL: "smtp://smtp.example.com" },
      "Invalid environment variable NOTIFY_EMAIL: is required when SMTP_URL is set (the address new contact requests are e-mailed to).",
    ],
    [
      { NOTIFY_EMAIL: "staff@example.com" },
      "Invalid environment variable SMTP_URL: is required when NOTIFY_EMAIL is set (the server that sends staff notifications).",
    ],
    [
      { NOTIFY_FROM: "site@example.com" },
      "Invalid environment variable SMTP_URL: is required when NOTIFY_FROM is set (the server that sends staff notifications).",
    ],
    [
      { SMTP_URL: "http://smtp.example.com", NOTIFY_EMAIL: "staff@example.com" },
      "Invalid environment variable SMTP_URL: must start with smtp:// or smtps://.",
    ],
    [
      { SMTP_URL: "smtp://", NOTIFY_EMAIL: "staff@example.com" },
      "Invalid environment variable SMTP_URL: must name a server, e.g. smtp://user:password@smtp.example.com:587.",
    ],
    [
      { SMTP_URL: "smtp://smtp.example.com", NOTIFY_EMAIL: "staff" },
      "Invalid environment variable NOTIFY_EMAIL: must be one e-mail address (where staff notifications go).",
    ],
    [
      { SMTP_URL: "smtp://smtp.example.com", NOTIFY_EMAIL: "a@example.com,b@example.com" },
      "Invalid environment variable NOTIFY_EMAIL: must be one e-mail address (where staff notifications go).",
    ],
    [
      { SMTP_URL: "smtp://h", NOTIFY_EMAIL: "s@example.com", SMTP_TIMEOUT_MS: "5" },
      "Invalid environment variable SMTP_TIMEOUT_MS: must be at least 100 ms.",
    ],
  ])("stop the start naming the variable: %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("never repeat the SMTP password in the error", () => {
    expect(() => loadConfig({ SMTP_URL: "smtp://user:hunter2@", NOTIFY_EMAIL: "s@example.com" })).toThrow(
      /^(?!.*hunter2)/,
    );
  });

  it("link the notice to the console on the site's public address", () => {
    expect(consoleUrl({ siteUrl: "https://www.example.com/" } as SiteConfig)).toBe(
      "https://www.example.com/admin/contact-requests",
    );
  });
});

function contactRepo(fail = false) {
  const rows: ContactRequestRow[] = [];
  const repo = {
    async insert(row: ContactRequestRow) {
      if (fail) throw new Error("disk full");
      rows.push(row);
      return row;
    },
  } as unknown as ContactRequestsRepository;
  return { repo, rows };
}

describe("the contact-requests service tells staff", () => {
  it("after the request is stored, with the stored request", async () => {
    const { repo, rows } = contactRepo();
    const seen: Array<{ request: ContactRequest; storedRows: number }> = [];
    const service = createContactRequestsService(
      repo,
      () => AT,
      (request) => seen.push({ request, storedRows: rows.length }),
    );
    const result = await service.submit({ ...valid, company: "Acme" });
    expect(seen).toEqual([
      {
        storedRows: 1,
        request: {
          id: result.receipt.id,
          name: "Ada",
          email: "ada@example.com",
          company: "Acme",
          phone: null,
          message: null,
          serviceType: "aurora-ai",
          status: "new",
          createdAt: AT.toISOString(),
        },
      },
    ]);
  });

  it("not when storing failed, nor for a filled honeypot, nor for bad input", async () => {
    const seen: ContactRequest[] = [];
    const failing = createContactRequestsService(
      contactRepo(true).repo,
      () => AT,
      (r) => seen.push(r),
    );
    await expect(failing.submit(valid)).rejects.toThrow("disk full");
    const service = createContactRequestsService(
      contactRepo().repo,
      () => AT,
      (r) => seen.push(r),
    );
    expect((await service.submit({ ...valid, _gotcha: "bot" })).kind).toBe("discarded");
    await expect(service.submit({ ...valid, name: "Eve\r\nBcc: victim@example.com" })).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(seen).toEqual([]);
  });

  it("and still answers stored when telling staff throws", async () => {
    const { repo, rows } = contactRepo();
    const service = createContactRequestsService(
      repo,
      () => AT,
      () => {
        throw new Error("mailer exploded");
      },
    );
    expect((await service.submit(valid)).kind).toBe("stored");
    expect(rows).toHaveLength(1);
  });
});

describe("the notifier", () => {
  const request: ContactRequest = {
    id: "r1",
    name: "Ada",
    email: "ada@example.com",
    company: null,
    phone: null,
    message: null,
    serviceType: "aurora-ai",
    status: "new",
    createdAt: AT.toISOString(),
  };
  const context = { companyName: "Domu AI", consoleUrl: "https://www.example.com/admin/contact-requests" };

  it("returns before the mail is sent and logs a failure as a warning without the SMTP password", async () => {
    let release!: () => void;
    const mailer: Mailer = {
      send: () =>
        new Promise((_resolve, reject) => {
          release = () => reject(Object.assign(new Error("535 login failed for pw=hunter2"), { code: "EAUTH" }));
        }),
      close: async () => {},
    };
    const warnings: object[] = [];
    const notifier = createContactRequestNotifier({
      mailer,
      to: "staff@example.com",
      context,
      log: { info: () => {}, warn: (d) => warnings.push(d) },
      secrets: ["hunter2"],
    });
    notifier.notify(request);
    expect(warnings).toEqual([]);
    release();
    await notifier.settled();
    expect(warnings).toEqual([
      { requestId: "r1", mail: { code: "EAUTH", reason: "535 login failed for pw=[redacted]" } },
    ]);
  });

  it("skips notices beyond the cap while the server is stuck, with a warning", async () => {
    const mailer: Mailer = { send: () => new Promise(() => {}), close: async () => {} };
    const warnings: string[] = [];
    const notifier = createContactRequestNotifier({
      mailer,
      to: "staff@example.com",
      context,
      log: { info: () => {}, warn: (_d, m) => warnings.push(m) },
      maxPending: 2,
    });
    notifier.notify(request);
    notifier.notify(request);
    notifier.notify(request);
    expect(warnings).toEqual([
      "too many staff e-mails under way; this contact request is stored but staff were not e-mailed",
    ]);
  });

  it("does nothing when notifications are off", async () => {
    const off = createNotifications(null, {} as SiteConfig, { info: () => {}, warn: () => {} });
    expect(() => off.contactRequestStored(request)).not.toThrow();
    await off.settled();
    await off.close();
  });
});

describe("the mailer", () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((c) => c()));
  });
  const from = { name: "Domu AI website", address: "hello@example.com" };

  it("on close, cancels a send stuck on a silent server after the grace period", async () => {
    const silent = await startSilentServer();
    closers.push(silent.close);
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${silent.port}`, from, timeoutMs: 60_000, graceMs: 100 });
    const sending = mailer.send({ to: "staff@example.com", subject: "s", text: "t" });
    const outcome = sending.then(
      () => "sent",
      (err: { code?: string }) => err.code,
    );
    await expect.poll(() => silent.open()).toBe(1);
    const started = Date.now();
    await mailer.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await outcome).toBe("EABORT");
    await expect(mailer.send({ to: "staff@example.com", subject: "s", text: "t" })).rejects.toBeInstanceOf(
      MailerClosedError,
    );
  });

  it("sends one plain-text message to one recipient", async () => {
    const smtp = await startSmtpSink();
    closers.push(smtp.close);
    const mailer = createMailer({ smtpUrl: smtp.url, from, timeoutMs: 2_000 });
    closers.push(mailer.close);
    await mailer.send({ to: "staff@example.com", subject: "Hello", text: "Body", replyTo: "ada@example.com" });
    const mail = await smtp.nth(1);
    expect(mail.rcptTo).toEqual(["staff@example.com"]);
    expect(mail.header("reply-to")).toBe("ada@example.com");
    expect(mail.text.trimEnd()).toBe("Body");
  });
});
