import type { FastifyPluginAsync } from "fastify";
import type { AppConfig } from "../../../config.ts";
import type { ContactRequestsService } from "../../../modules/contact-requests/contact-requests.service.ts";
import { publicWriteLimit } from "../../../plugins/rate-limit.ts";

export const contactRequestsRoutes: FastifyPluginAsync<{ service: ContactRequestsService; config: AppConfig }> = async (
  app,
  { service, config },
) => {
  app.post("/", { config: publicWriteLimit(config) }, async (req, reply) => {
    const result = await service.submit(req.body);
    reply.header("cache-control", "no-store");
    // A bot that filled the honeypot is told nothing useful; nothing was stored.
    if (result.kind === "discarded") return reply.status(202).send({ status: "received" });
    return reply.status(201).send(result.request);
  });
};
