import { Secret, TOTP } from "otpauth";

const PERIOD_S = 30;

function totpFor(secret: string, label = "staff"): TOTP {
  return new TOTP({
    issuer: "Staff console",
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret (RFC 4226's recommendation) and the otpauth:// URI authenticator apps scan. */
export function newTotpSecret(issuer: string, username: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  const totp = new TOTP({ issuer, label: username, algorithm: "SHA1", digits: 6, period: PERIOD_S, secret });
  return { secret, uri: totp.toString() };
}

/**
 * The time step a code belongs to (one step of clock drift either way), or null when it is wrong
 * or was already used: a code is good once, so one seen over someone's shoulder is worthless.
 */
export function acceptTotp(secret: string, code: string, lastStep: number | null, nowMs: number): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(nowMs / 1000 / PERIOD_S) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}

/** The code an authenticator shows at `nowMs` (tests and the enrolment check). */
export function totpCode(secret: string, nowMs: number): string {
  return totpFor(secret).generate({ timestamp: nowMs });
}
