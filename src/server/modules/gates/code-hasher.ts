import { createHmac, randomBytes, randomInt } from "node:crypto";
import type { Db } from "../../db/create-db.ts";
import { sharedValue } from "./server-secrets.ts";

/** No 0/O or 1/I/L: codes are read aloud and typed from paper. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** Case, spaces and dashes do not matter when a code is typed. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]+/g, "").toUpperCase();
}

/** A new code: 12 characters of ALPHABET (about 59 bits) in three groups, XXXX-XXXX-XXXX. */
export function makeCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4, 8).join("")}-${chars.slice(8).join("")}`;
}

/**
 * Hashes typed codes for lookup: HMAC-SHA256 of the normalised code (case, spaces and dashes do
 * not matter) with a pepper made once per deployment and kept in the database under `pepperKey`.
 * Fast to look up by hash, useless to anyone holding the table without the pepper.
 */
export function createCodeHasher(db: Db, pepperKey: string, now: () => string): (code: string) => Promise<string> {
  let pepper: Promise<string> | null = null;
  const pepperValue = () => {
    pepper ??= sharedValue(db, pepperKey, () => randomBytes(32).toString("base64url"), now()).catch((err: unknown) => {
      pepper = null; // retried on the next call, never taken as "no pepper"
      throw err;
    });
    return pepper;
  };
  return async (code) =>
    createHmac("sha256", await pepperValue())
      .update(normaliseCode(code))
      .digest("hex");
}
