import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { AppConfig } from "../config.ts";
import { HttpError } from "../http-errors.ts";

/**
 * Per-client-address limits for the routes that opt in (`config.rateLimit`). Counts live in
 * Redis when REDIS_URL is set, so every instance behind a load balancer shares them; otherwise
 * in this process's memory. A Redis outage lets requests through rather than blocking forms.
 */
export async function registerRateLimits(app: FastifyInstance, config: AppConfig): Promise<void> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  if (redis) {
    redis.on("error", (err) => app.log.warn({ err: err.message }, "rate-limit store unavailable"));
    app.addHook("onClose", async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
    nameSpace: config.publicWriteLimit.namespace,
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(
        429,
        `Too many requests from your address. Please try again in ${Math.max(1, Math.ceil(ctx.ttl / 60_000))} minute${ctx.ttl > 60_000 ? "s" : ""}.`,
      ),
  });
}

/** Route option for public write endpoints (forms). */
export function publicWriteLimit(config: AppConfig) {
  return { rateLimit: { max: config.publicWriteLimit.max, timeWindow: config.publicWriteLimit.windowMs } };
}
