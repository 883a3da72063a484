import type { Db } from "../../db/create-db.ts";

/** Small key/value facts about the database itself (content hash, content version). */
export function createSiteMetaRepository(db: Db) {
  return {
    async get(key: string): Promise<string | null> {
      const row = await db.selectFrom("siteMeta").select("value").where("key", "=", key).executeTakeFirst();
      return row?.value ?? null;
    },
  };
}

export async function setMeta(db: Db, key: string, value: string, now: string): Promise<void> {
  await db
    .insertInto("siteMeta")
    .values({ key, value, updatedAt: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updatedAt: now }))
    .execute();
}
