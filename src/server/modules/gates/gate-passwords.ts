import { randomBytes } from "node:crypto";
import type { Db } from "../../db/create-db.ts";
import { hashSecret, verifySecret } from "../admin-auth/passwords.ts";

/**
 * A shared gate password (the site gate's SITE_PASSWORD, the investor portals' INVESTOR_PASSWORD).
 * Configured: only its argon2id hash is kept, made on first use. Not configured: a random one is
 * made once for the whole deployment, its hash stored in the database (so every instance and
 * restart agrees) and the password itself printed once by whoever made it.
 */
export interface GatePassword {
  /** Whether `candidate` is the password (argon2id verification: deliberately slow). */
  check(candidate: string): Promise<boolean>;
  /**
   * Makes the random password now if there is none yet (at start, so the operator sees it);
   * answers it when this call made it, else null.
   */
  ensure(): Promise<string | null>;
}

export function createGatePassword(opts: {
  db: Db;
  /** site_meta key of the stored hash, e.g. `secret:site-password`. */
  key: string;
  configured: string | undefined;
  now: () => number;
}): GatePassword {
  let hash: Promise<string> | null = null;
  let made: string | null = null;

  async function stored(): Promise<string> {
    const row = await opts.db.selectFrom("siteMeta").select("value").where("key", "=", opts.key).executeTakeFirst();
    if (row) return row.value;
    const password = randomBytes(12).toString("base64url");
    const value = await hashSecret(password);
    const r = await opts.db
      .insertInto("siteMeta")
      .values({ key: opts.key, value, updatedAt: new Date(opts.now()).toISOString() })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0) === 1) {
      made = password;
      return value;
    }
    // Another instance made it first: use theirs.
    return (await opts.db.selectFrom("siteMeta").select("value").where("key", "=", opts.key).executeTakeFirstOrThrow())
      .value;
  }

  function current(): Promise<string> {
    hash ??= (opts.configured ? hashSecret(opts.configured) : stored()).catch((err: unknown) => {
      hash = null; // a failed read is retried on the next attempt, never taken as "no password"
      throw err;
    });
    return hash;
  }

  return {
    async check(candidate) {
      if (candidate.length === 0 || candidate.length > 1024) return false;
      return verifySecret(await current(), candidate);
    },
    async ensure() {
      if (opts.configured) return null;
      await current();
      const password = made;
      made = null;
      return password;
    },
  };
}
