import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { logCapture, type LogLine } from "../helpers/log-capture.ts";
import { listenLocally } from "../helpers/test-apps.ts";
import { dbTargets, type TestDatabase } from "../helpers/test-db.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NGINX_ID = "0123456789abcdef0123456789abcdef";

/** One raw HTTP exchange: answers what came back, as text. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (d) => (answer += d));
    socket.on("end", () => resolve(answer));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    socket.write(request);
  });
}

describe.each(dbTargets())("request ids on $name", (target) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let base: string;
  const logs = logCapture();
  const linesOf = (id: string): LogLine[] => logs.lines.filter((l) => l.reqId === id);

  beforeAll(async () => {
    db = await target.create();
    const config = loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "info", SITE_PASSWORD: "request id site password" },
      { ssr: "none", database: db.database, logStream: logs.stream },
    );
    app = await buildApp(config);
    // A handler that fails as a bug would: what a visitor sees of a 500.
    app.get("/test-only/failure", async () => {
      throw new TypeError("x is undefined");
    });
    base = await listenLocally(app);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it("gives every answer an id of its own when the proxy sends none", async () => {
    const a = await fetch(`${base}/api/businesses`);
    const b = await fetch(`${base}/api/nothing-here`);
    const idA = a.headers.get("x-request-id")!;
    const idB = b.headers.get("x-request-id")!;
    expect(idA).toMatch(UUID);
    expect(idB).toMatch(UUID);
    expect(idA).not.toBe(idB);
    expect(b.status).toBe(404);
  });

  it("keeps a well-formed id from the proxy, on the long way and from the cache's fast path", async () => {
    const first = await fetch(`${base}/api/businesses`, { headers: { "x-request-id": NGINX_ID } });
    expect(first.headers.get("x-request-id")).toBe(NGINX_ID);
    const again = await fetch(`${base}/api/businesses`, { headers: { "x-request-id": "req-from-proxy-42" } });
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(again.headers.get("x-request-id")).toBe("req-from-proxy-42");
    // The fast path's one log line names it too.
    expect(linesOf("req-from-proxy-42").map((l) => l.msg)).toEqual(["request answered from the cache"]);
  });

  it.each([
    ["too short", "abc"],
    ["a space", "abc def ghi jkl"],
    ["markup", "<script>alert(1)</script>"],
    ["too long", "a".repeat(129)],
    ["a leading dash", "-0123456789abcdef"],
  ])("replaces an id with %s by one of its own", async (_what, sent) => {
    const res = await fetch(`${base}/api/businesses`, { headers: { "x-request-id": sent } });
    expect(res.headers.get("x-request-id")).toMatch(UUID);
  });

  it("writes the id on every log line of the request, the service's own lines after the body included", async () => {
    const id = "gate-attempt-000001";
    const res = await fetch(`${base}/api/site-access`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": id },
      body: JSON.stringify({ password: "not the password" }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get("x-request-id")).toBe(id);
    const messages = linesOf(id).map((l) => l.msg);
    expect(messages).toEqual(["incoming request", "gate: wrong secret", "request completed"]);
    // And no line of another request carries it.
    expect(logs.lines.filter((l) => JSON.stringify(l).includes(id)).length).toBe(3);
  });

  it("quotes the id in the body of a 500, beside the sentence", async () => {
    const res = await fetch(`${base}/test-only/failure`);
    expect(res.status).toBe(500);
    const id = res.headers.get("x-request-id")!;
    expect(id).toMatch(UUID);
    expect(await res.json()).toEqual({
      error: "Something went wrong on our side. Please try again in a moment.",
      requestId: id,
    });
    expect(linesOf(id).some((l) => l.msg === "request failed")).toBe(true);
  });

  it("leaves 4xx bodies as they were: only the header names them", async () => {
    const res = await fetch(`${base}/api/nothing-here`);
    expect(await res.json()).toEqual({ error: "There is no API endpoint at this address." });
  });

  it("names even the raw answers to requests that could not be read", async () => {
    const port = Number(new URL(base).port);
    const answer = await rawExchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/);
  });
});
