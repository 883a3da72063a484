import type { TtsConfig } from "../../../config.ts";
import type { TtsProvider } from "../tts.types.ts";
import { postUpstream } from "./upstream.ts";

type ElevenLabsConfig = Extract<TtsConfig, { provider: "elevenlabs" }>;

/** MP3 at 22.05 kHz and 32 kbps: 4 KB a second, and the fastest of ElevenLabs' formats to start. */
const OUTPUT_FORMAT = "mp3_22050_32";

/** ElevenLabs text to speech, by the ElevenLabs voice id the personas carry (or the client sent). */
export function createElevenLabsProvider(config: ElevenLabsConfig): TtsProvider {
  return {
    name: "elevenlabs",
    voiceOf: (choice) => choice.voiceId,
    async synthesize(text, choice) {
      const url = `${config.baseUrl}/v1/text-to-speech/${encodeURIComponent(choice.voiceId)}?output_format=${OUTPUT_FORMAT}`;
      const audio = await postUpstream(
        "ElevenLabs",
        url,
        {
          headers: { "xi-api-key": config.apiKey, "content-type": "application/json", accept: "audio/mpeg" },
          body: JSON.stringify({ text, model_id: config.modelId }),
        },
        config.timeoutMs,
        "audio",
      );
      return { audio, contentType: "audio/mpeg" };
    },
    close: async () => {},
  };
}
