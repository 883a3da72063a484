import { useEffect, useRef } from "react";
import { investorChatFailure } from "../../../shared/investor-portal.ts";
import { ChatWindow } from "../chat/chat-window.tsx";
import { VOICE_UNSUPPORTED_PERSONA } from "../chat/failure-texts.ts";
import { useAssistantChat } from "../chat/use-assistant-chat.ts";

export interface InvestorChatProps {
  slug: string;
  businessName: string;
  email: string;
  /** A new key asks this question (the intro box's sample questions). */
  ask?: { text: string; key: number };
  /** A message typed into the idle window before this code had loaded. */
  firstMessage?: string;
}

export const investorGreeting = (businessName: string) =>
  `Hi, I'm Aurora. Ask me anything about investing in ${businessName}: the business, the market, the plan or the numbers.`;

/**
 * The investor assistant (portal-and-admin.md §2): starts expanded, text or voice, Enter sends and
 * Shift+Enter does not, the text goes out untrimmed, Aurora's voice reads the replies. Nothing is
 * kept in the browser: a locked or reset portal must not show what an unlocked one was told.
 */
export function InvestorChatLive({ slug, businessName, email, ask, firstMessage }: InvestorChatProps) {
  const assistant = useAssistantChat({
    path: "/api/aurora-chat",
    extraBody: { slug },
    trim: false,
    voice: { kind: "aurora" },
    greeting: { text: investorGreeting(businessName), delayMs: 0, speak: false },
    failureText: () => investorChatFailure(email),
    unsupportedVoiceMessage: VOICE_UNSUPPORTED_PERSONA,
  });

  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (!ask || asked.current === ask.key) return;
    asked.current = ask.key;
    assistant.send(ask.text);
    // Only a new question (a new key) asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ask?.key]);

  const handedOver = useRef(false);
  useEffect(() => {
    if (handedOver.current || !firstMessage) return;
    handedOver.current = true;
    assistant.send(firstMessage);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstMessage]);

  return (
    <ChatWindow
      assistant={assistant}
      name="Aurora"
      subtitle={`Investor assistant · ${businessName}`}
      accent="teal"
      multiline
      holdWhileSpeaking={false}
      // A cited source opens beside the portal: this chat keeps nothing once the page is left.
      linkTarget="_blank"
      placeholder={`Ask about ${businessName}…`}
      className="h-full"
    />
  );
}
