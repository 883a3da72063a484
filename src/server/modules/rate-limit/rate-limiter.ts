import { CircuitOpenError } from "./circuit-breaker.ts";
import type { CounterStore, WindowCount } from "./counter-store.ts";
import { createLocalCounts } from "./local-counts.ts";
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

/** Told of every refused request (metrics); never throws. */
export interface RateLimitObserver {
  refused(limiter: string): void;
}

/** Refusals, and whether the limiters count in Redis (metrics). */
export interface RateLimitMetrics extends RateLimitObserver {
  /** Called once when REDIS_URL is set: `countingInRedis` says whether Redis is used right now. */
  watchRedis(countingInRedis: () => boolean): void;
}

export interface RateLimiterOptions {
  rule: RateLimitRule;
  /** What the observer calls this limiter (a few words, the same on every instance). */
  name?: string;
  observer?: RateLimitObserver;
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
 * any call the shared store fails: limits never switch off. A request the shared store fails is
 * judged by what this process knows (createLocalCounts): the store's last count for the address,
 * plus what was counted here since; requests the store never saw (its breaker was open) still
 * count when it answers again, until their window ends.
 */
export function createRateLimiter(opts: RateLimiterOptions) {
  const memory = createMemoryStore(opts.now);
  const local = createLocalCounts(opts.now);

  async function count(key: string): Promise<WindowCount & { store: CounterStore }> {
    const { windowMs } = opts.rule;
    if (!opts.shared) return { store: memory, ...(await memory.hit(key, windowMs)) };
    try {
      const answer = await opts.shared.hit(key, windowMs);
      return { store: opts.shared, ...local.answered(key, answer, windowMs) };
    } catch (err) {
      // Failing or its breaker open (the breaker tells the log): counted here instead.
      const fallback = err instanceof CircuitOpenError ? local.unseen : local.missed;
      return { store: fallback, ...(await fallback.hit(key, windowMs)) };
    }
  }

  return {
    rule: opts.rule,

    /** Counts one request from `address` and says whether it is within the limit. */
    async take(address: string): Promise<Verdict> {
      const key = `${opts.prefix}${address}`;
      const r = await count(key);
      if (r.count > opts.rule.max) {
        opts.observer?.refused(opts.name ?? opts.prefix);
        return { allowed: false, retryAfterMs: Math.max(r.resetInMs, 1) };
      }
      return { allowed: true, ticket: { key, store: r.store } };
    },

    /** Gives a counted request back (it was refused, so it must not use up the budget). */
    async refund(ticket: Ticket): Promise<void> {
      try {
        await ticket.store.refund(ticket.key);
        if (ticket.store === opts.shared) local.refunded(ticket.key);
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
