import { useEffect, useRef } from "react";

/*
 * A module-level effect on purpose (as in chat/use-assistant-chat.ts): it keeps the bundler's
 * small-chunk merging from moving shared page code into this chunk, which would make every page
 * load the panel eagerly instead of on the launcher's click.
 */
(globalThis as { __widgetPanelLoaded?: boolean }).__widgetPanelLoaded = true;

export interface WidgetPanelProps {
  onClose(): void;
}

/** The chat page the panel frames (RESOLUTIONS.md §1). */
export const WIDGET_CHAT_PATH = "/widget/domu-sales-twin/chat";

/**
 * The widget's panel: a frame holding the chat page, above the launcher on larger screens and
 * full screen on phones, where the chat's own header (and its one Close button) is the only one. The framed page asks to close with a
 * `closeWidget` window message, accepted only from this site's own origin and own frame.
 */
export function WidgetPanel({ onClose }: WidgetPanelProps) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow) return;
      const data = e.data as { action?: unknown } | null;
      if (data && typeof data === "object" && data.action === "closeWidget") onClose();
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("message", onMessage);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("message", onMessage);
      window.removeEventListener("keydown", onKey);
    };
  }, [onClose]);

  return (
    <div
      role="dialog"
      aria-label="Chat with Aurora"
      className="fixed inset-0 z-[65] flex flex-col bg-white sm:inset-auto sm:right-4 sm:bottom-24 sm:h-[min(36rem,calc(100dvh-8rem))] sm:w-96 sm:overflow-hidden sm:rounded-card sm:shadow-card-hover sm:ring-1 sm:ring-gray-200"
    >
      <iframe
        ref={frame}
        src={WIDGET_CHAT_PATH}
        title="Chat with Aurora"
        allow="microphone; autoplay"
        className="min-h-0 w-full flex-1 border-0"
      />
    </div>
  );
}
