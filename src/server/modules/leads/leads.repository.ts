import type { Selectable } from "kysely";
import type { DbHandle } from "../../db/create-db.ts";
import type { LeadsTable } from "../../db/schema.ts";

export type LeadRow = Selectable<LeadsTable>;

export interface LeadWrite {
  id: string;
  name: string | null;
  email: string;
  emailKey: string;
  serviceType: string;
  message: string | null;
  at: string;
}

/** Longest message history kept on one lead; older text is trimmed from the front. */
const MAX_MERGED_MESSAGE = 16_000;

function mergeMessages(old: string | null, next: string | null): string | null {
  if (!next || old?.endsWith(next)) return old;
  const merged = old ? `${old}\n\n---\n\n${next}` : next;
  return merged.length > MAX_MERGED_MESSAGE ? merged.slice(merged.length - MAX_MERGED_MESSAGE) : merged;
}

export function createLeadsRepository(handle: DbHandle) {
  return {
    /**
     * One lead per e-mail per form: the first submission inserts, a repeat updates the same row,
     * keeping the newest name and appending a new message to the old ones.
     */
    saveMerged(w: LeadWrite): Promise<{ row: LeadRow; created: boolean }> {
      return handle.write(async (trx) => {
        const inserted = await trx
          .insertInto("leads")
          .values({
            id: w.id,
            name: w.name,
            email: w.email,
            emailKey: w.emailKey,
            serviceType: w.serviceType,
            message: w.message,
            createdAt: w.at,
            updatedAt: w.at,
          })
          .onConflict((oc) => oc.columns(["emailKey", "serviceType"]).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
          return {
            created: true,
            row: {
              id: w.id,
              name: w.name,
              email: w.email,
              emailKey: w.emailKey,
              serviceType: w.serviceType,
              message: w.message,
              createdAt: w.at,
              updatedAt: w.at,
            },
          };
        }
        let query = trx
          .selectFrom("leads")
          .selectAll()
          .where("emailKey", "=", w.emailKey)
          .where("serviceType", "=", w.serviceType);
        // PostgreSQL: lock the row so two merges at once both keep their message.
        if (handle.dialect === "postgres") query = query.forUpdate();
        const existing = await query.executeTakeFirstOrThrow();
        const next = {
          name: w.name ?? existing.name,
          email: w.email,
          message: mergeMessages(existing.message, w.message),
          updatedAt: w.at,
        };
        await trx.updateTable("leads").set(next).where("id", "=", existing.id).execute();
        return { created: false, row: { ...existing, ...next } };
      });
    },

    count(): Promise<number> {
      return handle.db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    },

    findByEmail(emailKey: string): Promise<LeadRow[]> {
      return handle.db.selectFrom("leads").selectAll().where("emailKey", "=", emailKey).orderBy("createdAt").execute();
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
