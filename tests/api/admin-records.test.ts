import { describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/build-app.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";
import { loginAsStaff, withStaff } from "../helpers/admin.ts";
import { createChatLogsRepository } from "../../src/server/modules/chat-logs/chat-logs.repository.ts";
import { newId } from "../../src/server/db/ids.ts";

type Headers = Record<string, string>;

async function post(t: TestApp, url: string, payload: object, ip = "192.0.2.1") {
  const res = await t.app.inject({ method: "POST", url, payload, remoteAddress: ip });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return res.json() as { id: string };
}

async function get(t: TestApp, url: string, headers: Headers) {
  const res = await t.app.inject({ method: "GET", url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** Stores one exchange at a given time (chat logs normally come from the assistant). */
async function chat(t: TestApp, at: string, message: string, opts: { conversationId?: string; agent?: string } = {}) {
  const id = newId();
  await createChatLogsRepository(t.app.services.db).add({
    id,
    conversationId: opts.conversationId ?? newId(),
    agent: opts.agent ?? "aurora",
    message,
    reply: `Reply to: ${message}`,
    sources: [{ title: "Pricing", url: "/#pricing" }],
    engine: "embedded",
    latencyMs: 3,
    createdAt: at,
  });
  return id;
}

/** Moves a stored row's creation time (the public forms stamp "now"). */
async function backdate(t: TestApp, table: "contactRequests" | "leadSubmissions", id: string, at: string) {
  await t.app.services.db.db.updateTable(table).set({ createdAt: at }).where("id", "=", id).execute();
}

describe.each(dbTargets())("admin records on $name", (target) => {
  const build = appsClosedAfterEach(target);

  async function staffApp(now?: () => number) {
    const t = await build(withStaff(), now ? { now } : {});
    const { cookie } = await loginAsStaff(t);
    return { t, h: { cookie } as Headers };
  }

  it("pages, searches, filters and sorts leads on the server", async () => {
    const { t, h } = await staffApp();
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const { id } = await post(
        t,
        "/api/leads",
        {
          email: `person${i}@example.com`,
          name: `Person ${i}`,
          serviceType: i % 3 === 0 ? "home-contact" : "blog-updates",
          message: i === 7 ? "Interested in the 100% plan_with_extras" : undefined,
        },
        `192.0.2.${i + 10}`,
      );
      await backdate(t, "leadSubmissions", id, `2026-11-${String(i + 1).padStart(2, "0")}T12:00:00.000Z`);
      ids.push(id);
    }
    const first = await get(t, "/api/admin/leads", h);
    expect(first.total).toBe(30);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(25);
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toEqual({
      id: ids[29],
      leadId: expect.any(String),
      name: "Person 29",
      email: "person29@example.com",
      phone: null,
      serviceType: "blog-updates",
      message: null,
      createdAt: "2026-11-30T12:00:00.000Z",
    });
    const second = await get(t, "/api/admin/leads?page=2", h);
    expect(second.items.map((l: { id: string }) => l.id)).toEqual(ids.slice(0, 5).reverse());
    const oldest = await get(t, "/api/admin/leads?sort=oldest&pageSize=10", h);
    expect(oldest.items.map((l: { id: string }) => l.id)).toEqual(ids.slice(0, 10));

    // Search is case-insensitive over name, e-mail and message; % and _ are literal.
    expect((await get(t, "/api/admin/leads?q=PERSON1%40", h)).total).toBe(1);
    expect((await get(t, "/api/admin/leads?q=100%25%20plan_with", h)).items[0].id).toBe(ids[7]);
    expect((await get(t, "/api/admin/leads?q=100%25%20planXwith", h)).total).toBe(0);
    expect((await get(t, "/api/admin/leads?service=home-contact", h)).total).toBe(10);
    // Days in the viewer's zone: 2026-11-02 in Tokyo runs from 11-01T15:00Z to 11-02T15:00Z, so it
    // holds the lead of 11-02T12:00Z only (11-01T12:00Z is the day before there).
    const tokyo = await get(t, "/api/admin/leads?from=2026-11-02&to=2026-11-02&tz=Asia%2FTokyo", h);
    expect(tokyo.items.map((l: { id: string }) => l.id)).toEqual([ids[1]]);
    const utc = await get(t, "/api/admin/leads?from=2026-11-02&to=2026-11-03", h);
    expect(utc.items.map((l: { id: string }) => l.id)).toEqual([ids[2], ids[1]]);
  });

  it("refuses bad list parameters with a sentence", async () => {
    const { t, h } = await staffApp();
    for (const [query, sentence] of [
      ["page=0", "Page numbers start at 1."],
      ["pageSize=7", "Page size is one of 10, 25, 50, 100."],
      ["from=2026-13-45", "That date does not exist."],
      ["from=yesterday", "Dates are written YYYY-MM-DD."],
      ["tz=Mars%2FOlympus", "Unknown time zone."],
      ["sort=random", "Sort is newest or oldest."],
      ["status=lost", "Status is new, contacted or closed."],
      ["from=2026-11-05&to=2026-11-01", "The start date must be on or before the end date."],
      ["evil=1", "Unknown parameter: evil."],
      ["to=9999-12-31", "Dates run from 1970 to 9998."],
      ["from=0050-01-01", "Dates run from 1970 to 9998."],
      ["from=2024-02-30", "That date does not exist."],
      ["q=a&q=b", "Search text must be given once, as text."],
      ["page=99999999999999999999", "Page numbers go up to 100000."],
      ["page=1.5", "Page numbers are whole numbers from 1."],
      ["tz=UTC&tz=UTC", "Give one time zone, e.g. America/New_York."],
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/api/admin/contact-requests?${query}`, headers: h });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ error: sentence });
    }
  });

  it("lists chats, opens a whole conversation, filters by agent and deletes an exchange", async () => {
    const { t, h } = await staffApp();
    const conversationId = newId();
    const a = await chat(t, "2026-11-20T10:00:00.000Z", "How much is the voice agent?", { conversationId });
    const b = await chat(t, "2026-11-20T10:01:00.000Z", "And setup time?", { conversationId });
    await chat(t, "2026-11-21T10:00:00.000Z", "Hi Max", { agent: "max" });
    const list = await get(t, "/api/admin/chats", h);
    expect(list.total).toBe(3);
    expect(list.items[0]).toMatchObject({ message: "Hi Max", agent: "max" });
    expect((await get(t, "/api/admin/chats?service=aurora", h)).total).toBe(2);
    expect((await get(t, "/api/admin/chats?q=setup", h)).items.map((c: { id: string }) => c.id)).toEqual([b]);
    const conversation = await get(t, `/api/admin/chats/${b}/conversation`, h);
    expect(conversation.conversationId).toBe(conversationId);
    expect(conversation.exchanges.map((c: { id: string }) => c.id)).toEqual([a, b]);
    expect(conversation.exchanges[0]).toMatchObject({
      message: "How much is the voice agent?",
      reply: "Reply to: How much is the voice agent?",
      sources: [{ title: "Pricing", url: "/#pricing" }],
    });
    const del = await t.app.inject({ method: "DELETE", url: `/api/admin/chats/${a}`, headers: h });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ ok: true });
    const again = await t.app.inject({ method: "DELETE", url: `/api/admin/chats/${a}`, headers: h });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: "There is no chat with that id." });
    const bogus = await t.app.inject({ method: "GET", url: "/api/admin/chats/..%2F..%2Fetc/conversation", headers: h });
    expect(bogus.statusCode).toBe(404);
    expect((await get(t, "/api/admin/chats", h)).total).toBe(2);
  });

  it("deletes a lead submission, and the person with their last one", async () => {
    const { t, h } = await staffApp();
    const one = await post(t, "/api/leads", { email: "twice@example.com", serviceType: "blog-updates" });
    const two = await post(t, "/api/leads", { email: "twice@example.com", serviceType: "home-contact" });
    const db = t.app.services.db.db;
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/leads/${one.id}`, headers: h })).statusCode).toBe(
      200,
    );
    expect(await db.selectFrom("leads").selectAll().execute()).toHaveLength(1);
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/leads/${two.id}`, headers: h })).statusCode).toBe(
      200,
    );
    expect(await db.selectFrom("leads").selectAll().execute()).toHaveLength(0);
    const missing = await t.app.inject({ method: "DELETE", url: `/api/admin/leads/${two.id}`, headers: h });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "There is no lead with that id." });
  });

  it("changes a contact request's status and filters by it", async () => {
    const { t, h } = await staffApp();
    const { id } = await post(t, "/api/contact-requests", {
      name: "Ada",
      email: "ada@example.com",
      company: "Engines Ltd",
      serviceType: "aurora-ai",
    });
    await post(t, "/api/contact-requests", { name: "Bob", email: "bob@example.com", serviceType: "max-ai" });
    const patch = (status: unknown) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/admin/contact-requests/${id}/status`,
        headers: h,
        payload: { status },
      });
    const res = await patch("contacted");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: "contacted", name: "Ada", company: "Engines Ltd" });
    expect((await patch("lost")).json()).toEqual({ error: "Status is new, contacted or closed." });
    expect(
      (await get(t, "/api/admin/contact-requests?status=contacted", h)).items.map((r: { id: string }) => r.id),
    ).toEqual([id]);
    expect((await get(t, "/api/admin/contact-requests?status=new", h)).total).toBe(1);
    expect((await get(t, "/api/admin/contact-requests?q=engines", h)).total).toBe(1);
    await post(t, "/api/contact-requests", { name: "ÉRIC Müller", email: "eric@example.com", serviceType: "max-ai" });
    for (const q of ["Éric", "éric", "MÜLLER"]) {
      expect((await get(t, `/api/admin/contact-requests?q=${encodeURIComponent(q)}`, h)).total, q).toBe(1);
    }
    expect((await get(t, "/api/admin/contact-requests?service=max-ai&sort=oldest", h)).items[0].name).toBe("Bob");
    const unknown = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/contact-requests/${newId()}/status`,
      headers: h,
      payload: { status: "closed" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await get(t, "/api/admin/facets", h)).toEqual({
      leadServices: [],
      chatAgents: [],
      contactServices: ["aurora-ai", "max-ai"],
      agentNames: {},
    });
  });

  it("counts today's chats in the viewer's time zone on the server", async () => {
    const now = Date.parse("2026-11-25T03:00:00Z"); // still Nov 24 in New York, Nov 25 in UTC
    const { t, h } = await staffApp(() => now);
    await chat(t, "2026-11-24T20:00:00.000Z", "evening in New York");
    await chat(t, "2026-11-25T01:00:00.000Z", "late evening in New York");
    await chat(t, "2026-11-23T12:00:00.000Z", "two days ago");
    await post(t, "/api/leads", { email: "x@example.com", serviceType: "blog-updates" });
    await post(t, "/api/contact-requests", { name: "C", email: "c@example.com", serviceType: "ai-twin" });
    expect(await get(t, "/api/admin/stats?tz=America%2FNew_York", h)).toEqual({
      totalLeads: 1,
      totalChats: 3,
      todaysChats: 2,
      totalContactRequests: 1,
      newContactRequests: 1,
    });
    expect((await get(t, "/api/admin/stats?tz=UTC", h)).todaysChats).toBe(1);
  });

  it("exports exactly the filtered view as CSV, with formula cells neutralised", async () => {
    const { t, h } = await staffApp();
    await post(t, "/api/contact-requests", {
      name: '=HYPERLINK("http://evil.example","x")',
      email: "eve@example.com",
      company: "+cmd",
      message: '-2+3, and "quotes"\nsecond line',
      serviceType: "aurora-ai",
    });
    await post(t, "/api/contact-requests", { name: "@SUM(A1)", email: "sum@example.com", serviceType: "max-ai" });
    await post(t, "/api/contact-requests", { name: "Plain", email: "plain@example.com", serviceType: "max-ai" });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/contact-requests/export.csv?service=aurora-ai&sort=oldest&tz=UTC",
      headers: h,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="contact-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const text = res.body;
    expect(text.startsWith("\uFEFFDate,Name,Email,Company,Phone,Service,Status,Message\r\n")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines).toHaveLength(3); // header, one row (its message keeps its line break inside quotes), trailing ""
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",eve@example.com,'+cmd,,aurora-ai,new,`);
    expect(lines[1]).toContain(`"'-2+3, and ""quotes""\nsecond line"`);
    expect(text).not.toContain("Plain");
    const all = await t.app.inject({ method: "GET", url: "/api/admin/contact-requests/export.csv", headers: h });
    expect(all.body).toContain("'@SUM(A1)");
    expect(all.body.split("\r\n").filter(Boolean)).toHaveLength(4); // header and three requests
    for (const query of ["status=maybe", "to=9999-12-31", "from=2024-02-30"]) {
      const bad = await t.app.inject({ method: "GET", url: `/api/admin/leads/export.csv?${query}`, headers: h });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.headers["content-disposition"], query).toBeUndefined();
      expect(bad.json().error, query).toEqual(expect.any(String));
    }
  });

  it("streams a large export completely", async () => {
    const { t, h } = await staffApp();
    const db = t.app.services.db;
    await db.write(async (trx) => {
      for (let i = 0; i < 1_234; i++) {
        await trx
          .insertInto("chatLogs")
          .values({
            id: newId(),
            conversationId: newId(),
            agent: "aurora",
            message: `question ${i}`,
            reply: "answer",
            sources: "[]",
            engine: "embedded",
            latencyMs: 1,
            createdAt: new Date(Date.UTC(2026, 10, 1) + i * 1000).toISOString(),
          })
          .execute();
      }
    });
    const res = await t.app.inject({ method: "GET", url: "/api/admin/chats/export.csv?sort=oldest", headers: h });
    const rows = res.body.split("\r\n").filter(Boolean);
    expect(rows).toHaveLength(1_235);
    expect(rows[1]).toContain("question 0");
    expect(rows[1_234]).toContain("question 1233");
  });

  it("shows one person's timeline across leads, requests and conversations, and erases them on request", async () => {
    const { t, h } = await staffApp();
    const lead = await post(t, "/api/leads", { email: "Jo@Example.com", name: "Jo", serviceType: "blog-updates" });
    await backdate(t, "leadSubmissions", lead.id, "2026-11-10T09:00:00.000Z");
    const request = await post(t, "/api/contact-requests", {
      name: "Jo",
      email: "jo@example.com",
      serviceType: "aurora-ai",
    });
    await backdate(t, "contactRequests", request.id, "2026-11-12T09:00:00.000Z");
    const conversationId = newId();
    await chat(t, "2026-11-11T09:00:00.000Z", "Hi, can someone call me?", { conversationId });
    await chat(t, "2026-11-11T09:01:00.000Z", "I'm Jo, my e-mail is JO@example.com", { conversationId });
    // Someone else's records stay.
    await post(t, "/api/leads", { email: "other@example.com", serviceType: "blog-updates" });
    await chat(t, "2026-11-11T10:00:00.000Z", "write to other@example.com please");
    await chat(t, "2026-11-11T11:00:00.000Z", "my address is jo_example.com or joXexample.com");
    // Longer addresses that contain jo@example.com are other people.
    await chat(t, "2026-11-11T12:00:00.000Z", "I'm Mojo, mojo@example.com");
    await chat(t, "2026-11-11T13:00:00.000Z", "reach me at jo@example.com.au");
    await chat(t, "2026-11-11T14:00:00.000Z", "billy.jo@example.com here");

    const timeline = await get(t, "/api/admin/people/timeline?email=jo%40example.com", h);
    expect(timeline.email).toBe("jo@example.com");
    expect(timeline.events.map((e: { kind: string; at: string }) => [e.kind, e.at])).toEqual([
      ["lead", "2026-11-10T09:00:00.000Z"],
      ["conversation", "2026-11-11T09:00:00.000Z"],
      ["contact-request", "2026-11-12T09:00:00.000Z"],
    ]);
    expect(timeline.events[1].exchanges).toHaveLength(2);
    expect(timeline.events[1].conversationId).toBe(conversationId);
    expect(timeline.events[1].agentName).toBe("Aurora");

    // A personal investor code made out to the same address (another case) is theirs too.
    const code = await t.app.inject({
      method: "POST",
      url: "/api/admin/investor-codes",
      headers: h,
      payload: {
        businessSlug: "dayo",
        investorName: "Jo",
        investorEmail: "Jo@Example.com",
        expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
    });
    expect(code.statusCode).toBe(201);
    const unlock = (secret: string) =>
      t.app.inject({ method: "POST", url: "/api/investor-access/dayo", payload: { password: secret } });
    const secret = code.json().code as string;
    expect((await unlock(secret)).statusCode).toBe(204);

    const erase = await t.app.inject({
      method: "POST",
      url: "/api/admin/people/erase",
      headers: h,
      payload: { email: "JO@example.com" },
    });
    expect(erase.statusCode).toBe(200);
    expect(erase.json()).toEqual({
      email: "JO@example.com",
      removed: { leads: 1, contactRequests: 1, chats: 2, investorCodes: 1 },
    });
    expect((await get(t, "/api/admin/investor-codes?business=dayo", h)).items).toEqual([]);
    expect((await unlock(secret)).statusCode).toBe(401);
    expect((await get(t, "/api/admin/people/timeline?email=jo%40example.com", h)).events).toEqual([]);
    expect((await get(t, "/api/admin/leads", h)).total).toBe(1);
    expect((await get(t, "/api/admin/chats", h)).total).toBe(5);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/admin/people/erase",
      headers: h,
      payload: { email: "nope" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("returns what visitors typed as data, markup included (the console renders it as text)", async () => {
    const { t, h } = await staffApp();
    const xss = `<img src=x onerror=alert(1)><script>alert("x")</script>`;
    await post(t, "/api/contact-requests", {
      name: xss.slice(0, 100),
      email: "x@example.com",
      message: xss,
      serviceType: "aurora-ai",
    });
    const res = await t.app.inject({ method: "GET", url: "/api/admin/contact-requests", headers: h });
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json().items[0].message).toBe(xss);
  });
});

describe.each(dbTargets())("admin route inventory on $name", (target) => {
  const build = appsClosedAfterEach(target);

  it("every /api/admin route but the login answers 401 without a session", async () => {
    const routes: { method: string; url: string }[] = [];
    const t = await build(withStaff(), {
      onRoute: (route) => {
        if (!route.url.startsWith("/api/admin")) return;
        for (const method of [route.method].flat()) if (method !== "HEAD") routes.push({ method, url: route.url });
      },
    });
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    // The inventory really found the console's API.
    for (const expected of [
      "POST /api/admin/login",
      "GET /api/admin/session",
      "POST /api/admin/logout",
      "GET /api/admin/leads",
      "DELETE /api/admin/leads/:id",
      "GET /api/admin/chats/:id/conversation",
      "GET /api/admin/contact-requests",
      "PATCH /api/admin/contact-requests/:id/status",
      "GET /api/admin/contact-requests/export.csv",
      "POST /api/admin/people/erase",
    ]) {
      expect(urls).toContain(expected);
    }
    expect(routes.length).toBeGreaterThanOrEqual(17);
    for (const { method, url } of routes) {
      if (url === "/api/admin/login") continue;
      const path = url.replace(/:id/g, "6f1c2b9e-0000-4000-8000-000000000001");
      for (const headers of [{}, { cookie: "admin_session=expired-or-forged" }, { "x-session-id": "A".repeat(43) }]) {
        const res = await t.app.inject({
          method: method as "GET",
          url: path,
          headers,
          ...(method === "GET" ? {} : { payload: { status: "closed", email: "a@example.com" } }),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ error: "Please log in to continue." });
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    }
  });
});
