import type { RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { loginAsStaff, withStaff } from "../helpers/admin.ts";
import { investorConfig } from "../helpers/investor.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * Issue 18 item 8: every refusal of the API is our own sentence. The test takes the inventory of
 * the API's routes as the app registers them, sends each one wrong types, unknown keys, missing
 * fields and over-long text, and fails on any 4xx or 5xx that is not `{ "error": sentence }` or
 * that speaks zod's or Fastify's default English.
 */

const ID = "6f1c2b9e-0000-4000-8000-000000000001";

/**
 * A valid request of every API route: the address (parameters filled in), the body or the
 * query. A route missing here fails the inventory test, so a new route is walked too.
 */
const VALID: Record<string, { address: string; body?: Record<string, unknown>; query?: Record<string, string> }> = {
  "POST /api/leads": {
    address: "/api/leads",
    body: { email: "ada@example.com", serviceType: "blog-updates", name: "Ada", message: "Hi" },
  },
  "POST /api/contact-requests": {
    address: "/api/contact-requests",
    body: {
      name: "Ada",
      email: "ada@example.com",
      serviceType: "ai-twin",
      company: "Acme",
      phone: "+1 512 555 0100",
      message: "Hi",
    },
  },
  "POST /api/aurora/chat": {
    address: "/api/aurora/chat",
    body: {
      message: "Hi",
      conversationHistory: [{ role: "user", content: "Hello", timestamp: 1 }],
      conversationId: ID,
    },
  },
  "POST /api/sales-chat/aurora": { address: "/api/sales-chat/aurora", body: { message: "Hi", conversationId: ID } },
  "POST /api/sales-chat/max": { address: "/api/sales-chat/max", body: { message: "Hi", conversationId: ID } },
  "POST /api/maya-chat": { address: "/api/maya-chat", body: { message: "Hi", conversationId: ID } },
  "POST /api/aurora-chat": { address: "/api/aurora-chat", body: { slug: "dayo", message: "Hi", conversationId: ID } },
  "POST /api/aurora/tts": { address: "/api/aurora/tts", body: { text: "Hi" } },
  "POST /api/tts": { address: "/api/tts", body: { text: "Hi", voiceId: "abc" } },
  "POST /api/stt": { address: "/api/stt", body: {} },
  "GET /api/speech/config": { address: "/api/speech/config" },
  "GET /api/businesses/": { address: "/api/businesses/" },
  "GET /api/businesses": { address: "/api/businesses" },
  "GET /api/businesses/slug/:slug": { address: "/api/businesses/slug/dayo" },
  "GET /api/businesses/:id": { address: `/api/businesses/${ID}` },
  "GET /api/businesses/:id/videos": { address: `/api/businesses/${ID}/videos` },
  "GET /api/businesses/:id/details": { address: `/api/businesses/${ID}/details` },
  "GET /api/businesses/:id/investor-documents": { address: `/api/businesses/${ID}/investor-documents` },
  "GET /api/investor-documents/:id/:file": {
    address: `/api/investor-documents/${ID}/deck.pdf`,
    query: { download: "1" },
  },
  "POST /api/investor-access/:slug": { address: "/api/investor-access/dayo", body: { password: "not it" } },
  "DELETE /api/investor-access/:slug": { address: "/api/investor-access/dayo" },
  "POST /api/site-access": { address: "/api/site-access", body: { password: "not it" } },
  "DELETE /api/site-access": { address: "/api/site-access" },
  "POST /api/invitations/redeem": { address: "/api/invitations/redeem", body: { code: "NOT-A-CODE" } },
  "POST /api/admin/login": {
    address: "/api/admin/login",
    body: { username: "staff", password: "not it", totp: "123456" },
  },
  "GET /api/admin/session": { address: "/api/admin/session" },
  "POST /api/admin/logout": { address: "/api/admin/logout" },
  "GET /api/admin/stats": { address: "/api/admin/stats", query: { tz: "Europe/Paris" } },
  "GET /api/admin/dashboard": { address: "/api/admin/dashboard", query: { tz: "Europe/Paris" } },
  "GET /api/admin/facets": { address: "/api/admin/facets" },
  ...Object.fromEntries(
    ["leads", "chats", "conversations", "contact-requests"].flatMap((list) => {
      const query = {
        page: "1",
        pageSize: "25",
        q: "ada",
        status: "new",
        service: "ai-twin",
        from: "2026-01-01",
        to: "2026-01-31",
        tz: "UTC",
        sort: "oldest",
      };
      const listing = [`GET /api/admin/${list}`, { address: `/api/admin/${list}`, query }] as const;
      // Conversations are exported as their exchanges, from /chats/export.csv.
      if (list === "conversations") return [listing];
      return [listing, [`GET /api/admin/${list}/export.csv`, { address: `/api/admin/${list}/export.csv`, query }]];
    }),
  ),
  "DELETE /api/admin/leads/:id": { address: `/api/admin/leads/${ID}` },
  "DELETE /api/admin/chats/:id": { address: `/api/admin/chats/${ID}` },
  "DELETE /api/admin/conversations/:id": { address: `/api/admin/conversations/${ID}` },
  "GET /api/admin/chats/:id/conversation": { address: `/api/admin/chats/${ID}/conversation` },
  "PATCH /api/admin/contact-requests/:id/status": {
    address: `/api/admin/contact-requests/${ID}/status`,
    body: { status: "contacted" },
  },
  "GET /api/admin/people/timeline": { address: "/api/admin/people/timeline", query: { email: "ada@example.com" } },
  "POST /api/admin/people/erase": { address: "/api/admin/people/erase", body: { email: "nobody@example.com" } },
  "GET /api/admin/invitations": { address: "/api/admin/invitations" },
  "POST /api/admin/invitations": { address: "/api/admin/invitations", body: { label: "Press kit" } },
  "DELETE /api/admin/invitations/:id": { address: `/api/admin/invitations/${ID}` },
  "GET /api/admin/investor-portals": { address: "/api/admin/investor-portals" },
  "GET /api/admin/investor-codes": { address: "/api/admin/investor-codes", query: { business: "dayo" } },
  "POST /api/admin/investor-codes": {
    address: "/api/admin/investor-codes",
    body: {
      businessSlug: "dayo",
      investorName: "Ada Lovelace",
      investorEmail: "ada@example.com",
      expiresAt: "2099-12-31T23:59:59Z",
    },
  },
  "DELETE /api/admin/investor-codes/:id": { address: `/api/admin/investor-codes/${ID}` },
  "GET /api/admin/investor-engagement": {
    address: "/api/admin/investor-engagement",
    query: { business: "dayo", page: "1", pageSize: "25", kind: "view", investor: "none" },
  },
};

/** Zod's and Fastify's (and ajv's) own words: none may reach a client. */
const DEFAULT_PHRASES = [
  /Too (big|small)/i,
  /Unrecognized keys?/i,
  /\bInvalid (input|option|string|key|element|value|number|email|uuid|url|iso|date|format|union|literal|type|json)\b/i,
  /expected (string|number|boolean|array|object|int|bigint|date|undefined|null|nonoptional)/i,
  /\breceived (string|number|boolean|array|object|undefined|null)/i,
  /must have required property/i,
  /must NOT have/,
  /must be (string|number|integer|boolean|array|object|null)\b/,
  /must match (pattern|format)/i,
  /must be equal to one of the allowed values/i,
  /^(Bad Request|Not Found|Internal Server Error|Service Unavailable|Unsupported Media Type|Payload Too Large|Request Timeout|Unauthorized|Forbidden)$/,
  /FST_/,
];

/** The wrong things each field is sent: other types, nothing, and text too long for any field. */
const WRONG_VALUES: [string, unknown][] = [
  ["a number", 12345],
  ["true", true],
  ["null", null],
  ["a list", ["x"]],
  ["an object", { x: 1 }],
  ["257 characters", "x".repeat(257)],
  ["1,025 characters", "x".repeat(1025)],
  ["5,000 characters", "x".repeat(5000)],
];
const NOT_OBJECTS = ["[]", '"text"', "42", "null", "[{}]"];

interface Sent {
  label: string;
  method: string;
  url: string;
  payload?: string;
}

describe.each(dbTargets())("every refusal of the API on $name", (target) => {
  const build = appsClosedAfterEach(target);
  let n = 0;
  /** A fresh address per request, so rate limits never answer in a rule's place. */
  const nextIp = () => {
    n += 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };

  async function inventory() {
    const routes: string[] = [];
    const onRoute = (route: RouteOptions) => {
      if (!route.url.startsWith("/api")) return;
      // The catch-all answers addresses no route has (errors.test.ts walks those).
      if (route.url === "/api" || route.url === "/api/" || route.url.endsWith("*")) return;
      for (const method of [route.method].flat()) {
        if (method !== "HEAD" && method !== "OPTIONS") routes.push(`${method} ${route.url}`);
      }
    };
    const speech = loadConfig({ NODE_ENV: "test", STT_BASE_URL: "http://127.0.0.1:9/v1" }).speech;
    const t = await build(withStaff({ speech, ...investorConfig }), { onRoute });
    return { t, routes };
  }

  it("has a valid request for every route of the API", async () => {
    const { routes } = await inventory();
    expect(routes.length).toBeGreaterThanOrEqual(45);
    expect(routes.filter((r) => !VALID[r])).toEqual([]);
  });

  it("answers wrong types, unknown keys, missing fields and over-long text with our own sentences", async () => {
    const { t, routes } = await inventory();
    const { cookie } = await loginAsStaff(t);
    // A session of its own for the logout, which ends the session it is sent with.
    const { cookie: leaving } = await loginAsStaff(t, "203.0.113.251");
    const requests: Sent[] = [];
    for (const route of routes) {
      const [method] = route.split(" ") as [string];
      const { address, body, query } = VALID[route]!;
      if (method === "GET") {
        const params = query ?? {};
        const at = (q: Record<string, string | string[]>) => {
          const search = new URLSearchParams();
          for (const [k, v] of Object.entries(q)) for (const one of [v].flat()) search.append(k, one);
          return `${address}?${search}`;
        };
        requests.push({ label: `${route} with an unknown parameter`, method, url: at({ ...params, admin: "1" }) });
        for (const key of Object.keys(params)) {
          const without = Object.fromEntries(Object.entries(params).filter(([k]) => k !== key));
          requests.push({ label: `${route} without ${key}`, method, url: at(without) });
          requests.push({ label: `${route} with ${key} twice`, method, url: at({ ...params, [key]: ["a", "b"] }) });
          requests.push({ label: `${route} with ${key} empty`, method, url: at({ ...params, [key]: "" }) });
          for (const length of [257, 1025]) {
            requests.push({
              label: `${route} with ${length}-character ${key}`,
              method,
              url: at({ ...params, [key]: "x".repeat(length) }),
            });
          }
        }
        continue;
      }
      const json = (label: string, value: unknown) =>
        requests.push({ label: `${route} ${label}`, method, url: address, payload: JSON.stringify(value) });
      const valid = body ?? {};
      json("with an empty object", {});
      json("with an unknown key", { ...valid, admin: true });
      for (const raw of NOT_OBJECTS)
        requests.push({ label: `${route} with ${raw}`, method, url: address, payload: raw });
      for (const key of Object.keys(valid)) {
        const without = Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
        json(`without ${key}`, without);
        for (const [what, value] of WRONG_VALUES) json(`with ${key} as ${what}`, { ...valid, [key]: value });
      }
      // Inside the one nested shape (chat history turns), the same.
      const turns = valid.conversationHistory as Record<string, unknown>[] | undefined;
      if (turns) {
        json("with an unknown key in a history turn", { ...valid, conversationHistory: [{ ...turns[0], admin: 1 }] });
        for (const key of Object.keys(turns[0]!)) {
          for (const [what, value] of WRONG_VALUES) {
            json(`with a history turn's ${key} as ${what}`, {
              ...valid,
              conversationHistory: [{ ...turns[0], [key]: value }],
            });
          }
        }
      }
    }

    let refusals = 0;
    for (const r of requests) {
      const res = await t.app.inject({
        method: r.method as "GET",
        url: r.url,
        remoteAddress: nextIp(),
        // The login is sent without a session (it would end it); everything else with one.
        headers: {
          ...(r.url === "/api/admin/logout" ? { cookie: leaving } : {}),
          ...(r.url.startsWith("/api/admin/") && !r.url.startsWith("/api/admin/log") ? { cookie } : {}),
          ...(r.payload === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(r.payload === undefined ? {} : { payload: r.payload }),
      });
      expect(res.headers["x-content-type-options"], r.label).toBe("nosniff");
      expect(res.statusCode, `${r.label}: ${res.body}`).not.toBe(500);
      if (res.statusCode < 400) continue;
      refusals += 1;
      expect(res.headers["content-type"], r.label).toMatch(/^application\/json/);
      const answer = res.json() as Record<string, unknown>;
      expect(Object.keys(answer), `${r.label}: ${res.body}`).toEqual(["error"]);
      const error = answer.error as string;
      // A sentence (a field named as the API spells it, such as voiceId, may start it).
      expect(error, r.label).toMatch(/^["A-Za-z].{9,}$/);
      for (const phrase of DEFAULT_PHRASES) expect(error, `${r.label}: ${error}`).not.toMatch(phrase);
    }
    expect(refusals).toBeGreaterThan(600);
  }, 180_000);
});

describe("a route validated by a Fastify schema", () => {
  it("answers our sentence, not ajv's", async () => {
    const db = await dbTargets()[0]!.create();
    const app = await buildApp(
      loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }, { ssr: "none", database: db.database }),
    );
    try {
      app.post(
        "/api/schema-checked",
        {
          schema: {
            body: {
              type: "object",
              required: ["name"],
              additionalProperties: false,
              properties: { name: { type: "string", maxLength: 5 } },
            },
          },
        },
        async () => ({ ok: true }),
      );
      const send = (payload: unknown) =>
        app.inject({ method: "POST", url: "/api/schema-checked", payload: payload as object });
      for (const [payload, error] of [
        [{}, 'The field "name" is required.'],
        [{ name: { first: "Ada" } }, 'The field "name" must be text.'],
        [{ name: "toolong" }, 'The field "name" must be at most 5 characters.'],
      ] as const) {
        const res = await send(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json(), JSON.stringify(payload)).toEqual({ error });
      }
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
