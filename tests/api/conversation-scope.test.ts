import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppConfig } from "../../src/server/config.ts";
import type { TestApp } from "../helpers/build-app.ts";
import type { ChatBody } from "../helpers/chat.ts";
import { SHARED, unlockCookie } from "../helpers/investor.ts";
import { type LlmStub, startLlmStub } from "../helpers/llm-stub.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";
import { conversationTurns } from "../helpers/chat-turns.ts";
import { INVESTOR_PORTALS } from "../fixtures/investor-portals.ts";

/*
 * Issue 18, item 4: a conversation belongs to where it was started. Found from outside: with a
 * model configured, the conversationId of an unlocked investor conversation sent to another chat
 * endpoint, or by a visitor without the portal's cookie, put that conversation's investor-only
 * text into the model's prompt. Here the model is a local stub that echoes its prompt, and every
 * probe checks what the model was sent: a conversation is continued only on its own endpoint,
 * with its own agent and under the investor grant it was started with; anything else gets a new
 * conversation (a new id) and reads nothing of the old one.
 */

const FOLLOW_UP = "and how does that compare with last year?";

let stub: LlmStub;
beforeAll(async () => {
  stub = await startLlmStub({ kind: "echo" });
});
afterAll(async () => {
  await stub.close();
});
beforeEach(() => {
  stub.requests.length = 0;
  stub.set({ kind: "echo" });
});

const config = (): Partial<AppConfig> => ({
  llm: { baseUrl: stub.baseUrl, apiKey: null, model: "stub-model", timeoutMs: 5_000, maxTokens: 200 },
  investor: { password: SHARED, bootstrap: false },
  // Many questions from few addresses: the budgets are not what is tested here.
  chatLimit: { perMinute: 10_000, perDay: 100_000 },
});

/** The investor passages a prompt carried: the text under each source titled "… investor portal: …". */
function investorPassages(system: string): string[] {
  return [...system.matchAll(/^\[\d+\] [^\n]*\n([^\n]+)\n\(Source: [^\n]*investor portal: [^\n]*\)$/gm)].map(
    (m) => m[1]!,
  );
}

describe.each(dbTargets())("a conversation stays where it was started, on $name", (target) => {
  const build = appsClosedAfterEach(target);

  async function chat(t: TestApp, url: string, payload: object, ip: string, cookie?: string) {
    stub.requests.length = 0;
    const res = await t.app.inject({
      method: "POST",
      url,
      payload,
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    expect(stub.requests, `${url}: one request to the model`).toHaveLength(1);
    const messages = stub.requests[0]!.body.messages ?? [];
    return {
      body: res.json<ChatBody>(),
      messages,
      system: messages[0]!.content,
      prompt: JSON.stringify(messages),
    };
  }

  it("an unlocked investor conversation of every business is read by its own follow-up only: never by another endpoint, another business's chat, another grant, no grant, or an ended one", async () => {
    const t = await build(config());
    const enabled = await t.app.services.db.db
      .selectFrom("businesses")
      .select("slug")
      .where("investorEnabled", "=", 1)
      .orderBy("slug")
      .execute();
    expect(enabled.map((b) => b.slug)).toEqual(INVESTOR_PORTALS);

    for (const [i, slug] of INVESTOR_PORTALS.entries()) {
      const ip = `198.51.100.${10 + i}`;
      const other = INVESTOR_PORTALS[(i + 1) % INVESTOR_PORTALS.length]!;
      const cookie = await unlockCookie(t, slug, SHARED, ip);
      const question = `What is the projected revenue and the financial model? (asked in portal ${slug}, ref ${i}x7q)`;

      const started = await chat(t, "/api/aurora-chat", { slug, message: question }, ip, cookie);
      const conversationId = started.body.conversationId;
      const secrets = investorPassages(started.system);
      expect(secrets.length, `${slug}: the unlocked prompt carries its investor passages`).toBeGreaterThan(0);
      const [told] = await conversationTurns(t.app.services.db, conversationId);
      // What the conversation said, and what only a holder of this portal's grant may be told.
      const said = [question, `ref ${i}x7q`, told!.reply];
      const leaks = [...said, ...secrets];

      /** [what, endpoint, body, cookie, whether that cookie opens this portal's documents itself] */
      const probes: [string, string, object, string | undefined, boolean][] = [
        ["the demo chat", "/api/aurora/chat", {}, undefined, false],
        ["Aurora's sales chat", "/api/sales-chat/aurora", {}, undefined, false],
        ["Max's sales chat", "/api/sales-chat/max", {}, undefined, false],
        ["the AI twin's chat", "/api/maya-chat", {}, undefined, false],
        ["its portal without the cookie", "/api/aurora-chat", { slug }, undefined, false],
        [
          "its portal with a forged cookie",
          "/api/aurora-chat",
          { slug },
          `investor_${slug}=g1.forged.signature`,
          false,
        ],
        [
          `${other}'s portal, unlocked`,
          "/api/aurora-chat",
          { slug: other },
          await unlockCookie(t, other, SHARED, ip),
          false,
        ],
        ["its portal under another grant", "/api/aurora-chat", { slug }, await unlockCookie(t, slug, SHARED, ip), true],
      ];
      for (const [what, url, extra, withCookie, opensDocuments] of probes) {
        const probe = await chat(t, url, { ...extra, message: FOLLOW_UP, conversationId }, ip, withCookie);
        expect(probe.body.conversationId, `${slug} → ${what}: a new conversation`).not.toBe(conversationId);
        expect(probe.messages.slice(1), `${slug} → ${what}: no history`).toEqual([
          { role: "user", content: FOLLOW_UP },
        ]);
        for (const leak of opensDocuments ? said : leaks) {
          expect(probe.prompt, `${slug} → ${what}`).not.toContain(leak);
          expect(probe.body.text, `${slug} → ${what}`).not.toContain(leak);
        }
      }

      // The visitor's own follow-up, on the same endpoint with the same grant, has its history.
      const followed = await chat(t, "/api/aurora-chat", { slug, message: FOLLOW_UP, conversationId }, ip, cookie);
      expect(followed.body.conversationId).toBe(conversationId);
      expect(followed.messages.slice(1)).toEqual([
        { role: "user", content: question },
        { role: "assistant", content: told!.reply },
        { role: "user", content: FOLLOW_UP },
      ]);

      // Locked: a copy of the cookie kept from before continues nothing.
      const locked = await t.app.inject({
        method: "DELETE",
        url: `/api/investor-access/${slug}`,
        headers: { cookie },
        remoteAddress: ip,
      });
      expect(locked.statusCode).toBe(204);
      const afterLock = await chat(t, "/api/aurora-chat", { slug, message: FOLLOW_UP, conversationId }, ip, cookie);
      expect(afterLock.body.conversationId).not.toBe(conversationId);
      for (const leak of leaks) expect(afterLock.prompt, `${slug} after Lock`).not.toContain(leak);

      // Nothing any probe said was written into the conversation.
      expect((await conversationTurns(t.app.services.db, conversationId)).map((r) => r.message)).toEqual([
        question,
        FOLLOW_UP,
      ]);
    }
  });

  it("every chat endpoint keeps its conversations to itself, the two Aurora endpoints included, and continues its own", async () => {
    const t = await build(config());
    const ip = "198.51.100.90";
    const endpoints: [string, object][] = [
      ["/api/aurora/chat", {}],
      ["/api/sales-chat/aurora", {}],
      ["/api/sales-chat/max", {}],
      ["/api/maya-chat", {}],
      ["/api/aurora-chat", { slug: "uschinastore" }],
      ["/api/aurora-chat", { slug: "dayo" }],
    ];
    for (const [n, [from, fromExtra]] of endpoints.entries()) {
      const said = `Tell me about your outbound voice agent, please (conversation ${n}q4).`;
      const started = await chat(t, from, { ...fromExtra, message: said }, ip);
      const conversationId = started.body.conversationId;
      for (const [to, toExtra] of endpoints) {
        if (to === from && JSON.stringify(toExtra) === JSON.stringify(fromExtra)) continue;
        const probe = await chat(t, to, { ...toExtra, message: FOLLOW_UP, conversationId }, ip);
        const label = `${from} ${JSON.stringify(fromExtra)} → ${to} ${JSON.stringify(toExtra)}`;
        expect(probe.body.conversationId, label).not.toBe(conversationId);
        expect(probe.prompt, label).not.toContain(`conversation ${n}q4`);
        expect(probe.messages.slice(1), label).toEqual([{ role: "user", content: FOLLOW_UP }]);
      }
      const own = await chat(t, from, { ...fromExtra, message: FOLLOW_UP, conversationId }, ip);
      expect(own.body.conversationId, from).toBe(conversationId);
      expect(own.messages.slice(1, 2), from).toEqual([{ role: "user", content: said }]);
    }
  });
});
