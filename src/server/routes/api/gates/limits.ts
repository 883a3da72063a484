import type { AppConfig } from "../../../config.ts";
import type { GateLimits } from "../../../modules/gates/create-gates.ts";
import type { LimiterBase } from "../../../plugins/rate-limit.ts";
import { createRateLimiter } from "../../../modules/rate-limit/rate-limiter.ts";

/** Unlocks per client address an hour, at the site gate and every investor portal together. */
const UNLOCKS_PER_ADDRESS = { max: 20, windowMs: 60 * 60_000 };

/**
 * Site password and invitation code attempts per client address, and the address's unlocks at
 * every gate, in Redis when configured (memory meanwhile), so every instance counts them together.
 */
export function createGateLimiters(config: AppConfig, base: LimiterBase): GateLimits {
  const prefix = `${config.publicWriteLimit.prefix}gate:`;
  return {
    sitePassword: createRateLimiter({ ...base, name: "gate:site", rule: config.gateLimit, prefix: `${prefix}site:` }),
    invitation: createRateLimiter({ ...base, name: "gate:invite", rule: config.gateLimit, prefix: `${prefix}invite:` }),
    unlocks: createRateLimiter({
      ...base,
      name: "gate:unlocks",
      rule: UNLOCKS_PER_ADDRESS,
      prefix: `${prefix}unlocks:`,
    }),
  };
}
