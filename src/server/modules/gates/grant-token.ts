import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * What a passed gate grants, carried in an HttpOnly cookie: which gate (`site`, or an investor
 * portal), which grant row on the server, and until when. Signed with HMAC-SHA256, so the browser
 * can hold it but not forge or stretch it; the row decides whether it is still live (grants.ts).
 */
export interface Grant {
  gate: string;
  /** Epoch seconds. */
  expiresAt: number;
  /** The server-side grant it stands for; a token without one opens nothing. */
  id?: string;
}

const VERSION = "g1";

function mac(key: string, body: string): Buffer {
  return createHmac("sha256", key).update(`${VERSION}.${body}`).digest();
}

export function signGrant(grant: Grant, keys: readonly string[]): string {
  const body = Buffer.from(JSON.stringify({ g: grant.gate, e: grant.expiresAt, i: grant.id })).toString("base64url");
  return `${VERSION}.${body}.${mac(keys[0]!, body).toString("base64url")}`;
}

/** The grant a token proves, or null when it is malformed, forged, for another gate or expired. */
export function verifyGrant(
  token: string | undefined | null,
  gate: string,
  keys: readonly string[],
  nowMs: number,
): Grant | null {
  if (!token || token.length > 1024) return null;
  const [version, body, sig, extra] = token.split(".");
  if (version !== VERSION || !body || !sig || extra !== undefined) return null;
  const given = Buffer.from(sig, "base64url");
  const valid = keys.some((k) => {
    const expected = mac(k, body);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!valid) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const p = parsed as { g?: unknown; e?: unknown; i?: unknown };
  if (p.g !== gate || typeof p.e !== "number" || p.e * 1000 <= nowMs) return null;
  if (p.i !== undefined && typeof p.i !== "string") return null;
  return { gate, expiresAt: p.e, ...(typeof p.i === "string" ? { id: p.i } : {}) };
}
