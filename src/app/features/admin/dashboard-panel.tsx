import { CalendarClock, Inbox, MessagesSquare, Users } from "lucide-react";
import { Link } from "react-router";
import { adminApi } from "./admin-api.ts";
import { useAdminConsole, useAdminData } from "./admin-context.tsx";
import { ListState } from "./data-table.tsx";

function Count({ label, value, icon: Icon }: { label: string; value: number | null; icon: typeof Users }) {
  return (
    <div className="rounded-card border border-gray-200 bg-white p-5 shadow-card">
      <dt className="flex items-center justify-between gap-3 text-sm font-medium text-gray-600">
        {label}
        <Icon aria-hidden="true" className="size-5 text-brand-600" />
      </dt>
      <dd className="mt-3 text-3xl font-bold tracking-tight text-gray-900 tabular-nums">
        {value === null ? <span className="text-gray-500">…</span> : value.toLocaleString("en-US")}
      </dd>
    </div>
  );
}

/** The Dashboard tab: the three counts of spec §2, counted by the server in the viewer's time zone. */
export function DashboardPanel() {
  const { timeZone, ready } = useAdminConsole();
  const stats = useAdminData(ready ? `stats:${timeZone}` : null, (signal) => adminApi.stats(timeZone, signal));
  const s = stats.data;
  return (
    <section aria-labelledby="dashboard-heading" className="grid gap-5">
      <h2 id="dashboard-heading" className="text-xl font-semibold">
        Dashboard
      </h2>
      {stats.status === "error" ? (
        <ListState kind="error">Failed to load the counts. Please try again.</ListState>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-3" aria-busy={stats.status === "loading" || undefined}>
          <Count label="Total Leads" value={s?.totalLeads ?? null} icon={Users} />
          <Count label="Total Chats" value={s?.totalChats ?? null} icon={MessagesSquare} />
          <Count label="Today's Chats" value={s?.todaysChats ?? null} icon={CalendarClock} />
        </dl>
      )}
      {s ? (
        <Link
          to="/admin/contact-requests?status=new"
          className="flex items-center gap-3 rounded-card border border-gray-200 bg-white p-4 text-gray-800 shadow-card hover:border-gray-300"
        >
          <Inbox aria-hidden="true" className="size-5 shrink-0 text-accent-600" />
          <span>
            <strong className="font-semibold text-gray-900">{s.newContactRequests.toLocaleString("en-US")} new</strong>{" "}
            of {s.totalContactRequests.toLocaleString("en-US")} contact requests
          </span>
        </Link>
      ) : null}
    </section>
  );
}
