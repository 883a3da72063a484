import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ChatWindow } from "./chat-window.tsx";
import { connectionErrorToast, VOICE_UNSUPPORTED_HOME, voiceErrorToast } from "./failure-texts.ts";
import { ToastRegion, useToast } from "./toast.tsx";
import { useAssistantChat } from "./use-assistant-chat.ts";

/** Asks the page around the frame to close the widget (public-site.md §2), naming our own origin. */
function closeWidget() {
  window.parent.postMessage({ action: "closeWidget" }, window.location.origin);
}

/**
 * The chat inside the site widget's frame: Aurora by text and voice, kept in this browser so the
 * conversation is still there after a reload or on the next page.
 */
export function WidgetChat({ greeting, phone }: { greeting: string; phone: string }) {
  const { toast, show, dismiss } = useToast();
  const [framed, setFramed] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // Known only in the browser: the close button belongs to the frame, not to the bare page, and
  // a visitor who just opened the widget is taken straight to its message field.
  useEffect(() => {
    const inFrame = window.parent !== window;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFramed(inFrame);
    if (!inFrame) return;
    inputRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && closeWidget();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const assistant = useAssistantChat({
    path: "/api/aurora/chat",
    sendHistory: true,
    voice: { kind: "aurora" },
    greeting: { text: greeting, delayMs: 1_000, speak: true },
    storageKey: "chat:site-widget",
    failureText: () => {
      show(connectionErrorToast(phone));
      return null;
    },
    onVoiceError: () => show(voiceErrorToast),
    unsupportedVoiceMessage: VOICE_UNSUPPORTED_HOME,
  });
  return (
    <>
      <ChatWindow
        assistant={assistant}
        name="Aurora"
        subtitle="Free 7-day trial · text or voice"
        accent="teal"
        multiline
        linkTarget="_top"
        inputRef={inputRef}
        className="h-dvh rounded-none shadow-none ring-0"
        actions={
          framed ? (
            <button
              type="button"
              onClick={closeWidget}
              aria-label="Close chat"
              className="inline-flex size-11 items-center justify-center rounded-control text-gray-700 hover:bg-gray-100"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null
        }
      />
      <ToastRegion toast={toast} onDismiss={dismiss} />
    </>
  );
}
