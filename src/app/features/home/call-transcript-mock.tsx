/** A product illustration: a live call with the AI receptionist, drawn in markup (no image). */
const LINES = [
  { who: "agent", text: "Thanks for calling Riverside Dental, this is Aurora. How can I help?" },
  { who: "caller", text: "Hi, I'd like to book a cleaning next week, ideally in the morning." },
  { who: "agent", text: "I have Tuesday at 9:30 or Thursday at 8:00. Which works better?" },
  { who: "caller", text: "Tuesday at 9:30, please." },
] as const;

const BARS = [6, 14, 22, 12, 28, 18, 9, 24, 16, 30, 12, 20, 8, 26, 14, 10, 22, 6];

export function CallTranscriptMock({ companyName }: { companyName: string }) {
  return (
    <figure
      aria-label={`Illustration: a phone call answered by a ${companyName} AI receptionist`}
      className="relative mx-auto max-w-md rounded-card bg-ink-900/80 p-5 shadow-card ring-1 ring-white/10 backdrop-blur sm:p-6"
    >
      <div className="flex items-center justify-between">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-brand-400 to-accent-500 font-bold text-ink-950"
          >
            A
          </span>
          <div>
            <p className="text-sm font-semibold text-white">Aurora · AI receptionist</p>
            <p className="text-xs text-brand-300">On a call · 00:42</p>
          </div>
        </div>
        <span className="rounded-full bg-status-live-bg px-2.5 py-1 text-xs font-semibold text-status-live-fg">
          Live
        </span>
      </div>
      {/* The bars' look is set once on the row (18 bars, one class list in the page's HTML). */}
      <div
        aria-hidden="true"
        className="mt-5 flex h-10 items-center gap-1 *:w-1.5 *:rounded-full *:bg-gradient-to-t *:from-brand-500 *:to-accent-400 motion-safe:*:animate-pulse"
      >
        {BARS.map((h, i) => (
          <span key={i} style={{ height: `${h + 6}px`, animationDelay: `${(i % 6) * 120}ms` }} />
        ))}
      </div>
      <ol className="mt-5 space-y-3 text-sm">
        {LINES.map((l, i) => (
          <li key={i} className={`flex ${l.who === "agent" ? "justify-start" : "justify-end"}`}>
            <p
              className={`max-w-[85%] rounded-card px-3.5 py-2 leading-relaxed ${
                l.who === "agent"
                  ? "rounded-tl-sm bg-white/10 text-gray-100"
                  : "rounded-tr-sm bg-brand-500 text-ink-950"
              }`}
            >
              {l.text}
            </p>
          </li>
        ))}
      </ol>
      <figcaption className="mt-5 flex items-center gap-2 rounded-control bg-white/5 px-3.5 py-2.5 text-xs text-gray-300 ring-1 ring-white/10">
        <span aria-hidden="true" className="size-2 rounded-full bg-brand-400" />
        Booked: Tue 9:30 AM cleaning · confirmation text sent
      </figcaption>
    </figure>
  );
}
