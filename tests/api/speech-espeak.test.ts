import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { readMp3 } from "../helpers/mp3.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * Issue 8, the embedded voice: POST /api/aurora/tts and POST /api/tts answer MP3 made by
 * eSpeak-NG in a worker thread, at most 16 KB per second of speech, from a cache when the same
 * words are asked again, in each persona's own voice, without holding up other requests.
 */

const AURORA_VOICE = "21m00Tcm4TlvDq8ikWAM";
const MAX_VOICE = "pNInz6obpgDQGcFmaJgB";
const SIXTEEN_KB = 16 * 1024;

describe("text to speech with the embedded espeak-ng provider", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dbTargets()[0]!);
  });
  afterAll(async () => {
    await t.close();
  });

  // Browsers offer compression: audio must come back as it is (MP3 is compressed already).
  const aurora = (text: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/aurora/tts",
      payload: { text },
      headers: { "accept-encoding": "br, gzip" },
    });
  const voice = (voiceId: string, text: string) =>
    t.app.inject({ method: "POST", url: "/api/tts", payload: { text, voiceId } });

  it("answers Aurora's words as MP3 of at most 16 KB per second of speech", async () => {
    const res = await aurora("Hi, I'm Aurora. I can walk you through our AI reception agents and AI twins.");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("audio/mpeg");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");
    const audio = res.rawPayload;
    expect(Number(res.headers["content-length"])).toBe(audio.length);
    const startsAsMp3 = (audio[0] === 0xff && (audio[1]! & 0xe0) === 0xe0) || audio.subarray(0, 3).toString() === "ID3";
    expect(startsAsMp3).toBe(true);
    const mp3 = readMp3(audio);
    // A dozen words take a few seconds to say.
    expect(mp3.seconds).toBeGreaterThan(2);
    expect(mp3.seconds).toBeLessThan(15);
    expect(audio.length / mp3.seconds).toBeLessThanOrEqual(SIXTEEN_KB);
  });

  it("says different words with different audio, and the same words again from the cache", async () => {
    const speech = t.app.speech.tts;
    const first = await aurora("Our reception agent answers every call.");
    const other = await aurora("Our reception agent books every meeting.");
    expect(first.statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(false);

    const before = speech.stats();
    const again = await aurora("Our reception agent answers every call.");
    const after = speech.stats();
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(after.providerCalls).toBe(before.providerCalls);
    expect(after.cacheHits).toBe(before.cacheHits + 1);
    // Markup and spacing do not make other words: the cleaned text is what is spoken and kept.
    const marked = await aurora("  Our **reception agent** answers <b>every</b> call.  ");
    expect(marked.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(speech.stats().providerCalls).toBe(before.providerCalls);
  });

  it("speaks in Max's voice for Max's voice id, and in Aurora's for hers", async () => {
    const text = "Tell me a little about your business.";
    const max = await voice(MAX_VOICE, text);
    const auroraByVoiceId = await voice(AURORA_VOICE, text);
    const auroraOwn = await aurora(text);
    expect(max.statusCode).toBe(200);
    expect(max.headers["content-type"]).toBe("audio/mpeg");
    expect(readMp3(max.rawPayload).seconds).toBeGreaterThan(1);
    expect(max.rawPayload.equals(auroraOwn.rawPayload)).toBe(false);
    expect(auroraByVoiceId.rawPayload.equals(auroraOwn.rawPayload)).toBe(true);
  });

  it("speaks with a default voice for a voice id no persona has", async () => {
    const res = await voice("someOtherVoice_01", "Hello from another voice.");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("audio/mpeg");
    expect(readMp3(res.rawPayload).seconds).toBeGreaterThan(0.5);
  });

  it("answers other requests while a 1,000-character text is being synthesized", async () => {
    const sentence = "The outbound voice agent follows up on every lead within minutes of the first call. ";
    const text = sentence.repeat(20).slice(0, 1000).trim();
    const order: string[] = [];
    const long = aurora(text).then((res) => {
      order.push("tts");
      return res;
    });
    // Wait until the synthesis is under way (handed to the provider), then ask for other things.
    while (t.app.speech.tts.stats().synthesizing === 0) await new Promise((resolve) => setImmediate(resolve));
    const health = await t.app.inject({ method: "GET", url: "/healthz" });
    order.push("healthz");
    const businesses = await t.app.inject({ method: "GET", url: "/api/businesses" });
    order.push("businesses");
    const res = await long;
    expect(health.statusCode).toBe(200);
    expect(businesses.statusCode).toBe(200);
    expect(order).toEqual(["healthz", "businesses", "tts"]);
    expect(res.statusCode).toBe(200);
    const mp3 = readMp3(res.rawPayload);
    // About a minute of speech, still within 16 KB a second.
    expect(mp3.seconds).toBeGreaterThan(30);
    expect(res.rawPayload.length / mp3.seconds).toBeLessThanOrEqual(SIXTEEN_KB);
  });
});

describe("greetings synthesized ahead", () => {
  it("fills the cache with each persona's greeting after start, so the first greeting is not synthesized on request", async () => {
    const speech = { ...loadConfig({ NODE_ENV: "test" }).speech, prewarm: true };
    const t = await buildTestApp(dbTargets()[0]!, { speech });
    try {
      // The app is ready before the greetings are: they are made in the background.
      const deadline = Date.now() + 15_000;
      while (t.app.speech.tts.stats().cache.entries < 4 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const warmed = t.app.speech.tts.stats();
      expect(warmed.cache.entries).toBe(4);
      // Issue 20: the greeting is short, about 4 s spoken, so Send is not held for long.
      const greeting = "Hi, I'm Aurora from Domu AI. What can I help you with today?";
      const res = await t.app.inject({ method: "POST", url: "/api/aurora/tts", payload: { text: greeting } });
      expect(res.statusCode).toBe(200);
      const seconds = readMp3(res.rawPayload).seconds;
      expect(seconds).toBeGreaterThan(2);
      expect(seconds).toBeLessThan(5.5);
      expect(t.app.speech.tts.stats().providerCalls).toBe(warmed.providerCalls);
      expect(t.app.speech.tts.stats().cacheHits).toBe(warmed.cacheHits + 1);
    } finally {
      await t.close();
    }
  });
});
