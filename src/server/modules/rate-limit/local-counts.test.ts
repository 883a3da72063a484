import { describe, expect, it } from "vitest";
import { createLocalCounts } from "./local-counts.ts";

const MINUTE = 60_000;

function clock(start = 5_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("local counts beside the shared store", () => {
  it("judges a request the store missed by the store's last count plus what was counted here since", async () => {
    const c = clock();
    const local = createLocalCounts(c.now);
    expect(local.answered("k", { count: 3, resetInMs: 50_000 }, MINUTE)).toEqual({ count: 3, resetInMs: 50_000 });
    c.advance(10_000);
    expect(await local.missed.hit("k", MINUTE)).toEqual({ count: 4, resetInMs: 40_000 });
    expect(await local.missed.hit("k", MINUTE)).toEqual({ count: 5, resetInMs: 40_000 });
    // The store answers again: the missed calls may have landed there, so they are not added.
    expect(local.answered("k", { count: 6, resetInMs: 40_000 }, MINUTE)).toEqual({ count: 6, resetInMs: 40_000 });
    expect(await local.missed.hit("k", MINUTE)).toEqual({ count: 7, resetInMs: 40_000 });
  });

  it("adds the requests the store never saw to its answers, until their window ends", async () => {
    const c = clock();
    const local = createLocalCounts(c.now);
    expect(local.answered("k", { count: 2, resetInMs: 30_000 }, MINUTE)).toEqual({ count: 2, resetInMs: 30_000 });
    expect(await local.unseen.hit("k", MINUTE)).toEqual({ count: 3, resetInMs: MINUTE });
    expect(await local.unseen.hit("k", MINUTE)).toEqual({ count: 4, resetInMs: MINUTE });
    c.advance(30_000);
    // A fresh window in the store; the two unseen still run for 30 s.
    expect(local.answered("k", { count: 1, resetInMs: MINUTE }, MINUTE)).toEqual({ count: 3, resetInMs: MINUTE });
    c.advance(30_000);
    expect(local.answered("k", { count: 2, resetInMs: 30_000 }, MINUTE)).toEqual({ count: 2, resetInMs: 30_000 });
  });

  it("starts a window of its own for an address the store never answered", async () => {
    const c = clock();
    const local = createLocalCounts(c.now);
    expect(await local.missed.hit("k", MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
    c.advance(MINUTE - 1);
    expect(await local.missed.hit("k", MINUTE)).toEqual({ count: 2, resetInMs: 1 });
    c.advance(1);
    expect(await local.missed.hit("k", MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
    // The store's window is over too: its count no longer counts.
    local.answered("j", { count: 9, resetInMs: 1_000 }, MINUTE);
    c.advance(1_000);
    expect(await local.missed.hit("j", MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
  });

  it("takes back refunds: a store refund lowers its last count, a local one its own", async () => {
    const c = clock();
    const local = createLocalCounts(c.now);
    local.answered("k", { count: 3, resetInMs: MINUTE }, MINUTE);
    local.refunded("k");
    expect(await local.missed.hit("k", MINUTE)).toEqual({ count: 3, resetInMs: MINUTE });
    await local.missed.refund("k");
    expect(await local.unseen.hit("k", MINUTE)).toEqual({ count: 3, resetInMs: MINUTE });
    await local.unseen.refund("k");
    expect(await local.missed.hit("k", MINUTE)).toEqual({ count: 3, resetInMs: MINUTE });
    // Never below zero.
    local.refunded("z");
    await local.missed.refund("z");
    expect(await local.missed.hit("z", MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
  });

  it("remembers at most 50,000 addresses, forgetting the longest unanswered first", async () => {
    const c = clock();
    const local = createLocalCounts(c.now);
    local.answered("first", { count: 7, resetInMs: MINUTE }, MINUTE);
    local.answered("second", { count: 7, resetInMs: MINUTE }, MINUTE);
    for (let i = 0; i < 49_998; i++) local.answered(`k${i}`, { count: 1, resetInMs: MINUTE }, MINUTE);
    // "first" answered again: now the most recent.
    local.answered("first", { count: 7, resetInMs: MINUTE }, MINUTE);
    local.answered("one more", { count: 1, resetInMs: MINUTE }, MINUTE);
    expect(await local.missed.hit("first", MINUTE)).toEqual({ count: 8, resetInMs: MINUTE });
    expect(await local.missed.hit("second", MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
  });
});
