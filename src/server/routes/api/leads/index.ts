import type { FastifyPluginAsync } from "fastify";
import type { AppConfig } from "../../../config.ts";
import type { LeadsService } from "../../../modules/leads/leads.service.ts";
import { publicWriteLimit } from "../../../plugins/rate-limit.ts";

export const leadsRoutes: FastifyPluginAsync<{ service: LeadsService; config: AppConfig }> = async (
  app,
  { service, config },
) => {
  app.post("/", { config: publicWriteLimit(config) }, async (req, reply) => {
    const result = await service.capture(req.body);
    reply.header("cache-control", "no-store");
    if (result.kind === "discarded") return reply.status(202).send({ status: "received" });
    // 201 for a new lead; 200 when the same address already used this form (no duplicate row).
    return reply.status(result.kind === "created" ? 201 : 200).send(result.lead);
  });
};
