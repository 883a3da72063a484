import type { Kysely } from "kysely";

/*
 * The console's dashboard (issue 21) reads the last 30 days at once.
 *
 * `lead_submissions.conversation_id`: the assistant conversation a lead was kept in, so the
 * dashboard can tell how many conversations became leads. Forms leave it null, and so do rows
 * from before this migration (that link was never stored and is not guessed).
 *
 * The indexes keep its queries on ranges: investor events were indexed only per business, and
 * the contact requests still waiting are read by status, oldest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("lead_submissions").addColumn("conversation_id", "varchar(36)").execute();
  await db.schema
    .createIndex("lead_submissions_conversation_idx")
    .on("lead_submissions")
    .column("conversation_id")
    .execute();
  await db.schema.createIndex("investor_events_created_idx").on("investor_events").column("created_at").execute();
  await db.schema
    .createIndex("contact_requests_status_idx")
    .on("contact_requests")
    .columns(["status", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("contact_requests_status_idx").execute();
  await db.schema.dropIndex("investor_events_created_idx").execute();
  await db.schema.dropIndex("lead_submissions_conversation_idx").execute();
  await db.schema.alterTable("lead_submissions").dropColumn("conversation_id").execute();
}
