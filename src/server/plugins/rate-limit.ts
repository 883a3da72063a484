import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import type { AppConfig } from "../config.ts";
import { HttpError } from "../http-errors.ts";
import type { CounterStore } from "../modules/rate-limit/counter-store.ts";
import { createBreakerLog } from "../modules/rate-limit/breaker-log.ts";
import { behindBreaker, createCircuitBreaker } from "../modules/rate-limit/circuit-breaker.ts";
import {
  createRateLimiter,
  takeEach,
  type RateLimiter,
  type RateLimitMetrics,
  type RateLimitObserver,
  type Ticket,
} from "../modules/rate-limit/rate-limiter.ts";
import { createRedisStore } from "../modules/rate-limit/redis-store.ts";

/**
 * Longest a limited request waits for Redis. A loopback or LAN Redis answers in about a
 * millisecond; one that hangs (stopped, not closed) must cost a request well under 50 ms.
 */
const REDIS_DEADLINE_MS = 30;
/** Missed deadlines (or errors) in a row after which every limiter counts in memory at once. */
const REDIS_FAILURES_TO_OPEN = 3;
/** How often Redis is asked whether it counts again, while the limiters count in memory. */
const REDIS_PROBE_EVERY_MS = 1_000;
/** The probe's own key (after RATE_LIMIT_PREFIX) and its window: no address is counted, and it expires. */
const PROBE_KEY = "breaker-probe";
const PROBE_WINDOW_MS = 60_000;
/** When ioredis itself gives up on a command the breaker stopped waiting for. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long the readiness probe waits for a connection under way. */
const REDIS_READY_WAIT_MS = 1_500;

declare module "fastify" {
  interface FastifyRequest {
    rateLimitTicket?: Ticket;
  }
}

/** What every limiter of the app is made with: the store they share, and who hears of refusals. */
export interface LimiterBase {
  /** Redis behind its breaker (createSharedCounterStore), or null without REDIS_URL. */
  shared: CounterStore | null;
  observer?: RateLimitObserver;
}

/**
 * The Redis counter store every limiter shares when REDIS_URL is set (null without it), behind
 * one circuit breaker: a call waits at most REDIS_DEADLINE_MS, and after a few failures every
 * limiter counts in memory without asking Redis until a background count on the probe's own key
 * is answered in time (a PING would pass on a Redis that refuses writes: a read-only replica, or
 * one out of memory). Fails fast instead of queueing or retrying.
 */
export function createSharedCounterStore(
  app: FastifyInstance,
  config: AppConfig,
  metrics?: Pick<RateLimitMetrics, "watchRedis">,
): { store: CounterStore; ping: () => Promise<unknown> } | null {
  if (!config.redisUrl) return null;
  const redis = new Redis(config.redisUrl, {
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 1_000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  // ioredis reports every failed reconnect; the breaker says once when Redis fails and once
  // when it is back.
  redis.on("error", () => {});
  const store = createRedisStore(redis);
  const probeKey = `${config.publicWriteLimit.prefix}${PROBE_KEY}`;
  const breaker = createCircuitBreaker({
    deadlineMs: REDIS_DEADLINE_MS,
    failuresToOpen: REDIS_FAILURES_TO_OPEN,
    probeEveryMs: REDIS_PROBE_EVERY_MS,
    probe: () => store.hit(probeKey, PROBE_WINDOW_MS),
    ...createBreakerLog({ log: { warn: (o, m) => app.log.warn(o, m), info: (m) => app.log.info(m) } }),
  });
  // Not connected (refused, reconnecting) fails every call at once, as an open breaker does.
  metrics?.watchRedis(() => breaker.state === "closed" && redis.status === "ready");
  app.addHook("onClose", async () => {
    breaker.stop();
    redis.disconnect();
  });
  // The readiness probe asks Redis itself, whatever the breaker decided.
  return { store: behindBreaker(store, breaker), ping: () => pingWhenConnected(redis) };
}

/**
 * PING, once the client is connected: just after start, or while it reconnects, a command is
 * refused at once (no offline queue), which would call a Redis that is there unreachable. The
 * caller bounds the wait.
 */
async function pingWhenConnected(redis: Redis): Promise<unknown> {
  if (redis.status !== "ready") {
    await new Promise<void>((resolve, reject) => {
      const done = (err?: Error) => {
        clearTimeout(timer);
        redis.off("ready", onReady);
        if (err) reject(err);
        else resolve();
      };
      const onReady = () => done();
      const timer = setTimeout(() => done(new Error("Redis is not connected")), REDIS_READY_WAIT_MS);
      redis.on("ready", onReady);
    });
  }
  return redis.ping();
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A budget per address in two windows at once: so many a minute and so many a day. */
export interface MinuteAndDayLimiter {
  minute: RateLimiter;
  day: RateLimiter;
}

/**
 * `limits.perMinute` a minute and `limits.perDay` a day per address; keys start with `prefix`,
 * and the observer hears of refusals as `<name>:minute` and `<name>:day`.
 */
export function createMinuteAndDayLimiter(
  base: LimiterBase,
  limits: { perMinute: number; perDay: number },
  prefix: string,
  name: string,
): MinuteAndDayLimiter {
  return {
    minute: createRateLimiter({
      ...base,
      name: `${name}:minute`,
      rule: { max: limits.perMinute, windowMs: MINUTE_MS },
      prefix: `${prefix}m:`,
    }),
    day: createRateLimiter({
      ...base,
      name: `${name}:day`,
      rule: { max: limits.perDay, windowMs: DAY_MS },
      prefix: `${prefix}d:`,
    }),
  };
}

/**
 * Counts one request of `req`'s address against both windows at once, or throws the 429 with
 * the longer wait of the windows that refused; a refusal by one gives the other's count back.
 */
export async function takeMinuteAndDay(
  { minute, day }: MinuteAndDayLimiter,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const verdict = await takeEach([
    { limiter: minute, key: req.ip },
    { limiter: day, key: req.ip },
  ]);
  if (!verdict.allowed) {
    throw tooManyRequests(reply, Math.max(...verdict.refusals.map((r) => r?.retryAfterMs ?? 0)));
  }
}

/**
 * The budget of the public forms: one per client address across all of them. Counts live in
 * Redis when REDIS_URL is set, so every instance shares them; whenever Redis is down or slow
 * they are kept in this process's memory instead, so limits never switch off.
 */
export function createPublicWriteLimiter(config: AppConfig, base: LimiterBase): RateLimiter {
  const { max, windowMs, prefix } = config.publicWriteLimit;
  return createRateLimiter({ ...base, name: "forms", rule: { max, windowMs }, prefix: `${prefix}forms:` });
}

/** 429 with Retry-After and a sentence saying when to try again. */
export function tooManyRequests(reply: FastifyReply, retryAfterMs: number): HttpError {
  const seconds = Math.ceil(retryAfterMs / 1000);
  reply.header("retry-after", String(seconds));
  const when =
    seconds < 90
      ? `${Math.max(1, seconds)} second${seconds > 1 ? "s" : ""}`
      : seconds < 90 * 60
        ? `${Math.ceil(seconds / 60)} minutes`
        : `${Math.ceil(seconds / 3600)} hours`;
  return new HttpError(429, `Too many requests from your address. Please try again in ${when}.`);
}

/**
 * Puts every route of `scope` under the limiter. Counted before the handler runs; a request
 * refused afterwards (invalid input, or our own failure) is given back, so only accepted
 * submissions use up a visitor's budget. Bodies the parser rejects never reach the count.
 */
export function limitPublicWrites(scope: FastifyInstance, limiter: RateLimiter): void {
  scope.addHook("preHandler", async (req: FastifyRequest, reply) => {
    const verdict = await limiter.take(req.ip);
    if (!verdict.allowed) {
      const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000));
      reply.header("retry-after", String(Math.ceil(verdict.retryAfterMs / 1000)));
      throw new HttpError(
        429,
        `Too many requests from your address. Please try again in ${minutes} minute${minutes > 1 ? "s" : ""}.`,
      );
    }
    req.rateLimitTicket = verdict.ticket;
  });
  scope.addHook("onSend", async (req, reply) => {
    const ticket = req.rateLimitTicket;
    if (ticket && reply.statusCode >= 400) {
      req.rateLimitTicket = undefined;
      await limiter.refund(ticket);
    }
  });
}
