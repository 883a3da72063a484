import type { DashboardSlice } from "../../../shared/admin-dashboard.ts";

interface Props {
  /** The table's caption: "Leads by service". */
  caption: string;
  /** What the count column counts: "Leads". */
  noun: string;
  slices: DashboardSlice[];
  /** Bar colour (a background utility from the theme). */
  tone: string;
}

/**
 * A horizontal bar chart that is a table: each row names a slice and its count, and the bar
 * behind the count is decoration. Screen readers read the table; nothing is only drawn.
 */
export function BreakdownTable({ caption, noun, slices, tone }: Props) {
  const max = Math.max(1, ...slices.map((s) => s.count));
  return (
    <table className="w-full table-fixed self-start text-left text-sm">
      <caption className="pb-2 text-left text-sm font-semibold text-gray-900">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Name</th>
          <th scope="col">{noun}</th>
        </tr>
      </thead>
      <tbody>
        {slices.length === 0 ? (
          <tr>
            <td colSpan={2} className="py-1 text-gray-500 italic">
              None in these 30 days
            </td>
          </tr>
        ) : (
          slices.map((s) => (
            <tr key={s.key} data-slice={s.key}>
              <th scope="row" className="w-[45%] py-1 pr-3 align-middle font-normal break-words text-gray-700">
                {s.label}
              </th>
              <td className="py-1 align-middle">
                <span className="flex items-center gap-2">
                  <span className="h-2.5 min-w-0 flex-1 rounded-full bg-gray-100" aria-hidden="true">
                    <span
                      className={`block h-full rounded-full ${tone}`}
                      style={{ width: `${Math.max(4, (100 * s.count) / max)}%` }}
                    />
                  </span>
                  <span className="w-14 shrink-0 text-right text-gray-900 tabular-nums">
                    {s.count.toLocaleString("en-US")}
                  </span>
                </span>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
