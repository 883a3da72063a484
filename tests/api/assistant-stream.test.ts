import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { listenLocally } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";
import { type ChatBody, parseSse, type SseEvent } from "../helpers/chat.ts";
import { conversationTurns } from "../helpers/chat-turns.ts";

/*
 * Streaming answers (issue 7, "Endpoints"): with `Accept: text/event-stream` the chat endpoints
 * answer server-sent events, `delta` events with text and then one `done` event carrying the same
 * JSON as the non-streamed answer; never compressed; validation errors stay plain JSON.
 */

const AURORA_VOICE = "21m00Tcm4TlvDq8ikWAM";
const MAX_VOICE = "pNInz6obpgDQGcFmaJgB";
const TWIN_VOICE = "EXAVITQu4vr4xnSDxMaL";
const STREAM = { accept: "text/event-stream", "accept-encoding": "gzip, br" };

/** The deltas, checked to join into the single, final `done` answer, which is returned. */
function expectDeltasThenDone(events: SseEvent[]): { deltas: string[]; done: ChatBody } {
  expect(events.length).toBeGreaterThanOrEqual(2);
  const done = events.filter((e) => e.event === "done");
  expect(done, "exactly one done event").toHaveLength(1);
  expect(events[events.length - 1]!.event).toBe("done");
  const deltas = events.slice(0, -1);
  for (const d of deltas) {
    expect(d.event).toBe("delta");
    expect(Object.keys(d.data as object)).toEqual(["text"]);
    expect(typeof (d.data as { text: unknown }).text).toBe("string");
  }
  const texts = deltas.map((d) => (d.data as { text: string }).text);
  const answer = done[0]!.data as ChatBody;
  expect(texts.join("")).toBe(answer.text);
  return { deltas: texts, done: answer };
}

describe.each(dbTargets())("streamed chat answers on $name", (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(target);
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = STREAM) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers, remoteAddress: "203.0.113.40" });

  it("streams /api/aurora/chat as uncompressed events whose deltas make up the done answer", async () => {
    const res = await post("/api/aurora/chat", { message: "how much is the outbound agent?" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-accel-buffering"]).toBe("no");
    const { deltas, done } = expectDeltasThenDone(parseSse(res.body));
    expect(deltas.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(done).sort()).toEqual(["conversationId", "sources", "suggestions", "text"]);
    expect(done.text).toContain("$5,000");
    expect(done.conversationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives in the done event the same answer as without streaming", async () => {
    const plain = (
      await post("/api/aurora/chat", { message: "how much is the inbound agent?" }, {})
    ).json() as ChatBody;
    const res = await post("/api/aurora/chat", { message: "how much is the inbound agent?" });
    const { done } = expectDeltasThenDone(parseSse(res.body));
    expect(done).toEqual({ ...plain, conversationId: expect.any(String) });
    expect(done.conversationId).not.toBe(plain.conversationId);
  });

  it.each([
    ["/api/sales-chat/aurora", {}, AURORA_VOICE],
    ["/api/sales-chat/max", {}, MAX_VOICE],
    ["/api/maya-chat", {}, TWIN_VOICE],
    ["/api/aurora-chat", { slug: "uschinastore" }, null],
  ])("streams %s with the done event shaped like its JSON answer", async (url, extra, voice) => {
    const res = await post(url, { ...extra, message: "how much is the inbound agent?" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(res.headers["content-encoding"]).toBeUndefined();
    const { done } = expectDeltasThenDone(parseSse(res.body));
    const keys = ["conversationId", "sources", "suggestions", "text", ...(voice ? ["voiceId"] : [])];
    expect(Object.keys(done).sort()).toEqual(keys.sort());
    if (voice) expect(done.voiceId).toBe(voice);
  });

  it("streams a several-sentence answer in more than one delta", async () => {
    const res = await post("/api/aurora/chat", { message: "tell me about the free trial" });
    const { deltas, done } = expectDeltasThenDone(parseSse(res.body));
    expect(done.text).toContain("7-day");
    expect(done.text.match(/[.!?](\s|$)/g)!.length).toBeGreaterThanOrEqual(2);
    expect(deltas.length).toBeGreaterThanOrEqual(2);
  });

  // A "." inside a sentence ("$1.50", "hello@example.com") once cut the deltas short:
  // a streaming client showed "50 per minute." for "overage is $1.50 per minute.".
  it("streams every character of answers with a price in cents or an e-mail address", async () => {
    const overage = expectDeltasThenDone(
      parseSse((await post("/api/aurora/chat", { message: "what is the overage on the inbound agent?" })).body),
    );
    expect(overage.done.text).toContain("$1.50");
    const unknown = expectDeltasThenDone(
      parseSse(
        (await post("/api/aurora/chat", { message: "what uptime do you guarantee if your servers go down?" })).body,
      ),
    );
    expect(unknown.done.text).toContain("hello@example.com");
  });

  it("streams a lead confirmation followed by the answer to the question beside it as one text", async () => {
    const res = await post("/api/sales-chat/aurora", {
      message: "My name is Lee, lee@example.org. How much is the inbound agent?",
    });
    const { deltas, done } = expectDeltasThenDone(parseSse(res.body));
    expect(deltas[0]).toContain("Lee");
    expect(done.text).toContain("lee@example.org");
    expect(done.text).toContain("$2,500");
  });

  it("continues a streamed conversation from the done event's conversationId", async () => {
    const first = expectDeltasThenDone(
      parseSse((await post("/api/sales-chat/max", { message: "how much is the outbound agent?" })).body),
    ).done;
    const next = expectDeltasThenDone(
      parseSse(
        (await post("/api/sales-chat/max", { message: "and the setup fee?", conversationId: first.conversationId }))
          .body,
      ),
    ).done;
    expect(next.conversationId).toBe(first.conversationId);
    expect(next.text).toContain("$5,000");
    const turns = await conversationTurns(t.app.services.db, first.conversationId);
    expect(turns.map((r) => r.reply)).toEqual([first.text, next.text]);
  });

  it.each([
    ["/api/aurora/chat", { message: "" }, "Message must not be empty."],
    ["/api/sales-chat/max", { message: "hi", extra: 1 }, "Unknown field: extra."],
    ["/api/maya-chat", {}, "Message is required."],
    ["/api/aurora-chat", { message: "hi" }, "slug is required."],
  ])("answers a refused %s request with 400 JSON, not a stream", async (url, payload, error) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error });
  });

  it("answers an unknown business with 404 JSON, not a stream", async () => {
    const res = await post("/api/aurora-chat", { slug: "nowhere", message: "hi" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: "There is no investor portal for that business." });
  });

  it("answers JSON when the client does not ask for a stream", async () => {
    for (const accept of ["application/json", "*/*", "text/html"]) {
      const res = await post("/api/aurora/chat", { message: "hello" }, { accept });
      expect(res.headers["content-type"], accept).toMatch(/^application\/json/);
      expect(Object.keys(res.json() as object).sort()).toEqual(["conversationId", "sources", "suggestions", "text"]);
    }
  });
});

describe.each(dbTargets())("streamed chat answers over a listening server on $name", (target) => {
  let t: TestApp;
  let base: string;
  beforeEach(async () => {
    t = await buildTestApp(target);
    base = await listenLocally(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  it("sends the events over HTTP as they are written, uncompressed, and a follow-up continues them", async () => {
    const ask = async (payload: object) => {
      const res = await fetch(`${base}/api/sales-chat/aurora`, {
        method: "POST",
        headers: { ...STREAM, "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("no-store");
      // Read it the way a browser's EventSource reader would: chunk by chunk until the server ends it.
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let body = "";
      let chunks = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks += 1;
        body += decoder.decode(value, { stream: true });
      }
      expect(chunks).toBeGreaterThanOrEqual(1);
      return expectDeltasThenDone(parseSse(body)).done;
    };
    const first = await ask({ message: "how much is the outbound agent?" });
    expect(first.voiceId).toBe(AURORA_VOICE);
    expect(first.text).toContain("$5,000");
    const next = await ask({ message: "how many minutes does that include?", conversationId: first.conversationId });
    expect(next.conversationId).toBe(first.conversationId);
    expect(next.text).toContain("90");
  });

  it("refuses an invalid streamed request over HTTP with 400 JSON", async () => {
    const res = await fetch(`${base}/api/aurora/chat`, {
      method: "POST",
      headers: { ...STREAM, "content-type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(2001) }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: "Message must be at most 2,000 characters." });
  });
});
