import type { Db } from "../../db/create-db.ts";
import type { GrantsTable } from "../../db/schema.ts";

/** A grant that opens its gate right now, with the investor of the personal code that made it. */
export interface LiveGrantRow {
  id: string;
  invitationCodeId: string | null;
  investorCodeId: string | null;
  investorName: string | null;
  investorEmail: string | null;
}

export function createGrantsRepository(db: Db) {
  return {
    async insert(row: GrantsTable): Promise<void> {
      await db.insertInto("grants").values(row).execute();
    },

    /**
     * The one read behind every gated request: the grant by primary key, for this gate, neither
     * ended nor expired at `at`, and, when a code made it, that code neither revoked nor expired
     * (an erased code's row is gone, and so is the grant's match).
     */
    findLive(id: string, gate: string, at: string): Promise<LiveGrantRow | undefined> {
      return db
        .selectFrom("grants as g")
        .leftJoin("investorCodes as ic", "ic.id", "g.investorCodeId")
        .leftJoin("invitationCodes as inv", "inv.id", "g.invitationCodeId")
        .select([
          "g.id",
          "g.invitationCodeId",
          "g.investorCodeId",
          "ic.investorName as investorName",
          "ic.investorEmail as investorEmail",
        ])
        .where("g.id", "=", id)
        .where("g.gate", "=", gate)
        .where("g.endedAt", "is", null)
        .where("g.expiresAt", ">", at)
        .where((eb) =>
          eb.or([
            eb("g.investorCodeId", "is", null),
            eb.and([eb("ic.id", "is not", null), eb("ic.revokedAt", "is", null), eb("ic.expiresAt", ">", at)]),
          ]),
        )
        .where((eb) =>
          eb.or([
            eb("g.invitationCodeId", "is", null),
            eb.and([eb("inv.id", "is not", null), eb("inv.revokedAt", "is", null)]),
          ]),
        )
        .executeTakeFirst();
    },

    /** Ends a grant of this gate (a second end keeps the first time); answers whether one was live. */
    async end(id: string, gate: string, at: string): Promise<boolean> {
      const r = await db
        .updateTable("grants")
        .set({ endedAt: at })
        .where("id", "=", id)
        .where("gate", "=", gate)
        .where("endedAt", "is", null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /**
     * Drops at most `limit` grants that expired before `before` (they open nothing, ended or
     * not); answers how many went. A bounded delete holds its locks, and on SQLite the one
     * connection, only briefly.
     */
    async sweepBatch(before: string, limit: number): Promise<number> {
      const r = await db
        .deleteFrom("grants")
        .where("id", "in", (eb) => eb.selectFrom("grants").select("id").where("expiresAt", "<", before).limit(limit))
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}

export type GrantsRepository = ReturnType<typeof createGrantsRepository>;
