import { MessageCircle, Minus } from "lucide-react";
import { ACCENT } from "./accent.ts";
import type { Accent } from "./chat-types.ts";

/**
 * The corner a persona's floating chat lives in (Aurora bottom left, Max bottom right). The page
 * keeps room below its own content for it (`data-floating-chat`, see app.css), so the
 * launcher never covers the last links and, while the window is open, nothing the keyboard
 * reaches is hidden under it (WCAG 2.4.11).
 */
export function FloatingChat({
  position,
  open = false,
  children,
}: {
  position: "left" | "right";
  open?: boolean;
  children: React.ReactNode;
}) {
  const side = position === "left" ? "left-4 items-start" : "right-4 items-end";
  return (
    <div data-floating-chat={open ? "open" : "closed"} className={`fixed bottom-4 z-50 flex flex-col gap-3 ${side}`}>
      {children}
    </div>
  );
}

/** The button that opens and minimises a persona's floating chat. */
export function FloatingLauncher(props: {
  name: string;
  accent: Accent;
  expanded: boolean;
  onToggle(): void;
  buttonRef?: React.Ref<HTMLButtonElement>;
}) {
  const { name, accent, expanded, onToggle, buttonRef } = props;
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-label={expanded ? `Minimise chat with ${name}` : `Chat with ${name}`}
      className={`inline-flex min-h-14 items-center gap-2 rounded-full px-5 font-semibold shadow-card-hover focus-visible:outline-offset-[-6px] focus-visible:[--focus-ring:white] ${ACCENT[accent].solid}`}
    >
      {expanded ? (
        <Minus aria-hidden="true" className="size-5" />
      ) : (
        <MessageCircle aria-hidden="true" className="size-5" />
      )}
      <span>{expanded ? "Minimise" : `Chat with ${name}`}</span>
    </button>
  );
}
