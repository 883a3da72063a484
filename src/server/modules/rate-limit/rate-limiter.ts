import type { CounterStore, WindowCount } from "./counter-store.ts";
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
  /**
   * Shared store (Redis behind its circuit breaker, which fails at once while Redis does not
   * answer); without one, counts stay in this process.
   */
  shared?: CounterStore | null;
  now?: () => number;
}

/**
 * Counts requests per client address in the shared store, and in this process's memory for
 * any call the shared store fails: limits never switch off. Requests counted in memory stay
 * counted when the shared store is back, until their window ends.
 */
export function createRateLimiter(opts: RateLimiterOptions) {
  const memory = createMemoryStore(opts.now);

  async function count(key: string): Promise<WindowCount & { store: CounterStore }> {
    if (opts.shared) {
      try {
        const shared = await opts.shared.hit(key, opts.rule.windowMs);
        const local = memory.counted(key);
        if (!local) return { store: opts.shared, ...shared };
        return {
          store: opts.shared,
          count: shared.count + local.count,
          resetInMs: Math.max(shared.resetInMs, local.resetInMs),
        };
      } catch {
        // Failing or its breaker open (the breaker tells the log): counted here instead.
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
      } catch {
        // Redis went away since the count: the count expires with its window anyway.
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Per limiter of a joint take: null where it allowed (and its count was given back). */
export type JointVerdict =
  | { allowed: true; tickets: Ticket[] }
  | { allowed: false; refusals: ({ retryAfterMs: number } | null)[] };

/**
 * Counts one request in several limiters at once, so a slow store costs the request one wait,
 * not one per limiter. Allowed only when every limiter allows; a refusal by any gives the
 * others' counts back, as if the request had stopped at the first refusal.
 */
export async function takeEach(takes: { limiter: RateLimiter; key: string }[]): Promise<JointVerdict> {
  const verdicts = await Promise.all(takes.map((t) => t.limiter.take(t.key)));
  const allowed = (v: Verdict): v is Verdict & { allowed: true } => v.allowed;
  if (verdicts.every(allowed)) return { allowed: true, tickets: verdicts.map((v) => v.ticket) };
  await Promise.all(verdicts.map((v, i) => (v.allowed ? takes[i]!.limiter.refund(v.ticket) : null)));
  return { allowed: false, refusals: verdicts.map((v) => (v.allowed ? null : { retryAfterMs: v.retryAfterMs })) };
}
