import type { CounterStore, WindowCount } from "./counter-store.ts";
import { createMemoryStore } from "./memory-store.ts";

/** Keys remembered per limiter; past this the longest unanswered are forgotten first. */
const MAX_KEYS = 50_000;

/**
 * What one process knows of each key's count beside the shared store: the count the store last
 * answered, the requests counted here since then that the store may have missed (a missed
 * deadline: the command may still land), and those it never saw (its breaker was open). A
 * request the store does not answer is judged by all three added up, so neither a busy nor a
 * hung Redis hands an address a fresh budget; an answer from the store adds only the unseen.
 */
export function createLocalCounts(now: () => number = Date.now) {
  const mirror = new Map<string, { shared: number; missed: number; resetAt: number }>();
  const unseen = createMemoryStore(now);
  let nextSweep = 0;

  function sweep(at: number, windowMs: number): void {
    if (at >= nextSweep) {
      nextSweep = at + windowMs;
      for (const [key, m] of mirror) if (m.resetAt <= at) mirror.delete(key);
    }
    while (mirror.size > MAX_KEYS) mirror.delete(mirror.keys().next().value!);
  }

  function live(key: string, at: number) {
    const m = mirror.get(key);
    return m && m.resetAt > at ? m : null;
  }

  function total(key: string, at: number): WindowCount {
    const m = live(key, at);
    const u = unseen.counted(key);
    return {
      count: (m ? m.shared + m.missed : 0) + (u?.count ?? 0),
      resetInMs: Math.max(m ? m.resetAt - at : 0, u?.resetInMs ?? 0),
    };
  }

  return {
    /** Notes the shared store's answer for `key`; answers the count to judge the request by. */
    answered(key: string, answer: WindowCount, windowMs: number): WindowCount {
      const at = now();
      mirror.delete(key); // re-inserted last: the most recently answered are kept longest
      mirror.set(key, { shared: answer.count, missed: 0, resetAt: at + answer.resetInMs });
      sweep(at, windowMs);
      const u = unseen.counted(key);
      return u ? { count: answer.count + u.count, resetInMs: Math.max(answer.resetInMs, u.resetInMs) } : answer;
    },

    /** A request the shared store gave back. */
    refunded(key: string): void {
      const m = live(key, now());
      if (m && m.shared > 0) m.shared -= 1;
    },

    /** Counts a request whose call to the shared store failed: it may have been counted there. */
    missed: {
      name: "memory",
      async hit(key: string, windowMs: number): Promise<WindowCount> {
        const at = now();
        let m = live(key, at);
        if (!m) {
          m = { shared: 0, missed: 0, resetAt: at + windowMs };
          mirror.set(key, m);
        }
        m.missed += 1;
        sweep(at, windowMs);
        return total(key, at);
      },
      async refund(key: string): Promise<void> {
        const m = live(key, now());
        if (m && m.missed > 0) m.missed -= 1;
      },
    } satisfies CounterStore,

    /** Counts a request the shared store was not asked about. */
    unseen: {
      name: "memory",
      async hit(key: string, windowMs: number): Promise<WindowCount> {
        await unseen.hit(key, windowMs);
        return total(key, now());
      },
      refund: (key: string) => unseen.refund(key),
    } satisfies CounterStore,
  };
}
