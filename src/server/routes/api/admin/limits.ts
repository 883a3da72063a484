import type { AppConfig } from "../../../config.ts";
import type { LimiterBase } from "../../../plugins/rate-limit.ts";
import { createRateLimiter, type RateLimiter } from "../../../modules/rate-limit/rate-limiter.ts";

/** Login attempts per client address and per username, in Redis when configured (memory meanwhile). */
export function createLoginLimiters(
  config: AppConfig,
  base: LimiterBase,
): { byAddress: RateLimiter; byUsername: RateLimiter } {
  const prefix = `${config.publicWriteLimit.prefix}admin-login:`;
  return {
    byAddress: createRateLimiter({
      ...base,
      name: "admin-login:ip",
      rule: config.loginLimit.perAddress,
      prefix: `${prefix}ip:`,
    }),
    byUsername: createRateLimiter({
      ...base,
      name: "admin-login:user",
      rule: config.loginLimit.perUsername,
      prefix: `${prefix}user:`,
    }),
  };
}
