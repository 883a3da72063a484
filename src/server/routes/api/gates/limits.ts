import type { AppConfig } from "../../../config.ts";
import type { GateLimits } from "../../../modules/gates/create-gates.ts";
import type { CounterStore } from "../../../modules/rate-limit/counter-store.ts";
import { createLimiter } from "../../../plugins/rate-limit.ts";

/** Unlocks per client address an hour, at the site gate and every investor portal together. */
const UNLOCKS_PER_ADDRESS = { max: 20, windowMs: 60 * 60_000 };

/**
 * Site password and invitation code attempts per client address, and the address's unlocks at
 * every gate, in Redis when configured (memory meanwhile), so every instance counts them together.
 */
export function createGateLimiters(config: AppConfig, shared: CounterStore | null): GateLimits {
  const prefix = `${config.publicWriteLimit.prefix}gate:`;
  return {
    sitePassword: createLimiter(shared, config.gateLimit, `${prefix}site:`),
    invitation: createLimiter(shared, config.gateLimit, `${prefix}invite:`),
    unlocks: createLimiter(shared, UNLOCKS_PER_ADDRESS, `${prefix}unlocks:`),
  };
}
