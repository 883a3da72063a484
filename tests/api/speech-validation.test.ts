import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * Issue 8, what the TTS endpoints accept: text trimmed, required and at most 1,000 characters,
 * a voice id of 1 to 64 letters, digits, - or _, JSON only; every refusal a 4xx JSON sentence.
 * Per address at most so many requests a minute (429 with Retry-After beyond).
 */

const MAX_VOICE = "pNInz6obpgDQGcFmaJgB";

describe("text-to-speech input", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dbTargets()[0]!);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown) => t.app.inject({ method: "POST", url, payload: payload as object });
  const raw = (url: string, payload: string, contentType: string) =>
    t.app.inject({ method: "POST", url, payload, headers: { "content-type": contentType } });

  it.each([
    ["/api/aurora/tts", { text: "" }, "Text to speak must not be empty."],
    ["/api/aurora/tts", { text: "   \n\t " }, "Text to speak must not be empty."],
    ["/api/aurora/tts", {}, "Text to speak is required."],
    ["/api/aurora/tts", { text: 42 }, "Text to speak must be a string."],
    ["/api/aurora/tts", { text: "x".repeat(1001) }, "Text to speak must be at most 1,000 characters."],
    ["/api/aurora/tts", { text: "<b></b> ** **" }, "Text to speak must contain words, not only markup."],
    ["/api/aurora/tts", { text: "Hi", extra: 1 }, "Unknown field: extra."],
    ["/api/tts", { text: "Hello" }, "voiceId is required."],
    ["/api/tts", { text: "Hello", voiceId: "" }, "voiceId must be 1 to 64 letters, digits, - or _."],
    ["/api/tts", { text: "Hello", voiceId: "a".repeat(65) }, "voiceId must be 1 to 64 letters, digits, - or _."],
    ["/api/tts", { text: "Hello", voiceId: "../../v1/voices" }, "voiceId must be 1 to 64 letters, digits, - or _."],
    ["/api/tts", { text: "Hello", voiceId: "has space" }, "voiceId must be 1 to 64 letters, digits, - or _."],
    ["/api/tts", { text: " ", voiceId: MAX_VOICE }, "Text to speak must not be empty."],
    ["/api/tts", { text: "x".repeat(1001), voiceId: MAX_VOICE }, "Text to speak must be at most 1,000 characters."],
  ])("POST %s %j answers 400 and a sentence", async (url, payload, error) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error });
  });

  it.each(["/api/aurora/tts", "/api/tts"])(
    "%s refuses text/plain, a form and broken JSON with 4xx JSON",
    async (url) => {
      for (const [payload, type, status] of [
        ["Hello there", "text/plain", 415],
        ["text=Hello", "application/x-www-form-urlencoded", 415],
        ["audio bytes", "audio/webm", 415],
        ['{"text": "Hello', "application/json", 400],
        ["", "application/json", 400],
        ['["Hello"]', "application/json", 400],
      ] as const) {
        const res = await raw(url, payload, type);
        expect(res.statusCode, `${type} ${payload}`).toBe(status);
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ error: expect.stringMatching(/^[A-Z].*\.$/) });
      }
    },
  );

  it("speaks exactly 1,000 characters, and trims before counting", async () => {
    const text = "Our agents answer every call. ".repeat(40).slice(0, 1000);
    expect(text).toHaveLength(1000);
    const res = await post("/api/tts", { text: `  ${text}  `, voiceId: MAX_VOICE });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("audio/mpeg");
  });

  it("answers 405 JSON for GET on the TTS addresses", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/aurora/tts" });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual({ error: "This address does not accept GET; it accepts POST." });
  });
});

describe("text-to-speech rate limit", () => {
  const build = appsClosedAfterEach(dbTargets()[0]!);

  it("refuses the request after the limit with 429, Retry-After and a sentence, per address, both endpoints together", async () => {
    const base = loadConfig({ NODE_ENV: "test" }).speech;
    const t = await build({ speech: { ...base, limits: { ...base.limits, tts: { perMinute: 3, perDay: 100 } } } });
    const say = (url: string, ip: string) =>
      t.app.inject({
        method: "POST",
        url,
        remoteAddress: ip,
        payload: url === "/api/tts" ? { text: "Hi there.", voiceId: MAX_VOICE } : { text: "Hi there." },
      });
    expect((await say("/api/aurora/tts", "203.0.113.5")).statusCode).toBe(200);
    expect((await say("/api/tts", "203.0.113.5")).statusCode).toBe(200);
    expect((await say("/api/aurora/tts", "203.0.113.5")).statusCode).toBe(200);
    for (const url of ["/api/aurora/tts", "/api/tts"]) {
      const refused = await say(url, "203.0.113.5");
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["content-type"]).toMatch(/^application\/json/);
      expect(refused.json()).toEqual({
        error: expect.stringMatching(/^Too many requests from your address\. Please try again in \d+ seconds?\.$/),
      });
      const retry = Number(refused.headers["retry-after"]);
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(60);
    }
    // Another address has its own budget.
    expect((await say("/api/aurora/tts", "203.0.113.6")).statusCode).toBe(200);
  });

  it("does not count refused input against the budget", async () => {
    const base = loadConfig({ NODE_ENV: "test" }).speech;
    const t = await build({ speech: { ...base, limits: { ...base.limits, tts: { perMinute: 1, perDay: 100 } } } });
    for (let i = 0; i < 3; i++) {
      const bad = await t.app.inject({ method: "POST", url: "/api/aurora/tts", payload: { text: "" } });
      expect(bad.statusCode).toBe(400);
    }
    const ok = await t.app.inject({ method: "POST", url: "/api/aurora/tts", payload: { text: "Hello." } });
    expect(ok.statusCode).toBe(200);
  });
});
