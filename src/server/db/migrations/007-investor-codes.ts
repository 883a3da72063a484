import type { Kysely } from "kysely";

/*
 * Personal investor access codes and what investors did with them.
 *
 * A code opens one business's investor portal for one named investor until it expires or staff
 * revoke it. Like invitation codes it is kept only as a keyed hash (HMAC-SHA256 of the normalised
 * code with a pepper made once per deployment): the code is shown once, when it is made.
 *
 * `investor_events` is the engagement record: each unlock, document view and download, and each
 * question to the investor assistant, with how the visitor got in (a code, the portal password,
 * or not at all for a question asked before unlocking). Codes are never deleted (revoking keeps
 * the row), so an event's code stays readable; both go with their business when content drops it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("investor_codes")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("business_id", "varchar(36)", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("investor_name", "varchar(120)", (c) => c.notNull())
    .addColumn("investor_email", "varchar(254)", (c) => c.notNull())
    // Hex HMAC-SHA256 of the normalised code (never the code).
    .addColumn("code_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    // The staff member's username: kept as text so the record outlives the account.
    .addColumn("created_by", "varchar(64)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
    .addColumn("revoked_at", "varchar(30)")
    .addColumn("last_used_at", "varchar(30)")
    .addColumn("uses", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("investor_codes_code_hash_unique", ["code_hash"])
    .execute();
  await db.schema
    .createIndex("investor_codes_business_idx")
    .on("investor_codes")
    .columns(["business_id", "created_at"])
    .execute();

  await db.schema
    .createTable("investor_events")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("business_id", "varchar(36)", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("code_id", "varchar(36)", (c) => c.references("investor_codes.id").onDelete("cascade"))
    // code | password | none (a question to the assistant before the portal was unlocked).
    .addColumn("via", "varchar(16)", (c) => c.notNull())
    // unlock | view | download | question
    .addColumn("kind", "varchar(16)", (c) => c.notNull())
    .addColumn("document_id", "varchar(80)")
    // The question as asked (the chat's own cap is 2,000 characters; cut there all the same).
    .addColumn("question", "varchar(2000)")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("investor_events_business_idx")
    .on("investor_events")
    .columns(["business_id", "created_at"])
    .execute();
  await db.schema.createIndex("investor_events_code_idx").on("investor_events").column("code_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("investor_events").execute();
  await db.schema.dropTable("investor_codes").execute();
}
