import { lazy, Suspense, useRef, useState } from "react";
import type { AuroraDemoProps } from "./aurora-demo.tsx";
import { ChatWindow } from "./chat-window.tsx";
import { idleAssistant } from "./idle-assistant.ts";
import { useWakeWhenNear } from "./use-wake-when-near.ts";

const AuroraDemo = lazy(() => import("./aurora-demo.tsx").then((m) => ({ default: m.AuroraDemo })));

/**
 * The demo's window is server-rendered; its chat code loads when the visitor comes near it,
 * touches it, or once the page has settled, so it is never part of the page's eager JavaScript.
 */
export function LazyAuroraDemo(props: Omit<AuroraDemoProps, "firstMessage" | "focusOnMount">) {
  const box = useRef<HTMLDivElement>(null);
  const [live, wakeNow] = useWakeWhenNear(box, 2_500);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const [firstMessage, setFirstMessage] = useState<string | undefined>();
  const wake = (message?: string) => {
    if (message) setFirstMessage(message);
    wakeNow();
  };

  const shell = (
    <ChatWindow
      assistant={idleAssistant(wake)}
      name="Aurora"
      subtitle="AI assistant · live voice demo"
      accent="teal"
      multiline
      className={props.className}
    />
  );
  return (
    <div
      ref={box}
      onPointerEnter={wakeNow}
      onFocus={(e) => {
        // The live window replaces this one: the visitor's place in the composer goes with it.
        if (!live && e.target instanceof HTMLTextAreaElement) setFocusOnMount(true);
        wakeNow();
      }}
    >
      {live ? (
        <Suspense fallback={shell}>
          <AuroraDemo {...props} firstMessage={firstMessage} focusOnMount={focusOnMount} />
        </Suspense>
      ) : (
        shell
      )}
    </div>
  );
}
