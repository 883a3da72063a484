import { Volume2, VolumeX } from "lucide-react";
import { useEffect, useRef } from "react";
import { ACCENT } from "./accent.ts";
import { ChatComposer } from "./chat-composer.tsx";
import { SpeakingBars, TypingDots } from "./chat-indicators.tsx";
import { ChatMessageView } from "./chat-message-view.tsx";
import type { Accent } from "./chat-types.ts";
import type { AssistantChat } from "./use-assistant-chat.ts";
import { usePreviewVoice } from "../../lib/site.ts";

export interface ChatWindowProps {
  assistant: AssistantChat;
  name: string;
  subtitle: string;
  accent: Accent;
  /** Shift+Enter adds a line where the spec says so (Aurora and Max chats). */
  multiline: boolean;
  placeholder?: string;
  /** Buttons in the header's right corner (minimise, close). */
  actions?: React.ReactNode;
  className?: string;
  linkTarget?: "_top" | "_blank";
  inputRef?: React.RefObject<HTMLTextAreaElement | null>;
  /** The mic button; off for a screen that has no voice input. */
  withMic?: boolean;
  /**
   * Send and mic wait while she speaks (the home demo, public-site.md §4); the investor chat
   * holds them only while a reply is pending (portal-and-admin.md §2), and a new message stops her.
   */
  holdWhileSpeaking?: boolean;
}

/**
 * The one chat screen every assistant uses: header with her name and state, the conversation,
 * suggestion chips, the composer, and a polite live region that reads each finished reply.
 */
export function ChatWindow(props: ChatWindowProps) {
  const { assistant, name, subtitle, accent, multiline, actions, className = "", linkTarget, withMic = true } = props;
  const holdWhileSpeaking = props.holdWhileSpeaking ?? true;
  const { chat, speech, voiceInput } = assistant;
  const previewVoice = usePreviewVoice();
  const colours = ACCENT[accent];
  const list = useRef<HTMLDivElement>(null);
  const last = chat.messages.at(-1);
  const waiting = chat.pending && !(last?.role === "assistant" && last.streaming);
  const suggestions = !chat.pending && last?.role === "assistant" ? (last.suggestions ?? []) : [];

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.messages, waiting]);

  return (
    <div
      role="region"
      aria-label={`Chat with ${name}`}
      className={`flex min-h-0 flex-col overflow-hidden rounded-card bg-white text-gray-900 shadow-card ring-1 ring-gray-200 ${className}`}
    >
      <header className="flex items-center gap-3 border-b border-gray-200 px-4 py-3">
        <span
          aria-hidden="true"
          className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full text-base font-bold ${colours.solid}`}
        >
          {name.charAt(0)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-gray-900">{name}</p>
          <p className="flex items-center gap-2 truncate text-xs text-gray-600">
            {speech.speaking ? (
              <>
                <SpeakingBars className={colours.bar} label={`${name} is speaking`} />
                <span aria-hidden="true">Speaking…</span>
              </>
            ) : voiceInput.listening ? (
              "Listening…"
            ) : (
              subtitle
            )}
          </p>
        </div>
        {speech.enabled ? (
          <button
            type="button"
            onClick={speech.toggleAudio}
            aria-pressed={!speech.audioOn}
            aria-label={speech.audioOn ? "Mute voice" : "Unmute voice"}
            className="inline-flex size-11 items-center justify-center rounded-control text-gray-700 hover:bg-gray-100"
          >
            {speech.audioOn ? (
              <Volume2 aria-hidden="true" className="size-5" />
            ) : (
              <VolumeX aria-hidden="true" className="size-5" />
            )}
          </button>
        ) : null}
        {actions}
      </header>

      {/* Focusable, so the transcript scrolls by keyboard even when its replies hold no link (WCAG 2.1.1). */}
      <div
        ref={list}
        role="region"
        aria-label={`Messages with ${name}`}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4"
        tabIndex={0}
      >
        <ol aria-label={`Conversation with ${name}`} className="flex flex-col gap-3">
          {chat.messages.map((m) => (
            <ChatMessageView
              key={m.id}
              message={m}
              assistantName={name}
              bubbleClass={colours.solid}
              linkTarget={linkTarget}
            />
          ))}
          {waiting ? (
            <li className="flex justify-start">
              <span className="rounded-2xl rounded-bl-md bg-gray-100 px-4 py-2">
                <TypingDots label={`${name} is typing`} />
              </span>
            </li>
          ) : null}
        </ol>
      </div>

      {suggestions.length > 0 ? (
        <ul aria-label="Suggested questions" className="flex flex-wrap gap-2 px-3 pb-2">
          {suggestions.map((s) => (
            <li key={s}>
              <button
                type="button"
                onClick={() => assistant.send(s)}
                className={`min-h-11 rounded-full px-3 py-1.5 text-left text-sm ring-1 sm:min-h-9 ${colours.soft}`}
              >
                {s}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <ChatComposer
        onSend={assistant.send}
        pending={chat.pending}
        speaking={holdWhileSpeaking && speech.speaking}
        multiline={multiline}
        placeholder={props.placeholder ?? `Message ${name}…`}
        label={`Message ${name}`}
        sendClass={colours.solid}
        inputRef={props.inputRef}
        mic={withMic ? { listening: voiceInput.listening, disabled: false, onToggle: assistant.toggleListening } : null}
      />
      {speech.enabled && previewVoice ? (
        // The built-in voice is a stand-in; saying so keeps the copy's "natural voice" promise honest.
        <p className="border-t border-gray-100 px-4 py-1.5 text-xs text-gray-600" data-preview-voice>
          Preview voice. Our agents speak with natural ElevenLabs or OpenAI voices.
        </p>
      ) : null}
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {chat.announcement ? `${name} said: ${chat.announcement}` : ""}
      </div>
    </div>
  );
}
