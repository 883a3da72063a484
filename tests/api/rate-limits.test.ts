import net from "node:net";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import type { TestApp } from "../helpers/build-app.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";

const request = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  serviceType: "aurora-ai",
};
const lead = (i: number) => ({ email: `p${i}@example.com`, serviceType: "blog-updates" });
const TOO_MANY = /^Too many requests from your address\. Please try again in 10 minutes\.$/;

function send(t: TestApp, url: string, payload: unknown, ip: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress: ip, headers });
}

describe.each(dbTargets())("public form rate limits on $name", (target) => {
  const build = appsClosedAfterEach(target);

  it("gives each address one budget of 10 submissions per 10 minutes across all forms", async () => {
    const t = await build();
    const ip = "198.51.100.1";
    for (let i = 0; i < 6; i++) expect((await send(t, "/api/leads", lead(i), ip)).statusCode, `lead ${i}`).toBe(201);
    for (let i = 0; i < 4; i++) {
      expect((await send(t, "/api/contact-requests", request, ip)).statusCode, `request ${i}`).toBe(201);
    }
    for (const url of ["/api/leads", "/api/contact-requests"]) {
      const limited = await send(t, url, url === "/api/leads" ? lead(99) : request, ip);
      expect(limited.statusCode, url).toBe(429);
      expect(limited.json()).toEqual({ error: expect.stringMatching(TOO_MANY) });
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(590);
      expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(600);
    }
    const stored = t.app.services.db.db;
    expect(await stored.selectFrom("leadSubmissions").selectAll().execute()).toHaveLength(6);
    expect(await stored.selectFrom("contactRequests").selectAll().execute()).toHaveLength(4);
    // Another address has its own budget.
    expect((await send(t, "/api/leads", lead(100), "198.51.100.2")).statusCode).toBe(201);
  });

  it("does not count refused submissions against the budget", async () => {
    const t = await build();
    const ip = "198.51.100.3";
    for (let i = 0; i < 12; i++) {
      expect((await send(t, "/api/leads", { email: "nope", serviceType: "blog-updates" }, ip)).statusCode).toBe(400);
      expect((await send(t, "/api/contact-requests", { ...request, name: "" }, ip)).statusCode).toBe(400);
    }
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/leads",
      remoteAddress: ip,
      headers: { "content-type": "application/json" },
      payload: "{ not json",
    });
    expect(broken.statusCode).toBe(400);
    for (let i = 0; i < 10; i++) expect((await send(t, "/api/leads", lead(i), ip)).statusCode, `lead ${i}`).toBe(201);
    expect((await send(t, "/api/leads", lead(10), ip)).statusCode).toBe(429);
  });

  it("with TRUST_PROXY=1 counts the address the proxy saw, however the client rotates the left-most one", async () => {
    const t = await build({ trustProxy: loadConfig({ TRUST_PROXY: "1" }).trustProxy });
    const proxy = "10.0.0.5";
    for (let i = 0; i < 10; i++) {
      const res = await send(t, "/api/leads", lead(i), proxy, { "x-forwarded-for": `192.0.2.${i}, 203.0.113.50` });
      expect(res.statusCode, `request ${i}`).toBe(201);
    }
    const rotated = await send(t, "/api/leads", lead(10), proxy, { "x-forwarded-for": "192.0.2.200, 203.0.113.50" });
    expect(rotated.statusCode).toBe(429);
    // The next client behind the same proxy is someone else.
    expect((await send(t, "/api/leads", lead(11), proxy, { "x-forwarded-for": "203.0.113.51" })).statusCode).toBe(201);
  });

  it("with TRUST_PROXY listing the proxy believes only it, not what a direct client claims", async () => {
    const t = await build({ trustProxy: loadConfig({ TRUST_PROXY: "10.0.0.0/8" }).trustProxy });
    for (let i = 0; i < 10; i++) {
      const res = await send(t, "/api/leads", lead(i), "203.0.113.60", { "x-forwarded-for": `192.0.2.${i}` });
      expect(res.statusCode, `request ${i}`).toBe(201);
    }
    expect(
      (await send(t, "/api/leads", lead(10), "203.0.113.60", { "x-forwarded-for": "192.0.2.99" })).statusCode,
    ).toBe(429);
    expect((await send(t, "/api/leads", lead(11), "10.1.2.3", { "x-forwarded-for": "192.0.2.99" })).statusCode).toBe(
      201,
    );
  });

  it("keeps limiting in memory, answering fast, when Redis is unreachable", async () => {
    const t = await build({ redisUrl: "redis://127.0.0.1:1" });
    const ip = "198.51.100.4";
    for (let i = 0; i < 11; i++) {
      const started = performance.now();
      const res = await send(t, i % 2 ? "/api/leads" : "/api/contact-requests", i % 2 ? lead(i) : request, ip);
      const ms = performance.now() - started;
      expect(res.statusCode, `request ${i}`).toBe(i < 10 ? 201 : 429);
      expect(ms, `request ${i} took ${ms} ms`).toBeLessThan(1_000);
    }
  }, 30_000);

  it("keeps limiting in memory, answering within the command timeout, when Redis stops answering", async () => {
    // A Redis that passes the client's ready check (INFO) and then never answers a command.
    const sockets: net.Socket[] = [];
    let infoAnswered = false;
    const stalled = net.createServer((socket) => {
      sockets.push(socket);
      socket.on("data", (chunk) => {
        if (/info/i.test(chunk.toString())) {
          const info = "# Server\r\nredis_version:7.0.0\r\nloading:0\r\n";
          socket.write(`$${info.length}\r\n${info}\r\n`);
          infoAnswered = true;
        }
      });
    });
    await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", resolve));
    const port = (stalled.address() as net.AddressInfo).port;
    try {
      const t = await build({ redisUrl: `redis://127.0.0.1:${port}` });
      for (let i = 0; i < 50 && !infoAnswered; i++) await new Promise((r) => setTimeout(r, 20));
      expect(infoAnswered).toBe(true);
      for (let i = 0; i < 11; i++) {
        const started = performance.now();
        const res = await send(t, "/api/leads", lead(i), "198.51.100.5");
        const ms = performance.now() - started;
        expect(res.statusCode, `request ${i}`).toBe(i < 10 ? 201 : 429);
        expect(ms, `request ${i} took ${ms} ms`).toBeLessThan(1_000);
      }
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => stalled.close(resolve));
    }
  }, 30_000);
});

describe.runIf(process.env.TEST_REDIS_URL)("rate limits shared through Redis", () => {
  const build = appsClosedAfterEach(dbTargets()[0]!);

  it("counts one address across two instances and both forms, under the configured key prefix", async () => {
    const prefix = `test-rl-${Date.now()}-${Math.random().toString(36).slice(2)}:`;
    const opts = {
      redisUrl: process.env.TEST_REDIS_URL!,
      publicWriteLimit: { max: 3, windowMs: 60_000, prefix },
    };
    const a = await build(opts);
    const b = await build(opts);
    const ip = "192.0.2.44";
    // Let both clients connect: until then a request would be counted in memory.
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    try {
      await new Promise((r) => setTimeout(r, 200));
      expect((await send(a, "/api/leads", lead(1), ip)).statusCode).toBe(201);
      expect((await send(b, "/api/contact-requests", request, ip)).statusCode).toBe(201);
      expect((await send(a, "/api/leads", { email: "bad", serviceType: "blog-updates" }, ip)).statusCode).toBe(400);
      expect((await send(b, "/api/leads", lead(3), ip)).statusCode).toBe(201);
      expect((await send(a, "/api/contact-requests", request, ip)).statusCode).toBe(429);
      expect((await send(b, "/api/leads", lead(4), ip)).statusCode).toBe(429);
      const keys = await redis.keys(`${prefix}*`);
      expect(keys).toEqual([`${prefix}forms:${ip}`]);
      expect(await redis.pttl(keys[0]!)).toBeGreaterThan(55_000);
    } finally {
      await redis.del(...(await redis.keys(`${prefix}*`)), "never-empty");
      redis.disconnect();
    }
  });
});
