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
  /** A phone number given with it (the assistant's leads), and its `tel:` key. */
  phone?: string | null;
  phoneKey?: string | null;
  serviceType: string;
  message: string | null;
  at: string;
  /** The assistant conversation it was kept in; none for a form. */
  conversationId?: string | null;
  /** The path of the page a form was sent from. */
  page?: string | null;
}

export function createLeadsRepository(handle: DbHandle) {
  return {
    /**
     * Stores one submission under the person of its e-mail, creating the person on their first
     * submission. An existing person is never changed: their name stays the one they gave.
     */
    addSubmission(w: SubmissionWrite): Promise<{ leadId: string; newLead: boolean }> {
      return handle.write(async (trx) => {
        // A person first kept by phone takes the e-mail they give later: one person, not two.
        if (w.phoneKey && w.email && w.phoneKey !== w.emailKey) {
          const taken = await trx
            .selectFrom("leads")
            .select("id")
            .where("emailKey", "=", w.emailKey)
            .executeTakeFirst();
          if (!taken)
            await trx
              .updateTable("leads")
              .set({ email: w.email, emailKey: w.emailKey, updatedAt: w.at })
              .where("emailKey", "=", w.phoneKey)
              .execute();
        }
        const inserted = await trx
          .insertInto("leads")
          .values({
            id: w.leadId,
            name: w.name,
            email: w.email,
            emailKey: w.emailKey,
            phone: w.phone ?? null,
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
            conversationId: w.conversationId ?? null,
            page: w.page ?? null,
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

    /** Fills a person's blank name or phone; what they gave before stays. */
    async fillBlanks(emailKey: string, v: { name: string | null; phone: string | null }): Promise<void> {
      await handle.write((trx) =>
        trx
          .updateTable("leads")
          .set((eb) => ({
            phone: eb.fn.coalesce("phone", eb.val(v.phone)),
            name: eb.fn.coalesce("name", eb.val(v.name)),
          }))
          .where("emailKey", "=", emailKey)
          .execute(),
      );
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
