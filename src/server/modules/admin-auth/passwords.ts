import { hash, verify } from "@node-rs/argon2";

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, which this build cannot import). */
const ARGON2ID = 2;

/**
 * argon2id at OWASP's floor (19 MiB, two passes, one lane). Every stored secret (staff
 * passwords now, gate passwords later) is hashed with these; a hash carries its own parameters,
 * so raising them later only affects new hashes.
 */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2_OPTIONS);
}

/** False for a wrong secret and for a malformed hash alike: a bad row never lets anyone in. */
export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Spends the time of a real check when there is no account to check against, so a failed login
 * takes as long whether or not the username exists.
 */
export async function verifyAgainstNothing(secret: string): Promise<false> {
  dummy ??= hashSecret("no account has this password");
  await verifySecret(await dummy, secret);
  return false;
}
