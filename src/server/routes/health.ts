import type { FastifyInstance } from "fastify";
import type { Readiness } from "../modules/health/readiness.ts";

const NOT_READY = {
  draining: "This instance is shutting down.",
  database: "This instance cannot reach its database.",
  redis: "This instance cannot reach Redis.",
} as const;

/** `/healthz` (liveness: the process answers) and `/readyz` (readiness: send it traffic). */
export async function healthRoutes(app: FastifyInstance, opts: { readiness: Readiness }): Promise<void> {
  app.get("/healthz", async (_req, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));

  app.get("/readyz", async (_req, reply) => {
    const report = await opts.readiness.check();
    reply.header("cache-control", "no-store");
    if (report.ready) return reply.send({ status: "ready", database: report.database, redis: report.redis });
    const reason = report.draining ? "draining" : report.database !== "up" ? "database" : "redis";
    return reply.status(503).send({
      error: NOT_READY[reason],
      status: "not ready",
      draining: report.draining,
      database: report.database,
      redis: report.redis,
    });
  });
}
