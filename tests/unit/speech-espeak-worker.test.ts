import { afterEach, describe, expect, it } from "vitest";
import {
  createEspeakProvider,
  type EspeakProvider,
} from "../../src/server/modules/speech/providers/espeak-provider.ts";
import { SpeechProviderError } from "../../src/server/modules/speech/tts.types.ts";
import { readMp3 } from "../helpers/mp3.ts";

/* The embedded engine's worker: queued jobs, a failed job leaves it working, a hung one replaces it. */

const quiet = { warn: () => {}, info: () => {} };
const aurora = { voiceId: "21m00Tcm4TlvDq8ikWAM", espeak: "en-us+f3", openai: "nova" };

describe("espeak-ng provider", () => {
  let provider: EspeakProvider | null = null;
  afterEach(async () => {
    await provider?.close();
    provider = null;
  });

  it("speaks queued texts one after another on one warm worker, in order", async () => {
    provider = createEspeakProvider({ log: quiet });
    const texts = ["One.", "Two words.", "Three words here.", "Four words are here."];
    const answers = await Promise.all(texts.map((text) => provider!.synthesize(text, aurora)));
    const seconds = answers.map((a) => readMp3(a.audio).seconds);
    expect(seconds.every((s) => s > 0.3)).toBe(true);
    // Longer texts take longer to say: each answer belongs to its own text.
    expect(seconds[3]!).toBeGreaterThan(seconds[0]!);
    expect(answers.every((a) => a.seconds! > 0)).toBe(true);
    expect(provider.stats()).toEqual({ running: 0, queued: 0, workersStarted: 1 });
  });

  it("fails a job with an unknown voice and goes on speaking", async () => {
    provider = createEspeakProvider({ log: quiet });
    await expect(provider.synthesize("Hello.", { ...aurora, espeak: "zz-nope" })).rejects.toBeInstanceOf(
      SpeechProviderError,
    );
    const next = await provider.synthesize("Hello.", aurora);
    expect(readMp3(next.audio).seconds).toBeGreaterThan(0.3);
    expect(provider.stats().workersStarted).toBe(1);
  });

  it("replaces a worker that does not answer in time, and a new one speaks the next job", async () => {
    // A job's clock starts when the worker has it: about 100 ms for a short text here, several
    // seconds for 8,000 characters.
    provider = createEspeakProvider({ log: quiet, jobTimeoutMs: 1_000 });
    await provider.start();
    const long = "The outbound voice agent follows up on every lead within minutes. ".repeat(120);
    await expect(provider.synthesize(long, aurora)).rejects.toThrow(/did not answer within 1000 ms/);
    const next = await provider.synthesize("Back again.", aurora);
    expect(readMp3(next.audio).seconds).toBeGreaterThan(0.3);
    expect(provider.stats()).toEqual({ running: 0, queued: 0, workersStarted: 2 });
  });

  it("refuses jobs beyond its queue at once", async () => {
    provider = createEspeakProvider({ log: quiet, maxQueue: 1 });
    const first = provider.synthesize("First in line.", aurora);
    const second = provider.synthesize("Second in line.", aurora);
    await expect(provider.synthesize("Third in line.", aurora)).rejects.toThrow(/already waiting/);
    await Promise.all([first, second]);
  });
});
