import type { Persona } from "../assistant/personas/persona.types.ts";
import type { Personas } from "../assistant/personas/personas.content.ts";
import { cleanSpeechText } from "./speech-text.ts";
import { TtsCache } from "./tts-cache.ts";
import type { SpeechAudio, TtsProvider, VoiceChoice } from "./tts.types.ts";

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/** A voice id no persona has: a plain US English voice in the providers that name their own. */
export const DEFAULT_VOICE = { espeak: "en-us", openai: "alloy" } as const;

export interface TtsService {
  readonly provider: TtsProvider["name"];
  /** The persona with this ElevenLabs-style voice id, or null. */
  personaByVoiceId(voiceId: string): Persona | null;
  /** `text` (clean: see cleanSpeechText) in `persona`'s voice. */
  speakAs(persona: Persona, text: string): Promise<SpeechAudio>;
  /** `text` in the voice with this id: a persona's, or the default for an id no persona has. */
  speakInVoice(voiceId: string, text: string): Promise<SpeechAudio>;
  /**
   * Fills the cache with each persona's greeting, one after the other. Never throws: a failure
   * is logged and the greeting is synthesized on request instead.
   */
  prewarm(): Promise<void>;
  /** Calls that reached the provider and answers from the cache since start, and syntheses under way. */
  stats(): {
    providerCalls: number;
    cacheHits: number;
    synthesizing: number;
    cache: { entries: number; bytes: number };
  };
  clearCache(): void;
  close(): Promise<void>;
}

export function createTtsService(input: {
  provider: TtsProvider;
  personas: Personas;
  cacheBytes: number;
  log: Log;
}): TtsService {
  const { provider, personas, log } = input;
  const cache = new TtsCache(input.cacheBytes);
  /** Identical requests while one is being synthesized share it. */
  const inFlight = new Map<string, Promise<SpeechAudio>>();
  let providerCalls = 0;
  let cacheHits = 0;
  const all = [personas.aurora, personas.max, personas.twin, personas.investor];

  const choiceFor = (voiceId: string, persona: Persona | null): VoiceChoice => ({
    voiceId,
    espeak: persona?.speech?.espeak ?? DEFAULT_VOICE.espeak,
    openai: persona?.speech?.openai ?? DEFAULT_VOICE.openai,
  });

  function speak(choice: VoiceChoice, text: string): Promise<SpeechAudio> {
    const key = `${provider.name}\u0000${provider.voiceOf(choice)}\u0000${text}`;
    const hit = cache.get(key);
    if (hit) {
      cacheHits++;
      return Promise.resolve(hit);
    }
    const running = inFlight.get(key);
    if (running) return running;
    providerCalls++;
    const job = provider
      .synthesize(text, choice)
      .then((audio) => {
        cache.set(key, audio);
        return audio;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, job);
    return job;
  }

  const personaByVoiceId = (voiceId: string) => all.find((p) => p.voiceId === voiceId) ?? null;

  return {
    provider: provider.name,
    personaByVoiceId,
    speakAs: (persona, text) => speak(choiceFor(persona.voiceId, persona), text),
    speakInVoice: (voiceId, text) => speak(choiceFor(voiceId, personaByVoiceId(voiceId)), text),
    async prewarm() {
      for (const persona of all) {
        try {
          // Cleaned as the routes clean what the client sends, so the keys meet.
          await speak(choiceFor(persona.voiceId, persona), cleanSpeechText(persona.greeting));
        } catch (err) {
          log.warn({ err, persona: persona.id }, "could not pre-synthesize a greeting; it is spoken on request");
          return;
        }
      }
      log.info({ provider: provider.name, ...cache.size }, "greetings synthesized ahead");
    },
    stats: () => ({ providerCalls, cacheHits, synthesizing: inFlight.size, cache: cache.size }),
    clearCache: () => cache.clear(),
    close: () => provider.close(),
  };
}
