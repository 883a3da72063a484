import type { Kysely } from "kysely";

/*
 * A lead may be reached by phone: the assistant keeps a visitor who gave only a number (issue 20).
 * Such a person has no e-mail; their `email` is empty and their `email_key` is `tel:` and the
 * number's digits, so the same number is one person, and an e-mail given later takes that row over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("phone", "varchar(40)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").dropColumn("phone").execute();
}
