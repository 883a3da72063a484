import { lazy, Suspense, useEffect, useRef, useState } from "react";
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
  // A control focused in the server-rendered window (Mute, the mic) while the live one loads: the
  // same control in the live window takes the focus back, instead of it falling to the page.
  const focusedEl = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const root = box.current;
    if (!live || !root) return;
    const restore = () => {
      const was = focusedEl.current;
      const label = was?.getAttribute("aria-label");
      // Nothing to carry over, or the control is still on the page (the swap has not happened).
      if (!was || !label) return false;
      if (was.isConnected) return false;
      // The visitor moved on by themselves.
      if (document.activeElement && document.activeElement !== document.body) return true;
      const twin = [...root.querySelectorAll<HTMLElement>("[aria-label]")].find(
        (el) => el.getAttribute("aria-label") === label,
      );
      if (!twin) return false;
      twin.focus();
      return true;
    };
    const observer = new MutationObserver(() => {
      if (restore()) {
        focusedEl.current = null;
        observer.disconnect();
      }
    });
    observer.observe(root, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [live]);

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
        else if (e.target instanceof HTMLElement) focusedEl.current = e.target;
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
