import type { Db } from "../../db/create-db.ts";
import { hashSecret } from "../admin-auth/passwords.ts";

/**
 * A business's own investor password, kept only as its argon2id hash in site_meta (one row per
 * business, so every instance reads the same one). A business without a row uses INVESTOR_PASSWORD.
 */
export const investorPasswordKey = (slug: string) => `secret:investor-password:${slug}`;

export const MIN_INVESTOR_PASSWORD_LENGTH = 8;

export async function businessPasswordHash(db: Db, slug: string): Promise<string | null> {
  const row = await db
    .selectFrom("siteMeta")
    .select("value")
    .where("key", "=", investorPasswordKey(slug))
    .executeTakeFirst();
  return row?.value ?? null;
}

export async function setBusinessPassword(db: Db, slug: string, password: string, now: Date): Promise<void> {
  const value = await hashSecret(password);
  const updatedAt = now.toISOString();
  await db
    .insertInto("siteMeta")
    .values({ key: investorPasswordKey(slug), value, updatedAt })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updatedAt }))
    .execute();
}

/** Back to the shared INVESTOR_PASSWORD; answers whether the business had its own. */
export async function clearBusinessPassword(db: Db, slug: string): Promise<boolean> {
  const r = await db.deleteFrom("siteMeta").where("key", "=", investorPasswordKey(slug)).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Every business whose investor portal is enabled, and whether it has its own password. */
export async function listPortalPasswords(db: Db): Promise<{ slug: string; name: string; own: boolean }[]> {
  const [portals, own] = await Promise.all([
    db.selectFrom("businesses").select(["slug", "name"]).where("investorEnabled", "=", 1).orderBy("slug").execute(),
    db.selectFrom("siteMeta").select("key").where("key", "like", "secret:investor-password:%").execute(),
  ]);
  const withOwn = new Set(own.map((r) => r.key));
  return portals.map((p) => ({ slug: p.slug, name: p.name, own: withOwn.has(investorPasswordKey(p.slug)) }));
}
