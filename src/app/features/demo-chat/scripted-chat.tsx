import { Bot, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { DemoPage } from "../../../shared/pages.ts";
import { scriptedReply, TYPING_MS } from "./scripted-reply.ts";

interface Message {
  id: number;
  type: "user" | "assistant";
  message: string;
}

/** The Business AI Wiz demo chat: scripted keyword replies, no server involved. */
export function ScriptedChat({ chat }: { chat: DemoPage["chat"] }) {
  const [messages, setMessages] = useState<Message[]>([{ id: 0, type: "assistant", message: chat.greeting }]);
  const [draft, setDraft] = useState("");
  const [typing, setTyping] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextId = useRef(1);
  // A ref as well as state: two sends in one tick must not both start a reply.
  const pending = useRef(false);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, typing]);

  function send(text: string) {
    const message = text.trim();
    if (!message || pending.current) return;
    pending.current = true;
    setMessages((m) => [...m, { id: nextId.current++, type: "user", message }]);
    setDraft("");
    setTyping(true);
    timer.current = setTimeout(() => {
      setMessages((m) => [...m, { id: nextId.current++, type: "assistant", message: scriptedReply(message, chat) }]);
      setTyping(false);
      pending.current = false;
    }, TYPING_MS);
  }

  return (
    <section
      aria-label={chat.title}
      className="flex h-[600px] flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-gray-200/70"
    >
      <header className="flex items-center gap-3 border-b border-gray-200 bg-ink-900 px-5 py-4 text-white">
        <span className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-brand-400 to-accent-500 text-ink-950">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="font-semibold text-white">{chat.title}</h2>
          <p className="text-xs text-brand-300">Demo · scripted answers</p>
        </div>
      </header>
      {/* A named log: screen readers announce each new message without re-reading the transcript. */}
      <div
        ref={logRef}
        role="log"
        aria-label={`Conversation with ${chat.title}`}
        className="flex-1 overflow-y-auto bg-gray-50 p-5"
      >
        <ol className="space-y-3">
          {messages.map((m) => (
            <li key={m.id} className={`flex ${m.type === "user" ? "justify-end" : "justify-start"}`}>
              <p
                className={`max-w-[85%] rounded-2xl px-4 py-2.5 leading-relaxed ${
                  m.type === "user"
                    ? "rounded-tr-sm bg-ink-900 text-white"
                    : "rounded-tl-sm bg-white text-gray-800 ring-1 ring-gray-200"
                }`}
              >
                <span className="sr-only">{m.type === "user" ? "You: " : "Assistant: "}</span>
                {m.message}
              </p>
            </li>
          ))}
          {typing && (
            <li className="flex justify-start" data-testid="typing-indicator">
              <p className="flex items-center gap-1 rounded-2xl rounded-tl-sm bg-white px-4 py-3.5 ring-1 ring-gray-200">
                <span className="sr-only">Assistant is typing</span>
                {[0, 150, 300].map((d) => (
                  <span
                    key={d}
                    aria-hidden="true"
                    className="size-2 animate-bounce rounded-full bg-gray-400"
                    style={{ animationDelay: `${d}ms` }}
                  />
                ))}
              </p>
            </li>
          )}
        </ol>
      </div>
      <div className="border-t border-gray-200 p-4">
        <div className="mb-3 flex flex-wrap gap-2">
          {chat.suggestions.map((s) => (
            <button
              key={s}
              type="button"
              aria-disabled={typing || undefined}
              onClick={() => send(s)}
              className="min-h-11 min-w-11 rounded-full bg-gray-100 px-4 text-sm text-gray-800 hover:bg-gray-200 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            >
              {s}
            </button>
          ))}
        </div>
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            send(draft);
          }}
        >
          <label htmlFor="demo-chat-input" className="sr-only">
            Message
          </label>
          <input
            id="demo-chat-input"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={chat.placeholder}
            maxLength={500}
            autoComplete="off"
            className="min-h-11 min-w-0 flex-1 rounded-control border border-gray-300 bg-white px-3.5 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-500"
          />
          <button
            type="submit"
            // Not `disabled`: a focused Send would drop focus to the page while the reply is typed.
            // send() ignores activations meanwhile (spec §5).
            aria-disabled={typing || undefined}
            aria-label="Send"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-control bg-brand-500 text-ink-950 hover:bg-brand-400 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          >
            <Send aria-hidden="true" className="size-5" />
          </button>
        </form>
      </div>
    </section>
  );
}
