import { z } from "zod";
import { multiLineText } from "./text-fields.ts";
import { formatCount } from "./number-format.ts";

/*
 * The speech endpoints' contracts (public-site.md §7, issue 8): what a client may send to
 * POST /api/aurora/tts, POST /api/tts and POST /api/stt, and what GET /api/speech/config answers.
 * Unknown fields are refused, so a typo in a field name is an error rather than silently ignored.
 */

/** The most text one TTS request may speak, and the most a transcription answers. */
export const SPEECH_TEXT_MAX = 1_000;
/** The largest recorded utterance POST /api/stt accepts. */
export const STT_MAX_BYTES = 1024 * 1024;
/** The recordings POST /api/stt accepts (MediaRecorder's formats), each with an optional `;codecs=...`. */
export const STT_CONTENT_TYPES = ["audio/webm", "audio/ogg", "audio/mp4", "audio/mpeg", "audio/wav"] as const;

const unknownField = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys?.join(", ")}.` : undefined,
};

const speechText = multiLineText("Text to speak", SPEECH_TEXT_MAX, {
  notText: "Text to speak must be a string.",
  tooLong: `Text to speak must be at most ${formatCount(SPEECH_TEXT_MAX)} characters.`,
}).min(1, "Text to speak must not be empty.");

/** POST /api/aurora/tts: Aurora speaks `text`. */
export const auroraTtsBodySchema = z.strictObject({ text: speechText }, unknownField);

/** An ElevenLabs-style voice id, as the persona chats answer it. */
export const voiceIdSchema = z
  .string({ error: (issue) => (issue.input === undefined ? "voiceId is required." : "voiceId must be text.") })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "voiceId must be 1 to 64 letters, digits, - or _.");

/** POST /api/tts: the persona whose voice id this is speaks `text`. */
export const ttsBodySchema = z.strictObject({ text: speechText, voiceId: voiceIdSchema }, unknownField);

export type AuroraTtsBody = z.infer<typeof auroraTtsBodySchema>;
export type TtsBody = z.infer<typeof ttsBodySchema>;

/** GET /api/speech/config: whether POST /api/stt transcribes (the recording fallback's server half). */
export interface SpeechConfigAnswer {
  stt: boolean;
}

/** POST /api/stt's answer. */
export interface SttAnswer {
  text: string;
}

/**
 * A persona's voice in the providers that do not speak by ElevenLabs voice id
 * (content/personas/*.json `speech`): an eSpeak-NG voice such as `en-us+f3`, an OpenAI voice
 * such as `nova`.
 */
export const personaSpeechSchema = z.strictObject({
  espeak: z
    .string()
    .regex(/^[a-z]{2,3}(?:-[a-z0-9]+)*(?:\+[a-z0-9]+)?$/i, "must be an eSpeak-NG voice such as en-us+f3")
    .optional(),
  openai: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, "must be an OpenAI voice name such as nova")
    .optional(),
});
export type PersonaSpeech = z.infer<typeof personaSpeechSchema>;
