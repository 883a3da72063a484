import type { ChatMessage } from "./chat-types.ts";

/**
 * A conversation kept in the browser's localStorage under a screen's key, so it survives a
 * reload and a navigation; the server holds the same conversation by its id.
 */
export interface StoredChat {
  conversationId?: string;
  messages: ChatMessage[];
}

const KEEP = 60;

export function loadChat(key: string): StoredChat | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredChat>;
    if (!Array.isArray(parsed.messages)) return null;
    const messages = parsed.messages.filter(
      (m): m is ChatMessage =>
        !!m &&
        typeof m.id === "string" &&
        (m.role === "user" || m.role === "assistant") &&
        typeof m.content === "string",
    );
    return {
      conversationId: typeof parsed.conversationId === "string" ? parsed.conversationId : undefined,
      messages: messages.map((m) => ({ ...m, streaming: false })),
    };
  } catch {
    return null;
  }
}

export function saveChat(key: string, chat: StoredChat): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ ...chat, messages: chat.messages.slice(-KEEP) }));
  } catch {
    // Private mode or a full quota: the conversation still works, it just won't outlive the page.
  }
}
