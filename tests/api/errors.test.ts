import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { dbTargets } from "../helpers/test-db.ts";

const lead = { email: "grace@example.com", serviceType: "blog-updates" };

describe.each(dbTargets())("error answers on $name", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => {
    await t.close();
  });

  const raw = (url: string, payload: string, contentType = "application/json", method: "POST" | "PUT" = "POST") =>
    t.app.inject({ method, url, payload, headers: { "content-type": contentType } });

  it.each([
    [
      "a body that is not JSON",
      () => raw("/api/leads", "email=a@b.co", "application/x-www-form-urlencoded"),
      415,
      "The request body must be JSON, sent with Content-Type: application/json.",
    ],
    [
      "plain text",
      () => raw("/api/contact-requests", "hello", "text/plain"),
      415,
      "The request body must be JSON, sent with Content-Type: application/json.",
    ],
    [
      "a __proto__ key",
      () => raw("/api/leads", '{"email":"a@b.co","serviceType":"blog-updates","__proto__":{"isAdmin":true}}'),
      400,
      'The request body may not contain a "__proto__" or "constructor.prototype" key.',
    ],
    [
      "a nested constructor.prototype",
      () => raw("/api/leads", '{"email":"a@b.co","x":{"constructor":{"prototype":{"isAdmin":true}}}}'),
      400,
      'The request body may not contain a "__proto__" or "constructor.prototype" key.',
    ],
    ["malformed JSON", () => raw("/api/leads", '{"email": '), 400, "The request body is not valid JSON."],
    ["an empty JSON body", () => raw("/api/leads", ""), 400, "The request body is empty: send a JSON object."],
    [
      "a form body over its 16 KB",
      () => raw("/api/leads", JSON.stringify({ ...lead, message: "x".repeat(17_000) })),
      413,
      "The request body is too large: at most 16 KB are accepted.",
    ],
    [
      "broken percent-encoding in the address",
      () => t.app.inject({ method: "GET", url: "/api/businesses/%E0%A4%A" }),
      400,
      "The address is not valid: it contains a broken percent-encoding.",
    ],
    [
      "an over-long address part",
      () => t.app.inject({ method: "GET", url: `/api/businesses/${"a".repeat(101)}` }),
      414,
      "The address is too long: each part of it may have at most 100 characters.",
    ],
    [
      "an unknown API address",
      () => t.app.inject({ method: "GET", url: "/api/nothing-here" }),
      404,
      "There is no API endpoint at this address.",
    ],
    [
      "the bare /api address",
      () => t.app.inject({ method: "GET", url: "/api" }),
      404,
      "There is no API endpoint at this address.",
    ],
  ])("answers %s with JSON status and a sentence", async (_what, request, status, error) => {
    const res = await request();
    expect(res.statusCode).toBe(status);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error });
  });

  it.each([
    ["DELETE", "/api/leads", "POST"],
    ["GET", "/api/contact-requests", "POST"],
    ["PUT", "/api/businesses", "GET, HEAD"],
    ["POST", "/api/businesses/slug/the-subs-ai", "GET, HEAD"],
  ] as const)("answers %s %s with JSON 405 and Allow: %s", async (method, url, allow) => {
    const res = await t.app.inject({ method, url, ...(method === "GET" ? {} : { payload: {} }) });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.json()).toEqual({ error: `This address does not accept ${method}; it accepts ${allow}.` });
  });
});

describe("API addresses next to the pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!fs.existsSync("build/server/index.js")) throw new Error("No production build: run `npm run build` first.");
    t = await buildTestApp(dbTargets()[0]!, { ssr: "build" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answer JSON, not an HTML page, when unknown or asked with the wrong method", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/api/nothing-here", headers: { accept: "text/html" } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "There is no API endpoint at this address." });
    const wrong = await t.app.inject({ method: "GET", url: "/api/leads", headers: { accept: "text/html" } });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe("POST");
    // The pages themselves are still rendered.
    expect((await t.app.inject({ method: "GET", url: "/businesses" })).statusCode).toBe(200);
  });
});

describe("a client that goes away", () => {
  it("before its answer is ready is logged at info, not as an error", async () => {
    const lines: { level: number; msg: string }[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split("\n")) if (line) lines.push(JSON.parse(line));
        done();
      },
    });
    const [target] = dbTargets();
    const db = await target!.create();
    const config = loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "info" },
      { ssr: "none", database: db.database, logStream },
    );
    const app = await buildApp(config);
    // Works like the page renderer: the work is cancelled (AbortError) when the client leaves.
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    let finished!: () => void;
    const handlerFinished = new Promise<void>((resolve) => (finished = resolve));
    app.get("/slow", async (req, reply) => {
      const controller = new AbortController();
      reply.raw.on("close", () => controller.abort());
      started();
      try {
        await new Promise((_resolve, reject) =>
          controller.signal.addEventListener("abort", () => reject(controller.signal.reason)),
        );
      } finally {
        setTimeout(finished, 50);
      }
    });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as { port: number };
      const req = http.get({ host: "127.0.0.1", port, path: "/slow" });
      req.on("error", () => {});
      await handlerStarted;
      req.destroy();
      await handlerFinished;
      const serious = lines.filter((l) => l.level >= 40);
      expect(serious, JSON.stringify(serious)).toEqual([]);
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 30, msg: "client closed the connection before the answer was complete" }),
      );
    } finally {
      await app.close();
      await db.drop();
    }
  });
});

describe("requests Node cannot parse", () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await buildTestApp(dbTargets()[0]!);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  function rawRequest(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      let answer = "";
      const socket = net.connect({ host: "127.0.0.1", port }, () => socket.write(text));
      socket.on("data", (d) => (answer += d));
      socket.on("close", () => resolve(answer));
      socket.on("error", (err) => (answer ? resolve(answer) : reject(err)));
    });
  }

  it.each([
    [
      "an address longer than the header limit",
      `GET /api/businesses?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      "HTTP/1.1 431 ",
      "The address or the request headers are too long.",
    ],
    ["broken HTTP", "HELLO THERE\r\n\r\n", "HTTP/1.1 400 ", "The request could not be understood."],
  ])("answers %s in JSON with a sentence", async (_what, text, statusLine, error) => {
    const answer = await rawRequest(text);
    expect(answer.startsWith(statusLine), answer).toBe(true);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({ error });
  });
});
