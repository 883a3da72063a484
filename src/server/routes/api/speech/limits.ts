import type { AppConfig } from "../../../config.ts";
import { createMinuteAndDayLimiter, type LimiterBase, type MinuteAndDayLimiter } from "../../../plugins/rate-limit.ts";

export interface SpeechLimiters {
  /** Both TTS endpoints together. */
  tts: MinuteAndDayLimiter;
  stt: MinuteAndDayLimiter;
}

/** Per address, on the shared store: `speech.limits.tts` and `speech.limits.stt`, each a minute and a day. */
export function createSpeechLimiters(config: AppConfig, base: LimiterBase): SpeechLimiters {
  const prefix = `${config.publicWriteLimit.prefix}speech:`;
  return {
    tts: createMinuteAndDayLimiter(base, config.speech.limits.tts, `${prefix}tts:`, "speech:tts"),
    stt: createMinuteAndDayLimiter(base, config.speech.limits.stt, `${prefix}stt:`, "speech:stt"),
  };
}
