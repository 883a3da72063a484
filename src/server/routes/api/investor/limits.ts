import type { AppConfig } from "../../../config.ts";
import type { CounterStore } from "../../../modules/rate-limit/counter-store.ts";
import type { RateLimiter } from "../../../modules/rate-limit/rate-limiter.ts";
import { createLimiter } from "../../../plugins/rate-limit.ts";

/** Investor password attempts per client address: the admin login's budget, in its own counter. */
export function createInvestorLimiter(config: AppConfig, shared: CounterStore | null): RateLimiter {
  return createLimiter(shared, config.loginLimit.perAddress, `${config.publicWriteLimit.prefix}investor-access:ip:`);
}
