import type { Kysely } from "kysely";

/*
 * The page a form was sent from (issue 21: the dashboard breaks leads and contact requests down
 * by the page they came from). A path on this site only, never its query string, which can hold
 * what a visitor typed. Rows from before this migration, and leads the assistant kept (the
 * dashboard names those by the chat's page), leave it null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("lead_submissions").addColumn("page", "varchar(200)").execute();
  await db.schema.alterTable("contact_requests").addColumn("page", "varchar(200)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("contact_requests").dropColumn("page").execute();
  await db.schema.alterTable("lead_submissions").dropColumn("page").execute();
}
