import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppConfig } from "../../src/server/config.ts";
import { createChatLogsRepository } from "../../src/server/modules/chat-logs/chat-logs.repository.ts";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { listenLocally } from "../helpers/test-apps.ts";
import { type LlmStub, type LlmStubBehaviour, startLlmStub } from "../helpers/llm-stub.ts";
import { dbTargets } from "../helpers/test-db.ts";
import { type ChatBody, parseSse } from "../helpers/chat.ts";
import { conversationTurns } from "../helpers/chat-turns.ts";

/*
 * The assistant's LLM path through the real HTTP endpoints (issue 7, "The LLM engine"): with
 * LLM_BASE_URL set the visitor is answered by an OpenAI-compatible model (here a local stub),
 * grounded in the site's knowledge; a reply with an invented figure, an error, a hang or an empty
 * reply never reaches the visitor (the embedded engine answers, engine "guard-fallback", a warning
 * is logged without the visitor's words); investor documents reach the model only for a visitor
 * who unlocked that business.
 */

const OUTBOUND_QUESTION = "how much is the outbound agent?";
const GROUNDED_REPLY = ["The Outbound Voice Agent is ", "$5,000 to set up and ", "$300 to $700 a month."];
const INVENTED_REPLY = "It's only $199 a month!";
const STREAM = { accept: "text/event-stream" };

/** In content/investor/uschinastore.json only (not in the public business file). */
const USCHINA_INVESTOR_ONLY = "Year 1 completes the beta and proves the 8-day delivery promise at scale";
/** Another business's investor document, which an uschinastore visitor must never get. */
const SUBS_INVESTOR_ONLY = "The Subs AI projects revenue in the millions by Year 3";

interface LogLine {
  level: number;
  msg: string;
  event?: string;
  reason?: string;
  status?: number;
  figures?: string[];
  [key: string]: unknown;
}

let stub: LlmStub;
beforeAll(async () => {
  stub = await startLlmStub();
});
afterAll(async () => {
  await stub.close();
});
beforeEach(() => {
  stub.requests.length = 0;
  stub.set({ kind: "stream", chunks: ["Hello!"] });
});

const llmConfig = (over: Partial<NonNullable<AppConfig["llm"]>> = {}): Partial<AppConfig> => ({
  llm: { baseUrl: stub.baseUrl, apiKey: null, model: "stub-model", timeoutMs: 500, maxTokens: 200, ...over },
});

/** The app's log lines (JSON, one a line), as a test reads them. */
function captureLogs() {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      raw.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return {
    stream,
    raw,
    lines: () => raw.map((l) => JSON.parse(l) as LogLine),
  };
}

/** The one request the stub got, with its system prompt and the whole body as sent. */
function onlyModelRequest() {
  expect(stub.requests, "exactly one request to the model").toHaveLength(1);
  const sent = stub.requests[0]!;
  const messages = sent.body.messages ?? [];
  const system = messages.filter((m) => m.role === "system");
  expect(system, "one system message").toHaveLength(1);
  expect(messages[0]!.role).toBe("system");
  return { sent, messages, system: system[0]!.content, raw: JSON.stringify(sent.body) };
}

function expectSitePaths(sources: ChatBody["sources"]) {
  expect(sources.length).toBeGreaterThanOrEqual(1);
  for (const s of sources) {
    expect(s.title.length, JSON.stringify(s)).toBeGreaterThan(0);
    expect(s.url, JSON.stringify(s)).toMatch(/^\/(?!\/)/);
  }
}

describe.each(dbTargets())("the assistant through an LLM on $name", (target) => {
  let t: TestApp | undefined;
  let logs: ReturnType<typeof captureLogs>;

  async function start(over: Partial<NonNullable<AppConfig["llm"]>> = {}) {
    logs = captureLogs();
    t = await buildTestApp(
      target,
      { ...llmConfig(over), logLevel: "warn", logStream: logs.stream },
      { investorUnlocked: (req, slug) => req.headers["x-test-unlock"] === slug },
    );
    return t;
  }
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t!.app.inject({ method: "POST", url, payload, headers, remoteAddress: "203.0.113.70" });
  const rowsOf = (conversationId: string) => conversationTurns(t!.app.services.db, conversationId);
  const fallbackWarnings = () => logs.lines().filter((l) => l.event === "llm-fallback");

  describe("replies the visitor gets", () => {
    it("answers with the model's streamed reply when it only quotes figures of the knowledge", async () => {
      await start();
      stub.set({ kind: "stream", chunks: GROUNDED_REPLY });
      const res = await post("/api/aurora/chat", { message: OUTBOUND_QUESTION });
      expect(res.statusCode).toBe(200);
      const body = res.json<ChatBody>();
      expect(body.text).toBe(GROUNDED_REPLY.join(""));
      expectSitePaths(body.sources);
      expect(body.sources.map((s) => s.url)).toContain("/services/ai-reception-agents#pricing");
      expect(body.suggestions.length).toBeLessThanOrEqual(3);
      for (const s of body.suggestions) expect(typeof s).toBe("string");
      expect(stub.requests).toHaveLength(1);

      const rows = await rowsOf(body.conversationId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        agent: "aurora",
        message: OUTBOUND_QUESTION,
        reply: body.text,
        sources: body.sources,
        engine: "llm",
      });
      expect(fallbackWarnings()).toEqual([]);
    });

    it("answers with a non-streamed (JSON) completion too, on the sales chat with its voice", async () => {
      await start();
      stub.set({ kind: "json", content: "  Setup for the Outbound Voice Agent is $5,000.  " });
      const res = await post("/api/sales-chat/max", { message: "what's the setup fee for the outbound agent?" });
      expect(res.statusCode).toBe(200);
      const body = res.json<ChatBody>();
      expect(body.text).toBe("Setup for the Outbound Voice Agent is $5,000.");
      expect(body.voiceId).toBe("pNInz6obpgDQGcFmaJgB");
      expectSitePaths(body.sources);
      expect(body.suggestions.length).toBeLessThanOrEqual(3);
      expect((await rowsOf(body.conversationId))[0]).toMatchObject({ agent: "max", engine: "llm" });
    });

    it("never sends an invented price: the embedded answer goes instead and the event is logged without the visitor's words", async () => {
      await start();
      stub.set({ kind: "stream", chunks: [INVENTED_REPLY] });
      const res = await post("/api/aurora/chat", { message: OUTBOUND_QUESTION });
      expect(res.statusCode).toBe(200);
      const body = res.json<ChatBody>();
      expect(body.text).toContain("$5,000");
      expect(body.text).not.toContain("$199");
      expectSitePaths(body.sources);
      expect(body.suggestions.length).toBeLessThanOrEqual(3);
      expect(stub.requests).toHaveLength(1);

      const rows = await rowsOf(body.conversationId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ engine: "guard-fallback", reply: body.text, message: OUTBOUND_QUESTION });

      const warnings = fallbackWarnings();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40, event: "llm-fallback", reason: "unsupported-figures" });
      expect(warnings[0]!.figures).toContain("$199");
      const line = logs.raw.find((l) => l.includes('"llm-fallback"'))!;
      expect(line).not.toContain(OUTBOUND_QUESTION);
      expect(line).not.toContain("outbound agent");
      // Nothing in the whole log carries the visitor's message.
      for (const l of logs.raw) expect(l).not.toContain(OUTBOUND_QUESTION);
    });

    it.each<[string, LlmStubBehaviour, Partial<LogLine>]>([
      ["an HTTP 500", { kind: "error", status: 500 }, { reason: "status", status: 500 }],
      ["an empty reply", { kind: "empty" }, { reason: "empty" }],
      ["a reply of white space only", { kind: "stream", chunks: ["  ", "\n"] }, { reason: "empty" }],
    ])("answers %s from the model with the embedded answer and status 200", async (_name, behaviour, logged) => {
      await start();
      stub.set(behaviour);
      const res = await post("/api/aurora/chat", { message: OUTBOUND_QUESTION });
      expect(res.statusCode).toBe(200);
      const body = res.json<ChatBody>();
      expect(body).not.toHaveProperty("error");
      expect(body.text).toContain("$5,000");
      expect((await rowsOf(body.conversationId))[0]!.engine).toBe("guard-fallback");
      expect(fallbackWarnings()).toEqual([expect.objectContaining({ event: "llm-fallback", ...logged })]);
    });

    it.each<[string, LlmStubBehaviour]>([
      ["never answers", { kind: "hang" }],
      ["stops in the middle of its stream", { kind: "stall-mid-stream", chunks: ["The Outbound Voice Agent is"] }],
    ])(
      "answers well under 2 s with the embedded answer when the model %s (timeout 300 ms)",
      async (_name, behaviour) => {
        await start({ timeoutMs: 300 });
        stub.set(behaviour);
        const started = performance.now();
        const res = await post("/api/sales-chat/aurora", { message: OUTBOUND_QUESTION });
        const elapsed = performance.now() - started;
        expect(res.statusCode).toBe(200);
        expect(elapsed).toBeGreaterThanOrEqual(250);
        expect(elapsed).toBeLessThan(2_000);
        const body = res.json<ChatBody>();
        expect(body.text).toContain("$5,000");
        expect(body.text).not.toContain("The Outbound Voice Agent is$");
        expect((await rowsOf(body.conversationId))[0]!.engine).toBe("guard-fallback");
        expect(fallbackWarnings()).toEqual([expect.objectContaining({ reason: "timeout" })]);
      },
    );
  });

  describe("what the model is sent", () => {
    it("sends the persona and the knowledge in the system message, the visitor's words only as the last user message", async () => {
      await start();
      const res = await post("/api/aurora/chat", { message: OUTBOUND_QUESTION });
      expect(res.statusCode).toBe(200);
      const { sent, messages, system } = onlyModelRequest();
      expect(sent.method).toBe("POST");
      expect(sent.url).toBe("/v1/chat/completions");
      expect(sent.headers.authorization).toBeUndefined();
      expect(sent.body.stream).toBe(true);
      expect(sent.body.max_tokens).toBe(200);
      expect(sent.body.model).toBe("stub-model");
      expect(system).toContain("You are Aurora");
      expect(system).toContain("Outbound Voice Agent");
      expect(system).toContain("$5,000");
      expect(system).not.toContain(OUTBOUND_QUESTION);
      expect(messages).toHaveLength(2);
      expect(messages.at(-1)).toEqual({ role: "user", content: OUTBOUND_QUESTION });
    });

    it.each([
      ["/api/sales-chat/aurora", {}, "Aurora", "Max"],
      ["/api/sales-chat/max", {}, "Max", "Aurora"],
      ["/api/maya-chat", {}, "Maya", "Max"],
      ["/api/aurora-chat", { slug: "uschinastore" }, "Aurora", "Max"],
    ])("speaks as the persona of %s", async (url, extra, name, other) => {
      await start();
      const message = "what does the outbound agent cost to set up?";
      const res = await post(url, { ...extra, message });
      expect(res.statusCode).toBe(200);
      const { messages, system } = onlyModelRequest();
      expect(system).toContain(`You are ${name} (`);
      expect(system).not.toContain(`You are ${other} (`);
      expect(system).not.toContain(message);
      expect(messages.at(-1)).toEqual({ role: "user", content: message });
    });

    it("sends a conversation's earlier turns from the database as user and assistant messages", async () => {
      await start();
      const conversationId = randomUUID();
      const earlier = {
        message: "tell me about the outbound agent",
        reply: "The Outbound Voice Agent calls your leads and customers for follow-ups.",
      };
      await createChatLogsRepository(t!.app.services.db).add(
        {
          id: randomUUID(),
          conversationId,
          agent: "aurora",
          ...earlier,
          sources: [],
          engine: "embedded",
          latencyMs: 3,
          createdAt: new Date(Date.now() - 60_000).toISOString(),
        },
        // Stored as the sales chat stores its own turns: a conversation goes on only where it started.
        { channel: "/sales-chat/aurora", grantId: null },
      );
      stub.set({ kind: "stream", chunks: ["Setup is $5,000."] });
      const res = await post("/api/sales-chat/aurora", { message: "and the setup fee?", conversationId });
      expect(res.statusCode).toBe(200);
      const body = res.json<ChatBody>();
      expect(body.conversationId).toBe(conversationId);
      expect(body.text).toBe("Setup is $5,000.");

      const { messages, system } = onlyModelRequest();
      expect(messages.slice(1)).toEqual([
        { role: "user", content: earlier.message },
        { role: "assistant", content: earlier.reply },
        { role: "user", content: "and the setup fee?" },
      ]);
      // The follow-up's knowledge comes from the conversation; its words never enter the system message.
      expect(system).toContain("$5,000");
      expect(system).not.toContain(earlier.message);
      expect(system).not.toContain(earlier.reply);

      const rows = await rowsOf(conversationId);
      expect(rows.map((r) => [r.message, r.engine])).toEqual([
        [earlier.message, "embedded"],
        ["and the setup fee?", "llm"],
      ]);
    });

    it("continues a conversation answered by the model: its reply comes back as the assistant's turn", async () => {
      await start();
      stub.set({ kind: "stream", chunks: GROUNDED_REPLY });
      const first = (await post("/api/sales-chat/max", { message: OUTBOUND_QUESTION })).json<ChatBody>();
      stub.set({ kind: "stream", chunks: ["It includes 90 outbound minutes per month."] });
      const next = (
        await post("/api/sales-chat/max", {
          message: "how many minutes does that include?",
          conversationId: first.conversationId,
        })
      ).json<ChatBody>();
      expect(next.text).toBe("It includes 90 outbound minutes per month.");
      expect(stub.requests).toHaveLength(2);
      expect(stub.requests[1]!.body.messages!.slice(1)).toEqual([
        { role: "user", content: OUTBOUND_QUESTION },
        { role: "assistant", content: GROUNDED_REPLY.join("") },
        { role: "user", content: "how many minutes does that include?" },
      ]);
      expect((await rowsOf(first.conversationId)).map((r) => r.engine)).toEqual(["llm", "llm"]);
    });

    it("sends the history a client posts to /api/aurora/chat as user and assistant messages", async () => {
      await start();
      const conversationHistory = [
        { role: "user", content: "tell me about the outbound agent", timestamp: "2026-01-01T10:00:00.000Z" },
        { role: "assistant", content: "It calls your leads for you.", timestamp: "2026-01-01T10:00:01.000Z" },
      ];
      await post("/api/aurora/chat", { message: "and the setup fee?", conversationHistory });
      const { messages, system } = onlyModelRequest();
      expect(messages.slice(1)).toEqual([
        { role: "user", content: "tell me about the outbound agent" },
        { role: "assistant", content: "It calls your leads for you." },
        { role: "user", content: "and the setup fee?" },
      ]);
      expect(system).not.toContain("It calls your leads for you.");
    });
  });

  describe("dialogue state and computed figures (issue 20)", () => {
    const BILL_QUESTION = "I use 200 minutes more than the inbound agent includes: what's my monthly bill?";

    it("hands the model the bill worked out in code, and accepts a reply that quotes it with its working", async () => {
      await start();
      stub.set({ kind: "stream", chunks: ["That comes to $599 a month: ", "$299 + 200 × $1.50 = $599."] });
      const body = (await post("/api/aurora/chat", { message: BILL_QUESTION })).json<ChatBody>();
      const { system } = onlyModelRequest();
      expect(system).toContain("Computed for this question (exact; quote as given):");
      expect(system).toContain("$299 + 200 × $1.50 = $599");
      expect(system).toContain("Never do arithmetic yourself");
      expect(body.text).toBe("That comes to $599 a month: $299 + 200 × $1.50 = $599.");
      expect(fallbackWarnings()).toEqual([]);
    });

    it("refuses a bill the model worked out wrong: the embedded engine's computed answer goes instead", async () => {
      await start();
      stub.set({ kind: "stream", chunks: ["That comes to $650 a month: $299 + 200 × $1.50 = $650."] });
      const body = (await post("/api/aurora/chat", { message: BILL_QUESTION })).json<ChatBody>();
      expect(body.text).not.toContain("$650");
      expect(body.text).toContain("$299 + 200 × $1.50 = $599");
      expect(fallbackWarnings()).toHaveLength(1);
      expect(fallbackWarnings()[0]).toMatchObject({ reason: "unsupported-figures", figures: ["$650"] });
    });

    it("tells the model what 'that' refers to, from the conversation", async () => {
      await start();
      stub.set({ kind: "stream", chunks: GROUNDED_REPLY });
      const first = (await post("/api/sales-chat/aurora", { message: OUTBOUND_QUESTION })).json<ChatBody>();
      stub.requests.length = 0;
      stub.set({ kind: "stream", chunks: ["It includes 90 outbound minutes per month."] });
      await post("/api/sales-chat/aurora", {
        message: "how many minutes does that include?",
        conversationId: first.conversationId,
      });
      const { system } = onlyModelRequest();
      expect(system).toMatch(/The conversation is about: Outbound Voice Agent\b/);
      expect(system).not.toContain("Computed for this question (exact");
    });
  });

  describe("investor documents", () => {
    const ask = (headers: Record<string, string> = {}, slug = "uschinastore") =>
      post("/api/aurora-chat", { slug, message: "what is the projected revenue of US China Store?" }, headers);

    it("sends no investor-document passage for a visitor who has not unlocked the business", async () => {
      await start();
      stub.set({ kind: "stream", chunks: ["US China Store is a cross-border store."] });
      const res = await ask();
      expect(res.statusCode).toBe(200);
      const { raw, system } = onlyModelRequest();
      expect(system).toContain("US China Store");
      expect(raw).not.toContain(USCHINA_INVESTOR_ONLY);
      expect(raw).not.toContain("US China Store projects revenue in the millions");
      expect(raw).not.toContain(SUBS_INVESTOR_ONLY);
      expect(raw).not.toContain("/investor/");
      expect(raw).not.toContain("investor portal:");
      const body = res.json<ChatBody>();
      expect(body.sources.map((s) => s.url).filter((u) => u.startsWith("/investor/"))).toEqual([]);
      expect((await rowsOf(body.conversationId))[0]).toMatchObject({ agent: "investor:uschinastore", engine: "llm" });
    });

    it("sends a business's investor passages to a visitor who unlocked it, and never another business's", async () => {
      await start();
      stub.set({ kind: "stream", chunks: ["US China Store projects revenue in the millions by Year 3."] });
      const res = await ask({ "x-test-unlock": "uschinastore" });
      expect(res.statusCode).toBe(200);
      const { raw, system } = onlyModelRequest();
      expect(system).toContain(USCHINA_INVESTOR_ONLY);
      expect(system).toContain("/investor/uschinastore");
      const investorUrls = [...system.matchAll(/\/investor\/[a-z0-9{}-]+/g)].map((m) => m[0]);
      expect(new Set(investorUrls)).toEqual(new Set(["/investor/uschinastore"]));
      expect(raw).not.toContain(SUBS_INVESTOR_ONLY);
      for (const other of ["The Subs AI", "Holo World", "DAY-O", "Harmonic Healing"]) {
        expect(system).not.toContain(`${other} investor portal`);
      }
      const body = res.json<ChatBody>();
      expect(body.text).toBe("US China Store projects revenue in the millions by Year 3.");
      expect(body.sources.map((s) => s.url)).toContain("/investor/uschinastore");
      expect((await rowsOf(body.conversationId))[0]!.engine).toBe("llm");
    });

    it("sends the investor passages when the business is asked for by its alias", async () => {
      await start();
      await ask({ "x-test-unlock": "uschinastore" }, "us-china-store");
      expect(onlyModelRequest().system).toContain(USCHINA_INVESTOR_ONLY);
    });

    // "What does this business do?" names no business: the portal's own must still be in the knowledge.
    it("gives the model the portal's own business when the question does not name it", async () => {
      await start();
      const reply = "US China Store promises delivery in 8 days on every order.";
      stub.set({ kind: "stream", chunks: [reply] });
      const res = await post("/api/aurora-chat", { slug: "uschinastore", message: "what does this business do?" });
      expect(res.statusCode).toBe(200);
      const { system } = onlyModelRequest();
      expect(system).toMatch(/^\[\d+\] US China Store$/m);
      expect(system).toContain("A cross-border store that brings products from trusted suppliers in China");
      expect(res.json<ChatBody>().text).toBe(reply);
    });

    it("does not open one business's documents to a visitor who unlocked another", async () => {
      await start();
      const res = await ask({ "x-test-unlock": "the-subs-ai" });
      expect(res.statusCode).toBe(200);
      const { raw } = onlyModelRequest();
      expect(raw).not.toContain(USCHINA_INVESTOR_ONLY);
      expect(raw).not.toContain(SUBS_INVESTOR_ONLY);
      expect(raw).not.toContain("/investor/");
    });
  });
});

/** The deltas, checked to join into the single, final `done` answer. */
function deltasThenDone(body: string): { deltas: string[]; done: ChatBody } {
  const events = parseSse(body);
  expect(events.length).toBeGreaterThanOrEqual(2);
  expect(
    events.filter((e) => e.event === "done"),
    "exactly one done event",
  ).toHaveLength(1);
  expect(events.at(-1)!.event).toBe("done");
  const deltas = events.slice(0, -1).map((e) => {
    expect(e.event).toBe("delta");
    expect(Object.keys(e.data as object)).toEqual(["text"]);
    return (e.data as { text: string }).text;
  });
  const done = events.at(-1)!.data as ChatBody;
  expect(deltas.join("")).toBe(done.text);
  return { deltas, done };
}

describe.each(dbTargets())("streamed answers through an LLM over a listening server on $name", (target) => {
  let t: TestApp;
  let base: string;
  beforeEach(async () => {
    t = await buildTestApp(target, llmConfig());
    base = await listenLocally(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  async function streamed(url: string, payload: object) {
    const res = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { ...STREAM, "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const body = await res.text();
    return { body, ...deltasThenDone(body) };
  }
  const engineOf = async (conversationId: string) =>
    (await conversationTurns(t.app.services.db, conversationId)).map((r) => r.engine);

  it("streams an accepted model reply as deltas that join to the done event's text", async () => {
    stub.set({
      kind: "stream",
      chunks: ["The Outbound Voice Agent is $5,000 to set up. ", "It costs ", "$300 to $700 a month."],
      delayMs: 5,
    });
    const { deltas, done } = await streamed("/api/aurora/chat", { message: OUTBOUND_QUESTION });
    expect(done.text).toBe("The Outbound Voice Agent is $5,000 to set up. It costs $300 to $700 a month.");
    expect(deltas.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(done).sort()).toEqual(["conversationId", "sources", "suggestions", "text"]);
    expectSitePaths(done.sources);
    expect(done.suggestions.length).toBeLessThanOrEqual(3);
    expect(await engineOf(done.conversationId)).toEqual(["llm"]);
  });

  it("streams the embedded answer when the guard refuses the model's reply, and no delta carries the invented price", async () => {
    stub.set({ kind: "stream", chunks: ["The Outbound Voice Agent is great. ", INVENTED_REPLY] });
    const { body, done } = await streamed("/api/sales-chat/max", { message: OUTBOUND_QUESTION });
    expect(done.text).toContain("$5,000");
    expect(done.voiceId).toBe("pNInz6obpgDQGcFmaJgB");
    expect(body).not.toContain("$199");
    expect(body).not.toContain("is great");
    expect(await engineOf(done.conversationId)).toEqual(["guard-fallback"]);
  });

  it("streams the embedded answer when the model fails", async () => {
    stub.set({ kind: "error", status: 500 });
    const { body, done } = await streamed("/api/aurora/chat", { message: OUTBOUND_QUESTION });
    expect(done.text).toContain("$5,000");
    expect(body).not.toContain("event: error");
    expect(await engineOf(done.conversationId)).toEqual(["guard-fallback"]);
  });
});

describe.each(dbTargets())("the assistant without an LLM on $name", (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(target);
  });
  afterEach(async () => {
    await t.close();
  });

  it("never calls the model: every endpoint answers from the embedded engine", async () => {
    const asks: [string, object][] = [
      ["/api/aurora/chat", { message: OUTBOUND_QUESTION }],
      ["/api/sales-chat/aurora", { message: OUTBOUND_QUESTION }],
      ["/api/sales-chat/max", { message: OUTBOUND_QUESTION }],
      ["/api/maya-chat", { message: "hello" }],
      ["/api/aurora-chat", { slug: "uschinastore", message: "what is the projected revenue?" }],
    ];
    const repo = createChatLogsRepository(t.app.services.db);
    for (const [url, payload] of asks) {
      for (const headers of [{}, STREAM]) {
        const res = await t.app.inject({ method: "POST", url, payload, headers, remoteAddress: "203.0.113.71" });
        expect(res.statusCode, url).toBe(200);
      }
    }
    expect(stub.requests).toEqual([]);
    const rows = await repo.list({ limit: 50, offset: 0 });
    expect(rows).toHaveLength(asks.length * 2);
    expect(new Set(rows.map((r) => r.engine))).toEqual(new Set(["embedded"]));
  });
});
