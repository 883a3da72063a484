import type { AppConfig } from "../../../config.ts";
import type { GateLimits } from "../../../modules/gates/create-gates.ts";
import type { CounterStore } from "../../../modules/rate-limit/counter-store.ts";
import { createLimiter } from "../../../plugins/rate-limit.ts";

/** Site password and invitation code attempts per client address, in Redis when configured (memory meanwhile). */
export function createGateLimiters(config: AppConfig, shared: CounterStore | null): GateLimits {
  const prefix = `${config.publicWriteLimit.prefix}gate:`;
  return {
    sitePassword: createLimiter(shared, config.gateLimit, `${prefix}site:`),
    invitation: createLimiter(shared, config.gateLimit, `${prefix}invite:`),
  };
}
