import { CalendarClock, Inbox, MessagesSquare, Users } from "lucide-react";
import { Link } from "react-router";
import type { AdminDashboard } from "../../../shared/admin-dashboard.ts";
import { adminApi } from "./admin-api.ts";
import { useAdminConsole, useAdminData } from "./admin-context.tsx";
import { ConversionCard } from "./conversion-card.tsx";
import { BreakdownTable } from "./dashboard-breakdown.tsx";
import { DashboardCard } from "./dashboard-card.tsx";
import { DailyChart } from "./dashboard-chart.tsx";
import { ListState } from "./data-table.tsx";
import { formatDay } from "./format.ts";
import { InvestorSummary } from "./investor-summary.tsx";
import { UnansweredQuestions } from "./unanswered-questions.tsx";
import { WaitingRequests } from "./waiting-requests.tsx";

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

/** The last 30 days: arrivals per day, where they came from, and what needs staff. */
function Activity({ d, timeZone }: { d: AdminDashboard; timeZone: string }) {
  const series = (pick: (day: AdminDashboard["days"][number]) => number) =>
    d.days.map((day) => ({ day: day.day, value: pick(day) }));
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 pt-2">
        <h3 className="text-lg font-semibold text-gray-900">Last 30 days</h3>
        <p className="text-sm text-gray-600">
          {formatDay(d.from)} – {formatDay(d.to)} · {d.timeZone.replaceAll("_", " ")}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <DailyChart title="Leads" series={series((x) => x.leads)} tone="fill-brand-500" />
        <DailyChart title="Contact requests" series={series((x) => x.contactRequests)} tone="fill-accent-500" />
        <DailyChart title="Conversations" series={series((x) => x.conversations)} tone="fill-ink-600" />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="grid content-start gap-4 md:grid-cols-2 lg:grid-cols-1">
          <ConversionCard conversion={d.conversion} />
          <WaitingRequests waiting={d.waiting} timeZone={timeZone} />
        </div>
        <DashboardCard
          title="Where they came from"
          hint="By service or assistant, and by the page they were sent from"
          className="lg:col-span-2"
        >
          <div className="grid gap-x-8 gap-y-5 md:grid-cols-2">
            <BreakdownTable caption="Leads by service" noun="Leads" slices={d.byService.leads} tone="bg-brand-500" />
            <BreakdownTable caption="Leads by page" noun="Leads" slices={d.byPage.leads} tone="bg-brand-500" />
            <BreakdownTable
              caption="Contact requests by service"
              noun="Contact requests"
              slices={d.byService.contactRequests}
              tone="bg-accent-500"
            />
            <BreakdownTable
              caption="Contact requests by page"
              noun="Contact requests"
              slices={d.byPage.contactRequests}
              tone="bg-accent-500"
            />
            <BreakdownTable
              caption="Conversations by assistant"
              noun="Conversations"
              slices={d.byService.conversations}
              tone="bg-ink-600"
            />
            <BreakdownTable
              caption="Conversations by page"
              noun="Conversations"
              slices={d.byPage.conversations}
              tone="bg-ink-600"
            />
          </div>
        </DashboardCard>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <UnansweredQuestions unanswered={d.unanswered} timeZone={timeZone} />
        <InvestorSummary investors={d.investors} />
      </div>
    </>
  );
}

/**
 * The Dashboard tab, the screen staff open first: the spec's three counts (§2), then the last
 * 30 days in the viewer's time zone. Both are counted by the server; each loads on its own, so
 * the counts show even when the rest cannot.
 */
export function DashboardPanel() {
  const { timeZone, ready } = useAdminConsole();
  const stats = useAdminData(ready ? `stats:${timeZone}` : null, (signal) => adminApi.stats(timeZone, signal));
  const dashboard = useAdminData(ready ? `dashboard:${timeZone}` : null, (signal) =>
    adminApi.dashboard(timeZone, signal),
  );
  const s = stats.data;
  return (
    <section aria-labelledby="dashboard-heading" className="grid gap-5">
      <h2 id="dashboard-heading" className="text-xl font-semibold">
        Dashboard
      </h2>
      <div className="grid gap-4 md:grid-cols-4">
        {stats.status === "error" ? (
          <div className="md:col-span-3">
            <ListState kind="error">Failed to load the counts. Please try again.</ListState>
          </div>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3 md:col-span-3" aria-busy={stats.status === "loading" || undefined}>
            <Count label="Total Leads" value={s?.totalLeads ?? null} icon={Users} />
            <Count label="Total Chats" value={s?.totalChats ?? null} icon={MessagesSquare} />
            <Count label="Today's Chats" value={s?.todaysChats ?? null} icon={CalendarClock} />
          </dl>
        )}
        {s ? (
          <Link
            to="/admin/contact-requests?status=new"
            className="flex items-center gap-3 rounded-card border border-gray-200 bg-white p-5 text-gray-800 shadow-card hover:border-gray-300 hover:shadow-card-hover"
          >
            <Inbox aria-hidden="true" className="size-6 shrink-0 text-accent-600" />
            <span>
              <strong className="block text-3xl font-bold tracking-tight text-gray-900 tabular-nums">
                {s.newContactRequests.toLocaleString("en-US")} new
              </strong>{" "}
              <span className="text-sm text-gray-600">
                of {s.totalContactRequests.toLocaleString("en-US")} contact requests
              </span>
            </span>
          </Link>
        ) : null}
      </div>
      {dashboard.status === "error" ? (
        <ListState kind="error">Failed to load the last 30 days. Please try again.</ListState>
      ) : dashboard.data ? (
        <Activity d={dashboard.data} timeZone={timeZone} />
      ) : (
        <ListState kind="loading">Loading the last 30 days...</ListState>
      )}
    </section>
  );
}
