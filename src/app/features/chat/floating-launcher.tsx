import { useEffect, useRef } from "react";
import { LauncherIcon } from "../../components/ui/launcher-icon.tsx";
import { keepLauncherClear } from "../../lib/launcher-clearance.ts";
import type { Accent } from "./chat-types.ts";

/**
 * The corner a persona's floating chat lives in: bottom right, where the site widget's launcher
 * is on every other page (issue 21: one launcher, one corner). The page keeps room below its own
 * content for it (`data-floating-chat`, see app.css), so the launcher never covers the last links
 * and, while the window is open, nothing the keyboard reaches is hidden under it (WCAG 2.4.11).
 */
export function FloatingChat({ open = false, children }: { open?: boolean; children: React.ReactNode }) {
  return (
    <div
      data-floating-chat={open ? "open" : "closed"}
      className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3"
    >
      {children}
    </div>
  );
}

/**
 * The button that opens and minimises a persona's floating chat: the site widget's round launcher
 * (app.css `.chat-launcher`) in the persona's colour, with the same icons.
 */
export function FloatingLauncher(props: {
  name: string;
  accent: Accent;
  expanded: boolean;
  onToggle(): void;
  buttonRef?: React.RefObject<HTMLButtonElement | null>;
}) {
  const { name, accent, expanded, onToggle } = props;
  const own = useRef<HTMLButtonElement>(null);
  const button = props.buttonRef ?? own;
  useEffect(() => (button.current ? keepLauncherClear(button.current) : undefined), [button]);
  return (
    <button
      ref={button}
      type="button"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-label={expanded ? `Minimise chat with ${name}` : `Chat with ${name}`}
      title={expanded ? `Minimise chat with ${name}` : `Chat with ${name}`}
      data-accent={accent}
      className="chat-launcher"
    >
      <LauncherIcon open={expanded} />
    </button>
  );
}
