import type { ApiError } from "../../lib/api.ts";
import type { Voice } from "./speech-api.ts";
import { useChat, type ChatOptions } from "./use-chat.ts";
import { useSpeech } from "./use-speech.ts";
import { useVoiceInput } from "./use-voice-input.ts";

/*
 * A module-level effect on purpose: the bundler's small-chunk merging (vite.config.ts) may move
 * shared page code into a chunk only when that runs no new side effect for any page. This one
 * keeps the live chat's chunk from becoming such a target, so it stays out of every page's
 * eager JavaScript; the flag also tells a test or a debugger that the chat's code has loaded.
 */
(globalThis as { __chatCodeLoaded?: boolean }).__chatCodeLoaded = true;

export interface AssistantChatConfig extends Omit<ChatOptions, "onSentence" | "onSend"> {
  /** Whose voice speaks the replies; null for a silent chat. */
  voice: Voice | null;
  /** A reply's audio failed; the text is already on screen. */
  onVoiceError?: (err: unknown) => void;
  /** The spec's alert for a browser that can neither recognise nor record speech. */
  unsupportedVoiceMessage: string;
  failureText: (err: ApiError) => string | null;
}

/** A chat with a voice: text in and out, speech out sentence by sentence, voice in. */
export function useAssistantChat(config: AssistantChatConfig) {
  const speech = useSpeech(config.voice, (err) => {
    console.warn("Text to speech failed:", err);
    config.onVoiceError?.(err);
  });
  const chat = useChat({ ...config, onSentence: speech.say, onSend: speech.stop });
  const voiceInput = useVoiceInput((text) => void chat.send(text), config.unsupportedVoiceMessage);
  return {
    chat,
    speech,
    voiceInput,
    send(text: string) {
      speech.prime();
      void chat.send(text);
    },
    toggleListening() {
      speech.prime();
      voiceInput.toggle(speech.stop);
    },
  };
}
export type AssistantChat = ReturnType<typeof useAssistantChat>;
