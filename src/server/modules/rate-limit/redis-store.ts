import type { Redis } from "ioredis";
import type { CounterStore, WindowCount } from "./counter-store.ts";

// One round trip, atomic: count, and start the window's expiry with its first request (or
// repair a key that lost its expiry), then say how long the window still runs.
const HIT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

const REFUND = `
if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

/** Fixed-window counters in Redis, shared by every instance using the same key prefix. */
export function createRedisStore(redis: Redis): CounterStore {
  return {
    name: "redis",
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const [count, ttl] = (await redis.eval(HIT, 1, key, String(windowMs))) as [number, number];
      return { count: Number(count), resetInMs: Number(ttl) };
    },
    async refund(key: string): Promise<void> {
      await redis.eval(REFUND, 1, key);
    },
  };
}
