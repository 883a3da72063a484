import { Mic, MicOff, SendHorizontal } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";

export interface ComposerProps {
  onSend(text: string): void;
  /** A reply is pending: the field, send and mic are disabled (public-site.md §4). */
  pending: boolean;
  /** She is speaking: send and mic wait, typing goes on. */
  speaking: boolean;
  placeholder: string;
  /** Shift+Enter adds a line (Aurora and Max chats); otherwise the field is one line. */
  multiline: boolean;
  sendClass: string;
  mic?: { listening: boolean; disabled: boolean; onToggle(): void } | null;
  inputRef?: React.RefObject<HTMLTextAreaElement | null>;
  label: string;
}

/**
 * The message field with its send and mic buttons. A field disabled while a reply is pending
 * drops focus, so focus comes back to it when the reply is in, unless the visitor moved on.
 */
export function ChatComposer(props: ComposerProps) {
  const { onSend, pending, speaking, placeholder, multiline, sendClass, mic, inputRef, label } = props;
  const [text, setText] = useState("");
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = inputRef ?? ownRef;
  const hadFocus = useRef(false);
  const empty = text.trim().length === 0;
  const blocked = pending || speaking || empty;

  useEffect(() => {
    if (pending) return;
    if (hadFocus.current && (document.activeElement === document.body || document.activeElement === null))
      ref.current?.focus();
    hadFocus.current = false;
  }, [pending, ref]);

  function submit() {
    if (blocked) return;
    hadFocus.current = true;
    onSend(text);
    setText("");
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key !== "Enter" || e.nativeEvent.isComposing) return;
    if (multiline && e.shiftKey) return;
    e.preventDefault();
    submit();
  }

  return (
    <form
      className="flex items-end gap-2 border-t border-gray-200 bg-white p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <textarea
        ref={ref}
        aria-label={label}
        rows={1}
        value={text}
        maxLength={2000}
        disabled={pending}
        placeholder={placeholder}
        onChange={(e) => setText(multiline ? e.target.value : e.target.value.replace(/\n/g, " "))}
        onKeyDown={onKeyDown}
        className="field-sizing-content max-h-32 min-h-11 flex-1 resize-none rounded-control border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 disabled:bg-gray-50 sm:text-[0.95rem]"
      />
      {mic ? (
        <button
          type="button"
          onClick={mic.onToggle}
          disabled={!mic.listening && (mic.disabled || pending || speaking)}
          aria-pressed={mic.listening}
          aria-label={mic.listening ? "Stop listening" : "Speak your message"}
          className={`inline-flex size-11 shrink-0 items-center justify-center rounded-control border transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
            mic.listening
              ? "animate-pulse border-danger-600 bg-danger-600 text-white"
              : "border-gray-300 bg-white text-gray-700 hover:bg-gray-50"
          }`}
        >
          {mic.listening ? (
            <MicOff aria-hidden="true" className="size-5" />
          ) : (
            <Mic aria-hidden="true" className="size-5" />
          )}
        </button>
      ) : null}
      <button
        type="submit"
        disabled={blocked}
        aria-label="Send message"
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-control transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${sendClass}`}
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
