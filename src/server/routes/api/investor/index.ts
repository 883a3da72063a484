import fastifyCookie from "@fastify/cookie";
import type { FastifyPluginAsync } from "fastify";
import type { InvestorAccess } from "../../../modules/investor-access/investor-access.service.ts";
import type { PortalVisits } from "../../../modules/investor-portal/portal-visits.ts";
import { investorAccessRoutes } from "./access.ts";
import { investorDocumentRoutes } from "./documents.ts";

const CROSS_SITE = "This request came from another site and was refused.";

/**
 * The investor portals' API. Every answer depends on the visitor's cookie, so none may be kept by
 * a browser's shared cache or a proxy; nothing here is indexed.
 */
export const investorRoutes: FastifyPluginAsync<{ access: InvestorAccess; visits: PortalVisits }> = async (
  app,
  opts,
) => {
  await app.register(fastifyCookie);
  app.addHook("onRequest", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
    // Another site must not unlock or lock a portal in the visitor's browser.
    if (req.method === "GET" || req.method === "HEAD") return;
    const site = req.headers["sec-fetch-site"];
    const origin = req.headers.origin;
    if (
      (site !== undefined && site !== "same-origin" && site !== "none") ||
      (origin !== undefined && origin !== `${req.protocol}://${req.host}`)
    ) {
      return reply.code(403).send({ error: CROSS_SITE });
    }
  });
  await app.register(investorAccessRoutes, { prefix: "/investor-access", access: opts.access });
  await app.register(investorDocumentRoutes, { visits: opts.visits });
};
