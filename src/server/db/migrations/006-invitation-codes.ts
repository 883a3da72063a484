import type { Kysely } from "kysely";

/*
 * Invitation codes for the platform access modal. A code is kept only as a keyed hash
 * (HMAC-SHA256 of the normalised code with a pepper made once per deployment), so a leaked table
 * opens nothing; the code itself is shown once, when it is made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("invitation_codes")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("label", "varchar(120)", (c) => c.notNull())
    .addColumn("code_hash", "varchar(64)", (c) => c.notNull())
    // env: from INVITE_CODES (or generated at start when it is unset); console: made by staff.
    .addColumn("source", "varchar(16)", (c) => c.notNull())
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("revoked_at", "varchar(30)")
    .addColumn("last_used_at", "varchar(30)")
    .addColumn("uses", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("invitation_codes_code_hash_unique", ["code_hash"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("invitation_codes").execute();
}
