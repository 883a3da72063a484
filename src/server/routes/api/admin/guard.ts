import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CurrentAdmin } from "../../../modules/admin-auth/admin-auth.service.ts";
import { hasSessionCookie, sessionIdOf, SESSION_HEADER } from "../../../modules/admin-auth/session-cookie.ts";
import type { AdminServices } from "../../../modules/admin/create-admin-services.ts";
import { HttpError } from "../../../http-errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff member (set by the admin guard on every route behind it). */
    admin?: CurrentAdmin;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The signed-in admin of a guarded route (the guard has run, so there is one). */
export function adminOf(req: FastifyRequest): CurrentAdmin {
  if (!req.admin) throw new HttpError(401, "Please log in to continue.");
  return req.admin;
}

/**
 * Refuses a state-changing request that a browser says came from another site. Only a request
 * carrying the session cookie (which browsers attach on their own) or a login can be forged that
 * way; an API client sending `x-session-id` proves itself with the header.
 */
export function refuseCrossSite(scope: FastifyInstance, loginPath: string): void {
  scope.addHook("onRequest", async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    const isLogin = req.routeOptions.url === loginPath;
    if (!isLogin && !hasSessionCookie(req.headers.cookie)) return;
    const site = req.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin" && site !== "none") {
      throw new HttpError(403, "This request came from another site and was refused.");
    }
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `${req.protocol}://${req.host}`) {
      throw new HttpError(403, "This request came from another site and was refused.");
    }
  });
}

/** Every route of `scope` answers 401 without a valid session; with one, `req.admin` is set. */
export function requireAdmin(scope: FastifyInstance, admin: AdminServices): void {
  scope.addHook("onRequest", async (req) => {
    const secure = req.protocol === "https";
    const current = await admin.auth.current(sessionIdOf(req.headers.cookie, req.headers[SESSION_HEADER], secure));
    if (!current) throw new HttpError(401, "Please log in to continue.");
    req.admin = current;
  });
}
