import type { Kysely } from "kysely";

/** Public write paths: Request Access (contact requests) and the lead forms. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("contact_requests")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("company", "varchar(160)")
    .addColumn("phone", "varchar(40)")
    .addColumn("message", "text")
    .addColumn("service_type", "varchar(60)", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) => c.notNull().defaultTo("new"))
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("contact_requests_created_idx").on("contact_requests").column("created_at").execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("name", "varchar(120)")
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    // Lower-cased e-mail: one lead per address per form, however it was typed.
    .addColumn("email_key", "varchar(254)", (c) => c.notNull())
    .addColumn("service_type", "varchar(60)", (c) => c.notNull())
    .addColumn("message", "text")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .addUniqueConstraint("leads_email_form_unique", ["email_key", "service_type"])
    .execute();
  await db.schema.createIndex("leads_created_idx").on("leads").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("leads").execute();
  await db.schema.dropTable("contact_requests").execute();
}
