import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "../../src/server/db/create-db.ts";
import { migrateToLatest } from "../../src/server/db/migrate.ts";
import {
  createChatLogsRepository,
  type ChatLog,
  type ChatLogsRepository,
} from "../../src/server/modules/chat-logs/chat-logs.repository.ts";
import { dbTargets, type TestDatabase } from "../helpers/test-db.ts";

function log(n: number, over: Partial<ChatLog> = {}): ChatLog {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    conversationId: "c1",
    agent: "aurora",
    message: `question ${n}`,
    reply: `answer ${n}`,
    sources: [{ title: "AI Reception Agents", url: "/services/ai-reception-agents#pricing" }],
    engine: "embedded",
    latencyMs: n,
    createdAt: `2026-11-23T10:00:${String(n).padStart(2, "0")}.000Z`,
    ...over,
  };
}

describe.each(dbTargets())("chat log repository on $name", (target) => {
  let testDb: TestDatabase;
  let handle: DbHandle;
  let repo: ChatLogsRepository;
  beforeEach(async () => {
    testDb = await target.create();
    handle = createDb(testDb.database);
    await migrateToLatest(handle.db);
    repo = createChatLogsRepository(handle);
  });
  afterEach(async () => {
    await handle.close();
    await testDb.drop();
  });

  it("stores an exchange with its sources and reads it back whole", async () => {
    const row = log(1, {
      message: "<b>hi</b> 'quoted' — ünïcode",
      engine: "guard-fallback",
      agent: "investor:the-subs-ai",
    });
    await repo.add(row);
    expect(await repo.list({ limit: 10, offset: 0 })).toEqual([row]);
  });

  it("gives a conversation's last turns oldest first, and only that conversation's", async () => {
    const sales = { channel: "/sales-chat/aurora", grantId: null };
    const scope = { ...sales, agent: "aurora" };
    for (const n of [1, 2, 3, 4]) await repo.add(log(n), sales);
    await repo.add(log(5, { conversationId: "c2" }), sales);
    const turns = await repo.scopedTurns("c1", scope, 3);
    expect(turns.map((t) => t.message)).toEqual(["question 2", "question 3", "question 4"]);
    expect(await repo.scopedTurns("c2", scope, 3)).toHaveLength(1);
    expect(await repo.scopedTurns("nobody", scope, 3)).toEqual([]);
  });

  it("reads a conversation's turns only in the scope they were stored in: route, agent and grant", async () => {
    const sales = { channel: "/sales-chat/aurora", grantId: null };
    const portal = { channel: "/aurora-chat", grantId: "5f0c8e4e-2b1d-4c3a-9e8f-7a6b5c4d3e2f" };
    await repo.add(log(1), sales);
    await repo.add(log(2), sales);
    await repo.add(log(3, { conversationId: "c2", agent: "investor:dayo" }), portal);
    await repo.add(log(4, { conversationId: "c3" }));
    const turns = (id: string, channel: string, agent: string, grantId: string | null) =>
      repo.scopedTurns(id, { channel, agent, grantId }, 10).then((r) => r.map((t) => t.message));

    expect(await turns("c1", "/sales-chat/aurora", "aurora", null)).toEqual(["question 1", "question 2"]);
    expect(await turns("c1", "/aurora/chat", "aurora", null)).toEqual([]);
    expect(await turns("c1", "/sales-chat/aurora", "max", null)).toEqual([]);
    expect(await turns("c2", "/aurora-chat", "investor:dayo", portal.grantId)).toEqual(["question 3"]);
    expect(await turns("c2", "/aurora-chat", "investor:dayo", null)).toEqual([]);
    expect(await turns("c2", "/aurora-chat", "investor:dayo", "6f0c8e4e-2b1d-4c3a-9e8f-7a6b5c4d3e2f")).toEqual([]);
    expect(await turns("c2", "/aurora-chat", "investor:ume", portal.grantId)).toEqual([]);
    // A row stored without a scope (as before migration 008) is continued by nobody.
    expect(await turns("c3", "/sales-chat/aurora", "aurora", null)).toEqual([]);

    expect(await repo.exists("c2")).toBe(true);
    expect(await repo.exists("c3")).toBe(true);
    expect(await repo.exists("nobody")).toBe(false);
  });

  it("lists newest first a page at a time, and counts all and since a time", async () => {
    for (const n of [3, 1, 2, 5, 4]) await repo.add(log(n));
    expect((await repo.list({ limit: 2, offset: 0 })).map((r) => r.latencyMs)).toEqual([5, 4]);
    expect((await repo.list({ limit: 2, offset: 2 })).map((r) => r.latencyMs)).toEqual([3, 2]);
    expect((await repo.list({ limit: 2, offset: 4 })).map((r) => r.latencyMs)).toEqual([1]);
    expect(await repo.count()).toBe(5);
    expect(await repo.countSince("2026-11-23T10:00:03.000Z")).toBe(3);
    expect(await repo.countSince("2026-11-23T10:00:05.001Z")).toBe(0);
  });

  it("deletes one exchange and says whether there was one", async () => {
    await repo.add(log(1));
    await repo.add(log(2));
    expect(await repo.delete(log(1).id)).toBe(true);
    expect(await repo.delete(log(1).id)).toBe(false);
    expect((await repo.list({ limit: 10, offset: 0 })).map((r) => r.id)).toEqual([log(2).id]);
  });
});
