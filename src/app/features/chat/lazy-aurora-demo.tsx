import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { AuroraDemoProps } from "./aurora-demo.tsx";
import { ChatWindow } from "./chat-window.tsx";
import { idleAssistant } from "./idle-assistant.ts";

const AuroraDemo = lazy(() => import("./aurora-demo.tsx").then((m) => ({ default: m.AuroraDemo })));

/**
 * The demo's window is server-rendered; its chat code loads when the visitor comes near it,
 * touches it, or once the page has settled, so it is never part of the page's eager JavaScript.
 */
export function LazyAuroraDemo(props: Omit<AuroraDemoProps, "firstMessage" | "focusOnMount">) {
  const [live, setLive] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const [firstMessage, setFirstMessage] = useState<string | undefined>();
  const box = useRef<HTMLDivElement>(null);
  const wake = (message?: string) => {
    if (message) setFirstMessage(message);
    setLive(true);
  };

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setLive(true), {
      rootMargin: "400px 0px",
    });
    observer.observe(el);
    // Safari has no requestIdleCallback: a timer stands in.
    const idle = typeof requestIdleCallback === "function";
    const handle = idle
      ? requestIdleCallback(() => setLive(true), { timeout: 2_500 })
      : setTimeout(() => setLive(true), 1_500);
    return () => {
      observer.disconnect();
      if (idle) cancelIdleCallback(handle as number);
      else clearTimeout(handle);
    };
  }, []);

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
      onPointerEnter={() => setLive(true)}
      onFocus={(e) => {
        // The live window replaces this one: the visitor's place in the composer goes with it.
        if (!live && e.target instanceof HTMLTextAreaElement) setFocusOnMount(true);
        setLive(true);
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
