import { fastifyCookie } from "@fastify/cookie";
import { tokensOf } from "../gates/cookie-tokens.ts";

/**
 * One cookie per business, so unlocking one portal says nothing about another. Over HTTPS the
 * name is `__Host-` prefixed (Secure, host-only, path /); on plain local HTTP it cannot be.
 * Path / because the portal page, its documents and the assistant's chat all need it.
 */
export function investorCookieNames(slug: string): { secure: string; plain: string } {
  return { secure: `__Host-investor_${slug}`, plain: `investor_${slug}` };
}

/** A request's cookie header, and whether it came over HTTPS (which name may be read). */
export interface RequestCookies {
  header: string | undefined | null;
  secure: boolean;
}

/**
 * The grant token a request carries for `slug`, or null. Over HTTPS only the `__Host-` cookie
 * counts: a plain one there was set by someone else (a sibling subdomain, a plain-HTTP answer),
 * and reading it would let them hand a visitor a grant of their choosing.
 */
export function investorTokenOf(cookies: RequestCookies, slug: string): string | null {
  const names = investorCookieNames(slug);
  return tokensOf(cookies.header, cookies.secure ? [names.secure] : [names.secure, names.plain])[0] ?? null;
}

export function investorCookieFor(slug: string, secure: boolean) {
  const names = investorCookieNames(slug);
  return {
    name: secure ? names.secure : names.plain,
    // Lax, not Strict: a document opened in a new tab or a link from an e-mail still carries it.
    options: { path: "/", httpOnly: true, sameSite: "lax" as const, secure },
  };
}

/** Set-Cookie values that remove both forms of a business's cookie (its grant is then gone). */
export function clearedInvestorCookies(slug: string, secure: boolean): string[] {
  const names = investorCookieNames(slug);
  const expired = { path: "/", httpOnly: true, sameSite: "lax" as const, maxAge: 0, expires: new Date(0) };
  const cleared = [fastifyCookie.serialize(names.plain, "", { ...expired, secure })];
  // Only a secure answer may set (or clear) a __Host- cookie; a plain-HTTP one would be refused.
  if (secure) cleared.push(fastifyCookie.serialize(names.secure, "", { ...expired, secure: true }));
  return cleared;
}

/** The cookies of a Fastify request (its protocol as TRUST_PROXY lets it be read). */
export function cookiesOf(req: { headers: { cookie?: string }; protocol: string }): RequestCookies {
  return { header: req.headers.cookie, secure: req.protocol === "https" };
}
