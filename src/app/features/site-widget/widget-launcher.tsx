import { useEffect, useRef, useState, type ComponentType } from "react";
import { LauncherIcon } from "../../components/ui/launcher-icon.tsx";
import { keepLauncherClear } from "../../lib/launcher-clearance.ts";
import type { WidgetPanelProps } from "./widget-panel.tsx";

/** Whether the panel was open, so it stays open across reloads and navigations in this tab. */
const OPEN_KEY = "site-widget:open";

function remember(open: boolean) {
  try {
    if (open) sessionStorage.setItem(OPEN_KEY, "1");
    else sessionStorage.removeItem(OPEN_KEY);
  } catch {
    // Storage refused (private mode): the widget simply starts closed next time.
  }
}

/**
 * The floating chat button on the public pages (public-site.md §2): server-rendered with its
 * CSS pulse (from 3 s), it loads the panel's code only when clicked. It is the same button as the
 * persona pages' launcher (app.css `.chat-launcher`) and steps aside from what pages keep clear.
 */
export function WidgetLauncher() {
  const [Panel, setPanel] = useState<ComponentType<WidgetPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const show = () => {
    remember(true);
    void import("./widget-panel.tsx").then((m) => {
      setPanel(() => m.WidgetPanel);
      setOpen(true);
    });
  };
  const hide = () => {
    remember(false);
    setOpen(false);
    button.current?.focus();
  };

  useEffect(() => {
    let wasOpen = false;
    try {
      wasOpen = sessionStorage.getItem(OPEN_KEY) === "1";
    } catch {
      // No storage, nothing to restore.
    }
    if (wasOpen) show();
  }, []);
  useEffect(() => (button.current ? keepLauncherClear(button.current) : undefined), []);

  return (
    <>
      {Panel && open ? <Panel onClose={hide} /> : null}
      <button
        ref={button}
        type="button"
        className="chat-launcher site-widget-launcher"
        data-open={open || undefined}
        aria-expanded={open}
        aria-label={open ? "Close chat with Aurora" : "Chat with Aurora"}
        onClick={open ? hide : show}
      >
        <LauncherIcon open={open} />
      </button>
    </>
  );
}
