import { ChevronDown } from "lucide-react";

/** Questions as native disclosure widgets: keyboard and screen-reader ready, and no JavaScript. */
export function FaqList({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-gray-200 rounded-card bg-white ring-1 ring-gray-200">
      {items.map((f) => (
        <details key={f.question} className="group px-6 py-1 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg font-semibold text-gray-900">
            {f.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-gray-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-5 leading-relaxed text-gray-600">{f.answer}</p>
        </details>
      ))}
    </div>
  );
}
