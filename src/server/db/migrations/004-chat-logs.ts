import type { Kysely } from "kysely";

/*
 * One row per exchange with an assistant: what the visitor wrote, what the assistant answered,
 * the pages it drew on and which engine answered. The rows of one conversation are also its
 * memory: any instance continues a conversation by reading its latest rows, so no conversation
 * lives in one process. The staff console lists them newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("chat_logs")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("conversation_id", "varchar(36)", (c) => c.notNull())
    // aurora, max, the twin persona's slug, or investor:{business slug}.
    .addColumn("agent", "varchar(80)", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("reply", "text", (c) => c.notNull())
    // JSON: the list of { title, url } the reply drew on.
    .addColumn("sources", "text", (c) => c.notNull())
    // embedded, llm or guard-fallback.
    .addColumn("engine", "varchar(20)", (c) => c.notNull())
    .addColumn("latency_ms", "integer", (c) => c.notNull())
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("chat_logs_conversation_idx")
    .on("chat_logs")
    .columns(["conversation_id", "created_at"])
    .execute();
  await db.schema.createIndex("chat_logs_created_idx").on("chat_logs").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("chat_logs").execute();
}
