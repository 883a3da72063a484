import type { FastifyPluginAsync } from "fastify";
import { BODY_LIMITS } from "../../../http-limits.ts";
import type { LeadsService } from "../../../modules/leads/leads.service.ts";

export const leadsRoutes: FastifyPluginAsync<{ service: LeadsService }> = async (app, { service }) => {
  app.post("/", { bodyLimit: BODY_LIMITS.form }, async (req, reply) => {
    const result = await service.capture(req.body);
    reply.header("cache-control", "no-store");
    // Only a receipt, whatever is stored: the e-mail may be someone else's. 202 for a filled
    // honeypot (nothing kept), in the same shape so a bot cannot tell.
    return reply.status(result.kind === "stored" ? 201 : 202).send(result.receipt);
  });
};
