import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config.ts";

/* Issue 8: the speech variables, checked at start with one sentence naming the bad one. */

describe("speech configuration", () => {
  it("speaks with the embedded espeak-ng by default, without transcription, with a 16 MB cache", () => {
    const { speech } = loadConfig({});
    expect(speech.tts).toEqual({ provider: "espeak" });
    expect(speech.stt).toBeNull();
    expect(speech.cacheBytes).toBe(16 * 1024 * 1024);
    expect(speech.limits).toEqual({ tts: { perMinute: 60, perDay: 600 }, stt: { perMinute: 20, perDay: 200 } });
  });

  it("reads ElevenLabs' key, address and model, and the timeout", () => {
    const { speech } = loadConfig({
      TTS_PROVIDER: "elevenlabs",
      ELEVENLABS_API_KEY: "k",
      ELEVENLABS_BASE_URL: "http://127.0.0.1:9000/",
      TTS_TIMEOUT_MS: "2500",
    });
    expect(speech.tts).toEqual({
      provider: "elevenlabs",
      apiKey: "k",
      baseUrl: "http://127.0.0.1:9000",
      modelId: "eleven_flash_v2_5",
      timeoutMs: 2500,
    });
  });

  it("defaults ElevenLabs to api.elevenlabs.io and OpenAI to api.openai.com/v1 with tts-1, 8 s timeout", () => {
    expect(loadConfig({ TTS_PROVIDER: "elevenlabs", ELEVENLABS_API_KEY: "k" }).speech.tts).toMatchObject({
      baseUrl: "https://api.elevenlabs.io",
      timeoutMs: 8000,
    });
    expect(loadConfig({ TTS_PROVIDER: "openai", OPENAI_API_KEY: "k" }).speech.tts).toEqual({
      provider: "openai",
      apiKey: "k",
      baseUrl: "https://api.openai.com/v1",
      model: "tts-1",
      timeoutMs: 8000,
    });
  });

  it("reads transcription's address, key and model", () => {
    expect(loadConfig({ STT_BASE_URL: "http://127.0.0.1:8000/v1", STT_API_KEY: "s" }).speech.stt).toEqual({
      baseUrl: "http://127.0.0.1:8000/v1",
      apiKey: "s",
      model: "whisper-1",
      timeoutMs: 15000,
    });
  });

  it.each([
    [
      { TTS_PROVIDER: "elevenlabs" },
      "Invalid environment variable ELEVENLABS_API_KEY: is required when TTS_PROVIDER is elevenlabs.",
    ],
    [
      { TTS_PROVIDER: "polly" },
      "Invalid environment variable TTS_PROVIDER: must be espeak (embedded), elevenlabs or openai (any OpenAI-compatible /audio/speech).",
    ],
    [
      { TTS_PROVIDER: "openai" },
      "Invalid environment variable OPENAI_API_KEY: is required when TTS_PROVIDER is openai with OpenAI's own OPENAI_BASE_URL.",
    ],
    [
      { ELEVENLABS_BASE_URL: "ftp://example.com" },
      "Invalid environment variable ELEVENLABS_BASE_URL: must be an http(s) URL.",
    ],
    [{ STT_BASE_URL: "not a url" }, "Invalid environment variable STT_BASE_URL: must be an http(s) URL."],
    [{ TTS_TIMEOUT_MS: "soon" }, "Invalid environment variable TTS_TIMEOUT_MS: must be a number of milliseconds."],
    [{ TTS_TIMEOUT_MS: "10" }, "Invalid environment variable TTS_TIMEOUT_MS: must be at least 100 ms."],
  ])("stops with one sentence naming the bad variable %#", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("takes openai without a key for a self-hosted compatible server", () => {
    expect(
      loadConfig({ TTS_PROVIDER: "openai", OPENAI_BASE_URL: "http://127.0.0.1:8880/v1" }).speech.tts,
    ).toMatchObject({ provider: "openai", apiKey: null, baseUrl: "http://127.0.0.1:8880/v1" });
  });
});
