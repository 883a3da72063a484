import { sql, type Kysely } from "kysely";

/*
 * A lead becomes the person (one row per e-mail, whatever form they used) and every form they
 * send becomes its own `lead_submissions` row, so a repeat never overwrites what was sent before.
 *
 * Existing data: each old `leads` row (one per e-mail per form) turns into one submission with
 * its form, name, message and creation time; rows sharing an e-mail collapse into one person,
 * the earliest. Messages that the old code merged stay as one submission: their separate times
 * were never stored, so none are invented. Plain SQL that SQLite and PostgreSQL both run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Built under another name and renamed at the end, so no index or constraint name of the old
  // table (PostgreSQL keeps those across a rename) collides with the new one's.
  await db.schema
    .createTable("lead_people")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("name", "varchar(120)")
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    // Lower-cased e-mail: one person per address, however it was typed.
    .addColumn("email_key", "varchar(254)", (c) => c.notNull())
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .addUniqueConstraint("leads_email_key_unique", ["email_key"])
    .execute();

  await db.schema
    .createTable("lead_submissions")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("lead_id", "varchar(36)", (c) => c.notNull().references("lead_people.id").onDelete("cascade"))
    // The form it came from (`serviceType` of the API), and the name and message as given there.
    .addColumn("service_type", "varchar(60)", (c) => c.notNull())
    .addColumn("name", "varchar(120)")
    .addColumn("message", "text")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .execute();

  // The person of an e-mail is its earliest old row (ties broken by id, so the choice is stable).
  const firstOfEmail = sql`(select f.id from leads f where f.email_key = o.email_key order by f.created_at, f.id limit 1)`;
  await sql`insert into lead_people (id, name, email, email_key, created_at, updated_at)
    select o.id, o.name, o.email, o.email_key, o.created_at, o.updated_at
    from leads o where o.id = ${firstOfEmail}`.execute(db);
  // Each old row keeps its id as the submission id.
  await sql`insert into lead_submissions (id, lead_id, service_type, name, message, created_at)
    select o.id, ${firstOfEmail}, o.service_type, o.name, o.message, o.created_at
    from leads o`.execute(db);

  await db.schema.dropIndex("leads_created_idx").execute();
  await db.schema.dropTable("leads").execute();
  await db.schema.alterTable("lead_people").renameTo("leads").execute();
  await db.schema.createIndex("leads_created_idx").on("leads").column("created_at").execute();
  await db.schema
    .createIndex("lead_submissions_lead_idx")
    .on("lead_submissions")
    .columns(["lead_id", "created_at"])
    .execute();
  await db.schema.createIndex("lead_submissions_created_idx").on("lead_submissions").column("created_at").execute();
}

// No down(): going back would have to fold submissions into one row per form again, which loses
// history; restore a backup instead.
