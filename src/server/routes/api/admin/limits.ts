import type { AppConfig } from "../../../config.ts";
import type { CounterStore } from "../../../modules/rate-limit/counter-store.ts";
import { createRateLimiter, type RateLimiter } from "../../../modules/rate-limit/rate-limiter.ts";

/** Login attempts per client address and per username, in Redis when configured (memory meanwhile). */
export function createLoginLimiters(
  config: AppConfig,
  shared: CounterStore | null,
): { byAddress: RateLimiter; byUsername: RateLimiter } {
  const prefix = `${config.publicWriteLimit.prefix}admin-login:`;
  return {
    byAddress: createRateLimiter({ shared, rule: config.loginLimit.perAddress, prefix: `${prefix}ip:` }),
    byUsername: createRateLimiter({ shared, rule: config.loginLimit.perUsername, prefix: `${prefix}user:` }),
  };
}
