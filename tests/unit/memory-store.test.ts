import { describe, expect, it } from "vitest";
import { createMemoryStore } from "../../src/server/modules/rate-limit/memory-store.ts";

const TEN_MINUTES = 600_000;

function clock() {
  let t = 0;
  return { now: () => t, set: (ms: number) => (t = ms) };
}

describe("in-memory rate-limit counters", () => {
  it("calls itself the memory store", () => {
    expect(createMemoryStore().name).toBe("memory");
  });

  it("counts within a window and opens a fresh one exactly when it ends", async () => {
    const c = clock();
    const store = createMemoryStore(c.now);
    await store.hit("z", 1_000); // schedules the first sweep at 1,000 ms, before "a"'s window ends
    c.set(500);
    expect(await store.hit("a", TEN_MINUTES)).toEqual({ count: 1, resetInMs: TEN_MINUTES });
    c.set(1_000); // sweeps, and schedules the next one after "a"'s window ends
    expect(await store.hit("a", TEN_MINUTES)).toEqual({ count: 2, resetInMs: 599_500 });
    c.set(600_499);
    expect(await store.hit("a", TEN_MINUTES)).toEqual({ count: 3, resetInMs: 1 });
    c.set(600_500);
    expect(await store.hit("a", TEN_MINUTES)).toEqual({ count: 1, resetInMs: TEN_MINUTES });
  });

  it("keeps live windows when it forgets finished ones", async () => {
    const c = clock();
    const store = createMemoryStore(c.now);
    await store.hit("short", 1_000); // the first hit schedules the next sweep at 1,000 ms
    c.set(500);
    await store.hit("long", TEN_MINUTES);
    c.set(1_000);
    await store.hit("other", 1_000); // sweeps: "short" has ended, "long" has not
    c.set(1_001);
    expect((await store.hit("long", TEN_MINUTES)).count).toBe(2);
  });

  it("refunds only what was counted: never below zero, and unknown keys are no error", async () => {
    const c = clock();
    const store = createMemoryStore(c.now);
    await store.refund("nobody");
    await store.hit("a", TEN_MINUTES);
    await store.hit("a", TEN_MINUTES);
    await store.refund("a");
    expect((await store.hit("a", TEN_MINUTES)).count).toBe(2);
    await store.refund("a");
    await store.refund("a");
    await store.refund("a");
    expect((await store.hit("a", TEN_MINUTES)).count).toBe(1);
  });
});
