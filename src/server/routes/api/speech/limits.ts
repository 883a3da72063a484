import type { AppConfig } from "../../../config.ts";
import type { CounterStore } from "../../../modules/rate-limit/counter-store.ts";
import { createMinuteAndDayLimiter, type MinuteAndDayLimiter } from "../../../plugins/rate-limit.ts";

export interface SpeechLimiters {
  /** Both TTS endpoints together. */
  tts: MinuteAndDayLimiter;
  stt: MinuteAndDayLimiter;
}

/** Per address, on the shared store: `speech.limits.tts` and `speech.limits.stt`, each a minute and a day. */
export function createSpeechLimiters(config: AppConfig, shared: CounterStore | null): SpeechLimiters {
  const prefix = `${config.publicWriteLimit.prefix}speech:`;
  return {
    tts: createMinuteAndDayLimiter(shared, config.speech.limits.tts, `${prefix}tts:`),
    stt: createMinuteAndDayLimiter(shared, config.speech.limits.stt, `${prefix}stt:`),
  };
}
