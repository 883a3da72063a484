import type { AppConfig } from "../../../config.ts";
import type { LimiterBase } from "../../../plugins/rate-limit.ts";
import { createRateLimiter, type RateLimiter } from "../../../modules/rate-limit/rate-limiter.ts";

/** Investor password attempts per client address: the admin login's budget, in its own counter. */
export function createInvestorLimiter(config: AppConfig, base: LimiterBase): RateLimiter {
  return createRateLimiter({
    ...base,
    name: "investor-access:ip",
    rule: config.loginLimit.perAddress,
    prefix: `${config.publicWriteLimit.prefix}investor-access:ip:`,
  });
}
