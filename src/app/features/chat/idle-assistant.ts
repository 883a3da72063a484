import type { AssistantChat } from "./use-assistant-chat.ts";

/**
 * A chat with nothing behind it yet: the window's server HTML and first paint, before the chat's
 * code has loaded. Anything the visitor does wakes the real one, and a message typed meanwhile
 * is handed over to it.
 */
export function idleAssistant(wake: (firstMessage?: string) => void): AssistantChat {
  return {
    chat: { messages: [], pending: false, announcement: "", send: async (t: string) => wake(t) },
    speech: {
      audioOn: true,
      speaking: false,
      enabled: true,
      toggleAudio: () => wake(),
      say: () => {},
      stop: () => {},
      prime: () => {},
    },
    voiceInput: { listening: false, toggle: () => wake() },
    send: (t: string) => wake(t),
    toggleListening: () => wake(),
  };
}
