import type { CounterStore } from "./counter-store.ts";
import { createMemoryStore } from "./memory-store.ts";

export interface RateLimitRule {
  /** Requests allowed per window per client address. */
  max: number;
  windowMs: number;
}

export type Verdict = { allowed: true; ticket: Ticket } | { allowed: false; retryAfterMs: number };

/** Proof of one counted request, to give it back if the request is refused afterwards. */
export interface Ticket {
  key: string;
  store: CounterStore;
}

export interface RateLimiterOptions {
  rule: RateLimitRule;
  /** Prepended to every key, so several sites can share one Redis. */
  prefix: string;
  /** Shared store (Redis); without one, counts stay in this process. */
  shared?: CounterStore | null;
  /** Told once when the shared store starts failing and once when it answers again. */
  onSharedStoreChange?: (state: "failing" | "ok", err?: unknown) => void;
  now?: () => number;
}

/**
 * Counts requests per client address in the shared store, and in this process's memory for
 * any call the shared store fails (down, or slower than its command timeout): limits never
 * switch off and a request never waits on a dead Redis.
 */
export function createRateLimiter(opts: RateLimiterOptions) {
  const memory = createMemoryStore(opts.now);
  let sharedFailing = false;

  function noteShared(ok: boolean, err?: unknown): void {
    if (ok === !sharedFailing) return;
    sharedFailing = !ok;
    opts.onSharedStoreChange?.(ok ? "ok" : "failing", err);
  }

  async function count(key: string): Promise<{ store: CounterStore; count: number; resetInMs: number }> {
    if (opts.shared) {
      try {
        const r = await opts.shared.hit(key, opts.rule.windowMs);
        noteShared(true);
        return { store: opts.shared, ...r };
      } catch (err) {
        noteShared(false, err);
      }
    }
    return { store: memory, ...(await memory.hit(key, opts.rule.windowMs)) };
  }

  return {
    rule: opts.rule,

    /** Counts one request from `address` and says whether it is within the limit. */
    async take(address: string): Promise<Verdict> {
      const key = `${opts.prefix}${address}`;
      const r = await count(key);
      if (r.count > opts.rule.max) return { allowed: false, retryAfterMs: Math.max(r.resetInMs, 1) };
      return { allowed: true, ticket: { key, store: r.store } };
    },

    /** Gives a counted request back (it was refused, so it must not use up the budget). */
    async refund(ticket: Ticket): Promise<void> {
      try {
        await ticket.store.refund(ticket.key);
      } catch (err) {
        // Redis went away since the count: the count expires with its window anyway.
        noteShared(false, err);
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
