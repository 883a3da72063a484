import { describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/build-app.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";
import { loginAsStaff, withStaff } from "../helpers/admin.ts";
import { createChatLogsRepository } from "../../src/server/modules/chat-logs/chat-logs.repository.ts";
import { createLeadsRepository } from "../../src/server/modules/leads/leads.repository.ts";
import { newId } from "../../src/server/db/ids.ts";

/** 10:00 in New York on Friday 2026-11-20: the window is 2026-10-22 .. 2026-11-20 there. */
const NOW = Date.parse("2026-11-20T15:00:00.000Z");

async function post(t: TestApp, url: string, payload: object, ip: string) {
  const res = await t.app.inject({ method: "POST", url, payload, remoteAddress: ip });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return (res.json() as { id: string }).id;
}

async function backdate(t: TestApp, table: "contactRequests" | "leadSubmissions", id: string, at: string) {
  await t.app.services.db.db.updateTable(table).set({ createdAt: at }).where("id", "=", id).execute();
}

async function exchange(
  t: TestApp,
  c: { conversationId: string; agent: string; channel: string },
  at: string,
  message: string,
  reply: string,
) {
  await createChatLogsRepository(t.app.services.db).add(
    {
      id: newId(),
      conversationId: c.conversationId,
      agent: c.agent,
      message,
      reply,
      sources: [],
      engine: "embedded",
      latencyMs: 2,
      createdAt: at,
    },
    { channel: c.channel, grantId: null },
  );
}

async function investorEvent(t: TestApp, kind: "unlock" | "view" | "download" | "question", at: string) {
  const { db } = t.app.services.db;
  const b = await db.selectFrom("businesses").select("id").where("slug", "=", "the-subs-ai").executeTakeFirstOrThrow();
  await db
    .insertInto("investorEvents")
    .values({
      id: newId(),
      businessId: b.id,
      codeId: null,
      via: "password",
      kind,
      documentId: kind === "view" ? "pitch-deck" : null,
      question: kind === "question" ? "What is the burn rate?" : null,
      createdAt: at,
    })
    .execute();
}

describe.each(dbTargets())("admin dashboard on $name", (target) => {
  const build = appsClosedAfterEach(target);

  it("counts the last 30 days per day, service and page in the viewer's zone, with what still waits", async () => {
    const t = await build(withStaff(), { now: () => NOW });
    const { cookie } = await loginAsStaff(t);
    const twin = t.app.services.assistant.personas.twin.id;

    // Leads: 04:30Z on Nov 2 is 23:30 on Nov 1 in New York (after the clocks went back);
    // 03:59Z on Oct 22 is 23:59 on Oct 21 there, the day before the window.
    const l1 = await post(t, "/api/leads", { email: "a@example.com", serviceType: "home-contact" }, "192.0.2.11");
    await backdate(t, "leadSubmissions", l1, "2026-11-02T04:30:00.000Z");
    // l1 comes from before pages were stored; l2 says it was sent from the home page.
    const l2 = await post(
      t,
      "/api/leads",
      { email: "b@example.com", serviceType: "home-contact", page: "/" },
      "192.0.2.12",
    );
    await backdate(t, "leadSubmissions", l2, "2026-11-20T14:00:00.000Z");
    const l3 = await post(t, "/api/leads", { email: "c@example.com", serviceType: "blog-updates" }, "192.0.2.13");
    await backdate(t, "leadSubmissions", l3, "2026-10-22T03:59:00.000Z");

    const aurora = { conversationId: newId(), agent: "aurora", channel: "/sales-chat/aurora" };
    await exchange(t, aurora, "2026-11-10T12:00:00.000Z", "How much is it?", "The Inbound Voice Agent is $99 a month.");
    await exchange(t, aurora, "2026-11-10T12:01:00.000Z", "I'm Ann, ann@example.com", "Thanks, Ann!");
    // The lead the assistant kept in that conversation.
    await createLeadsRepository(t.app.services.db).addSubmission({
      leadId: newId(),
      submissionId: newId(),
      name: "Ann",
      email: "ann@example.com",
      emailKey: "ann@example.com",
      serviceType: "aurora-ai",
      message: "From a conversation with Aurora",
      at: "2026-11-10T12:01:00.000Z",
      conversationId: aurora.conversationId,
    });
    const investor = { conversationId: newId(), agent: "investor:the-subs-ai", channel: "/aurora-chat" };
    await exchange(
      t,
      investor,
      "2026-11-19T12:00:00.000Z",
      "What is the burn rate?",
      "The Subs AI\u2019s documents don\u2019t cover that, so I won\u2019t guess.",
    );
    const coach = { conversationId: newId(), agent: twin, channel: `/${twin}-chat` };
    await exchange(
      t,
      coach,
      "2026-11-20T13:00:00.000Z",
      "Do you teach yoga?",
      "That's one for Maya in person, and I'd rather not guess.",
    );
    const widget = { conversationId: newId(), agent: "aurora", channel: "/aurora/chat" };
    await exchange(
      t,
      widget,
      "2026-11-20T14:30:00.000Z",
      "What's the capital of France?",
      "I don't have that in what I know, and I'd rather not guess.",
    );
    const old = { conversationId: newId(), agent: "aurora", channel: "/aurora/chat" };
    await exchange(t, old, "2026-10-01T12:00:00.000Z", "Old question", "I don't have that in what I know.");

    const r1 = await post(
      t,
      "/api/contact-requests",
      { name: "Ada", email: "ada@example.com", serviceType: "aurora-ai", page: "/services/ai-reception-agents" },
      "192.0.2.21",
    );
    await backdate(t, "contactRequests", r1, "2026-10-22T04:00:00.000Z");
    const r2 = await post(
      t,
      "/api/contact-requests",
      { name: "Bob", email: "bob@example.com", serviceType: "max-ai", page: "/services/ai-reception-agents" },
      "192.0.2.22",
    );
    await backdate(t, "contactRequests", r2, "2026-11-19T12:00:00.000Z");
    await t.app.services.db.db
      .updateTable("contactRequests")
      .set({ status: "contacted" })
      .where("id", "=", r2)
      .execute();
    const r3 = await post(
      t,
      "/api/contact-requests",
      { name: "Cy", email: "cy@example.com", serviceType: "max-ai" },
      "192.0.2.23",
    );
    await backdate(t, "contactRequests", r3, "2026-09-01T12:00:00.000Z");

    await investorEvent(t, "unlock", "2026-11-19T11:00:00.000Z");
    await investorEvent(t, "view", "2026-11-19T11:01:00.000Z");
    await investorEvent(t, "view", "2026-11-19T11:02:00.000Z");
    await investorEvent(t, "question", "2026-11-19T12:00:00.000Z");
    await investorEvent(t, "download", "2026-09-01T12:00:00.000Z");

    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/dashboard?tz=America%2FNew_York",
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const d = res.json();
    expect(d.timeZone).toBe("America/New_York");
    expect(d.from).toBe("2026-10-22");
    expect(d.to).toBe("2026-11-20");
    expect(d.days).toHaveLength(30);
    const busy = d.days.filter(
      (x: { leads: number; contactRequests: number; conversations: number }) =>
        x.leads + x.contactRequests + x.conversations > 0,
    );
    expect(busy).toEqual([
      { day: "2026-10-22", leads: 0, contactRequests: 1, conversations: 0 },
      { day: "2026-11-01", leads: 1, contactRequests: 0, conversations: 0 },
      { day: "2026-11-10", leads: 1, contactRequests: 0, conversations: 1 },
      { day: "2026-11-19", leads: 0, contactRequests: 1, conversations: 1 },
      { day: "2026-11-20", leads: 1, contactRequests: 0, conversations: 2 },
    ]);
    expect(d.totals).toEqual({ leads: 3, contactRequests: 2, conversations: 4 });
    expect(d.byService).toEqual({
      leads: [
        { key: "home-contact", label: "HOME CONTACT", count: 2 },
        { key: "aurora-ai", label: "AURORA AI", count: 1 },
      ],
      contactRequests: [
        { key: "aurora-ai", label: "AURORA AI", count: 1 },
        { key: "max-ai", label: "MAX AI", count: 1 },
      ],
      conversations: [
        { key: "aurora", label: "Aurora", count: 2 },
        { key: "investor:the-subs-ai", label: "Investor assistant · The Subs AI", count: 1 },
        { key: "maya", label: "Maya (AI twin)", count: 1 },
      ],
    });
    expect(d.byPage).toEqual({
      leads: [
        { key: "chat:/sales-chat/aurora", label: "Chat · Aurora demo page", count: 1 },
        { key: "/", label: "Home page", count: 1 },
        { key: "", label: "Not recorded", count: 1 },
      ],
      contactRequests: [{ key: "/services/ai-reception-agents", label: "/services/ai-reception-agents", count: 2 }],
      conversations: [
        { key: "/maya-chat", label: "AI twin demo page", count: 1 },
        { key: "/sales-chat/aurora", label: "Aurora demo page", count: 1 },
        { key: "/aurora/chat", label: "Home demo and site widget", count: 1 },
        { key: "/aurora-chat", label: "Investor portals", count: 1 },
      ],
    });
    expect(d.waiting).toEqual({
      count: 2,
      oldest: [
        { id: r3, name: "Cy", serviceType: "max-ai", createdAt: "2026-09-01T12:00:00.000Z" },
        { id: r1, name: "Ada", serviceType: "aurora-ai", createdAt: "2026-10-22T04:00:00.000Z" },
      ],
    });
    expect(d.conversion).toEqual({ conversations: 4, leads: 1, percent: 25 });
    expect(d.investors).toEqual({
      unlocks: 1,
      views: 2,
      downloads: 0,
      questions: 1,
      conversations: 1,
      byBusiness: [{ slug: "the-subs-ai", name: "The Subs AI", unlocks: 1, views: 2, downloads: 0, questions: 1 }],
    });
    expect(d.unanswered.total).toBe(3);
    expect(
      d.unanswered.items.map((u: { question: string; agentName: string; createdAt: string }) => [
        u.question,
        u.agentName,
        u.createdAt,
      ]),
    ).toEqual([
      ["What's the capital of France?", "Aurora", "2026-11-20T14:30:00.000Z"],
      ["Do you teach yoga?", "Maya (AI twin)", "2026-11-20T13:00:00.000Z"],
      ["What is the burn rate?", "Investor assistant · The Subs AI", "2026-11-19T12:00:00.000Z"],
    ]);
  });

  it("lists what the assistant itself said it did not know, and nothing it answered", async () => {
    const t = await build(withStaff());
    const { cookie } = await loginAsStaff(t);
    const ask = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: "POST", url, payload, headers: { accept: "application/json" } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { text: string }).text;
    };
    // The embedded engine's own words, whatever they are today: these two it cannot answer.
    expect(await ask("/api/aurora/chat", { message: "How many employees does the company have?" })).toMatch(
      /^I don't have that in what I know/,
    );
    expect(await ask("/api/maya-chat", { message: "What's your favourite colour?" })).toMatch(/^That's one for Maya/);
    // Answered (a no is an answer): not a gap.
    await ask("/api/aurora/chat", { message: "Do you integrate with SAP?" });
    await ask("/api/sales-chat/max", { message: "How much is the Inbound Voice Agent?" });

    const res = await t.app.inject({ method: "GET", url: "/api/admin/dashboard?tz=UTC", headers: { cookie } });
    const { unanswered } = res.json();
    expect(unanswered.total).toBe(2);
    expect(unanswered.items.map((u: { question: string; agentName: string }) => [u.question, u.agentName])).toEqual([
      ["What's your favourite colour?", "Maya (AI twin)"],
      ["How many employees does the company have?", "Aurora"],
    ]);
  });

  it("counts a conversation in which the assistant kept a lead as one that became a lead", async () => {
    const t = await build(withStaff());
    const { cookie } = await loginAsStaff(t);
    const say = async (url: string, message: string, conversationId?: string) => {
      const res = await t.app.inject({
        method: "POST",
        url,
        payload: { message, ...(conversationId ? { conversationId } : {}) },
        headers: { accept: "application/json" },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { conversationId: string }).conversationId;
    };
    const kept = await say("/api/sales-chat/aurora", "how much is the website reception agent?");
    await say("/api/sales-chat/aurora", "Jordan Price, jordan@pricehvac.com", kept);
    await say("/api/sales-chat/max", "How much is the Inbound Voice Agent?");

    const submission = await t.app.services.db.db
      .selectFrom("leadSubmissions")
      .select(["serviceType", "conversationId"])
      .executeTakeFirstOrThrow();
    expect(submission).toEqual({ serviceType: "aurora-ai", conversationId: kept });
    const res = await t.app.inject({ method: "GET", url: "/api/admin/dashboard?tz=UTC", headers: { cookie } });
    expect(res.json().conversion).toEqual({ conversations: 2, leads: 1, percent: 50 });
  });

  it("answers an empty window with zeros and no percentage", async () => {
    const t = await build(withStaff(), { now: () => NOW });
    const { cookie } = await loginAsStaff(t);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/dashboard?tz=Asia%2FKolkata",
      headers: { cookie },
    });
    const d = res.json();
    expect(d.from).toBe("2026-10-22");
    expect(d.totals).toEqual({ leads: 0, contactRequests: 0, conversations: 0 });
    expect(d.conversion).toEqual({ conversations: 0, leads: 0, percent: null });
    expect(d.unanswered).toEqual({ total: 0, items: [] });
    expect(d.waiting).toEqual({ count: 0, oldest: [] });
  });

  it("refuses a bad time zone with a sentence and a stranger with 401", async () => {
    const t = await build(withStaff(), { now: () => NOW });
    const { cookie } = await loginAsStaff(t);
    for (const tz of ["Mars%2FOlympus", "UTC&tz=UTC", "%27%3B%20drop%20table%20chat_logs%3B--"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/admin/dashboard?tz=${tz}`, headers: { cookie } });
      expect(res.statusCode, tz).toBe(400);
      expect(res.json()).toEqual({
        error: "Unknown time zone: give an IANA name such as Europe/Paris or America/New_York.",
      });
    }
    const stranger = await t.app.inject({ method: "GET", url: "/api/admin/dashboard?tz=UTC" });
    expect(stranger.statusCode).toBe(401);
  });
});
