import type { AppConfig } from "../../../config.ts";
import type { GateLimits } from "../../../modules/gates/create-gates.ts";
import type { CounterStore } from "../../../modules/rate-limit/counter-store.ts";
import { createRateLimiter } from "../../../modules/rate-limit/rate-limiter.ts";

/** Site password and invitation code attempts per client address, in Redis when configured (memory meanwhile). */
export function createGateLimiters(config: AppConfig, shared: CounterStore | null): GateLimits {
  const prefix = `${config.publicWriteLimit.prefix}gate:`;
  return {
    sitePassword: createRateLimiter({ shared, rule: config.gateLimit, prefix: `${prefix}site:` }),
    invitation: createRateLimiter({ shared, rule: config.gateLimit, prefix: `${prefix}invite:` }),
  };
}
