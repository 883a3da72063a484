import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisStore } from "../../src/server/modules/rate-limit/redis-store.ts";

// Runs against a real Redis only when TEST_REDIS_URL is set (see tests/unit/test-prereqs.test.ts).
describe.runIf(process.env.TEST_REDIS_URL)("Redis rate-limit counters", () => {
  let redis: Redis;
  const prefix = `test:redis-store:${randomUUID()}:`;
  const key = (name: string) => prefix + name;

  beforeAll(() => {
    redis = new Redis(process.env.TEST_REDIS_URL!, { lazyConnect: false, maxRetriesPerRequest: 1 });
  });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it("calls itself the redis store", () => {
    expect(createRedisStore(redis).name).toBe("redis");
  });

  it("counts requests in one window and starts its expiry with the first", async () => {
    const store = createRedisStore(redis);
    const first = await store.hit(key("a"), 600_000);
    expect(first).toEqual({ count: 1, resetInMs: 600_000 });
    const second = await store.hit(key("a"), 600_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(590_000);
    expect(second.resetInMs).toBeLessThanOrEqual(600_000);
    const ttl = await redis.pttl(key("a"));
    expect(ttl).toBeGreaterThan(590_000);
    expect(ttl).toBeLessThanOrEqual(600_000);
    // Keys are independent.
    expect((await store.hit(key("b"), 600_000)).count).toBe(1);
  });

  it("does not extend a running window with later requests", async () => {
    const store = createRedisStore(redis);
    await store.hit(key("fixed"), 300);
    await new Promise((r) => setTimeout(r, 120));
    const later = await store.hit(key("fixed"), 300);
    expect(later.count).toBe(2);
    expect(later.resetInMs).toBeLessThanOrEqual(200);
    expect(later.resetInMs).toBeGreaterThan(0);
  });

  it("opens a fresh window once the last one has expired", async () => {
    const store = createRedisStore(redis);
    await store.hit(key("expiring"), 100);
    await store.hit(key("expiring"), 100);
    await new Promise((r) => setTimeout(r, 200));
    expect(await store.hit(key("expiring"), 100)).toEqual({ count: 1, resetInMs: 100 });
  });

  it("repairs a counter that lost its expiry", async () => {
    await redis.set(key("noexpiry"), "4");
    const store = createRedisStore(redis);
    expect(await store.hit(key("noexpiry"), 60_000)).toEqual({ count: 5, resetInMs: 60_000 });
    const ttl = await redis.pttl(key("noexpiry"));
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("gives back one counted request, never going below zero", async () => {
    const store = createRedisStore(redis);
    await store.hit(key("refund"), 60_000);
    await store.hit(key("refund"), 60_000);
    await store.refund(key("refund"));
    expect(await redis.get(key("refund"))).toBe("1");
    await store.refund(key("refund"));
    expect(await redis.get(key("refund"))).toBe("0");
    await store.refund(key("refund"));
    expect(await redis.get(key("refund"))).toBe("0");
    // The window keeps its expiry through refunds.
    expect(await redis.pttl(key("refund"))).toBeGreaterThan(0);
    expect((await store.hit(key("refund"), 60_000)).count).toBe(1);
  });

  it("does not create a counter when refunding an unknown key", async () => {
    const store = createRedisStore(redis);
    await store.refund(key("never-hit"));
    expect(await redis.exists(key("never-hit"))).toBe(0);
  });
});
