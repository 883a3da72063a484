import net from "node:net";
import type { RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import { BODY_LIMITS, DEFAULT_BODY_LIMIT, SERVER_TIMEOUTS } from "../../src/server/http-limits.ts";
import { loginAsStaff, withStaff } from "../helpers/admin.ts";
import type { TestApp } from "../helpers/build-app.ts";
import { appsClosedAfterEach, listenLocally } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * What the server refuses before any handler runs: bodies of the wrong type or size on every
 * write route, requests that take too long to arrive, and a client's own claim of its address.
 */

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const JSON_ONLY = "The request body must be JSON, sent with Content-Type: application/json.";
const RECORDING_ONLY = "Send the recording as audio/webm, audio/ogg, audio/mp4, audio/mpeg or audio/wav.";
const SENTENCE = /^[A-Z].{10,}\.$/;

interface WriteRoute {
  method: string;
  url: string;
  bodyLimit: number | undefined;
}

/** The API's catch-all answers for addresses no route has (404/405): it takes no body of its own. */
const isFallback = (url: string) => url === "/api" || url === "/api/" || url.endsWith("*");

/** A concrete address for a route's pattern. */
const addressOf = (url: string) =>
  url.replace(/:[A-Za-z]+/g, "6f1c2b9e-0000-4000-8000-000000000001").replace(/\*$/, "no-such-endpoint");

describe.each(dbTargets())("request hardening on $name", (target) => {
  const build = appsClosedAfterEach(target);

  /** The whole app (with a staff account and transcription on), and every write route under /api. */
  async function inventory(): Promise<{ t: TestApp; routes: WriteRoute[]; cookie: string }> {
    const routes: WriteRoute[] = [];
    const onRoute = (route: RouteOptions) => {
      if (!route.url.startsWith("/api")) return;
      for (const method of [route.method].flat()) {
        if (WRITE_METHODS.has(method)) routes.push({ method, url: route.url, bodyLimit: route.bodyLimit });
      }
    };
    const speech = loadConfig({ NODE_ENV: "test", STT_BASE_URL: "http://127.0.0.1:9/v1" }).speech;
    const t = await build(withStaff({ speech }), { onRoute });
    // Staff routes refuse a visitor without a session before reading anything; signed in, the
    // body is what they judge first.
    const { cookie } = await loginAsStaff(t);
    return { t, routes, cookie };
  }

  it("finds every write route of the API, the public ones and the staff console's", async () => {
    const { routes } = await inventory();
    const seen = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      "POST /api/leads",
      "POST /api/contact-requests",
      "POST /api/aurora/chat",
      "POST /api/sales-chat/aurora",
      "POST /api/sales-chat/max",
      "POST /api/maya-chat",
      "POST /api/aurora-chat",
      "POST /api/aurora/tts",
      "POST /api/tts",
      "POST /api/stt",
      "POST /api/admin/login",
      "PATCH /api/admin/contact-requests/:id/status",
      "DELETE /api/admin/leads/:id",
    ]) {
      expect(seen).toContain(expected);
    }
  });

  it("answers 415 with a sentence to text/plain and form-encoded bodies on every write route under /api", async () => {
    const { t, routes, cookie } = await inventory();
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const { method, url } of routes) {
      for (const [type, payload] of [
        ["text/plain", '{"message":"hello","email":"a@example.com"}'],
        ["text/plain;charset=utf-8", "hello"],
        ["application/x-www-form-urlencoded", "message=hello&email=a%40example.com"],
      ] as const) {
        const res = await t.app.inject({
          method: method as "POST",
          url: addressOf(url),
          payload,
          headers: { "content-type": type, cookie },
        });
        const label = `${method} ${url} with ${type}`;
        expect(res.statusCode, label).toBe(415);
        expect(res.headers["content-type"], label).toMatch(/^application\/json/);
        const { error } = res.json() as { error: string };
        expect(error, label).toBe(url === "/api/stt" ? RECORDING_ONLY : JSON_ONLY);
      }
    }
  });

  it("gives every write route a body limit sized to what it takes, and answers 413 with a sentence above it", async () => {
    const { t, routes, cookie } = await inventory();
    const own = routes.filter((r) => !isFallback(r.url));
    for (const { method, url, bodyLimit } of own) {
      const label = `${method} ${url}`;
      expect(bodyLimit, `${label} declares no bodyLimit`).toBeDefined();
      if (url !== "/api/stt") expect(bodyLimit!, label).toBeLessThanOrEqual(DEFAULT_BODY_LIMIT);
      const audio = url === "/api/stt";
      const res = await t.app.inject({
        method: method as "POST",
        url: addressOf(url),
        payload: audio ? Buffer.alloc(bodyLimit! + 1, 7) : JSON.stringify({ message: "x".repeat(bodyLimit!) }),
        headers: { "content-type": audio ? "audio/webm" : "application/json", cookie },
      });
      expect(res.statusCode, label).toBe(413);
      expect(res.headers["content-type"], label).toMatch(/^application\/json/);
      const { error } = res.json() as { error: string };
      expect(error, label).toMatch(SENTENCE);
      expect(error, label).toMatch(/too large/);
    }
    const limits = Object.fromEntries(own.map((r) => [`${r.method} ${r.url}`, r.bodyLimit]));
    expect(limits).toMatchObject({
      "POST /api/leads": 16 * 1024,
      "POST /api/contact-requests": 16 * 1024,
      "POST /api/sales-chat/aurora": 7 * 1024,
      "POST /api/maya-chat": 7 * 1024,
      "POST /api/aurora-chat": 7 * 1024,
      "POST /api/aurora/chat": 64 * 1024,
      "POST /api/aurora/tts": 4 * 1024,
      "POST /api/tts": 4 * 1024,
      "POST /api/stt": 1024 * 1024,
    });
    const tooBig = await t.app.inject({
      method: "POST",
      url: "/api/sales-chat/max",
      payload: JSON.stringify({ message: "x".repeat(8_000) }),
      headers: { "content-type": "application/json" },
    });
    expect(tooBig.json()).toEqual({ error: "The request body is too large: at most 7 KB are accepted." });
  });

  it("still takes the largest valid bodies: a form and a chat message at every field's limit, in 3-byte characters", async () => {
    const t = await build();
    const wide = (n: number) => "€".repeat(n);
    const form = {
      name: wide(120),
      email: "ada@example.com",
      company: wide(160),
      phone: "+1 (512) 555-0100",
      message: wide(4000),
      serviceType: "aurora-ai",
    };
    expect(Buffer.byteLength(JSON.stringify(form))).toBeGreaterThan(12_800);
    const lead = await t.app.inject({ method: "POST", url: "/api/contact-requests", payload: form });
    expect(lead.statusCode, lead.body).toBe(201);
    const chat = await t.app.inject({ method: "POST", url: "/api/sales-chat/max", payload: { message: wide(2000) } });
    expect(chat.statusCode, chat.body).toBe(200);
    // Read and judged on its merits (a bad voice id), not refused for its size.
    const speak = await t.app.inject({ method: "POST", url: "/api/tts", payload: { text: wide(1000), voiceId: "!" } });
    expect(speak.statusCode, speak.body).toBe(400);
    expect(Buffer.byteLength(JSON.stringify({ text: wide(1000), voiceId: "x".repeat(64) }))).toBeLessThanOrEqual(
      BODY_LIMITS.speech,
    );
  });

  it("answers 408 in JSON to a request whose body does not arrive in time", async () => {
    const t = await build({}, { requestTimeoutMs: 300 });
    const base = new URL(await listenLocally(t.app));
    const answer = await new Promise<string>((resolve, reject) => {
      let text = "";
      const socket = net.connect({ host: base.hostname, port: Number(base.port) }, () =>
        socket.write(
          "POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{",
        ),
      );
      socket.on("data", (d) => (text += d));
      socket.on("close", () => resolve(text));
      socket.on("error", (err) => (text ? resolve(text) : reject(err)));
      setTimeout(() => socket.destroy(), 5_000);
    });
    expect(answer.startsWith("HTTP/1.1 408 "), answer).toBe(true);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
      error: "The request took too long to arrive.",
    });
  });

  it("keeps the server's timeouts sane by default", async () => {
    const t = await build();
    await listenLocally(t.app);
    const server = t.app.server;
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
    // Idle kept-alive connections close before the inactivity timeout would cut them.
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.timeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it("without TRUST_PROXY counts the socket's address, whatever X-Forwarded-For claims", async () => {
    const t = await build();
    const lead = (i: number) => ({ email: `spoof${i}@example.com`, serviceType: "blog-updates" });
    const send = (i: number, remoteAddress: string, forwardedFor: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/leads",
        payload: lead(i),
        remoteAddress,
        headers: { "x-forwarded-for": forwardedFor },
      });
    for (let i = 0; i < 10; i++) {
      expect((await send(i, "198.51.100.77", `192.0.2.${i}`)).statusCode, `lead ${i}`).toBe(201);
    }
    const spoofed = await send(10, "198.51.100.77", "192.0.2.250");
    expect(spoofed.statusCode).toBe(429);
    expect(spoofed.json()).toEqual({ error: expect.stringMatching(/^Too many requests from your address\./) });
    // Another socket claiming the same forwarded address is someone else.
    expect((await send(11, "198.51.100.78", "192.0.2.250")).statusCode).toBe(201);
  });
});
