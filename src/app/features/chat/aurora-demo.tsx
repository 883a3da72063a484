import { useEffect, useRef } from "react";
import { ChatWindow } from "./chat-window.tsx";
import { connectionErrorToast, VOICE_UNSUPPORTED_HOME, voiceErrorToast } from "./failure-texts.ts";
import { ToastRegion, useToast } from "./toast.tsx";
import { useAssistantChat } from "./use-assistant-chat.ts";

export interface AuroraDemoProps {
  greeting: string;
  phone: string;
  /** A message the visitor sent before this code had loaded. */
  firstMessage?: string;
  /** The visitor was in the composer of the window this one replaced. */
  focusOnMount?: boolean;
  className: string;
}

/**
 * The home page's Aurora voice demo (public-site.md §2, §4): the greeting after 1 s, spoken
 * when audio is on; replies stream in and are spoken sentence by sentence; failures show the
 * spec's toasts, one at a time.
 */
export function AuroraDemo({ greeting, phone, firstMessage, focusOnMount, className }: AuroraDemoProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { toast, show, dismiss } = useToast();
  const assistant = useAssistantChat({
    path: "/api/aurora/chat",
    sendHistory: true,
    voice: { kind: "aurora" },
    greeting: { text: greeting, delayMs: 1_000, speak: true },
    failureText: () => {
      show(connectionErrorToast(phone));
      return null;
    },
    onVoiceError: () => show(voiceErrorToast),
    unsupportedVoiceMessage: VOICE_UNSUPPORTED_HOME,
  });
  const { send } = assistant;
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
    if (firstMessage) send(firstMessage);
    // Once, for the message typed before the chat woke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <ChatWindow
        assistant={assistant}
        name="Aurora"
        subtitle="AI assistant · live voice demo"
        accent="teal"
        multiline
        inputRef={inputRef}
        className={className}
      />
      <ToastRegion toast={toast} onDismiss={dismiss} />
    </>
  );
}
