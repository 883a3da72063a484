import { tokensOf } from "./cookie-tokens.ts";

/** Over HTTPS the cookie is `__Host-` prefixed (Secure, host-only, path /); on plain local HTTP it cannot be. */
export const SECURE_SITE_COOKIE = "__Host-site_access";
export const PLAIN_SITE_COOKIE = "site_access";

/** How long passing the site gate lasts (in the signed token and the cookie's Max-Age). */
export const SITE_GRANT_SECONDS = 7 * 24 * 60 * 60;

/** Both names of the site cookie, the one read first first. */
export const SITE_COOKIES = [SECURE_SITE_COOKIE, PLAIN_SITE_COOKIE] as const;

/** The site-gate token a request carries, if any. */
export function siteTokenOf(cookieHeader: string | undefined | null): string | null {
  return tokensOf(cookieHeader, SITE_COOKIES)[0] ?? null;
}

/** Lax, not Strict: a link from another site (an e-mail) into /businesses still carries it. */
export function siteCookieFor(secure: boolean) {
  return {
    name: secure ? SECURE_SITE_COOKIE : PLAIN_SITE_COOKIE,
    options: { path: "/", httpOnly: true, sameSite: "lax" as const, secure },
  };
}
