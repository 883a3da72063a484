import type { Kysely } from "kysely";

/*
 * Gate grants on the server, and conversations bound to where they were started.
 *
 * `grants`: one row for each pass through a gate (the site gate or an investor portal). The
 * signed cookie carries the row's id; a request is let through only while the row is neither
 * ended (Lock, ?reset=true, DELETE) nor expired, and, when a code made it, while that code is
 * live: the check joins the code's table, so revoking a code still ends every grant it made.
 * Codes are never deleted except when a person is erased or a business leaves content, and then
 * their grants go with them.
 *
 * `chat_logs.channel` and `chat_logs.grant_id`: the endpoint an exchange was made on and the
 * investor grant it was made under. A conversation's history is read only for the same
 * endpoint, agent and grant. Rows from before this migration have neither, so they are never
 * continued: those conversations start again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("grants")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    // site, or investor:{business slug}
    .addColumn("gate", "varchar(120)", (c) => c.notNull())
    .addColumn("invitation_code_id", "varchar(36)", (c) => c.references("invitation_codes.id").onDelete("cascade"))
    .addColumn("investor_code_id", "varchar(36)", (c) => c.references("investor_codes.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
    .addColumn("ended_at", "varchar(30)")
    .execute();
  // The sweep of long-expired rows, and the cascades from the code tables.
  await db.schema.createIndex("grants_expires_idx").on("grants").column("expires_at").execute();
  await db.schema.createIndex("grants_invitation_code_idx").on("grants").column("invitation_code_id").execute();
  await db.schema.createIndex("grants_investor_code_idx").on("grants").column("investor_code_id").execute();

  // SQLite adds one column per statement.
  // The route it was asked on, relative to /api, e.g. /sales-chat/aurora.
  await db.schema.alterTable("chat_logs").addColumn("channel", "varchar(80)").execute();
  // The investor grant it was asked under (none elsewhere, and on a locked portal).
  await db.schema.alterTable("chat_logs").addColumn("grant_id", "varchar(36)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("chat_logs").dropColumn("grant_id").execute();
  await db.schema.alterTable("chat_logs").dropColumn("channel").execute();
  await db.schema.dropTable("grants").execute();
}
