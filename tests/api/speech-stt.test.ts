import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import { json, startHttpStub, type HttpStub, type StubRequest } from "../helpers/http-stub.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * Issue 8, voice input for browsers without speech recognition: POST /api/stt forwards a
 * recording (at most 1 MB) to an OpenAI-compatible /audio/transcriptions as multipart form data
 * and answers { text }. Without STT_BASE_URL it answers 404, and GET /api/speech/config says
 * which, so the browser knows whether to offer recording.
 */

const STT_KEY = "stt-secret-key-0123456789";
const RECORDING = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4_000, 3)]);
const ONE_MB = 1024 * 1024;

/** The stub's view of the multipart body, parsed by the platform's own FormData. */
async function formOf(req: StubRequest): Promise<FormData> {
  return new Request("http://stub/", {
    method: "POST",
    headers: { "content-type": String(req.headers["content-type"]) },
    body: new Uint8Array(req.body),
  }).formData();
}

describe("speech to text", () => {
  let stub: HttpStub;
  beforeAll(async () => {
    stub = await startHttpStub(() => json(200, { text: "  I'd like to book a strategy call.  " }));
  });
  afterAll(async () => {
    await stub.close();
  });
  afterEach(() => {
    stub.requests.length = 0;
    stub.answer(() => json(200, { text: "  I'd like to book a strategy call.  " }));
  });
  const build = appsClosedAfterEach(dbTargets()[0]!);

  const configured = (env: Record<string, string> = {}) =>
    build({
      speech: loadConfig({
        NODE_ENV: "test",
        STT_BASE_URL: `${stub.origin}/v1`,
        STT_API_KEY: STT_KEY,
        STT_TIMEOUT_MS: "300",
        ...env,
      }).speech,
    });
  const send = (t: Awaited<ReturnType<typeof build>>, body: Buffer | string, type = "audio/webm;codecs=opus") =>
    t.app.inject({ method: "POST", url: "/api/stt", payload: body, headers: { "content-type": type } });

  it("forwards the recording as multipart form data and answers the trimmed text", async () => {
    const t = await configured();
    const res = await send(t, RECORDING);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({ text: "I'd like to book a strategy call." });

    const [req] = stub.requests;
    expect(req!.method).toBe("POST");
    expect(req!.url).toBe("/v1/audio/transcriptions");
    expect(req!.headers.authorization).toBe(`Bearer ${STT_KEY}`);
    expect(req!.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formOf(req!);
    expect(form.get("model")).toBe("whisper-1");
    expect(form.get("language")).toBe("en");
    expect(form.get("response_format")).toBe("json");
    const file = form.get("file") as File;
    expect(file.name).toBe("speech.webm");
    expect(file.type).toBe("audio/webm;codecs=opus");
    expect(Buffer.from(await file.arrayBuffer()).equals(RECORDING)).toBe(true);
  });

  it.each([
    ["audio/ogg", "speech.ogg"],
    ["audio/mp4", "speech.mp4"],
    ["audio/mpeg", "speech.mp3"],
    ["audio/wav", "speech.wav"],
    ["audio/webm", "speech.webm"],
  ])("accepts %s and names the file %s", async (type, name) => {
    const t = await configured({ STT_MODEL: "whisper-large-v3" });
    const res = await send(t, RECORDING, type);
    expect(res.statusCode).toBe(200);
    const form = await formOf(stub.requests[0]!);
    expect((form.get("file") as File).name).toBe(name);
    expect(form.get("model")).toBe("whisper-large-v3");
  });

  it("caps the text at 1,000 characters", async () => {
    const t = await configured();
    stub.answer(() => json(200, { text: "word ".repeat(400) }));
    const res = await send(t, RECORDING);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { text: string }).text.length).toBeLessThanOrEqual(1000);
  });

  it("takes a recording of exactly 1 MB and refuses a larger one with 413 and a sentence", async () => {
    const t = await configured();
    expect((await send(t, Buffer.alloc(ONE_MB, 1))).statusCode).toBe(200);
    const res = await send(t, Buffer.alloc(ONE_MB + 1, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: "The recording is too large: at most 1 MB is accepted." });
    expect(stub.requests).toHaveLength(1);
  });

  it.each([
    ["text/plain", "hello", 415, "Send the recording as audio/webm, audio/ogg, audio/mp4, audio/mpeg or audio/wav."],
    [
      "application/json",
      '{"text":"hi"}',
      415,
      "Send the recording as audio/webm, audio/ogg, audio/mp4, audio/mpeg or audio/wav.",
    ],
    ["video/webm", "x", 415, "Send the recording as audio/webm, audio/ogg, audio/mp4, audio/mpeg or audio/wav."],
    ["audio/webm", "", 400, "The recording is empty."],
  ])("refuses %s with %i JSON", async (type, body, status, error) => {
    const t = await configured();
    const res = await send(t, body, type);
    expect(res.statusCode).toBe(status);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error });
    expect(stub.requests).toHaveLength(0);
  });

  it.each([
    ["an error status", () => json(500, { error: { message: "model overloaded", type: "server_error" } })],
    ["an answer without text", () => json(200, { transcript: "hi" })],
    ["no answer in time", () => "hang" as const],
  ])("answers 503 and a sentence for %s", async (_what, answer) => {
    const t = await configured();
    stub.answer(answer);
    const res = await send(t, RECORDING);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: "Voice transcription is temporarily unavailable. Please type your message instead.",
      requestId: res.headers["x-request-id"],
    });
  });

  it("limits recordings per address with 429 and Retry-After", async () => {
    const base = loadConfig({ NODE_ENV: "test", STT_BASE_URL: `${stub.origin}/v1` }).speech;
    const t = await build({ speech: { ...base, limits: { ...base.limits, stt: { perMinute: 2, perDay: 50 } } } });
    expect((await send(t, RECORDING)).statusCode).toBe(200);
    expect((await send(t, RECORDING)).statusCode).toBe(200);
    const refused = await send(t, RECORDING);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/^Too many requests from your address\./) });
    // Without STT_API_KEY no Authorization header is sent.
    expect(stub.requests[0]!.headers.authorization).toBeUndefined();
  });

  it("answers 404 and a sentence when no transcription service is configured", async () => {
    const t = await build();
    const res = await send(t, RECORDING);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Voice transcription is not available on this site." });
  });

  it("GET /api/speech/config says whether transcription is available, cacheable for a minute", async () => {
    const off = await build();
    const on = await configured();
    for (const [t, stt] of [
      [off, false],
      [on, true],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url: "/api/speech/config" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=60");
      expect(res.json()).toEqual({ stt });
    }
  });
});
