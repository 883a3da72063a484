import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  INVESTOR_PORTAL_NOT_FOUND,
  INVESTOR_WRONG_PASSWORD,
  investorAccessBodySchema,
} from "../../../../shared/investor-access.ts";
import { notFound } from "../../../http-errors.ts";
import type { InvestorAccess } from "../../../modules/investor-access/investor-access.service.ts";
import { cookiesOf, investorCookieNames, investorCookieFor } from "../../../modules/investor-access/investor-cookie.ts";
import { parseInput } from "../../../modules/validation.ts";
import { tooManyRequests } from "../../../plugins/rate-limit.ts";

const ACCESS_BODY_LIMIT = 1024;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const secureRequest = (req: FastifyRequest) => req.protocol === "https";

function requirePortalSlug(raw: string): string {
  // A malformed slug names no portal: the same answer as an unknown one.
  if (raw.length > 80 || !SLUG.test(raw)) throw notFound(INVESTOR_PORTAL_NOT_FOUND);
  return raw;
}

/** /api/investor-access/{slug}: POST unlocks one business's portal, DELETE locks it again. */
export const investorAccessRoutes: FastifyPluginAsync<{ access: InvestorAccess }> = async (app, { access }) => {
  app.post<{ Params: { slug: string } }>("/:slug", { bodyLimit: ACCESS_BODY_LIMIT }, async (req, reply) => {
    const slug = requirePortalSlug(req.params.slug);
    const { password } = parseInput(investorAccessBodySchema, req.body);
    const outcome = await access.unlock(slug, password, { ip: req.ip });
    switch (outcome.kind) {
      case "unknown":
        throw notFound(INVESTOR_PORTAL_NOT_FOUND);
      case "limited":
        throw tooManyRequests(reply, outcome.retryAfterMs);
      case "invalid":
        return reply.code(401).send({ error: INVESTOR_WRONG_PASSWORD });
    }
    const cookie = investorCookieFor(outcome.portal.slug, secureRequest(req));
    reply.setCookie(cookie.name, outcome.token, { ...cookie.options, maxAge: outcome.maxAgeS });
    return reply.code(204).send();
  });

  app.delete<{ Params: { slug: string } }>("/:slug", { bodyLimit: ACCESS_BODY_LIMIT }, async (req, reply) => {
    const portal = await access.portal(requirePortalSlug(req.params.slug));
    if (!portal) throw notFound(INVESTOR_PORTAL_NOT_FOUND);
    // Ended on the server too: a copy of the cookie kept elsewhere stops working as well.
    await access.lock(cookiesOf(req), portal.slug);
    const names = investorCookieNames(portal.slug);
    reply.clearCookie(names.secure, { path: "/", secure: true, httpOnly: true, sameSite: "lax" });
    reply.clearCookie(names.plain, { path: "/", httpOnly: true, sameSite: "lax" });
    return reply.code(204).send();
  });
};
