import { Check, PhoneIncoming } from "lucide-react";
import type { SampleCall } from "../../../shared/pages.ts";

/*
 * One module for both drawings of a sample call (the hero card and the full transcript): the home
 * hero loads it as an island and the service page imports it, and one module of this size keeps
 * the bundler from folding it into the JavaScript every page loads first.
 */

/** A product illustration: a live call with the AI receptionist, drawn in markup (no image). */
const BARS = [6, 14, 22, 12, 28, 18, 9, 24, 16, 30, 12, 20, 8, 26, 14, 10, 22, 6];

/**
 * The call card beside a hero: the agent, a waveform, the call's first lines and how it ended.
 * The lines come from content (a page's sample call), so every page draws its own call with one card.
 */
export function CallTranscriptMock({
  call,
  companyName,
  lines = 4,
}: {
  call: SampleCall;
  companyName: string;
  /** How many of the call's lines the card shows. */
  lines?: number;
}) {
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
            {call.agent.charAt(0)}
          </span>
          <div>
            <p className="text-sm font-semibold text-white">{call.agent}</p>
            <p className="text-xs text-brand-300">{`On a call · ${call.elapsed}`}</p>
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
        {call.lines.slice(0, lines).map((l, i) => (
          <li key={i} className={`flex ${l.speaker === "agent" ? "justify-start" : "justify-end"}`}>
            <p
              className={`max-w-[85%] rounded-card px-3.5 py-2 leading-relaxed ${
                l.speaker === "agent"
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
        {call.outcome}
      </figcaption>
    </figure>
  );
}

/** The agent's name on its own: "Aurora" from "Aurora · AI receptionist". */
const agentName = (call: SampleCall) => call.agent.split(" · ")[0]!;

/**
 * A whole sample call printed as a transcript, the way the agent's call log shows it: each line
 * with its time and speaker, and beside the agent's lines what it did at that moment.
 */
export function CallTranscript({ call }: { call: SampleCall }) {
  const name = agentName(call);
  return (
    <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-gray-200/70">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 bg-gray-50 px-5 py-4 sm:px-6">
        <p className="flex items-center gap-3 text-sm font-semibold text-gray-900">
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-ink-900 text-brand-300">
            <PhoneIncoming className="size-4" />
          </span>
          {`Inbound call · ${call.business}`}
        </p>
        <p className="text-sm text-gray-600 tabular-nums">{`Duration ${call.elapsed}`}</p>
      </div>
      <ol aria-label="Call transcript" className="divide-y divide-gray-100">
        {call.lines.map((l, i) => (
          <li key={i} className="grid grid-cols-[3rem_1fr] gap-x-3 px-5 py-4 sm:grid-cols-[3.5rem_1fr] sm:px-6">
            <span className="pt-0.5 text-sm text-gray-500 tabular-nums">{l.at}</span>
            <div className="min-w-0">
              <p className={`text-sm font-semibold ${l.speaker === "agent" ? "text-brand-700" : "text-gray-900"}`}>
                {l.speaker === "agent" ? name : "Caller"}
              </p>
              <p className="mt-1 leading-relaxed text-gray-700">{l.text}</p>
              {l.action && (
                <p className="mt-2 inline-flex items-center gap-1.5 rounded-control bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-200">
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                  {l.action}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
      <p className="flex items-center gap-2 border-t border-gray-200 bg-ink-900 px-5 py-3.5 text-sm font-medium text-white sm:px-6">
        <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-brand-400" />
        {call.outcome}
      </p>
    </div>
  );
}
