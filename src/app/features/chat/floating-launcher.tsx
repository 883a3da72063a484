import { MessageCircle, Minus } from "lucide-react";
import { ACCENT } from "./accent.ts";
import type { Accent } from "./chat-types.ts";

/** The corner a persona's floating chat lives in (Aurora bottom left, Max bottom right). */
export function FloatingChat({ position, children }: { position: "left" | "right"; children: React.ReactNode }) {
  const side = position === "left" ? "left-4 items-start" : "right-4 items-end";
  return <div className={`fixed bottom-4 z-50 flex flex-col gap-3 ${side}`}>{children}</div>;
}

/** The button that opens and minimises a persona's floating chat. */
export function FloatingLauncher(props: { name: string; accent: Accent; expanded: boolean; onToggle(): void }) {
  const { name, accent, expanded, onToggle } = props;
  return (
    <button
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
