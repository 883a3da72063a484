import type { ExpectItem } from "../../../shared/business.ts";
import { balancedGridClass } from "../../components/ui/balanced-grid.ts";
import { Icon } from "../../components/ui/icon.tsx";

export function WhatToExpect({ items }: { items: ExpectItem[] }) {
  return (
    <section className="render-lazily mt-14" aria-labelledby="what-to-expect">
      <h2 id="what-to-expect" className="text-2xl font-bold tracking-tight text-gray-900">
        What to Expect
      </h2>
      <ul className={`mt-6 ${balancedGridClass(items.length, { sm: 2 })} gap-4`}>
        {items.map((item) => (
          <li key={item.title} className="rounded-card bg-white p-5 ring-1 ring-gray-200">
            <span className="inline-flex size-10 items-center justify-center rounded-control bg-ink-900 text-brand-300">
              <Icon name={item.icon} />
            </span>
            <h3 className="mt-4 font-semibold text-gray-900">{item.title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-gray-600">{item.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
