import { describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/build-app.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";
import { loginAsStaff, withStaff } from "../helpers/admin.ts";
import { createChatLogsRepository } from "../../src/server/modules/chat-logs/chat-logs.repository.ts";
import { newId } from "../../src/server/db/ids.ts";

type Headers = Record<string, string>;

async function exchange(t: TestApp, c: { id: string; agent: string; channel: string }, at: string, message: string) {
  const id = newId();
  await createChatLogsRepository(t.app.services.db).add(
    {
      id,
      conversationId: c.id,
      agent: c.agent,
      message,
      reply: `Reply to: ${message}`,
      sources: [],
      engine: "embedded",
      latencyMs: 1,
      createdAt: at,
    },
    { channel: c.channel, grantId: null },
  );
  return id;
}

describe.each(dbTargets())("admin conversations on $name", (target) => {
  const build = appsClosedAfterEach(target);

  async function seeded() {
    const t = await build(withStaff());
    const { cookie } = await loginAsStaff(t);
    const h: Headers = { cookie };
    const a = { id: newId(), agent: "aurora", channel: "/sales-chat/aurora" };
    const b = { id: newId(), agent: "investor:the-subs-ai", channel: "/aurora-chat" };
    const c = { id: newId(), agent: "maya", channel: "/maya-chat" };
    const a1 = await exchange(t, a, "2026-11-01T10:00:00.000Z", "First question of A");
    const b1 = await exchange(t, b, "2026-11-01T11:00:00.000Z", "Only question of B");
    await exchange(t, a, "2026-11-01T12:00:00.000Z", "Last message of A");
    const c1 = await exchange(t, c, "2026-11-02T09:00:00.000Z", "C opens");
    await exchange(t, c, "2026-11-02T09:01:00.000Z", "C goes on");
    await exchange(t, c, "2026-11-02T09:02:00.000Z", "C ends");
    const get = async (url: string) => {
      const res = await t.app.inject({ method: "GET", url, headers: h });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    return { t, h, a, b, c, a1, b1, c1, get };
  }

  it("lists one row per conversation with its first question, latest message, count and persona name", async () => {
    const { a, b, c, a1, b1, c1, get } = await seeded();
    const list = await get("/api/admin/conversations");
    expect(list.total).toBe(3);
    expect(list.page).toBe(1);
    expect(list.items).toEqual([
      {
        id: c.id,
        firstExchangeId: c1,
        agent: "maya",
        agentName: "Maya (AI twin)",
        pageName: "AI twin demo page",
        firstMessage: "C opens",
        lastMessage: "C ends",
        exchanges: 3,
        startedAt: "2026-11-02T09:00:00.000Z",
        lastAt: "2026-11-02T09:02:00.000Z",
      },
      {
        id: a.id,
        firstExchangeId: a1,
        agent: "aurora",
        agentName: "Aurora",
        pageName: "Aurora demo page",
        firstMessage: "First question of A",
        lastMessage: "Last message of A",
        exchanges: 2,
        startedAt: "2026-11-01T10:00:00.000Z",
        lastAt: "2026-11-01T12:00:00.000Z",
      },
      {
        id: b.id,
        firstExchangeId: b1,
        agent: "investor:the-subs-ai",
        agentName: "Investor assistant · The Subs AI",
        pageName: "Investor portals",
        firstMessage: "Only question of B",
        lastMessage: "Only question of B",
        exchanges: 1,
        startedAt: "2026-11-01T11:00:00.000Z",
        lastAt: "2026-11-01T11:00:00.000Z",
      },
    ]);
    // Oldest first goes by when each conversation started.
    const oldest = await get("/api/admin/conversations?sort=oldest");
    expect(oldest.items.map((x: { id: string }) => x.id)).toEqual([a.id, b.id, c.id]);
    const paged = await get("/api/admin/conversations?pageSize=10&page=2");
    expect(paged).toEqual({ items: [], total: 3, page: 2, pageSize: 10 });
  });

  it("searches and filters by exchange but describes the whole conversation", async () => {
    const { a, b, get } = await seeded();
    const found = await get("/api/admin/conversations?q=LAST%20MESSAGE");
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ id: a.id, exchanges: 2, firstMessage: "First question of A" });
    const investor = await get("/api/admin/conversations?service=investor%3Athe-subs-ai");
    expect(investor.items.map((x: { id: string }) => x.id)).toEqual([b.id]);
    const day = await get("/api/admin/conversations?from=2026-11-01&to=2026-11-01&tz=UTC");
    expect(day.items.map((x: { id: string }) => x.id)).toEqual([a.id, b.id]);
    const facets = await get("/api/admin/facets");
    expect(facets.agentNames).toEqual({
      aurora: "Aurora",
      "investor:the-subs-ai": "Investor assistant · The Subs AI",
      maya: "Maya (AI twin)",
    });
  });

  it("deletes a whole conversation, and only with a session", async () => {
    const { t, h, a, get } = await seeded();
    const del = (id: string, headers: Headers = h) =>
      t.app.inject({ method: "DELETE", url: `/api/admin/conversations/${id}`, headers });
    expect((await del(a.id, {})).statusCode).toBe(401);
    const res = await del(a.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await get("/api/admin/conversations")).total).toBe(2);
    expect((await get("/api/admin/chats")).total).toBe(4);
    const again = await del(a.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: "There is no conversation with that id." });
    expect((await del("not-an-id")).statusCode).toBe(404);
  });
});
