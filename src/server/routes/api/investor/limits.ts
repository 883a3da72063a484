import type { AppConfig } from "../../../config.ts";
import type { CounterStore } from "../../../modules/rate-limit/counter-store.ts";
import { createRateLimiter, type RateLimiter } from "../../../modules/rate-limit/rate-limiter.ts";

/** Investor password attempts per client address: the admin login's budget, in its own counter. */
export function createInvestorLimiter(config: AppConfig, shared: CounterStore | null): RateLimiter {
  return createRateLimiter({
    shared,
    rule: config.loginLimit.perAddress,
    prefix: `${config.publicWriteLimit.prefix}investor-access:ip:`,
  });
}
