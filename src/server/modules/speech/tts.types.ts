/** Synthesized speech, ready to send. */
export interface SpeechAudio {
  audio: Buffer;
  /** audio/mpeg from every provider. */
  contentType: string;
  /** Seconds of speech, when the provider knows it (the embedded one counts its samples). */
  seconds?: number;
}

/** The voice to speak in, as each provider names it. */
export interface VoiceChoice {
  /** The ElevenLabs-style voice id the client sent, or the persona's. */
  voiceId: string;
  /** eSpeak-NG voice, e.g. en-us+f3. */
  espeak: string;
  /** OpenAI voice, e.g. nova. */
  openai: string;
}

/** One text-to-speech engine: embedded eSpeak-NG, ElevenLabs or an OpenAI-compatible server. */
export interface TtsProvider {
  readonly name: "espeak" | "elevenlabs" | "openai";
  /** Which of the choice's names this provider speaks by (part of the cache key). */
  voiceOf(choice: VoiceChoice): string;
  /** Speaks clean text (no markup); throws a SpeechProviderError when it cannot. */
  synthesize(text: string, choice: VoiceChoice): Promise<SpeechAudio>;
  /** Stops what the provider runs (the embedded worker). */
  close(): Promise<void>;
}

/**
 * A provider that could not answer: the upstream refused or failed (with its status), did not
 * answer in time, could not be reached, or the embedded engine failed. The routes answer it with
 * 503 and a sentence; `message` is for the log and never holds a secret.
 */
export class SpeechProviderError extends Error {
  constructor(
    readonly kind: "upstream" | "timeout" | "network" | "engine",
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "SpeechProviderError";
  }
}
