import { takeEach, type RateLimiter, type Ticket } from "../rate-limit/rate-limiter.ts";

/** What an address may spend at a gate: its attempts there, and its unlocks at every gate together. */
export interface GateBudgets {
  attempts: RateLimiter;
  /** Each unlock makes a grant row: without this, anyone knowing a shared password could make rows without end. */
  unlocks: RateLimiter;
}

export type Passage<T> =
  | { kind: "limited"; spent: "attempts" | "unlocks"; retryAfterMs: number }
  | { kind: "invalid" }
  | { kind: "passed"; by: T };

/**
 * Counts one try from `ip` against both budgets at once (one round trip to the counter store),
 * then runs `check` (null: the secret is wrong). A wrong secret keeps its attempt and gives its
 * unlock back; a right one gives its attempt back and keeps its unlock. An address that has spent
 * either is refused before anything is checked, the right secret too: guessing cannot go on with
 * the answer tried last, and a known password makes no more grants.
 */
export async function throughGate<T>(
  budgets: GateBudgets,
  ip: string,
  check: () => Promise<T | null>,
): Promise<Passage<T>> {
  const verdict = await takeEach([
    { limiter: budgets.attempts, key: ip },
    { limiter: budgets.unlocks, key: ip },
  ]);
  if (!verdict.allowed) {
    const [attempts, unlocks] = verdict.refusals;
    return attempts
      ? {
          kind: "limited",
          spent: "attempts",
          retryAfterMs: Math.max(attempts.retryAfterMs, unlocks?.retryAfterMs ?? 0),
        }
      : { kind: "limited", spent: "unlocks", retryAfterMs: unlocks!.retryAfterMs };
  }
  const [attempt, unlock] = verdict.tickets as [Ticket, Ticket];
  let by: T | null;
  try {
    by = await check();
  } catch (err) {
    // Our failure (the database away) is no unlock; the attempt still counts, as a wrong one would.
    await budgets.unlocks.refund(unlock);
    throw err;
  }
  if (by === null) {
    await budgets.unlocks.refund(unlock);
    return { kind: "invalid" };
  }
  await budgets.attempts.refund(attempt);
  return { kind: "passed", by };
}
