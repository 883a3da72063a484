import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import { json, startHttpStub, type HttpStub, type StubAnswer, type StubRequest } from "../helpers/http-stub.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * Issue 8, remote voices: with TTS_PROVIDER=elevenlabs or openai the TTS endpoints ask the
 * remote service (here a local stub) with its key, path and body, and answer its MP3. When the
 * service refuses, fails or does not answer in time, the API answers 503 with a sentence, and
 * the log says why without the key.
 */

const AURORA_VOICE = "21m00Tcm4TlvDq8ikWAM";
const MAX_VOICE = "pNInz6obpgDQGcFmaJgB";
const ELEVEN_KEY = "el-secret-key-0123456789";
const OPENAI_KEY = "sk-test-secret-0123456789";
const FAKE_MP3 = Buffer.concat([Buffer.from([0xff, 0xf3, 0x40, 0xc4]), Buffer.alloc(200, 7)]);
const AURORA_UNAVAILABLE = { error: "Aurora's voice is temporarily unavailable." };

const audio = (): ReturnType<typeof json> => ({ status: 200, type: "audio/mpeg", body: FAKE_MP3 });

/** The log lines an app writes, to read what it said about a failure. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe("remote text-to-speech providers", () => {
  let stub: HttpStub;
  beforeAll(async () => {
    stub = await startHttpStub(audio);
  });
  afterAll(async () => {
    await stub.close();
  });
  afterEach(() => {
    stub.requests.length = 0;
    stub.answer(audio);
  });
  const build = appsClosedAfterEach(dbTargets()[0]!);

  async function app(env: Record<string, string>) {
    const log = capturedLog();
    const speech = loadConfig({ NODE_ENV: "test", TTS_TIMEOUT_MS: "300", ...env }).speech;
    const t = await build({ speech, logLevel: "warn", logStream: log.stream });
    return { ...t, log: log.lines };
  }
  const elevenLabs = () =>
    app({ TTS_PROVIDER: "elevenlabs", ELEVENLABS_API_KEY: ELEVEN_KEY, ELEVENLABS_BASE_URL: stub.origin });
  const openAi = () =>
    app({ TTS_PROVIDER: "openai", OPENAI_API_KEY: OPENAI_KEY, OPENAI_BASE_URL: `${stub.origin}/v1` });

  /** Each service's own error bodies, and what the log keeps of them. */
  const FAILURES = {
    ElevenLabs: {
      start: elevenLabs,
      key: ELEVEN_KEY,
      errors: [
        [
          "a refused key (401)",
          json(401, { detail: { status: "invalid_api_key", message: "Invalid API key" } }),
          /invalid_api_key: Invalid API key/,
        ],
        [
          "a validation error (422)",
          json(422, { detail: [{ loc: ["body", "text"], msg: "field required", type: "value_error.missing" }] }),
          /422: field required/,
        ],
        [
          "a server error (500)",
          { status: 500, type: "text/plain", body: "upstream exploded" },
          /500: upstream exploded/,
        ],
        ["JSON where audio belongs (200)", json(200, { detail: { message: "quota" } }), /without audio: quota/],
      ],
    },
    "OpenAI-compatible": {
      start: openAi,
      key: OPENAI_KEY,
      errors: [
        [
          "a refused key (401)",
          json(401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } }),
          /401: invalid_request_error: Incorrect API key provided/,
        ],
        [
          "a rate limit (429)",
          json(429, { error: { message: "Rate limit reached for requests", type: "requests" } }),
          /429: requests: Rate limit reached/,
        ],
      ],
    },
  } satisfies Record<
    string,
    { start: () => ReturnType<typeof app>; key: string; errors: [string, StubAnswer, RegExp][] }
  >;

  describe.each(Object.entries(FAILURES))("%s failures", (_name, { start, key, errors }) => {
    it.each(errors)(
      "answer 503 and a sentence for %s, and the log says why without the key",
      async (_what, answer, logged) => {
        const t = await start();
        stub.answer(() => answer);
        const res = await t.app.inject({ method: "POST", url: "/api/aurora/tts", payload: { text: "Hello." } });
        expect(res.statusCode).toBe(503);
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ ...AURORA_UNAVAILABLE, requestId: res.headers["x-request-id"] });
        const log = t.log.join("\n");
        expect(log).toMatch(logged);
        expect(log).not.toContain(key);
      },
    );

    it("answer 503 when the service does not answer within TTS_TIMEOUT_MS", async () => {
      const t = await start();
      stub.answer(() => "hang");
      const started = Date.now();
      const res = await t.app.inject({ method: "POST", url: "/api/aurora/tts", payload: { text: "Hello." } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ...AURORA_UNAVAILABLE, requestId: res.headers["x-request-id"] });
      // TTS_TIMEOUT_MS is 300 here: well before any test timeout.
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(t.log.join("\n")).toMatch(/did not answer within 300 ms/);
    });
  });

  const body = (r: StubRequest) => JSON.parse(r.body.toString("utf8")) as Record<string, unknown>;

  describe("ElevenLabs", () => {
    it("posts the text with the key and the persona's voice id, and answers the MP3", async () => {
      const t = await elevenLabs();
      const res = await t.app.inject({
        method: "POST",
        url: "/api/aurora/tts",
        payload: { text: " Hello **there**! " },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("audio/mpeg");
      expect(res.rawPayload.equals(FAKE_MP3)).toBe(true);
      expect(stub.requests).toHaveLength(1);
      const [req] = stub.requests;
      expect(req!.method).toBe("POST");
      expect(req!.url).toBe(`/v1/text-to-speech/${AURORA_VOICE}?output_format=mp3_22050_32`);
      expect(req!.headers["xi-api-key"]).toBe(ELEVEN_KEY);
      expect(req!.headers["content-type"]).toMatch(/^application\/json/);
      expect(body(req!)).toEqual({ text: "Hello there!", model_id: "eleven_flash_v2_5" });
    });

    it("speaks by the voice id the client sends, any ElevenLabs voice included", async () => {
      const t = await elevenLabs();
      for (const voiceId of [MAX_VOICE, "customVoice_42"]) {
        const res = await t.app.inject({ method: "POST", url: "/api/tts", payload: { text: "Hi.", voiceId } });
        expect(res.statusCode).toBe(200);
      }
      expect(stub.requests.map((r) => r.url.split("?")[0])).toEqual([
        `/v1/text-to-speech/${MAX_VOICE}`,
        "/v1/text-to-speech/customVoice_42",
      ]);
    });

    it("takes a configured model id", async () => {
      const t = await app({
        TTS_PROVIDER: "elevenlabs",
        ELEVENLABS_API_KEY: ELEVEN_KEY,
        ELEVENLABS_BASE_URL: stub.origin,
        ELEVENLABS_MODEL_ID: "eleven_multilingual_v2",
      });
      await t.app.inject({ method: "POST", url: "/api/aurora/tts", payload: { text: "Hi." } });
      expect(body(stub.requests[0]!).model_id).toBe("eleven_multilingual_v2");
    });

    it("names the persona whose voice failed, and 'this voice' for a voice no persona has", async () => {
      const t = await elevenLabs();
      stub.answer(() => json(500, { detail: { message: "down" } }));
      const max = await t.app.inject({ method: "POST", url: "/api/tts", payload: { text: "Hi.", voiceId: MAX_VOICE } });
      expect(max.json()).toEqual({
        error: "Max's voice is temporarily unavailable.",
        requestId: max.headers["x-request-id"],
      });
      const other = await t.app.inject({ method: "POST", url: "/api/tts", payload: { text: "Hi.", voiceId: "other" } });
      expect(other.json()).toEqual({
        error: "This voice is temporarily unavailable.",
        requestId: other.headers["x-request-id"],
      });
    });

    it("answers 503 when the service cannot be reached", async () => {
      const closed = await startHttpStub(audio);
      const origin = closed.origin;
      await closed.close();
      const t = await app({ TTS_PROVIDER: "elevenlabs", ELEVENLABS_API_KEY: ELEVEN_KEY, ELEVENLABS_BASE_URL: origin });
      const res = await t.app.inject({ method: "POST", url: "/api/aurora/tts", payload: { text: "Hello." } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ...AURORA_UNAVAILABLE, requestId: res.headers["x-request-id"] });
      expect(t.log.join("\n")).toMatch(/could not be reached/);
    });

    it("starts even when the greetings cannot be synthesized ahead, and says so in the log", async () => {
      stub.answer(() => json(401, { detail: { status: "invalid_api_key", message: "Invalid API key" } }));
      const log = capturedLog();
      const speech = {
        ...loadConfig({
          NODE_ENV: "test",
          TTS_PROVIDER: "elevenlabs",
          ELEVENLABS_API_KEY: ELEVEN_KEY,
          ELEVENLABS_BASE_URL: stub.origin,
        }).speech,
        prewarm: true,
      };
      const t = await build({ speech, logLevel: "warn", logStream: log.stream });
      const health = await t.app.inject({ method: "GET", url: "/healthz" });
      expect(health.statusCode).toBe(200);
      const deadline = Date.now() + 5_000;
      while (!log.lines.some((l) => l.includes("could not pre-synthesize")) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(log.lines.join("\n")).toMatch(/could not pre-synthesize a greeting/);
      expect(log.lines.join("\n")).not.toContain(ELEVEN_KEY);
    });

    it("asks the service once for words it already spoke", async () => {
      const t = await elevenLabs();
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({ method: "POST", url: "/api/aurora/tts", payload: { text: "Welcome back." } });
        expect(res.rawPayload.equals(FAKE_MP3)).toBe(true);
      }
      expect(stub.requests).toHaveLength(1);
      expect(t.app.speech.tts.stats()).toMatchObject({ providerCalls: 1, cacheHits: 2 });
    });
  });

  describe("OpenAI-compatible", () => {
    it("posts model, input, the persona's voice and mp3 with a Bearer key to /audio/speech", async () => {
      const t = await openAi();
      const res = await t.app.inject({ method: "POST", url: "/api/aurora/tts", payload: { text: "Hello there." } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("audio/mpeg");
      expect(res.rawPayload.equals(FAKE_MP3)).toBe(true);
      const [req] = stub.requests;
      expect(req!.url).toBe("/v1/audio/speech");
      expect(req!.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
      expect(body(req!)).toEqual({ model: "tts-1", input: "Hello there.", voice: "nova", response_format: "mp3" });
    });

    it("uses each persona's own voice from its content, a default for an unknown id, and OPENAI_TTS_MODEL", async () => {
      const t = await app({
        TTS_PROVIDER: "openai",
        OPENAI_API_KEY: OPENAI_KEY,
        OPENAI_BASE_URL: `${stub.origin}/v1`,
        OPENAI_TTS_MODEL: "gpt-4o-mini-tts",
      });
      for (const voiceId of [MAX_VOICE, "unknownVoice"]) {
        await t.app.inject({ method: "POST", url: "/api/tts", payload: { text: "Hi.", voiceId } });
      }
      expect(stub.requests.map((r) => body(r).voice)).toEqual(["onyx", "alloy"]);
      expect(body(stub.requests[0]!).model).toBe("gpt-4o-mini-tts");
    });

    it("needs no key for a self-hosted compatible server", async () => {
      const t = await app({ TTS_PROVIDER: "openai", OPENAI_BASE_URL: `${stub.origin}/v1` });
      const res = await t.app.inject({ method: "POST", url: "/api/aurora/tts", payload: { text: "Hi." } });
      expect(res.statusCode).toBe(200);
      expect(stub.requests[0]!.headers.authorization).toBeUndefined();
    });
  });
});
