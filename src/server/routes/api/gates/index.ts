import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { GATE_TEXTS } from "../../../../shared/gates.ts";
import type { GateOutcome, Gates } from "../../../modules/gates/create-gates.ts";
import { PLAIN_SITE_COOKIE, SECURE_SITE_COOKIE, siteCookieFor } from "../../../modules/gates/site-cookie.ts";
import { HttpError } from "../../../http-errors.ts";
import { tooManyRequests } from "../../../plugins/rate-limit.ts";

const BODY_LIMIT = 2 * 1024;
const EMPTY_BODY_LIMIT = 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A gate's secret typed on another site must not open this one in the visitor's browser. */
function refuseCrossSite(scope: FastifyInstance): void {
  scope.addHook("onRequest", async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    const site = req.headers["sec-fetch-site"];
    const origin = req.headers.origin;
    if (
      (site !== undefined && site !== "same-origin" && site !== "none") ||
      (origin !== undefined && origin !== `${req.protocol}://${req.host}`)
    ) {
      throw new HttpError(403, "This request came from another site and was refused.");
    }
  });
}

const secureRequest = (req: FastifyRequest) => req.protocol === "https";

function answer(req: FastifyRequest, reply: FastifyReply, outcome: GateOutcome, wrong: string) {
  if (outcome.kind === "limited") throw tooManyRequests(reply, outcome.retryAfterMs);
  if (outcome.kind === "invalid") return reply.code(401).send({ error: wrong });
  const cookie = siteCookieFor(secureRequest(req));
  reply.setCookie(cookie.name, outcome.token, { ...cookie.options, maxAge: outcome.maxAgeSeconds });
  return reply.code(204).send();
}

/**
 * The site gate (`/api/site-access`) and invitation codes (`/api/invitations/redeem`): each
 * passed with its secret gives the same signed, expiring, HttpOnly cookie that opens /businesses.
 */
export const gateRoutes: FastifyPluginAsync<{ gates: Gates }> = async (app, { gates }) => {
  await app.register(fastifyCookie);
  app.addHook("onRequest", async (_req, reply) => {
    reply.header("cache-control", "no-store");
  });
  refuseCrossSite(app);

  app.post("/site-access", { bodyLimit: BODY_LIMIT }, async (req, reply) =>
    answer(req, reply, await gates.checkSitePassword(req.body, { ip: req.ip }), GATE_TEXTS.wrongPassword),
  );

  app.delete("/site-access", { bodyLimit: EMPTY_BODY_LIMIT }, async (req, reply) => {
    // Ended on the server too: a copy of the cookie kept elsewhere stops working as well.
    await gates.endSiteGrant(req.headers.cookie);
    reply.clearCookie(SECURE_SITE_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "lax" });
    reply.clearCookie(PLAIN_SITE_COOKIE, { path: "/", httpOnly: true, sameSite: "lax" });
    return reply.code(204).send();
  });

  app.post("/invitations/redeem", { bodyLimit: BODY_LIMIT }, async (req, reply) =>
    answer(req, reply, await gates.redeemInvitation(req.body, { ip: req.ip }), GATE_TEXTS.invalidCode),
  );
};
