import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../../config.ts";
import type { CounterStore } from "../../../modules/rate-limit/counter-store.ts";
import { createMinuteAndDayLimiter, type MinuteAndDayLimiter } from "../../../plugins/rate-limit.ts";

export interface SpeechLimiters {
  /** Both TTS endpoints together. */
  tts: MinuteAndDayLimiter;
  stt: MinuteAndDayLimiter;
}

/** Per address, on the shared store: `speech.limits.tts` and `speech.limits.stt`, each a minute and a day. */
export function createSpeechLimiters(
  app: FastifyInstance,
  config: AppConfig,
  shared: CounterStore | null,
): SpeechLimiters {
  const prefix = `${config.publicWriteLimit.prefix}speech:`;
  return {
    tts: createMinuteAndDayLimiter(app, shared, config.speech.limits.tts, `${prefix}tts:`),
    stt: createMinuteAndDayLimiter(app, shared, config.speech.limits.stt, `${prefix}stt:`),
  };
}
