/** Three dots while a reply is being written (hidden from screen readers: the log says it). */
export function TypingDots({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 py-1" role="status" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <span
          key={i}
          aria-hidden="true"
          className="size-2 animate-[chat-dot_1.2s_ease-in-out_infinite] rounded-full bg-gray-400"
          style={{ animationDelay: `${i * 0.15}s` }}
        />
      ))}
    </span>
  );
}

/** Animated bars while the assistant speaks. */
export function SpeakingBars({ className = "bg-brand-500", label }: { className?: string; label: string }) {
  return (
    <span className="inline-flex h-4 items-end gap-0.5" role="status" aria-label={label}>
      {[0, 1, 2, 3].map((i) => (
        <span
          key={i}
          aria-hidden="true"
          className={`h-full w-1 origin-bottom animate-[chat-bar_0.9s_ease-in-out_infinite] rounded-full ${className}`}
          style={{ animationDelay: `${i * 0.12}s` }}
        />
      ))}
    </span>
  );
}
