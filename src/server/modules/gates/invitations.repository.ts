import { sql } from "kysely";
import type { Db } from "../../db/create-db.ts";
import type { InvitationCodesTable } from "../../db/schema.ts";

export type InvitationRecord = InvitationCodesTable;

export function createInvitationsRepository(db: Db) {
  return {
    list(): Promise<InvitationRecord[]> {
      return db.selectFrom("invitationCodes").selectAll().orderBy("createdAt", "desc").orderBy("id").execute();
    },
    findByHash(codeHash: string): Promise<InvitationRecord | undefined> {
      return db.selectFrom("invitationCodes").selectAll().where("codeHash", "=", codeHash).executeTakeFirst();
    },
    /** Inserts unless a code with that hash exists already; answers whether it was inserted. */
    async insert(row: InvitationRecord): Promise<boolean> {
      const r = await db
        .insertInto("invitationCodes")
        .values(row)
        .onConflict((oc) => oc.column("codeHash").doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async revoke(id: string, at: string): Promise<InvitationRecord | undefined> {
      await db
        .updateTable("invitationCodes")
        .set({ revokedAt: at })
        .where("id", "=", id)
        .where("revokedAt", "is", null)
        .execute();
      return db.selectFrom("invitationCodes").selectAll().where("id", "=", id).executeTakeFirst();
    },
    /** Env codes no longer in INVITE_CODES stop working. */
    async revokeEnvExcept(keep: string[], at: string): Promise<void> {
      let q = db
        .updateTable("invitationCodes")
        .set({ revokedAt: at })
        .where("source", "=", "env")
        .where("revokedAt", "is", null);
      if (keep.length > 0) q = q.where("codeHash", "not in", keep);
      await q.execute();
    },
    async recordUse(id: string, at: string): Promise<void> {
      await db
        .updateTable("invitationCodes")
        .set({ uses: sql<number>`uses + 1`, lastUsedAt: at })
        .where("id", "=", id)
        .execute();
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
