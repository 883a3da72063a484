import type { CircuitBreakerOptions } from "./circuit-breaker.ts";

const STORE_DOWN = "rate-limit store (Redis) not answering: counting in this process's memory until it does";
const STORE_BACK = "rate-limit store (Redis) answering again: counting there";

export interface BreakerLogOptions {
  log: { warn(obj: object, msg: string): void; info(msg: string): void };
  now?: () => number;
  /** A reopen this soon after a close is logged at most once in this long. */
  quietMs?: number;
}

/**
 * What the Redis breaker tells the log: once when Redis fails, once when it answers again. A
 * Redis that fails again within a minute of answering (it answers the probe but not every
 * request, or only just within the deadline) would say both every second: such a reopen is
 * logged at most once a minute, with how many went unlogged since. A close is logged only after
 * a logged open, so the log's last word stays true: an unlogged open that lasts is logged by
 * the first failed probe once the minute is over.
 */
export function createBreakerLog({
  log,
  now = Date.now,
  quietMs = 60_000,
}: BreakerLogOptions): Pick<CircuitBreakerOptions, "onOpen" | "onClose" | "onProbeFailed"> {
  let saysDown = false;
  let closedAt = -Infinity;
  let downLoggedAt = -Infinity;
  let unlogged = 0;

  function logDown(err: unknown): void {
    const detail = err instanceof Error ? err.message : String(err);
    log.warn(unlogged > 0 ? { err: detail, reopensNotLogged: unlogged } : { err: detail }, STORE_DOWN);
    saysDown = true;
    downLoggedAt = now();
    unlogged = 0;
  }

  const quietOver = () => now() - downLoggedAt >= quietMs;

  return {
    onOpen(err) {
      if (now() - closedAt >= quietMs || quietOver()) return logDown(err);
      unlogged += 1;
    },
    onProbeFailed(err) {
      if (!saysDown && quietOver()) logDown(err);
    },
    onClose() {
      closedAt = now();
      if (!saysDown) return;
      saysDown = false;
      log.info(STORE_BACK);
    },
  };
}
