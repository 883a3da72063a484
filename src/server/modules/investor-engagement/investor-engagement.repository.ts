import type { Db } from "../../db/create-db.ts";
import type { InvestorEventsTable } from "../../db/schema.ts";

export type InvestorEventRecord = InvestorEventsTable;

/** An event with its code's investor (null for the portal password or no access). */
export interface InvestorEventWithInvestor extends InvestorEventRecord {
  investorName: string | null;
  investorEmail: string | null;
}

export interface EventFilter {
  kind?: InvestorEventRecord["kind"];
  /** One code's events, or one way in without a code. */
  who?: { codeId: string } | { via: "password" | "none" };
}

export function createInvestorEngagementRepository(db: Db) {
  function filtered(businessId: string, f: EventFilter) {
    let q = db
      .selectFrom("investorEvents as e")
      .leftJoin("investorCodes as c", "c.id", "e.codeId")
      .where("e.businessId", "=", businessId);
    if (f.kind) q = q.where("e.kind", "=", f.kind);
    if (f.who && "codeId" in f.who) q = q.where("e.codeId", "=", f.who.codeId);
    else if (f.who) q = q.where("e.via", "=", f.who.via);
    return q;
  }

  return {
    async insert(row: InvestorEventRecord): Promise<void> {
      await db.insertInto("investorEvents").values(row).execute();
    },

    /** Newest first (ties in a stable order), one page of them and how many there are in all. */
    async list(
      businessId: string,
      f: EventFilter,
      w: { limit: number; offset: number },
    ): Promise<{ items: InvestorEventWithInvestor[]; total: number }> {
      const [items, total] = await Promise.all([
        filtered(businessId, f)
          .selectAll("e")
          .select(["c.investorName", "c.investorEmail"])
          .orderBy("e.createdAt", "desc")
          .orderBy("e.id", "desc")
          .limit(w.limit)
          .offset(w.offset)
          .execute(),
        filtered(businessId, f)
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .executeTakeFirst(),
      ]);
      return { items, total: Number(total?.n ?? 0) };
    },
  };
}

export type InvestorEngagementRepository = ReturnType<typeof createInvestorEngagementRepository>;
