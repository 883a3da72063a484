import { fastifyCookie } from "@fastify/cookie";

/** Over HTTPS the cookie is `__Host-` prefixed (Secure, host-only, path /); on plain local HTTP it cannot be. */
export const SECURE_COOKIE = "__Host-admin_session";
export const PLAIN_COOKIE = "admin_session";
export const SESSION_HEADER = "x-session-id";

/**
 * The session id a request carries: the spec's header for API clients, else the console's cookie.
 * Over HTTPS only the `__Host-` cookie counts: a plain-named one could have been planted by a
 * sibling subdomain or over HTTP (session fixation); the prefix guarantees the site set it.
 */
export function sessionIdOf(cookieHeader: string | undefined | null, header: unknown, secure = false): string | null {
  if (typeof header === "string" && header.length > 0) return header;
  if (!cookieHeader) return null;
  const cookies = fastifyCookie.parse(cookieHeader);
  return cookies[SECURE_COOKIE] ?? (secure ? null : (cookies[PLAIN_COOKIE] ?? null));
}

/** Whether the request carries a session cookie at all (what cross-site checks guard). */
export function hasSessionCookie(cookieHeader: string | undefined | null): boolean {
  if (!cookieHeader) return false;
  const cookies = fastifyCookie.parse(cookieHeader);
  return SECURE_COOKIE in cookies || PLAIN_COOKIE in cookies;
}

export function cookieFor(secure: boolean) {
  return {
    name: secure ? SECURE_COOKIE : PLAIN_COOKIE,
    options: { path: "/", httpOnly: true, sameSite: "strict" as const, secure },
  };
}
