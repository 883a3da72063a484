import { randomBytes } from "node:crypto";
import type { Db } from "../../db/create-db.ts";

/**
 * A value made once for the whole deployment and kept in the database, so every instance (and
 * every restart) agrees on it: the first writer wins, the others read what it wrote.
 */
export async function sharedValue(db: Db, key: string, make: () => string, now: string): Promise<string> {
  await db
    .insertInto("siteMeta")
    .values({ key, value: make(), updatedAt: now })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("siteMeta").select("value").where("key", "=", key).executeTakeFirstOrThrow();
  return row.value;
}

const SIGNING_KEY = "secret:cookie-signing-key";

/**
 * The keys that sign gate cookies, newest first: SESSION_SECRET (comma-separated to rotate: sign
 * with the first, accept any), or one generated into the database on first start.
 */
export async function signingKeys(db: Db, configured: string | undefined, now: string): Promise<string[]> {
  if (configured) {
    return configured
      .split(",")
      .map((k) => k.trim())
      .filter((k) => k.length > 0);
  }
  return [await sharedValue(db, SIGNING_KEY, () => randomBytes(32).toString("base64url"), now)];
}
