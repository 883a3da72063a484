import { Link } from "react-router";
import type { AdminDashboard } from "../../../shared/admin-dashboard.ts";
import { ServiceBadge } from "./badges.tsx";
import { cardLink, DashboardCard } from "./dashboard-card.tsx";
import { formatChatDate } from "./format.ts";

/** Contact requests nobody has handled yet, the longest waiting first. */
export function WaitingRequests({ waiting, timeZone }: { waiting: AdminDashboard["waiting"]; timeZone: string }) {
  const { count, oldest } = waiting;
  return (
    <DashboardCard
      title="Contact requests waiting"
      hint={
        count === 0
          ? "Every request has been handled."
          : `${count.toLocaleString("en-US")} still new, the longest waiting first`
      }
      action={
        count > 0 ? (
          <Link to="/admin/contact-requests?status=new" className={cardLink}>
            View all {count.toLocaleString("en-US")}
          </Link>
        ) : null
      }
    >
      {oldest.length > 0 ? (
        <ul className="grid divide-y divide-gray-100">
          {oldest.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <span className="min-w-0 font-medium break-words text-gray-900">{r.name}</span>
              <span className="flex flex-wrap items-center gap-2 text-sm text-gray-600">
                <ServiceBadge serviceType={r.serviceType} />
                <time dateTime={r.createdAt}>{formatChatDate(r.createdAt, timeZone)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </DashboardCard>
  );
}
