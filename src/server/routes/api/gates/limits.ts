import type { AppConfig } from "../../../config.ts";
import type { GateLimits } from "../../../modules/gates/create-gates.ts";
import type { CounterStore } from "../../../modules/rate-limit/counter-store.ts";
import { createRateLimiter } from "../../../modules/rate-limit/rate-limiter.ts";

/** Unlocks per client address an hour, at the site gate and every investor portal together. */
const UNLOCKS_PER_ADDRESS = { max: 20, windowMs: 60 * 60_000 };

/**
 * Site password and invitation code attempts per client address, and the address's unlocks at
 * every gate, in Redis when configured (memory meanwhile), so every instance counts them together.
 */
export function createGateLimiters(config: AppConfig, shared: CounterStore | null): GateLimits {
  const prefix = `${config.publicWriteLimit.prefix}gate:`;
  return {
    sitePassword: createRateLimiter({ shared, rule: config.gateLimit, prefix: `${prefix}site:` }),
    invitation: createRateLimiter({ shared, rule: config.gateLimit, prefix: `${prefix}invite:` }),
    unlocks: createRateLimiter({ shared, rule: UNLOCKS_PER_ADDRESS, prefix: `${prefix}unlocks:` }),
  };
}
