import type { SpeechConfig } from "../../config.ts";
import { SPEECH_TEXT_MAX } from "../../../shared/speech.ts";
import { postUpstream } from "./providers/upstream.ts";
import { SpeechProviderError } from "./tts.types.ts";

type SttConfig = NonNullable<SpeechConfig["stt"]>;

export interface SttService {
  /** Whether transcription is configured (STT_BASE_URL). */
  readonly available: boolean;
  /** The words of a recorded utterance, trimmed and capped; throws SpeechProviderError. */
  transcribe(audio: Buffer, contentType: string): Promise<string>;
}

/** File names by recording type: OpenAI-compatible servers tell the format by the extension. */
const EXTENSIONS: Record<string, string> = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "mp4",
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
};

/**
 * Speech to text through any OpenAI-compatible `/audio/transcriptions` (STT_BASE_URL), sent as
 * multipart/form-data: file, model, language=en, response_format=json.
 */
export function createSttService(config: SttConfig | null): SttService {
  return {
    available: config !== null,
    async transcribe(audio, contentType) {
      if (!config) throw new SpeechProviderError("engine", "transcription is not configured");
      const type = contentType.split(";")[0]!.trim().toLowerCase();
      const form = new FormData();
      form.append(
        "file",
        new Blob([new Uint8Array(audio)], { type: contentType }),
        `speech.${EXTENSIONS[type] ?? "webm"}`,
      );
      form.append("model", config.model);
      form.append("language", "en");
      form.append("response_format", "json");
      const headers: Record<string, string> = { accept: "application/json" };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      const body = await postUpstream(
        "The transcription service",
        `${config.baseUrl}/audio/transcriptions`,
        { headers, body: form },
        config.timeoutMs,
        "json",
      );
      let text: unknown;
      try {
        text = (JSON.parse(body.toString("utf8")) as { text?: unknown }).text;
      } catch {
        text = undefined;
      }
      if (typeof text !== "string") {
        throw new SpeechProviderError("upstream", "The transcription service answered without a text field");
      }
      return text.trim().slice(0, SPEECH_TEXT_MAX).trim();
    },
  };
}
