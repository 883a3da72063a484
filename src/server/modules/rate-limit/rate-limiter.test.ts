import { describe, expect, it, vi } from "vitest";
import { CircuitOpenError, DeadlineError } from "./circuit-breaker.ts";
import type { CounterStore } from "./counter-store.ts";
import { createRateLimiter, takeEach } from "./rate-limiter.ts";

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

  it("counts in memory while the breaker keeps the shared store out, and keeps those counts when it is back", async () => {
    const c = clock();
    let down = true;
    const counts = new Map<string, number>();
    const guarded: CounterStore = {
      name: "redis",
      async hit(key) {
        if (down) throw new CircuitOpenError();
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return { count: counts.get(key)!, resetInMs: TEN_MINUTES };
      },
      async refund() {},
    };
    const limiter = createRateLimiter({
      rule: { max: 3, windowMs: TEN_MINUTES },
      prefix: "p:",
      shared: guarded,
      now: c.now,
    });
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(true);
    down = false;
    // Two counted in memory, one in the shared store: the third of three.
    const third = await limiter.take("a");
    expect(third.allowed).toBe(true);
    expect(third.allowed && third.ticket.store).toBe(guarded);
    expect(counts.get("p:a")).toBe(1);
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterMs: TEN_MINUTES });
    // The memory window (opened 10 minutes ago) is over: only the shared store's 2 count now.
    c.advance(TEN_MINUTES);
    expect((await limiter.take("a")).allowed).toBe(true);
    expect(counts.get("p:a")).toBe(3);
    // Another address has nothing in memory.
    expect((await limiter.take("b")).allowed).toBe(true);
  });

  it("holds the limit in memory through any failure, but adds to the shared count only what it never saw", async () => {
    let failure: Error | null = new DeadlineError(30);
    const counts = new Map<string, number>();
    const flaky: CounterStore = {
      name: "redis",
      async hit(key) {
        // A missed deadline: the command may still have reached the store.
        counts.set(key, (counts.get(key) ?? 0) + 1);
        if (failure) throw failure;
        return { count: counts.get(key)!, resetInMs: TEN_MINUTES };
      },
      async refund() {},
    };
    const limiter = createRateLimiter({ rule: { max: 2, windowMs: TEN_MINUTES }, prefix: "p:", shared: flaky });
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(false);
    failure = null;
    // The store saw 3 and counts this one as the 4th; memory's 3 are not added again.
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterMs: TEN_MINUTES });
    counts.set("p:a", 0);
    expect((await limiter.take("a")).allowed).toBe(true);
  });

  it("hands out no extra requests when a busy shared store misses some deadlines", async () => {
    const counts = new Map<string, number>();
    let miss = false;
    const busy: CounterStore = {
      name: "redis",
      async hit(key) {
        // A missed deadline: the count still lands in the store, late.
        counts.set(key, (counts.get(key) ?? 0) + 1);
        if (miss) throw new DeadlineError(30);
        return { count: counts.get(key)!, resetInMs: TEN_MINUTES };
      },
      async refund() {},
    };
    const limiter = createRateLimiter({ rule: { max: 5, windowMs: TEN_MINUTES }, prefix: "p:", shared: busy });
    const allowed: boolean[] = [];
    for (const missed of [false, false, true, false, true, true, true]) {
      miss = missed;
      allowed.push((await limiter.take("a")).allowed);
    }
    expect(allowed).toEqual([true, true, true, true, true, false, false]);
  });

  it("gives a refused request back to memory and to what the shared store never saw", async () => {
    let down = true;
    const guarded: CounterStore = {
      name: "redis",
      async hit() {
        if (down) throw new CircuitOpenError();
        return { count: 1, resetInMs: TEN_MINUTES };
      },
      async refund() {},
    };
    const limiter = createRateLimiter({ rule: { max: 2, windowMs: TEN_MINUTES }, prefix: "p:", shared: guarded });
    const first = await limiter.take("a");
    if (!first.allowed) throw new Error("refused");
    await limiter.refund(first.ticket);
    expect((await limiter.take("a")).allowed).toBe(true);
    down = false;
    // One unseen request and this one: 2 of 2.
    expect((await limiter.take("a")).allowed).toBe(true);
  });

  it("waits for the later of the two windows when unseen counts refuse a request", async () => {
    const c = clock();
    let down = true;
    const guarded: CounterStore = {
      name: "redis",
      async hit() {
        if (down) throw new CircuitOpenError();
        return { count: 1, resetInMs: 60_000 };
      },
      async refund() {},
    };
    const limiter = createRateLimiter({
      rule: { max: 2, windowMs: TEN_MINUTES },
      prefix: "p:",
      shared: guarded,
      now: c.now,
    });
    await limiter.take("a");
    await limiter.take("a");
    c.advance(120_000);
    down = false;
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterMs: 480_000 });
  });

  it("survives a refund the shared store can no longer take", async () => {
    const limiter = createRateLimiter({ rule: { max: 1, windowMs: TEN_MINUTES }, prefix: "p:" });
    await expect(limiter.refund({ key: "p:a", store: failingStore })).resolves.toBeUndefined();
  });
});

describe("takeEach", () => {
  it("allows a request every limiter allows, with a ticket from each", async () => {
    const a = createRateLimiter({ rule: { max: 1, windowMs: TEN_MINUTES }, prefix: "a:" });
    const b = createRateLimiter({ rule: { max: 1, windowMs: TEN_MINUTES }, prefix: "b:" });
    const verdict = await takeEach([
      { limiter: a, key: "x" },
      { limiter: b, key: "y" },
    ]);
    expect(verdict.allowed).toBe(true);
    expect(verdict.allowed && verdict.tickets.map((t) => t.key)).toEqual(["a:x", "b:y"]);
  });

  it("gives the other limiters' counts back when one refuses, and says which refused", async () => {
    const c = clock();
    const strict = createRateLimiter({ rule: { max: 1, windowMs: 60_000 }, prefix: "s:", now: c.now });
    const loose = createRateLimiter({ rule: { max: 3, windowMs: TEN_MINUTES }, prefix: "l:", now: c.now });
    const both = () =>
      takeEach([
        { limiter: strict, key: "x" },
        { limiter: loose, key: "x" },
      ]);
    expect((await both()).allowed).toBe(true);
    c.advance(1_000);
    expect(await both()).toEqual({ allowed: false, refusals: [{ retryAfterMs: 59_000 }, null] });
    expect(await both()).toEqual({ allowed: false, refusals: [{ retryAfterMs: 59_000 }, null] });
    // The two refused requests were given back: the loose limiter counted only the first.
    expect((await loose.take("x")).allowed).toBe(true);
    expect((await loose.take("x")).allowed).toBe(true);
    expect((await loose.take("x")).allowed).toBe(false);
  });

  it("reports every limiter that refused", async () => {
    const c = clock();
    const a = createRateLimiter({ rule: { max: 1, windowMs: 60_000 }, prefix: "a:", now: c.now });
    const b = createRateLimiter({ rule: { max: 1, windowMs: TEN_MINUTES }, prefix: "b:", now: c.now });
    const both = () =>
      takeEach([
        { limiter: a, key: "x" },
        { limiter: b, key: "x" },
      ]);
    await both();
    expect(await both()).toEqual({
      allowed: false,
      refusals: [{ retryAfterMs: 60_000 }, { retryAfterMs: TEN_MINUTES }],
    });
  });

  it("asks the shared store for every limiter at once: a slow store costs one wait, not one per limiter", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "Date"] });
    try {
      const slow: CounterStore = {
        name: "redis",
        hit: () => new Promise((resolve) => setTimeout(() => resolve({ count: 1, resetInMs: 60_000 }), 25)),
        refund: async () => {},
      };
      const a = createRateLimiter({ rule: { max: 5, windowMs: 60_000 }, prefix: "a:", shared: slow });
      const b = createRateLimiter({ rule: { max: 5, windowMs: 60_000 }, prefix: "b:", shared: slow });
      let done = false;
      void takeEach([
        { limiter: a, key: "x" },
        { limiter: b, key: "x" },
      ]).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(24);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
