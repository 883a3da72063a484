import { useEffect, useRef, useState } from "react";
import type { ChatReplyBody } from "../../../shared/assistant.ts";
import { ApiError } from "../../lib/api.ts";
import { streamChat } from "./chat-api.ts";
import { loadChat, saveChat } from "./chat-storage.ts";
import type { ChatMessage } from "./chat-types.ts";
import { createSentenceStream } from "./sentence-stream.ts";
import { useLatest } from "./use-latest.ts";

export interface ChatOptions {
  /** The endpoint, e.g. /api/aurora/chat. */
  path: string;
  /** Fields the endpoint needs besides the message (the investor chat's slug). */
  extraBody?: Record<string, unknown>;
  /** /api/aurora/chat takes the earlier turns as conversationHistory (public-site.md §7). */
  sendHistory?: boolean;
  /** Messages are trimmed before sending (§5), except where a spec screen says otherwise. */
  trim?: boolean;
  /** The opening line, posted after `delayMs` (Aurora: 1 s) unless a kept conversation is shown; `speak` says it aloud. */
  greeting?: { text: string; delayMs: number; speak: boolean };
  /** localStorage key that keeps the conversation across reloads and navigations. */
  storageKey?: string;
  /** Each finished sentence of a reply (and of the greeting), in order, for speech. */
  onSentence?: (sentence: string) => void;
  /** Called when a new message is sent, before its reply: speech of the last reply stops. */
  onSend?: () => void;
  /** What a failed reply shows: a text for a bubble, or null when the screen shows a toast itself. */
  failureText: (err: ApiError) => string | null;
}

const HISTORY_TURNS = 20;

/**
 * Whether the browser would play the greeting now: browsers allow sound once the visitor has
 * clicked or typed on the page. Speaking it later, in the middle of their first message, would
 * hold back their send button for the whole greeting (send waits while she speaks).
 */
function soundAllowed(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation ? activation.hasBeenActive : true;
}
let counter = 0;
const newId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

export function useChat(options: ChatOptions) {
  const opts = useLatest(options);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const conversationId = useRef<string | undefined>(undefined);
  const messagesRef = useRef<ChatMessage[]>([]);
  const pendingRef = useRef(false);

  // Every change goes through here: the ref is what callbacks read, the state what renders.
  function update(next: (prev: ChatMessage[]) => ChatMessage[]) {
    const value = next(messagesRef.current);
    messagesRef.current = value;
    setMessages(value);
    const key = opts.current.storageKey;
    if (key && !value.some((m) => m.streaming))
      saveChat(key, { conversationId: conversationId.current, messages: value });
  }

  // A kept conversation is read after hydration (the server renders an empty one), then the
  // greeting follows after its delay only when there is nothing to show.
  useEffect(() => {
    const key = opts.current.storageKey;
    const kept = key ? loadChat(key) : null;
    if (kept && kept.messages.length > 0) {
      conversationId.current = kept.conversationId;
      messagesRef.current = kept.messages;
      // localStorage exists only after hydration; the server rendered an empty conversation.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setMessages(kept.messages);
      return;
    }
    const greeting = opts.current.greeting;
    if (!greeting) return;
    const timer = setTimeout(() => {
      if (messagesRef.current.length > 0) return;
      const first: ChatMessage[] = [{ id: newId(), role: "assistant", content: greeting.text, greeting: true }];
      messagesRef.current = first;
      setMessages(first);
      if (greeting.speak && soundAllowed()) opts.current.onSentence?.(greeting.text);
    }, greeting.delayMs);
    return () => clearTimeout(timer);
  }, [opts]);

  async function send(raw: string) {
    const o = opts.current;
    const text = o.trim === false ? raw : raw.trim();
    if (!raw.trim() || pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    o.onSend?.();
    const history = messagesRef.current
      .filter((m) => !m.failed && !m.greeting && m.content)
      .slice(-HISTORY_TURNS)
      .map((m) => ({ role: m.role, content: m.content.slice(0, 4_000) }));
    const userMessage: ChatMessage = { id: newId(), role: "user", content: text };
    const replyId = newId();
    update((prev) => [...prev, userMessage]);

    let streamed = "";
    const sentences = createSentenceStream((s) => opts.current.onSentence?.(s));
    const body: Record<string, unknown> = { ...o.extraBody, message: text.slice(0, 2_000) };
    if (o.sendHistory) body.conversationHistory = history;
    if (conversationId.current) body.conversationId = conversationId.current;
    let reply: ChatReplyBody | null = null;
    try {
      reply = await streamChat({
        path: o.path,
        body,
        onDelta: (delta) => {
          streamed += delta;
          sentences.push(delta);
          const content = streamed;
          update((prev) =>
            prev.some((m) => m.id === replyId)
              ? prev.map((m) => (m.id === replyId ? { ...m, content } : m))
              : [...prev, { id: replyId, role: "assistant", content, streaming: true }],
          );
        },
      });
    } catch (err) {
      const failure = err instanceof ApiError ? err : new ApiError(0, "network failure");
      const bubble = opts.current.failureText(failure);
      update((prev) => {
        const rest = prev.filter((m) => m.id !== replyId);
        return bubble ? [...rest, { id: replyId, role: "assistant", content: bubble, failed: true }] : rest;
      });
      if (bubble) setAnnouncement(bubble);
    }
    if (reply) {
      // The whole reply is the truth: the streamed pieces only showed it sooner.
      if (!streamed) sentences.push(reply.text);
      sentences.flush();
      conversationId.current = reply.conversationId || conversationId.current;
      const done: ChatMessage = {
        id: replyId,
        role: "assistant",
        content: reply.text,
        sources: reply.sources?.slice(0, 4),
        suggestions: reply.suggestions?.slice(0, 3),
      };
      update((prev) =>
        prev.some((m) => m.id === replyId) ? prev.map((m) => (m.id === replyId ? done : m)) : [...prev, done],
      );
      setAnnouncement(reply.text);
    }
    pendingRef.current = false;
    setPending(false);
  }

  return { messages, pending, send, announcement };
}
export type Chat = ReturnType<typeof useChat>;
