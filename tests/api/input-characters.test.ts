import { describe, expect, it } from "vitest";
import { loginAsStaff, withStaff } from "../helpers/admin.ts";
import type { TestApp } from "../helpers/build-app.ts";
import { businessIdOf, investorConfig } from "../helpers/investor.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * Issue 18 item 6: NUL, other control characters, line breaks in one-line fields and bidi
 * overrides in names, sent to every text input of the API. Each is refused with 400 and a
 * sentence naming the field, the same on SQLite and PostgreSQL (which cannot store NUL at all);
 * the console's search drops them instead and still finds what it would without them.
 */

type Kind = "one-line" | "name" | "multi-line" | "secret";

interface TextInput {
  what: string;
  method: "POST" | "PATCH";
  url: string;
  /** The request with `value` in the field under test (everything else valid). */
  body: (value: string) => Record<string, unknown>;
  label: string;
  kind: Kind;
  staff?: boolean;
  /** Where the field's own format check speaks first (an e-mail address). */
  sentence?: string;
}

const contact = { name: "Ada Lovelace", email: "ada@example.com", serviceType: "ai-twin" };
const lead = { email: "grace@example.com", serviceType: "blog-updates" };
const code = { businessSlug: "dayo", investorName: "Ada Lovelace", investorEmail: "ada@example.com" };
const codeBody = (extra: Record<string, string>) => ({ ...code, expiresAt: "2099-12-31T23:59:59Z", ...extra });

const INPUTS: TextInput[] = [
  {
    what: "lead name",
    method: "POST",
    url: "/api/leads",
    body: (v) => ({ ...lead, name: `Gr${v}ace` }),
    label: "Name",
    kind: "name",
  },
  {
    what: "lead e-mail",
    method: "POST",
    url: "/api/leads",
    body: (v) => ({ ...lead, email: `gr${v}ace@example.com` }),
    label: "Email",
    kind: "one-line",
  },
  {
    what: "lead message",
    method: "POST",
    url: "/api/leads",
    body: (v) => ({ ...lead, message: `Hel${v}lo` }),
    label: "Message",
    kind: "multi-line",
  },
  {
    what: "request name",
    method: "POST",
    url: "/api/contact-requests",
    body: (v) => ({ ...contact, name: `Ad${v}a` }),
    label: "Name",
    kind: "name",
  },
  {
    what: "request company",
    method: "POST",
    url: "/api/contact-requests",
    body: (v) => ({ ...contact, company: `Ac${v}me` }),
    label: "Company",
    kind: "name",
  },
  {
    what: "request phone",
    method: "POST",
    url: "/api/contact-requests",
    body: (v) => ({ ...contact, phone: `+1 512${v}555 0100` }),
    label: "Phone",
    kind: "one-line",
  },
  {
    what: "request message",
    method: "POST",
    url: "/api/contact-requests",
    body: (v) => ({ ...contact, message: `Hel${v}lo` }),
    label: "Message",
    kind: "multi-line",
  },
  {
    what: "chat message",
    method: "POST",
    url: "/api/sales-chat/max",
    body: (v) => ({ message: `Hel${v}lo` }),
    label: "Message",
    kind: "multi-line",
  },
  {
    what: "Aurora chat message",
    method: "POST",
    url: "/api/aurora/chat",
    body: (v) => ({ message: `Hel${v}lo` }),
    label: "Message",
    kind: "multi-line",
  },
  {
    what: "history turn",
    method: "POST",
    url: "/api/aurora/chat",
    body: (v) => ({ message: "Hello", conversationHistory: [{ role: "user", content: `Hi${v}there` }] }),
    label: "Each history turn",
    kind: "multi-line",
  },
  {
    what: "history time stamp",
    method: "POST",
    url: "/api/aurora/chat",
    body: (v) => ({ message: "Hello", conversationHistory: [{ role: "user", content: "Hi", timestamp: `20${v}26` }] }),
    label: "A history turn's timestamp",
    kind: "one-line",
  },
  {
    what: "investor chat slug",
    method: "POST",
    url: "/api/aurora-chat",
    body: (v) => ({ slug: `da${v}yo`, message: "Hi" }),
    label: "slug",
    kind: "one-line",
  },
  {
    what: "investor chat message",
    method: "POST",
    url: "/api/aurora-chat",
    body: (v) => ({ slug: "dayo", message: `H${v}i` }),
    label: "Message",
    kind: "multi-line",
  },
  {
    what: "Aurora's text to speak",
    method: "POST",
    url: "/api/aurora/tts",
    body: (v) => ({ text: `Hel${v}lo` }),
    label: "Text to speak",
    kind: "multi-line",
  },
  {
    what: "text to speak",
    method: "POST",
    url: "/api/tts",
    body: (v) => ({ text: `Hel${v}lo`, voiceId: "abc" }),
    label: "Text to speak",
    kind: "multi-line",
  },
  {
    what: "site password",
    method: "POST",
    url: "/api/site-access",
    body: (v) => ({ password: `pass${v}word` }),
    label: "Password",
    kind: "secret",
  },
  {
    what: "invitation code",
    method: "POST",
    url: "/api/invitations/redeem",
    body: (v) => ({ code: `CODE${v}1234` }),
    label: "Invitation code",
    kind: "secret",
  },
  {
    what: "investor password",
    method: "POST",
    url: "/api/investor-access/dayo",
    body: (v) => ({ password: `pass${v}word` }),
    label: "The password",
    kind: "secret",
  },
  {
    what: "login username",
    method: "POST",
    url: "/api/admin/login",
    body: (v) => ({ username: `sta${v}ff`, password: "x" }),
    label: "Username",
    kind: "one-line",
  },
  {
    what: "login password",
    method: "POST",
    url: "/api/admin/login",
    body: (v) => ({ username: "staff", password: `pass${v}word` }),
    label: "Password",
    kind: "secret",
  },
  {
    what: "invitation label",
    method: "POST",
    url: "/api/admin/invitations",
    body: (v) => ({ label: `Press${v}kit` }),
    label: "Label",
    kind: "name",
    staff: true,
  },
  {
    what: "investor name",
    method: "POST",
    url: "/api/admin/investor-codes",
    body: (v) => codeBody({ investorName: `Ada${v} Lovelace` }),
    label: "The investor's name",
    kind: "name",
    staff: true,
  },
  {
    what: "investor e-mail",
    method: "POST",
    url: "/api/admin/investor-codes",
    body: (v) => codeBody({ investorEmail: `ada${v}@example.com` }),
    label: "",
    kind: "one-line",
    staff: true,
    sentence: "Enter a valid e-mail address for the investor.",
  },
  {
    what: "erase e-mail",
    method: "POST",
    url: "/api/admin/people/erase",
    body: (v) => ({ email: `ada${v}@example.com` }),
    label: "",
    kind: "one-line",
    staff: true,
    sentence: "Please enter a valid email address.",
  },
  {
    what: "contact-request status",
    method: "PATCH",
    url: "/api/admin/contact-requests/6f1c2b9e-0000-4000-8000-000000000001/status",
    body: (v) => ({ status: `new${v}` }),
    label: "",
    kind: "one-line",
    staff: true,
    sentence: "Status is new, contacted or closed.",
  },
];

/** Characters and what each kind of field says to them (null: the field takes it). */
const NUL = "\u0000";
const OTHER_CONTROLS = ["\u0001", "\u0008", "\u001b", "\u007f", "\u0080", "\u009b"];
const LINE_BREAKS = ["\n", "\r", "\u2028", "\u2029"];
const LINE_CONTROLS = ["\u000b", "\u000c", "\u0085"];
const BIDI = ["\u202a", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"];
const LONE_HALF = "\ud800";

const said = (label: string) => ({
  controls: `${label} may not contain control characters.`,
  oneLine: `${label} must be on one line.`,
  bidi: `${label} may not contain characters that change the direction of text.`,
  nul: `${label} may not contain a NUL character.`,
  wellFormed: `${label} contains a character that is not valid text.`,
});

/** The sentence a field answers to `ch`, or null when the field takes it (or, a secret, judges it). */
function expected(input: TextInput, ch: string): string | null {
  if (input.sentence) return input.sentence;
  const s = said(input.label);
  if (ch === LONE_HALF) return s.wellFormed;
  if (input.kind === "secret") return ch === NUL ? s.nul : null;
  if (ch === NUL || OTHER_CONTROLS.includes(ch)) return s.controls;
  if (LINE_CONTROLS.includes(ch)) return input.kind === "multi-line" ? s.controls : s.oneLine;
  if (LINE_BREAKS.includes(ch)) return input.kind === "multi-line" ? null : s.oneLine;
  if (BIDI.includes(ch)) return input.kind === "name" ? s.bidi : null;
  return null;
}

const hex = (ch: string) => `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;

describe.each(dbTargets())("control characters in text inputs on $name", (target) => {
  const build = appsClosedAfterEach(target);
  let n = 0;
  /** A fresh address per request, so no rate limit answers in the rule's place. */
  const nextIp = () => {
    n += 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };

  async function app(): Promise<{ t: TestApp; cookie: string }> {
    const t = await build(withStaff(investorConfig));
    const { cookie } = await loginAsStaff(t);
    return { t, cookie };
  }

  it("refuses NUL, controls, line breaks in one-line fields and bidi controls in names with 400 and a sentence", async () => {
    const { t, cookie } = await app();
    const characters = [NUL, ...OTHER_CONTROLS, ...LINE_BREAKS, ...LINE_CONTROLS, ...BIDI, LONE_HALF];
    let refused = 0;
    for (const input of INPUTS) {
      for (const ch of characters) {
        const sentence = expected(input, ch);
        if (sentence === null) continue;
        const res = await t.app.inject({
          method: input.method,
          url: input.url,
          payload: input.body(ch),
          headers: input.staff ? { cookie } : {},
          remoteAddress: nextIp(),
        });
        const label = `${input.what} with ${hex(ch)}`;
        expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
        expect(res.json(), label).toEqual({ error: sentence });
        refused += 1;
      }
    }
    // 26 inputs, each refusing NUL and, by its kind, up to 19 other characters.
    expect(refused).toBeGreaterThan(300);
  });

  it("takes line breaks and TAB in multi-line text, and judges a secret holding a control as a wrong secret", async () => {
    const { t } = await app();
    const ip = nextIp();
    const message = await t.app.inject({
      method: "POST",
      url: "/api/leads",
      payload: { ...lead, message: "Line one\r\nLine two\tand a tab\u2028" },
      remoteAddress: ip,
    });
    expect(message.statusCode, message.body).toBe(201);
    const chat = await t.app.inject({ method: "POST", url: "/api/sales-chat/max", payload: { message: "Hi\nthere" } });
    expect(chat.statusCode, chat.body).toBe(200);
    for (const input of INPUTS.filter((i) => i.kind === "secret")) {
      const res = await t.app.inject({
        method: "POST",
        url: input.url,
        payload: input.body("\u0001"),
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, `${input.what}: ${res.body}`).toBe(401);
    }
  });

  it("drops control characters from the console's search, which then finds what it would without them", async () => {
    const { t, cookie } = await app();
    const send = (url: string, payload: object) =>
      t.app.inject({ method: "POST", url, payload, remoteAddress: nextIp() });
    for (const [url, payload] of [
      ["/api/contact-requests", { ...contact, company: "Analytical Engines" }],
      ["/api/contact-requests", { ...contact, name: "Charles Babbage", company: "Difference Engines" }],
      ["/api/leads", { ...lead, name: "Grace Hopper" }],
      ["/api/leads", { ...lead, email: "alan@example.com", name: "Alan Turing" }],
      ["/api/sales-chat/max", { message: "Do you work with Quokkafjord?" }],
      ["/api/sales-chat/max", { message: "Hello there" }],
    ] as const) {
      const res = await send(url, payload);
      expect(res.statusCode, res.body).toBeLessThan(300);
    }

    const search = async (path: string, q: string) => {
      const res = await t.app.inject({ method: "GET", url: `${path}?q=${q}`, headers: { cookie } });
      expect(res.statusCode, `${path}?q=${q}: ${res.body}`).toBe(200);
      return res;
    };
    for (const [path, q, found, other] of [
      ["/api/admin/contact-requests", "Analyt%00ical%01 Eng%1Bines", "Analytical Engines", "Difference Engines"],
      ["/api/admin/leads", "Gra%00ce%7F Hop%C2%9Bper", "Grace Hopper", "Alan Turing"],
      ["/api/admin/chats", "Quokka%00fj%C2%80ord", "Quokkafjord", "Hello there"],
    ] as const) {
      const list = (await search(path, q)).json() as { total: number; items: unknown[] };
      expect(list.total, `${path}?q=${q}`).toBe(1);
      expect(JSON.stringify(list.items)).toContain(found);
      // Nothing but what is dropped: no search at all.
      expect(((await search(path, "%00%01")).json() as { total: number }).total, `${path}?q=%00%01`).toBe(2);
      const csv = (await search(`${path}/export.csv`, q)).body;
      expect(csv, `${path}/export.csv?q=${q}`).toContain(found);
      expect(csv, `${path}/export.csv?q=${q}`).not.toContain(other);
    }
  });

  it("answers a NUL in an address, a parameter, a cookie or the session header with a 4xx sentence, never a 500", async () => {
    const { t, cookie } = await app();
    const dayo = await businessIdOf(t, "dayo");
    const requests: { method: "GET" | "POST" | "PATCH" | "DELETE"; url: string; headers?: Record<string, string> }[] = [
      { method: "DELETE", url: "/api/admin/invitations/a%00b" },
      { method: "DELETE", url: "/api/admin/leads/a%00b" },
      { method: "DELETE", url: "/api/admin/chats/a%00b" },
      { method: "GET", url: "/api/admin/chats/a%00b/conversation" },
      { method: "PATCH", url: "/api/admin/contact-requests/a%00b/status" },
      { method: "DELETE", url: "/api/admin/investor-codes/a%00b" },
      { method: "POST", url: "/api/investor-access/da%00yo" },
      { method: "DELETE", url: "/api/investor-access/da%00yo" },
      { method: "GET", url: "/api/businesses/a%00b" },
      { method: "GET", url: "/api/businesses/slug/da%00yo" },
      { method: "GET", url: "/api/businesses/a%00b/videos" },
      { method: "GET", url: "/api/businesses/a%00b/investor-documents" },
      { method: "GET", url: "/api/investor-documents/a%00b/deck%00.pdf" },
      { method: "GET", url: "/api/admin/stats?tz=UTC%00" },
      { method: "GET", url: "/api/admin/people/timeline?email=ada%00@example.com" },
      { method: "GET", url: "/api/admin/leads?service=blog%00" },
      { method: "GET", url: "/api/admin/leads?from=2026-01-01%00" },
      { method: "GET", url: "/api/admin/investor-codes?business=da%00yo" },
      { method: "GET", url: "/api/admin/investor-engagement?business=dayo&investor=none%00" },
      { method: "GET", url: "/api/admin/session", headers: { cookie: "admin_session=a%00b" } },
      { method: "GET", url: "/api/admin/session", headers: { cookie: "", "x-session-id": "a\tb\u00ff" } },
      { method: "GET", url: `/api/businesses/${dayo}/investor-documents`, headers: { cookie: "investor_dayo=a%00b" } },
    ];
    for (const { method, url, headers } of requests) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie, ...headers },
        ...(method === "GET" ? {} : { payload: { status: "new", password: "x" } }),
      });
      const label = `${method} ${url} ${JSON.stringify(headers ?? {})}`;
      expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
      expect((res.json() as { error: string }).error, label).toMatch(/^[A-Z].{10,}\.$/);
    }
  });
});
