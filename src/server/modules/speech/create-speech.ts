import type { SpeechConfig } from "../../config.ts";
import type { Personas } from "../assistant/personas/personas.content.ts";
import { createElevenLabsProvider } from "./providers/elevenlabs-provider.ts";
import { createEspeakProvider } from "./providers/espeak-provider.ts";
import { createOpenAiProvider } from "./providers/openai-provider.ts";
import { createSttService, type SttService } from "./stt.service.ts";
import { createTtsService, type TtsService } from "./tts.service.ts";
import type { TtsProvider } from "./tts.types.ts";

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

export interface Speech {
  tts: TtsService;
  stt: SttService;
}

/**
 * Told how long each synthesis (answers from the TTS cache never reach the provider) and each
 * transcription took, and whether it gave audio or text (metrics); never throws.
 */
export interface SpeechObserver {
  timed(kind: "tts" | "stt", provider: string, outcome: "ok" | "error", seconds: number): void;
}

/** `work` timed for `observer`, its result or failure passed on unchanged. */
async function timed<T>(observer: SpeechObserver, kind: "tts" | "stt", provider: string, work: () => Promise<T>) {
  const started = performance.now();
  let outcome: "ok" | "error" = "error";
  try {
    const result = await work();
    outcome = "ok";
    return result;
  } finally {
    observer.timed(kind, provider, outcome, (performance.now() - started) / 1000);
  }
}

/** The TTS provider TTS_PROVIDER names, the service with its cache, and transcription. */
export function createSpeech(config: SpeechConfig, personas: Personas, log: Log, observer?: SpeechObserver): Speech {
  const { tts } = config;
  let provider: TtsProvider =
    tts.provider === "elevenlabs"
      ? createElevenLabsProvider(tts)
      : tts.provider === "openai"
        ? createOpenAiProvider(tts)
        : createEspeakProvider({ log });
  let stt = createSttService(config.stt);
  if (observer) {
    const inner = provider;
    provider = {
      ...inner,
      synthesize: (text, choice) => timed(observer, "tts", inner.name, () => inner.synthesize(text, choice)),
    };
    const untimed = stt;
    // The one STT API there is: any OpenAI-compatible /audio/transcriptions.
    if (untimed.available)
      stt = {
        ...untimed,
        transcribe: (audio, type) => timed(observer, "stt", "openai", () => untimed.transcribe(audio, type)),
      };
  }
  return {
    tts: createTtsService({ provider, personas, cacheBytes: config.cacheBytes, log }),
    stt,
  };
}
