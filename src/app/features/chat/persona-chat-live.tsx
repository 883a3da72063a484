import { Minus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSite } from "../../lib/site.ts";
import { ChatWindow } from "./chat-window.tsx";
import { accentOf, type ChatPersona } from "./chat-types.ts";
import { salesFailure, twinFailure, VOICE_UNSUPPORTED_PERSONA } from "./failure-texts.ts";
import { useAssistantChat } from "./use-assistant-chat.ts";

export interface PersonaChatProps {
  persona: ChatPersona;
  /** `panel`: inline, filling its parent (the AI twin page); `floating`: a collapsible corner widget. */
  layout: "panel" | "floating";
  /** Floating only: controlled expansion (it starts collapsed). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A new key opens the chat and asks this question (the pages' sample prompts). */
  ask?: { text: string; key: number };
}

const GREETING_DELAY_MS = 1_000;

/**
 * A persona's chat (public-site.md §2 persona pages, §4): the AI twin greets and speaks 1 s
 * after load; Aurora and Max start collapsed in their corner and greet when opened. Speech
 * failures on these pages are only logged (§8).
 */
export function PersonaChatLive({ persona, layout, open, onOpenChange, ask }: PersonaChatProps) {
  const site = useSite();
  const twin = layout === "panel";
  const [ownOpen, setOwnOpen] = useState(false);
  const expanded = twin || (open ?? ownOpen);
  const setExpanded = (value: boolean) => {
    setOwnOpen(value);
    onOpenChange?.(value);
  };
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const accent = accentOf(persona.color);
  const assistant = useAssistantChat({
    path: persona.chatPath,
    voice: { kind: "voice-id", voiceId: persona.voiceId },
    greeting: { text: persona.greeting, delayMs: twin ? GREETING_DELAY_MS : 0, speak: twin },
    storageKey: `chat:${persona.id}`,
    failureText: twin ? () => twinFailure(site.phone) : salesFailure(site.email),
    unsupportedVoiceMessage: VOICE_UNSUPPORTED_PERSONA,
  });

  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (!ask || asked.current === ask.key) return;
    asked.current = ask.key;
    if (!twin) setExpanded(true);
    assistant.send(ask.text);
    // Only a new question (a new key) asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ask?.key]);

  useEffect(() => {
    if (expanded && !twin) inputRef.current?.focus();
  }, [expanded, twin]);

  const chatWindow = (
    <ChatWindow
      assistant={assistant}
      name={persona.name}
      subtitle={persona.title}
      accent={accent}
      multiline={!twin}
      inputRef={inputRef}
      className={twin ? "h-full" : "h-96 max-h-[calc(100dvh-7rem)] w-[min(24rem,calc(100vw-2rem))]"}
      actions={
        twin ? null : (
          <button
            type="button"
            onClick={() => setExpanded(false)}
            aria-label={`Minimise chat with ${persona.name}`}
            className="inline-flex size-11 items-center justify-center rounded-control text-gray-700 hover:bg-gray-100"
          >
            <Minus aria-hidden="true" className="size-5" />
          </button>
        )
      }
    />
  );
  // The floating window only: its corner and launcher belong to PersonaChat, so the launcher the
  // server rendered is the one the visitor keeps (focus and a first click are never lost to a swap).
  return chatWindow;
}
