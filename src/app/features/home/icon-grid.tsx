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
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        <li
          className={`bg-hero flex flex-col justify-between rounded-card p-6 text-white shadow-card ring-1 ring-ink-900 sm:col-span-2 sm:p-8 lg:col-span-1 ${FEATURED_ROWS[rows]}`}
        >
          <span className="inline-flex size-11 items-center justify-center rounded-control bg-white/10 text-brand-300 ring-1 ring-white/15 sm:size-14">
            <Icon name={first!.icon} className="size-6 sm:size-7" />
          </span>
          <div className="mt-5 sm:mt-10">
            <h3 className="text-xl font-semibold text-white sm:text-2xl">{first!.title}</h3>
            <p className="mt-2 leading-relaxed text-gray-300 sm:mt-3 sm:text-lg">{first!.body}</p>
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
    <ul className={`${balancedGridClass(items.length, widest)} gap-4 sm:gap-6`}>
      {items.map((item) => (
        <Card key={item.title} item={item} />
      ))}
    </ul>
  );
}

/** On phones the icon sits beside the title, which saves a line per card (issue 21: page length). */
function Card({ item }: { item: Item }) {
  return (
    <li className="rounded-card bg-white p-5 shadow-card ring-1 ring-gray-200/70 sm:p-6">
      <div className="flex items-center gap-3 sm:block">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-brand-100 text-brand-700 sm:size-11">
          <Icon name={item.icon} />
        </span>
        <h3 className="text-lg font-semibold text-gray-900 sm:mt-4">{item.title}</h3>
      </div>
      <p className="mt-2 leading-relaxed text-gray-600">{item.body}</p>
    </li>
  );
}
