import type { AppConfig } from "../../../config.ts";
import type { CounterStore } from "../../../modules/rate-limit/counter-store.ts";
import type { RateLimiter } from "../../../modules/rate-limit/rate-limiter.ts";
import { createLimiter } from "../../../plugins/rate-limit.ts";

/** Login attempts per client address and per username, in Redis when configured (memory meanwhile). */
export function createLoginLimiters(
  config: AppConfig,
  shared: CounterStore | null,
): { byAddress: RateLimiter; byUsername: RateLimiter } {
  const prefix = `${config.publicWriteLimit.prefix}admin-login:`;
  return {
    byAddress: createLimiter(shared, config.loginLimit.perAddress, `${prefix}ip:`),
    byUsername: createLimiter(shared, config.loginLimit.perUsername, `${prefix}user:`),
  };
}
