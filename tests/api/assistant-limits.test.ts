import { Redis } from "ioredis";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createChatLogsRepository } from "../../src/server/modules/chat-logs/chat-logs.repository.ts";
import type { TestApp } from "../helpers/build-app.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * The chat endpoints' rate limits (issue 7, "Endpoints"): per address, 20 messages a minute and
 * 300 a day per endpoint family (aurora, sales, twin, investor), 429 with Retry-After and a
 * sentence, shared through Redis when configured. Refused requests do not use the budget.
 */

const TOO_MANY = /^Too many requests from your address\. Please try again in \d+ seconds?\.$/;
const TOO_MANY_TODAY = "Too many requests from your address. Please try again in 24 hours.";

const FAMILIES = {
  aurora: ["/api/aurora/chat", {}],
  salesAurora: ["/api/sales-chat/aurora", {}],
  salesMax: ["/api/sales-chat/max", {}],
  twin: ["/api/maya-chat", {}],
  investor: ["/api/aurora-chat", { slug: "uschinastore" }],
} as const;
type Endpoint = keyof typeof FAMILIES;

function chat(t: TestApp, endpoint: Endpoint, ip: string, headers: Record<string, string> = {}, message = "hello") {
  const [url, extra] = FAMILIES[endpoint];
  return t.app.inject({ method: "POST", url, payload: { ...extra, message }, remoteAddress: ip, headers });
}

/** Sends `n` messages and expects each to be answered. */
async function spend(t: TestApp, endpoint: Endpoint, ip: string, n: number) {
  for (let i = 0; i < n; i++)
    expect((await chat(t, endpoint, ip)).statusCode, `${endpoint} message ${i + 1}`).toBe(200);
}

function expectMinuteRefusal(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: expect.stringMatching(TOO_MANY) });
  const retry = Number(res.headers["retry-after"]);
  expect(retry).toBeGreaterThanOrEqual(1);
  expect(retry).toBeLessThanOrEqual(60);
}

describe.each(dbTargets())("chat rate limits on $name", (target) => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const build = appsClosedAfterEach(target);

  it("answers 20 messages a minute from one address and refuses the 21st with 429, Retry-After and a sentence", async () => {
    const t = await build();
    const ip = "198.51.100.10";
    await spend(t, "aurora", ip, 20);
    const refused = await chat(t, "aurora", ip);
    expectMinuteRefusal(refused);
    expect(refused.headers["content-type"]).toMatch(/^application\/json/);
    // A streaming client is refused the same way, in JSON.
    const streamed = await chat(t, "aurora", ip, { accept: "text/event-stream" });
    expectMinuteRefusal(streamed);
    expect(streamed.headers["content-type"]).toMatch(/^application\/json/);
    // Refused messages are neither answered nor logged.
    expect(await createChatLogsRepository(t.app.services.db).count()).toBe(20);
  });

  it("keeps a budget per family and per address", async () => {
    const t = await build();
    const ip = "198.51.100.11";
    await spend(t, "aurora", ip, 20);
    expectMinuteRefusal(await chat(t, "aurora", ip));
    // The other families of the same address, and the same family from another address, still answer.
    await spend(t, "salesMax", ip, 1);
    await spend(t, "twin", ip, 1);
    await spend(t, "investor", ip, 1);
    await spend(t, "aurora", "198.51.100.12", 20);
    expectMinuteRefusal(await chat(t, "aurora", "198.51.100.12"));
    // The twin and the investor assistant have their own 20.
    await spend(t, "twin", ip, 19);
    expectMinuteRefusal(await chat(t, "twin", ip));
    await spend(t, "investor", ip, 19);
    expectMinuteRefusal(await chat(t, "investor", ip));
  });

  it("counts Aurora's and Max's sales chats against one sales budget", async () => {
    const t = await build();
    const ip = "198.51.100.13";
    for (let i = 0; i < 10; i++) {
      await spend(t, "salesAurora", ip, 1);
      await spend(t, "salesMax", ip, 1);
    }
    expectMinuteRefusal(await chat(t, "salesAurora", ip));
    expectMinuteRefusal(await chat(t, "salesMax", ip));
    // /api/aurora/chat is not a sales chat.
    await spend(t, "aurora", ip, 1);
  });

  it("does not count refused requests (invalid, unknown business) against the budget", async () => {
    const t = await build();
    const ip = "198.51.100.14";
    const send = (url: string, payload: unknown) =>
      t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress: ip });
    for (let i = 0; i < 25; i++) {
      expect((await send("/api/aurora/chat", { message: "  " })).statusCode).toBe(400);
      expect((await send("/api/aurora/chat", { message: "hi", nope: 1 })).statusCode).toBe(400);
      expect((await send("/api/sales-chat/max", { message: "x".repeat(2001) })).statusCode).toBe(400);
      expect((await send("/api/aurora-chat", { slug: "nowhere", message: "hi" })).statusCode).toBe(404);
    }
    await spend(t, "aurora", ip, 20);
    expectMinuteRefusal(await chat(t, "aurora", ip));
    await spend(t, "salesMax", ip, 20);
    expectMinuteRefusal(await chat(t, "salesMax", ip));
    await spend(t, "investor", ip, 20);
    expectMinuteRefusal(await chat(t, "investor", ip));
  });

  it("opens the next minute's 20 and stops at 300 a day (on a fake clock)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.parse("2026-11-23T08:00:00.000Z");
    vi.setSystemTime(start);
    const t = await build();
    const ip = "198.51.100.15";
    for (let minute = 0; minute < 15; minute++) {
      vi.setSystemTime(start + minute * 61_000);
      await spend(t, "salesMax", ip, 20);
      if (minute < 14) expectMinuteRefusal(await chat(t, "salesMax", ip));
    }
    // Refused by both windows: the answer names the wait that helps, the day's.
    const both = await chat(t, "salesMax", ip);
    expect(both.json()).toEqual({ error: TOO_MANY_TODAY });
    expect(Number(both.headers["retry-after"])).toBe(24 * 3600 - 14 * 61);
    // 300 answered today: a new minute does not help any more.
    vi.setSystemTime(start + 15 * 61_000);
    const refused = await chat(t, "salesAurora", ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: TOO_MANY_TODAY });
    const retry = Number(refused.headers["retry-after"]);
    expect(retry).toBe(24 * 3600 - 15 * 61);
    // Another family and another address are unaffected; the next day opens the budget again.
    await spend(t, "aurora", ip, 1);
    await spend(t, "salesMax", "198.51.100.16", 1);
    vi.setSystemTime(start + 24 * 3600_000 + 1);
    await spend(t, "salesMax", ip, 20);
    expectMinuteRefusal(await chat(t, "salesMax", ip));
  }, 60_000);

  it("applies the configured daily limit apart from the minute one", async () => {
    const t = await build({ chatLimit: { perMinute: 1000, perDay: 3 } });
    const ip = "198.51.100.17";
    await spend(t, "twin", ip, 3);
    for (let i = 0; i < 2; i++) {
      const refused = await chat(t, "twin", ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: TOO_MANY_TODAY });
      const retry = Number(refused.headers["retry-after"]);
      expect(retry).toBeGreaterThan(24 * 3600 - 60);
      expect(retry).toBeLessThanOrEqual(24 * 3600);
    }
    await spend(t, "investor", ip, 3);
    await spend(t, "twin", "198.51.100.18", 3);
  });

  it("applies the configured minute limit apart from the daily one", async () => {
    const t = await build({ chatLimit: { perMinute: 2, perDay: 1000 } });
    const ip = "198.51.100.19";
    await spend(t, "aurora", ip, 2);
    expectMinuteRefusal(await chat(t, "aurora", ip));
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("chat rate limits shared through Redis", () => {
  const build = appsClosedAfterEach(dbTargets()[0]!);

  it("counts one address's messages across two instances, per family, under the configured prefix", async () => {
    const prefix = `test-chat-rl-${Date.now()}-${Math.random().toString(36).slice(2)}:`;
    const overrides = {
      redisUrl: process.env.TEST_REDIS_URL!,
      publicWriteLimit: { max: 10, windowMs: 600_000, prefix },
      chatLimit: { perMinute: 3, perDay: 300 },
    };
    const a = await build(overrides);
    const b = await build(overrides);
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const ip = "192.0.2.77";
    try {
      // Let both clients connect: until then a message would be counted in memory.
      await new Promise((r) => setTimeout(r, 200));
      expect((await chat(a, "salesAurora", ip)).statusCode).toBe(200);
      expect((await chat(b, "salesMax", ip)).statusCode).toBe(200);
      expect((await chat(a, "salesMax", ip)).statusCode).toBe(200);
      expectMinuteRefusal(await chat(b, "salesAurora", ip));
      expectMinuteRefusal(await chat(a, "salesAurora", ip));
      // Another family, and another address, on either instance.
      expect((await chat(b, "aurora", ip)).statusCode).toBe(200);
      expect((await chat(a, "salesMax", "192.0.2.78")).statusCode).toBe(200);
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(key.startsWith(`${prefix}chat:`), key).toBe(true);
    } finally {
      await redis.del(...(await redis.keys(`${prefix}*`)), "never-empty");
      redis.disconnect();
    }
  });
});
