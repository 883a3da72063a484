import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "../../db/create-db.ts";
import { normaliseCode } from "./invitations.service.ts";
import { sharedValue } from "./server-secrets.ts";

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
