import { describe, expect, it } from "vitest";
import type { CounterStore } from "../../src/server/modules/rate-limit/counter-store.ts";
import { createRateLimiter } from "../../src/server/modules/rate-limit/rate-limiter.ts";

const TEN_MINUTES = 600_000;

function recordingStore(resetInMs = TEN_MINUTES) {
  const counts = new Map<string, number>();
  const hits: [string, number][] = [];
  const refunds: string[] = [];
  let failRefund = false;
  const store: CounterStore = {
    name: "redis",
    async hit(key, windowMs) {
      hits.push([key, windowMs]);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return { count: counts.get(key)!, resetInMs };
    },
    async refund(key) {
      if (failRefund) throw new Error("Connection is closed.");
      refunds.push(key);
      counts.set(key, (counts.get(key) ?? 1) - 1);
    },
  };
  return { store, hits, refunds, counts, failRefunds: () => (failRefund = true) };
}

describe("rate limiter with a shared store", () => {
  it("counts under the prefixed address with the rule's window, and hands out tickets for that store", async () => {
    const shared = recordingStore();
    const limiter = createRateLimiter({
      rule: { max: 5, windowMs: TEN_MINUTES },
      prefix: "site:rl:",
      shared: shared.store,
    });
    expect(limiter.rule).toEqual({ max: 5, windowMs: TEN_MINUTES });
    const verdict = await limiter.take("203.0.113.7");
    expect(verdict).toEqual({ allowed: true, ticket: { key: "site:rl:203.0.113.7", store: shared.store } });
    expect(shared.hits).toEqual([["site:rl:203.0.113.7", TEN_MINUTES]]);
  });

  it("refunds to the store that counted", async () => {
    const shared = recordingStore();
    const limiter = createRateLimiter({ rule: { max: 1, windowMs: TEN_MINUTES }, prefix: "p:", shared: shared.store });
    const verdict = await limiter.take("a");
    if (!verdict.allowed) throw new Error("first request refused");
    await limiter.refund(verdict.ticket);
    expect(shared.refunds).toEqual(["p:a"]);
    expect((await limiter.take("a")).allowed).toBe(true);
  });

  it("allows exactly max requests, and asks a refused client to wait at least 1 ms", async () => {
    const shared = recordingStore(0);
    const limiter = createRateLimiter({ rule: { max: 2, windowMs: TEN_MINUTES }, prefix: "p:", shared: shared.store });
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(true);
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterMs: 1 });
  });

  it("passes the store's remaining window on as the wait", async () => {
    const shared = recordingStore(42_000);
    const limiter = createRateLimiter({ rule: { max: 1, windowMs: TEN_MINUTES }, prefix: "p:", shared: shared.store });
    await limiter.take("a");
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterMs: 42_000 });
  });

  it("keeps a request allowed when its refund fails, and counts on in the shared store", async () => {
    const shared = recordingStore();
    const limiter = createRateLimiter({ rule: { max: 5, windowMs: TEN_MINUTES }, prefix: "p:", shared: shared.store });
    const verdict = await limiter.take("a");
    if (!verdict.allowed) throw new Error("refused");
    shared.failRefunds();
    await expect(limiter.refund(verdict.ticket)).resolves.toBeUndefined();
    await limiter.take("a");
    expect(shared.counts.get("p:a")).toBe(2);
  });
});
