import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "../../src/server/db/migrate.ts";
import { createChatLogsRepository } from "../../src/server/modules/chat-logs/chat-logs.repository.ts";
import { freshHandleEachTest } from "../helpers/db-handles.ts";
import { dbTargets } from "../helpers/test-db.ts";
import { conversationTurns } from "../helpers/chat-turns.ts";

/** Migration 008 on a database written before it: chat logs kept, but no old conversation continued. */
describe.each(dbTargets())("migration 008 (grants, conversation scope) on $name", (target) => {
  const fresh = freshHandleEachTest(target);

  it("keeps the chat logs, which no request continues afterwards, and adds an empty grants table", async () => {
    await migrateUpTo(fresh.handle.db, "007-investor-codes");
    await sql`insert into chat_logs (id, conversation_id, agent, message, reply, sources, engine, latency_ms, created_at)
      values ('r1', 'c1', 'investor:dayo', 'what is the revenue?', 'DAY-O projects revenue in the millions by Year 3.',
        '[]', 'llm', 12, '2026-11-20T10:00:00.000Z')`.execute(fresh.handle.db);

    expect(await migrateUpTo(fresh.handle.db, "008-grants-and-chat-scope")).toEqual(["008-grants-and-chat-scope"]);

    const logs = createChatLogsRepository(fresh.handle);
    expect((await conversationTurns(fresh.handle, "c1")).map((r) => r.reply)).toEqual([
      "DAY-O projects revenue in the millions by Year 3.",
    ]);
    const row = await fresh.handle.db.selectFrom("chatLogs").select(["channel", "grantId"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ channel: null, grantId: null });
    for (const grantId of [null, "5f0c8e4e-2b1d-4c3a-9e8f-7a6b5c4d3e2f"]) {
      expect(await logs.scopedTurns("c1", { channel: "/aurora-chat", agent: "investor:dayo", grantId }, 10)).toEqual(
        [],
      );
    }
    expect(await fresh.handle.db.selectFrom("grants").selectAll().execute()).toEqual([]);
  });

  it("goes back down to 007 and up again", async () => {
    await migrateUpTo(fresh.handle.db, "008-grants-and-chat-scope");
    // Kysely's migrateTo goes down as well as up: 008 is undone.
    expect(await migrateUpTo(fresh.handle.db, "007-investor-codes")).toEqual(["008-grants-and-chat-scope"]);
    await expect(fresh.handle.db.selectFrom("grants").selectAll().execute()).rejects.toThrow();
    expect(await migrateUpTo(fresh.handle.db, "008-grants-and-chat-scope")).toEqual(["008-grants-and-chat-scope"]);
    await migrateToLatest(fresh.handle.db);
    expect(await fresh.handle.db.selectFrom("chatLogs").select(["channel", "grantId"]).execute()).toEqual([]);
  });
});
