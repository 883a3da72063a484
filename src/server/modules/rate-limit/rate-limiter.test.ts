import { describe, expect, it } from "vitest";
import type { CounterStore } from "./counter-store.ts";
import { createRateLimiter } from "./rate-limiter.ts";

const TEN_MINUTES = 600_000;

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const failingStore: CounterStore = {
  name: "redis",
  hit: () => Promise.reject(new Error("Command timed out")),
  refund: () => Promise.reject(new Error("Command timed out")),
};

describe("rate limiter", () => {
  it("allows 10 per 10 minutes per address, then says how long until the window ends", async () => {
    const c = clock();
    const limiter = createRateLimiter({ rule: { max: 10, windowMs: TEN_MINUTES }, prefix: "p:", now: c.now });
    for (let i = 0; i < 10; i++) expect((await limiter.take("a")).allowed, `request ${i + 1}`).toBe(true);
    c.advance(60_000);
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterMs: 540_000 });
    expect((await limiter.take("b")).allowed).toBe(true);
    c.advance(539_999);
    expect((await limiter.take("a")).allowed).toBe(false);
    c.advance(1);
    expect((await limiter.take("a")).allowed).toBe(true);
  });

  it("gives a refunded request back to the budget", async () => {
    const c = clock();
    const limiter = createRateLimiter({ rule: { max: 2, windowMs: TEN_MINUTES }, prefix: "p:", now: c.now });
    const first = await limiter.take("a");
    if (!first.allowed) throw new Error("first request refused");
    await limiter.refund(first.ticket);
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(false);
  });

  it("counts in memory whenever the shared store fails, and says so once per outage", async () => {
    const c = clock();
    const changes: string[] = [];
    let down = true;
    const counts = new Map<string, number>();
    const flaky: CounterStore = {
      name: "redis",
      async hit(key) {
        if (down) throw new Error("Connection is closed.");
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return { count: counts.get(key)!, resetInMs: TEN_MINUTES };
      },
      async refund() {},
    };
    const limiter = createRateLimiter({
      rule: { max: 3, windowMs: TEN_MINUTES },
      prefix: "p:",
      shared: flaky,
      onSharedStoreChange: (state) => changes.push(state),
      now: c.now,
    });
    for (let i = 0; i < 3; i++) expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(false);
    expect(changes).toEqual(["failing"]);
    down = false;
    expect((await limiter.take("a")).allowed).toBe(true);
    expect(counts.get("p:a")).toBe(1);
    expect(changes).toEqual(["failing", "ok"]);
  });

  it("survives a refund the shared store can no longer take", async () => {
    const limiter = createRateLimiter({ rule: { max: 1, windowMs: TEN_MINUTES }, prefix: "p:" });
    await expect(limiter.refund({ key: "p:a", store: failingStore })).resolves.toBeUndefined();
  });
});
