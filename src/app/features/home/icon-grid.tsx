import type { IconName } from "../../../shared/business.ts";
import { balancedGridClass } from "../../components/ui/balanced-grid.ts";
import { Icon } from "../../components/ui/icon.tsx";

/** Cards of icon, title and text: why it works, features. */
export function IconGrid({
  items,
  columns = 3,
}: {
  items: { icon: IconName; title: string; body: string }[];
  columns?: 2 | 3;
}) {
  const grid = balancedGridClass(items.length, columns === 3 ? { sm: 2, lg: 3 } : { sm: 2 });
  return (
    <ul className={`${grid} gap-6`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-card bg-white p-6 shadow-card ring-1 ring-gray-200/70">
          <span className="inline-flex size-11 items-center justify-center rounded-control bg-brand-100 text-brand-700">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-gray-900">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-gray-600">{item.body}</p>
        </li>
      ))}
    </ul>
  );
}
