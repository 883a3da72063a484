import type { Selectable } from "kysely";
import type { DbHandle } from "../../db/create-db.ts";
import type { LeadSubmissionsTable, LeadsTable } from "../../db/schema.ts";

export type LeadRow = Selectable<LeadsTable>;
export type LeadSubmissionRow = Selectable<LeadSubmissionsTable>;

export interface SubmissionWrite {
  /** Id of the person row, used only when this e-mail is new. */
  leadId: string;
  submissionId: string;
  name: string | null;
  email: string;
  emailKey: string;
  serviceType: string;
  message: string | null;
  at: string;
}

export function createLeadsRepository(handle: DbHandle) {
  return {
    /**
     * Stores one submission under the person of its e-mail, creating the person on their first
     * submission. An existing person is never changed: their name stays the one they gave.
     */
    addSubmission(w: SubmissionWrite): Promise<{ leadId: string; newLead: boolean }> {
      return handle.write(async (trx) => {
        const inserted = await trx
          .insertInto("leads")
          .values({
            id: w.leadId,
            name: w.name,
            email: w.email,
            emailKey: w.emailKey,
            createdAt: w.at,
            updatedAt: w.at,
          })
          .onConflict((oc) => oc.column("emailKey").doNothing())
          .executeTakeFirst();
        const newLead = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
        const leadId = newLead
          ? w.leadId
          : (await trx.selectFrom("leads").select("id").where("emailKey", "=", w.emailKey).executeTakeFirstOrThrow())
              .id;
        await trx
          .insertInto("leadSubmissions")
          .values({
            id: w.submissionId,
            leadId,
            serviceType: w.serviceType,
            name: w.name,
            message: w.message,
            createdAt: w.at,
          })
          .execute();
        return { leadId, newLead };
      });
    },

    count(): Promise<number> {
      return handle.db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    },

    findByEmail(emailKey: string): Promise<LeadRow | undefined> {
      return handle.db.selectFrom("leads").selectAll().where("emailKey", "=", emailKey).executeTakeFirst();
    },

    /** Whether the person of this e-mail already sent a submission of this service type. */
    async hasSubmission(emailKey: string, serviceType: string): Promise<boolean> {
      const row = await handle.db
        .selectFrom("leadSubmissions")
        .innerJoin("leads", "leads.id", "leadSubmissions.leadId")
        .select("leadSubmissions.id")
        .where("leads.emailKey", "=", emailKey)
        .where("leadSubmissions.serviceType", "=", serviceType)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A person's submissions, oldest first (the console's timeline). */
    submissionsOf(leadId: string): Promise<LeadSubmissionRow[]> {
      return handle.db
        .selectFrom("leadSubmissions")
        .selectAll()
        .where("leadId", "=", leadId)
        .orderBy("createdAt")
        .orderBy("id")
        .execute();
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
