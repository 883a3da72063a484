import type { FastifyPluginAsync } from "fastify";
import { BODY_LIMITS } from "../../../http-limits.ts";
import type { ContactRequestsService } from "../../../modules/contact-requests/contact-requests.service.ts";

export const contactRequestsRoutes: FastifyPluginAsync<{ service: ContactRequestsService }> = async (
  app,
  { service },
) => {
  app.post("/", { bodyLimit: BODY_LIMITS.form }, async (req, reply) => {
    const result = await service.submit(req.body);
    reply.header("cache-control", "no-store");
    // Only a receipt; 202 for a filled honeypot (nothing kept), in the same shape.
    return reply.status(result.kind === "stored" ? 201 : 202).send(result.receipt);
  });
};
