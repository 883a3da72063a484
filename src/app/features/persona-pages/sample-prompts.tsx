import { ArrowUpRight, MessageCircle } from "lucide-react";
import { useState } from "react";

interface Props {
  prompts: string[];
  /** Asks the persona's chat the prompt. */
  onAsk: (text: string) => void;
}

/**
 * Sample questions as buttons: each asks the persona's chat that question. A floating launcher
 * never sits on one (`data-launcher-clear`, lib/launcher-clearance.ts).
 */
export function SamplePrompts({ prompts, onAsk }: Props) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {prompts.map((prompt) => (
        <li key={prompt} data-launcher-clear>
          <button
            type="button"
            onClick={() => onAsk(prompt)}
            className="group flex h-full min-h-14 w-full items-center gap-3 rounded-control border border-gray-200 bg-white px-4 py-3 text-left font-medium text-gray-900 shadow-card transition-colors hover:border-brand-500 hover:bg-brand-50"
          >
            <MessageCircle aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <span className="flex-1">{prompt}</span>
            <ArrowUpRight
              aria-hidden="true"
              className="size-4 shrink-0 text-gray-400 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A question for PersonaChat's `ask`: every call makes a new key, so the same prompt asks again. */
export function useAsk() {
  const [question, setQuestion] = useState<{ text: string; key: number } | undefined>();
  const ask = (text: string) => setQuestion((q) => ({ text, key: (q?.key ?? 0) + 1 }));
  return [question, ask] as const;
}
