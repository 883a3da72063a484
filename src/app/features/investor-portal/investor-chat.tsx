import { lazy, Suspense, useRef, useState } from "react";
import { ChatWindow } from "../chat/chat-window.tsx";
import { idleAssistant } from "../chat/idle-assistant.ts";
import { useWakeWhenNear } from "../chat/use-wake-when-near.ts";
import type { InvestorChatProps } from "./investor-chat-live.tsx";

const Live = lazy(() => import("./investor-chat-live.tsx").then((m) => ({ default: m.InvestorChatLive })));

/**
 * The investor assistant's panel, with its code out of the page's eager JavaScript: the server
 * renders the window, and the live chat takes over when the visitor nears it, uses it, asks a
 * sample question, or once the page has settled.
 */
export function InvestorChat(props: InvestorChatProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, wake] = useWakeWhenNear(box, 2_500);
  const [firstMessage, setFirstMessage] = useState<string | undefined>(undefined);
  const shell = (
    <ChatWindow
      assistant={idleAssistant((text) => {
        if (text) setFirstMessage(text);
        wake();
      })}
      name="Aurora"
      subtitle={`Investor assistant · ${props.businessName}`}
      accent="teal"
      multiline
      holdWhileSpeaking={false}
      placeholder={`Ask about ${props.businessName}…`}
      className="h-full"
    />
  );
  return (
    <div ref={box} className="h-[30rem] max-h-[calc(100dvh-6rem)]" data-investor-chat="">
      {near || props.ask || firstMessage ? (
        <Suspense fallback={shell}>
          <Live {...props} firstMessage={firstMessage} />
        </Suspense>
      ) : (
        shell
      )}
    </div>
  );
}
