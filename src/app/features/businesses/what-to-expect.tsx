import type { ExpectItem } from "../../../shared/business.ts";
import { Icon } from "../../components/ui/icon.tsx";

export function WhatToExpect({ items }: { items: ExpectItem[] }) {
  return (
    <section className="mt-14" aria-labelledby="what-to-expect">
      <h2 id="what-to-expect" className="text-2xl font-bold tracking-tight text-gray-900">
        What to Expect
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className="flex gap-4 rounded-[var(--radius-card)] p-5 ring-1 ring-gray-200">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-ink-900 text-brand-300">
              <Icon name={item.icon} />
            </span>
            <div>
              <h3 className="font-semibold text-gray-900">{item.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-gray-600">{item.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
