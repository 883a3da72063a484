import { sql } from "kysely";
import type { Db } from "../../db/create-db.ts";
import type { InvestorCodesTable } from "../../db/schema.ts";

export type InvestorCodeRecord = InvestorCodesTable;

export function createInvestorCodesRepository(db: Db) {
  return {
    listByBusiness(businessId: string): Promise<InvestorCodeRecord[]> {
      return db
        .selectFrom("investorCodes")
        .selectAll()
        .where("businessId", "=", businessId)
        .orderBy("createdAt", "desc")
        .orderBy("id")
        .execute();
    },

    findById(id: string): Promise<InvestorCodeRecord | undefined> {
      return db.selectFrom("investorCodes").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** The code with this hash for this business, if it is neither revoked nor expired at `at`. */
    findUsable(businessId: string, codeHash: string, at: string): Promise<InvestorCodeRecord | undefined> {
      return db
        .selectFrom("investorCodes")
        .selectAll()
        .where("codeHash", "=", codeHash)
        .where("businessId", "=", businessId)
        .where("revokedAt", "is", null)
        .where("expiresAt", ">", at)
        .executeTakeFirst();
    },

    /** Inserts unless a code with that hash exists already; answers whether it was inserted. */
    async insert(row: InvestorCodeRecord): Promise<boolean> {
      const r = await db
        .insertInto("investorCodes")
        .values(row)
        .onConflict((oc) => oc.column("codeHash").doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Revokes once (a second revoke keeps the first time) and answers the row, or undefined. */
    async revoke(id: string, at: string): Promise<InvestorCodeRecord | undefined> {
      await db
        .updateTable("investorCodes")
        .set({ revokedAt: at })
        .where("id", "=", id)
        .where("revokedAt", "is", null)
        .execute();
      return db.selectFrom("investorCodes").selectAll().where("id", "=", id).executeTakeFirst();
    },

    async recordUse(id: string, at: string): Promise<void> {
      await db
        .updateTable("investorCodes")
        .set({ uses: sql<number>`uses + 1`, lastUsedAt: at })
        .where("id", "=", id)
        .execute();
    },
  };
}

export type InvestorCodesRepository = ReturnType<typeof createInvestorCodesRepository>;
