import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { TOTP_REQUIRED_FIELD, type AdminLoginAnswer } from "../../../../shared/admin.ts";
import { ABSOLUTE_TIMEOUT_MS } from "../../../modules/admin-auth/admin-auth.service.ts";
import {
  cookieFor,
  PLAIN_COOKIE,
  SECURE_COOKIE,
  sessionIdOf,
  SESSION_HEADER,
} from "../../../modules/admin-auth/session-cookie.ts";
import type { AdminServices } from "../../../modules/admin/create-admin-services.ts";
import { HttpError } from "../../../http-errors.ts";
import { tooManyRequests } from "../../../plugins/rate-limit.ts";
import { adminOf, requireAdmin } from "./guard.ts";

const LOGIN_BODY_LIMIT = 4 * 1024;
const EMPTY_BODY_LIMIT = 1024;

function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SECURE_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "strict" });
  reply.clearCookie(PLAIN_COOKIE, { path: "/", httpOnly: true, sameSite: "strict" });
}

const secureRequest = (req: FastifyRequest) => req.protocol === "https";

export const authRoutes: FastifyPluginAsync<{ admin: AdminServices }> = async (app, { admin }) => {
  app.post("/login", { bodyLimit: LOGIN_BODY_LIMIT }, async (req, reply) => {
    const outcome = await admin.auth.login(req.body, { ip: req.ip });
    switch (outcome.kind) {
      case "limited": {
        const refusal = tooManyRequests(reply, outcome.retryAfterMs);
        if (outcome.scope === "address") throw refusal;
        throw new HttpError(429, refusal.message.replace("from your address", "for this account"));
      }
      case "invalid":
        return reply.code(401).send({ error: "Invalid credentials" });
      case "totp-required":
        return reply
          .code(401)
          .send({ error: "Enter the 6-digit code from your authenticator app.", [TOTP_REQUIRED_FIELD]: true });
      case "totp-invalid":
        return reply
          .code(401)
          .send({ error: "That authenticator code is not valid. Please try again.", [TOTP_REQUIRED_FIELD]: true });
    }
    // A session the browser held before is ended: each login gets a fresh id (no fixation).
    const previous = await admin.auth.current(
      sessionIdOf(req.headers.cookie, req.headers[SESSION_HEADER], secureRequest(req)),
    );
    if (previous) await admin.auth.logout(previous, { ip: req.ip });
    const cookie = cookieFor(secureRequest(req));
    reply.setCookie(cookie.name, outcome.sessionId, { ...cookie.options, maxAge: ABSOLUTE_TIMEOUT_MS / 1000 });
    const answer: AdminLoginAnswer = { ...outcome.info, sessionId: outcome.sessionId };
    return answer;
  });

  await app.register(async (guarded) => {
    requireAdmin(guarded, admin);

    guarded.get("/session", async (req) => adminOf(req).info);

    guarded.post("/logout", { bodyLimit: EMPTY_BODY_LIMIT }, async (req, reply) => {
      await admin.auth.logout(adminOf(req), { ip: req.ip });
      clearSessionCookies(reply);
      return { ok: true };
    });
  });
};
