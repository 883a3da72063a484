import type { IconName } from "../../../shared/business.ts";
import { balancedGridClass } from "../../components/ui/balanced-grid.ts";
import { Icon } from "../../components/ui/icon.tsx";

type Item = { icon: IconName; title: string; body: string };

// The first card's height in rows of the three-column bento, literal for Tailwind's scanner.
const FEATURED_ROWS = ["", "lg:row-span-1", "lg:row-span-2", "lg:row-span-3"];

/**
 * Cards of icon, title and text: why it works, features. With `featured`, an odd number of cards
 * is laid out as a bento with no empty cell: the first card, dark and large, across the top on
 * tablets and down the left column on wide screens, the others two by two beside it.
 */
export function IconGrid({
  items,
  columns = 3,
  featured = false,
}: {
  items: Item[];
  columns?: 2 | 3 | 4;
  featured?: boolean;
}) {
  const rows = (items.length - 1) / 2;
  if (featured && Number.isInteger(rows) && rows >= 1 && rows < FEATURED_ROWS.length) {
    const [first, ...rest] = items;
    return (
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <li
          className={`bg-hero flex flex-col justify-between rounded-card p-8 text-white shadow-card ring-1 ring-ink-900 sm:col-span-2 lg:col-span-1 ${FEATURED_ROWS[rows]}`}
        >
          <span className="inline-flex size-14 items-center justify-center rounded-control bg-white/10 text-brand-300 ring-1 ring-white/15">
            <Icon name={first!.icon} className="size-7" />
          </span>
          <div className="mt-10">
            <h3 className="text-2xl font-semibold text-white">{first!.title}</h3>
            <p className="mt-3 text-lg leading-relaxed text-gray-300">{first!.body}</p>
          </div>
        </li>
        {rest.map((item) => (
          <Card key={item.title} item={item} />
        ))}
      </ul>
    );
  }
  const widest = columns === 4 ? { sm: 2, lg: 4 } : columns === 3 ? { sm: 2, lg: 3 } : { sm: 2 };
  return (
    <ul className={`${balancedGridClass(items.length, widest)} gap-6`}>
      {items.map((item) => (
        <Card key={item.title} item={item} />
      ))}
    </ul>
  );
}

function Card({ item }: { item: Item }) {
  return (
    <li className="rounded-card bg-white p-6 shadow-card ring-1 ring-gray-200/70">
      <span className="inline-flex size-11 items-center justify-center rounded-control bg-brand-100 text-brand-700">
        <Icon name={item.icon} />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-gray-900">{item.title}</h3>
      <p className="mt-2 leading-relaxed text-gray-600">{item.body}</p>
    </li>
  );
}
