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

/** The TTS provider TTS_PROVIDER names, the service with its cache, and transcription. */
export function createSpeech(config: SpeechConfig, personas: Personas, log: Log): Speech {
  const { tts } = config;
  const provider: TtsProvider =
    tts.provider === "elevenlabs"
      ? createElevenLabsProvider(tts)
      : tts.provider === "openai"
        ? createOpenAiProvider(tts)
        : createEspeakProvider({ log });
  return {
    tts: createTtsService({ provider, personas, cacheBytes: config.cacheBytes, log }),
    stt: createSttService(config.stt),
  };
}
