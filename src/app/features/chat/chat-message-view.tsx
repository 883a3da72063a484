import { NewTabNote } from "../../components/ui/new-tab-link.tsx";
import type { ChatMessage } from "./chat-types.ts";

/**
 * One message. Replies are plain text (React escapes it; no markup from the server is ever
 * rendered), with the pages they came from as links.
 */
export function ChatMessageView({
  message,
  assistantName,
  bubbleClass,
  linkTarget,
}: {
  message: ChatMessage;
  assistantName: string;
  bubbleClass: string;
  /** Inside the widget's frame, a source opens in the page around it. */
  /** `_top` from the widget's frame; `_blank` where leaving the page would lose the conversation. */
  linkTarget?: "_top" | "_blank";
}) {
  const mine = message.role === "user";
  return (
    <li className={`flex ${mine ? "justify-end" : "justify-start"}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed ${
          mine
            ? `${bubbleClass} rounded-br-md`
            : message.failed
              ? "rounded-bl-md bg-danger-600/10 text-gray-900"
              : "rounded-bl-md bg-gray-100 text-gray-900"
        }`}
      >
        <span className="sr-only">{mine ? "You said: " : `${assistantName} said: `}</span>
        <p className="break-words whitespace-pre-wrap">{message.content}</p>
        {message.sources && message.sources.length > 0 && !message.streaming ? (
          <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 border-t border-gray-200 pt-2 text-xs text-gray-600">
            <span>Sources:</span>
            {message.sources.map((s) => (
              <a
                key={s.url}
                href={s.url}
                target={linkTarget}
                rel={linkTarget === "_blank" ? "noopener" : undefined}
                className="font-medium text-gray-800 underline underline-offset-2"
              >
                {s.title}
                {linkTarget === "_blank" ? <NewTabNote /> : null}
              </a>
            ))}
          </p>
        ) : null}
      </div>
    </li>
  );
}
