import type { CounterStore, WindowCount } from "./counter-store.ts";

export interface MemoryStore extends CounterStore {
  /** The count of `key`'s running window without adding to it, or null when none runs. */
  counted(key: string): WindowCount | null;
}

/**
 * Fixed-window counters in this process's memory: the store of a single instance, and beside
 * Redis the count of requests Redis never saw (local-counts.ts).
 */
export function createMemoryStore(now: () => number = Date.now): MemoryStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;

  /** Forget finished windows now and then, so addresses seen once do not pile up. */
  function sweep(at: number, windowMs: number): void {
    if (at < nextSweep) return;
    nextSweep = at + windowMs;
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
  }

  return {
    name: "memory",
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const at = now();
      sweep(at, windowMs);
      let w = windows.get(key);
      if (!w || w.resetAt <= at) {
        w = { count: 0, resetAt: at + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetInMs: w.resetAt - at };
    },
    async refund(key: string): Promise<void> {
      const w = windows.get(key);
      if (w && w.resetAt > now() && w.count > 0) w.count -= 1;
    },
    counted(key: string): WindowCount | null {
      const w = windows.get(key);
      const at = now();
      return w && w.resetAt > at && w.count > 0 ? { count: w.count, resetInMs: w.resetAt - at } : null;
    },
  };
}
