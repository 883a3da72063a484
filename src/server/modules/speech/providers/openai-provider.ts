import type { TtsConfig } from "../../../config.ts";
import type { TtsProvider } from "../tts.types.ts";
import { postUpstream } from "./upstream.ts";

type OpenAiConfig = Extract<TtsConfig, { provider: "openai" }>;

/** Any OpenAI-compatible `/audio/speech` (OpenAI itself, or a self-hosted server), voice from the persona. */
export function createOpenAiProvider(config: OpenAiConfig): TtsProvider {
  return {
    name: "openai",
    voiceOf: (choice) => choice.openai,
    async synthesize(text, choice) {
      const headers: Record<string, string> = { "content-type": "application/json", accept: "audio/mpeg" };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      const audio = await postUpstream(
        "The OpenAI-compatible speech service",
        `${config.baseUrl}/audio/speech`,
        {
          headers,
          body: JSON.stringify({ model: config.model, input: text, voice: choice.openai, response_format: "mp3" }),
        },
        config.timeoutMs,
        "audio",
      );
      return { audio, contentType: "audio/mpeg" };
    },
    close: async () => {},
  };
}
