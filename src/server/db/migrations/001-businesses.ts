import type { Kysely } from "kysely";

/*
 * Dialect-neutral on purpose: text ids and ISO timestamps are made by the app, booleans are
 * 0/1 integers and JSON is text, so SQLite and PostgreSQL hold identical rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("businesses")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("slug", "varchar(80)", (c) => c.notNull().unique())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("full_description", "text")
    .addColumn("poster_src", "varchar(300)", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) => c.notNull().defaultTo("comingsoon"))
    .addColumn("website_url", "varchar(300)")
    .addColumn("category", "varchar(30)", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("hidden_from_grid", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("blocks", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("what_to_expect", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("investor_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("investor_thumb_image", "varchar(300)")
    .addColumn("investor_video_url", "varchar(300)")
    .addColumn("investor_show_video", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("investor_show_presentation", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("investor_gamma_embed", "text")
    .addColumn("investor_financials_url", "varchar(300)")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("businesses_sort_idx").on("businesses").columns(["sort_order", "name"]).execute();

  await db.schema
    .createTable("business_aliases")
    .addColumn("alias", "varchar(80)", (c) => c.primaryKey())
    .addColumn("business_id", "varchar(36)", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("business_aliases_business_idx").on("business_aliases").column("business_id").execute();

  await db.schema
    .createTable("business_videos")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("business_id", "varchar(36)", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("title", "varchar(120)", (c) => c.notNull())
    .addColumn("src", "varchar(300)", (c) => c.notNull())
    .addColumn("src_webm", "varchar(300)")
    .addColumn("poster", "varchar(300)")
    .addColumn("description", "text")
    .addColumn("is_main", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("business_videos_business_idx")
    .on("business_videos")
    .columns(["business_id", "sort_order"])
    .execute();

  await db.schema
    .createTable("site_meta")
    .addColumn("key", "varchar(80)", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("business_videos").execute();
  await db.schema.dropTable("business_aliases").execute();
  await db.schema.dropTable("businesses").execute();
  await db.schema.dropTable("site_meta").execute();
}
