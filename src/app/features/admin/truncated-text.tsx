import * as Tooltip from "@radix-ui/react-tooltip";
import { useRef, useState } from "react";
import { truncated, TRUNCATE_AT } from "./format.ts";

interface Props {
  text: string | null | undefined;
  /** What an empty text reads as ('No message provided', 'No message'). */
  empty: string;
  max?: number;
}

/**
 * A message cut short in a table cell, the whole of it in a tooltip that opens on hover, on
 * keyboard focus and on a tap. The text is React text: whatever a visitor typed stays text.
 */
export function TruncatedText({ text, empty, max = TRUNCATE_AT }: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!text?.trim()) return <span className="text-gray-500 italic">{empty}</span>;
  const short = truncated(text, max);
  if (!short) return <span className="break-words whitespace-pre-line">{text}</span>;
  return (
    <Tooltip.Root
      open={open}
      onOpenChange={(next) => {
        // Radix closes a tooltip when the page scrolls, and tabbing to a row below the fold
        // scrolls it into view: a focused trigger keeps its tooltip until Escape or blur.
        if (!next && trigger.current === document.activeElement) return;
        setOpen(next);
      }}
    >
      <Tooltip.Trigger
        ref={trigger}
        className="cursor-help rounded-sm text-left break-words decoration-gray-400 decoration-dotted underline-offset-4 hover:underline"
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === "Escape") setOpen(false);
        }}
        // A tap opens it too (touch screens have no hover); Radix would close it on click.
        onClick={(e) => {
          e.preventDefault();
          e.stopPropagation();
          setOpen((o) => !o);
        }}
      >
        {short}
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-[95] max-h-80 max-w-[min(28rem,calc(100vw-1.5rem))] overflow-y-auto rounded-control bg-ink-900 px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-line text-white shadow-card-hover"
        >
          {text}
          <Tooltip.Arrow className="fill-ink-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
