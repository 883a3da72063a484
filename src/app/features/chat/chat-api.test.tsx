import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { streamChat } from "./chat-api.ts";

const REPLY = {
  text: "Hello there. We answer calls.",
  sources: [{ title: "Pricing", url: "/#pricing" }],
  suggestions: ["What does it cost?"],
  conversationId: "c-1",
};

const encoder = new TextEncoder();

/** A server-sent-event answer whose bytes the test hands over chunk by chunk. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const response = new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
  const send = (chunk: string | Uint8Array) =>
    controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
  return { response, send, close: () => controller.close(), fail: () => controller.error(new Error("reset")) };
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** Lets the reader take what has been sent so far. */
const settle = () => new Promise((r) => setTimeout(r, 0));

let fetchMock: ReturnType<typeof vi.fn>;
function answerWith(answer: () => Response | Promise<Response>) {
  fetchMock = vi.fn(async () => answer());
  vi.stubGlobal("fetch", fetchMock);
}

/** Sends `chunks` as the whole answer and returns the reply and the deltas seen. */
async function replyFrom(chunks: (string | Uint8Array)[]) {
  const s = controlledStream();
  answerWith(() => s.response);
  const deltas: string[] = [];
  const done = streamChat({ path: "/api/aurora/chat", body: { message: "Hi" }, onDelta: (t) => deltas.push(t) });
  for (const chunk of chunks) {
    s.send(chunk);
    await settle();
  }
  s.close();
  return { reply: await done, deltas };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const err: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

beforeEach(() => vi.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("streamChat", () => {
  it("posts the body as JSON with cookies, asking for an event stream", async () => {
    await replyFrom([event("done", REPLY)]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/aurora/chat");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.headers).toMatchObject({ "content-type": "application/json", accept: "text/event-stream" });
    expect(JSON.parse(String(init.body))).toEqual({ message: "Hi" });
  });

  it("hands each delta over as it arrives, before the stream has ended, and resolves with the done reply", async () => {
    const s = controlledStream();
    answerWith(() => s.response);
    const deltas: string[] = [];
    let finished = false;
    const done = streamChat({ path: "/api/x", body: {}, onDelta: (t) => deltas.push(t) }).finally(() => {
      finished = true;
    });

    s.send(event("delta", { text: "Hello there. " }));
    await settle();
    expect(deltas).toEqual(["Hello there. "]);
    expect(finished).toBe(false);

    s.send(event("delta", { text: "We answer calls." }));
    await settle();
    expect(deltas).toEqual(["Hello there. ", "We answer calls."]);
    expect(finished).toBe(false);

    s.send(event("done", REPLY));
    s.close();
    await expect(done).resolves.toEqual(REPLY);
  });

  it("reads CRLF line endings, and events cut anywhere across chunks (even inside a CRLF or a character)", async () => {
    const wire = `event: delta\r\ndata: ${JSON.stringify({ text: "Café ☕ " })}\r\n\r\n${event("done", { ...REPLY, text: "Café ☕ " })}`;
    const bytes = encoder.encode(wire);
    // Every cut point, one at a time: two chunks each.
    for (let cut = 1; cut < bytes.length; cut++) {
      const { reply, deltas } = await replyFrom([bytes.slice(0, cut), bytes.slice(cut)]);
      expect({ cut, deltas }).toEqual({ cut, deltas: ["Café ☕ "] });
      expect(reply.text).toBe("Café ☕ ");
    }
  });

  it("reads a stream sent one byte at a time", async () => {
    const bytes = encoder.encode(
      event("delta", { text: "One. " }) + event("delta", { text: "Two." }) + event("done", REPLY),
    );
    const { reply, deltas } = await replyFrom(Array.from(bytes, (b) => new Uint8Array([b])));
    expect(deltas).toEqual(["One. ", "Two."]);
    expect(reply).toEqual(REPLY);
  });

  it("turns an error event into an ApiError carrying the server's sentence", async () => {
    const s = controlledStream();
    answerWith(() => s.response);
    const done = streamChat({ path: "/api/x", body: {} });
    s.send(event("delta", { text: "Partial" }));
    s.send(event("error", { error: "The assistant is busy. Please try again." }));
    const err = await failureOf(done);
    expect(err.status).toBe(500);
    expect(err.sentence).toBe("The assistant is busy. Please try again.");
  });

  it("falls back to a plain JSON answer: one delta with the whole text", async () => {
    answerWith(() => new Response(JSON.stringify(REPLY), { headers: { "content-type": "application/json" } }));
    const deltas: string[] = [];
    await expect(streamChat({ path: "/api/x", body: {}, onDelta: (t) => deltas.push(t) })).resolves.toEqual(REPLY);
    expect(deltas).toEqual([REPLY.text]);
  });

  it("gives a non-OK answer as an ApiError with its status and the server's sentence", async () => {
    answerWith(
      () =>
        new Response(JSON.stringify({ error: "Please wait a moment before sending another message." }), {
          status: 429,
          headers: { "content-type": "application/json" },
        }),
    );
    const err = await failureOf(streamChat({ path: "/api/x", body: {} }));
    expect(err.status).toBe(429);
    expect(err.sentence).toBe("Please wait a moment before sending another message.");
    expect(err.message).toBe("429: Please wait a moment before sending another message.");
  });

  it("keeps no sentence from a proxy's HTML page", async () => {
    answerWith(
      () =>
        new Response("<html><body>502 Bad Gateway</body></html>", {
          status: 502,
          statusText: "Bad Gateway",
          headers: { "content-type": "text/html" },
        }),
    );
    const err = await failureOf(streamChat({ path: "/api/x", body: {} }));
    expect(err.status).toBe(502);
    expect(err.sentence).toBeNull();
  });

  it("gives a network failure as status 0", async () => {
    answerWith(() => Promise.reject(new TypeError("Failed to fetch")));
    const err = await failureOf(streamChat({ path: "/api/x", body: {} }));
    expect(err.status).toBe(0);
    expect(err.sentence).toBeNull();
  });

  it("gives a stream that breaks off, or ends without its done event, as status 0", async () => {
    const broken = controlledStream();
    answerWith(() => broken.response);
    const first = streamChat({ path: "/api/x", body: {} });
    broken.send(event("delta", { text: "Hel" }));
    await settle();
    broken.fail();
    expect((await failureOf(first)).status).toBe(0);

    const cut = controlledStream();
    answerWith(() => cut.response);
    const second = streamChat({ path: "/api/x", body: {} });
    cut.send(event("delta", { text: "Hel" }));
    cut.close();
    expect((await failureOf(second)).status).toBe(0);
  });
});
