import type { Selectable } from "kysely";
import type { Db } from "../../db/create-db.ts";
import type { BusinessesTable, BusinessVideosTable } from "../../db/schema.ts";

export type BusinessRow = Selectable<BusinessesTable>;
export type BusinessVideoRow = Selectable<BusinessVideosTable>;

/** SQL for businesses, their aliases and videos. No rules here: see businesses.service.ts. */
export function createBusinessesRepository(db: Db) {
  return {
    listAll(): Promise<BusinessRow[]> {
      return db.selectFrom("businesses").selectAll().orderBy("sortOrder").orderBy("name").execute();
    },

    findById(id: string): Promise<BusinessRow | undefined> {
      return db.selectFrom("businesses").selectAll().where("id", "=", id).executeTakeFirst();
    },

    findBySlug(slug: string): Promise<BusinessRow | undefined> {
      return db.selectFrom("businesses").selectAll().where("slug", "=", slug).executeTakeFirst();
    },

    findByAlias(alias: string): Promise<BusinessRow | undefined> {
      return db
        .selectFrom("businessAliases")
        .innerJoin("businesses", "businesses.id", "businessAliases.businessId")
        .selectAll("businesses")
        .where("businessAliases.alias", "=", alias)
        .executeTakeFirst();
    },

    listVideos(businessId: string): Promise<BusinessVideoRow[]> {
      return db
        .selectFrom("businessVideos")
        .selectAll()
        .where("businessId", "=", businessId)
        .orderBy("sortOrder")
        .execute();
    },

    async listAliases(businessId: string): Promise<string[]> {
      const rows = await db
        .selectFrom("businessAliases")
        .select("alias")
        .where("businessId", "=", businessId)
        .orderBy("alias")
        .execute();
      return rows.map((r) => r.alias);
    },
  };
}

export type BusinessesRepository = ReturnType<typeof createBusinessesRepository>;
