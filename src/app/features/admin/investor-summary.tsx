import { Link } from "react-router";
import type { AdminDashboard } from "../../../shared/admin-dashboard.ts";
import { cardLink, DashboardCard } from "./dashboard-card.tsx";

const TOTALS = [
  ["unlocks", "Portal unlocks"],
  ["views", "Document views"],
  ["downloads", "Downloads"],
  ["questions", "Questions asked"],
  ["conversations", "Assistant conversations"],
] as const;

/** What investors did in the portals over the window: in total, then per business. */
export function InvestorSummary({ investors }: { investors: AdminDashboard["investors"] }) {
  return (
    <DashboardCard
      title="Investor activity"
      hint="Investor portals over these 30 days"
      action={
        <Link to="/admin/investors" className={cardLink}>
          Investors
        </Link>
      }
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {TOTALS.map(([key, label]) => (
          <div key={key} className="rounded-control bg-gray-50 px-3 py-2.5">
            <dt className="text-xs font-medium text-gray-600">{label}</dt>
            <dd className="mt-1 text-xl font-bold text-gray-900 tabular-nums">
              {investors[key].toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>
      {investors.byBusiness.length > 0 ? (
        <>
          {/* A narrow screen has no room for five columns: each business is a line of its own. */}
          <ul className="grid divide-y divide-gray-100 sm:hidden" aria-label="Investor activity per business">
            {investors.byBusiness.map((b) => (
              <li key={b.slug} className="grid gap-0.5 py-2 text-sm">
                <Link
                  to={`/admin/investors?business=${encodeURIComponent(b.slug)}`}
                  className="font-medium text-gray-900 hover:underline"
                >
                  {b.name}
                </Link>
                <span className="text-gray-600 tabular-nums">
                  {b.unlocks} unlocks · {b.views} views · {b.downloads} downloads · {b.questions} questions
                </span>
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-left text-sm sm:table">
            <caption className="sr-only">Investor activity per business, most active first</caption>
            <thead>
              <tr className="border-b border-gray-200 text-xs text-gray-600">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Business
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Unlocks
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Views
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Downloads
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-semibold">
                  Questions
                </th>
              </tr>
            </thead>
            <tbody>
              {investors.byBusiness.map((b) => (
                <tr key={b.slug} className="border-b border-gray-100 last:border-0">
                  <th scope="row" className="py-2 pr-3 font-medium text-gray-900">
                    <Link to={`/admin/investors?business=${encodeURIComponent(b.slug)}`} className="hover:underline">
                      {b.name}
                    </Link>
                  </th>
                  <td className="px-2 py-2 text-right tabular-nums">{b.unlocks}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{b.views}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{b.downloads}</td>
                  <td className="py-2 pl-2 text-right tabular-nums">{b.questions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className="text-sm text-gray-500 italic">No portal activity in these 30 days.</p>
      )}
    </DashboardCard>
  );
}
