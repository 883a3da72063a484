import net from "node:net";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { appsClosedAfterEach, listenLocally } from "../helpers/test-apps.ts";
import { dbTargets, type DbTarget } from "../helpers/test-db.ts";

/*
 * Issue 18 items 7 and 8: the answers no route writes (a request Node cannot parse, one that
 * never finishes, an address Fastify cannot decode, one that arrives while the server closes)
 * have the API's shape and every security header the other answers carry.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 answer read off the wire. */
function parseAnswer(text: string): RawAnswer {
  const end = text.indexOf("\r\n\r\n");
  const [statusLine, ...lines] = text.slice(0, end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine!.split(" ")[1]), headers, body: text.slice(end + 4) };
}

/** Writes `request` on a fresh connection and reads until the server closes it (10 s at most). */
function exchange(base: string, request: string | ((socket: net.Socket) => void)): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    let text = "";
    const socket = net.connect({ host: hostname, port: Number(port) }, () =>
      typeof request === "string" ? socket.write(request) : request(socket),
    );
    socket.on("data", (d) => (text += d));
    socket.on("close", () => resolve(text));
    socket.on("error", (err) => (text ? resolve(text) : reject(err)));
    setTimeout(() => socket.destroy(), 10_000);
  });
}

/** The security headers of every answer, as the app sets them outside development. */
function expectSecurityHeaders(headers: Record<string, string>, label: string): void {
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["strict-transport-security"], label).toBe("max-age=15552000; includeSubDomains");
  expect(headers["x-frame-options"], label).toBe("SAMEORIGIN");
  expect(headers["referrer-policy"], label).toBe("no-referrer");
  expect(headers["content-security-policy"], label).toContain("default-src 'self'");
  expect(headers["content-security-policy"], label).toContain("script-src 'self';");
  expect(headers["content-security-policy"], label).toContain("frame-ancestors 'self'");
}

/** The security headers of an ordinary API answer: a raw answer must carry the very same ones. */
const SECURITY_HEADER_NAMES = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];
const securityOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(SECURITY_HEADER_NAMES.map((name) => [name, headers[name]]));

/** The app on `target` with a route of the test's own added before it starts (buildApp directly). */
async function appWithRoute(
  target: DbTarget,
  addRoutes: (app: FastifyInstance) => void,
): Promise<{ app: FastifyInstance; drop: () => Promise<void> }> {
  const db = await target.create();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }, { ssr: "none", database: db.database });
  const app = await buildApp(config);
  addRoutes(app);
  return { app, drop: () => db.drop() };
}

describe.each(dbTargets())("answers written outside the routes on $name", (target) => {
  const build = appsClosedAfterEach(target);

  it.each([
    [
      "headers over Node's 16 KB",
      431,
      `GET /api/businesses HTTP/1.1\r\nHost: x\r\nX-Padding: ${"a".repeat(20_000)}\r\n\r\n`,
      "The address or the request headers are too long.",
    ],
    ["bytes that are not HTTP", 400, "NOT HTTP AT ALL\r\n\r\n", "The request could not be understood."],
    [
      "a header line without a colon",
      400,
      "GET /api/businesses HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n",
      "The request could not be understood.",
    ],
  ])("answers %s with %i, our JSON and every security header", async (_what, status, request, error) => {
    const t = await build();
    const base = await listenLocally(t.app);
    const ordinary = await fetch(`${base}/api/businesses`);
    const answer = parseAnswer(await exchange(base, request));
    expect(answer.status).toBe(status);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers.connection).toBe("close");
    expect(JSON.parse(answer.body)).toEqual({ error });
    expectSecurityHeaders(answer.headers, `${status}`);
    expect(securityOf(answer.headers)).toEqual(securityOf(Object.fromEntries(ordinary.headers)));
  });

  it("answers 408 with every security header to a request whose body never arrives", async () => {
    const t = await build({}, { requestTimeoutMs: 300 });
    const base = await listenLocally(t.app);
    const answer = parseAnswer(
      await exchange(
        base,
        "POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{",
      ),
    );
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ error: "The request took too long to arrive." });
    expectSecurityHeaders(answer.headers, "408");
  });

  it("answers an address Fastify cannot decode with our JSON and every security header", async () => {
    const t = await build();
    const ordinary = await t.app.inject({ method: "GET", url: "/api/businesses" });
    for (const url of ["/api/businesses/%E0%A4%A", "/%"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: "The address is not valid: it contains a broken percent-encoding." });
      expectSecurityHeaders(res.headers as Record<string, string>, url);
      expect(securityOf(res.headers)).toEqual(securityOf(ordinary.headers));
    }
  });

  it("answers a request that arrives while the server closes with our 503, Retry-After and Connection: close", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    let closingBegan!: () => void;
    const closing = new Promise<void>((resolve) => (closingBegan = resolve));
    const { app, drop } = await appWithRoute(target, (a) => {
      a.get("/held", async () => {
        started();
        await held;
        return { ok: true };
      });
      // Runs after the app's own preClose hooks: the server is closing from here on.
      a.addHook("preClose", (done) => {
        closingBegan();
        done();
      });
    });
    try {
      const base = await listenLocally(app);
      const ordinary = await app.inject({ method: "GET", url: "/api/businesses" });
      let closed: Promise<void> | undefined;
      const text = await exchange(base, (socket) => {
        // The second request's first line is read with the first request, so its connection is
        // busy (not idle) when the server starts closing; the rest of it arrives after.
        socket.write("GET /held HTTP/1.1\r\nHost: x\r\n\r\nGET /api/businesses HTTP/1.1\r\nHost: x\r\n");
        void (async () => {
          await handlerStarted;
          closed = app.close();
          await closing;
          release();
          await new Promise<void>((resolve) => {
            let seen = "";
            const onData = (d: Buffer) => {
              seen += d;
              if (seen.includes('{"ok":true}')) {
                socket.off("data", onData);
                resolve();
              }
            };
            socket.on("data", onData);
          });
          socket.write("\r\n");
        })();
      });
      await closed;
      const second = text.slice(text.indexOf("HTTP/1.1", 1));
      expect(text.startsWith("HTTP/1.1 200 "), text).toBe(true);
      const answer = parseAnswer(second);
      expect(answer.status, second).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({
        error: "The server is restarting. Please try again in a moment.",
        requestId: answer.headers["x-request-id"],
      });
      expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.headers.connection).toBe("close");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expectSecurityHeaders(answer.headers, "503");
      expect(securityOf(answer.headers)).toEqual(securityOf(ordinary.headers));
    } finally {
      release();
      await app.close();
      await drop();
    }
  });
});
