import type { AdminDashboard } from "../../../shared/admin-dashboard.ts";
import { DashboardCard } from "./dashboard-card.tsx";

const R = 40;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** How many of the window's conversations ended with the assistant keeping the visitor's details. */
export function ConversionCard({ conversion }: { conversion: AdminDashboard["conversion"] }) {
  const { conversations, leads, percent } = conversion;
  const share = percent === null ? 0 : Math.min(100, percent) / 100;
  return (
    <DashboardCard title="Conversations that became leads" hint="Visitors who left their details in the chat">
      <div className="flex items-center gap-5">
        <svg aria-hidden="true" viewBox="0 0 100 100" className="size-24 shrink-0 -rotate-90">
          <circle cx="50" cy="50" r={R} fill="none" strokeWidth="12" className="stroke-gray-100" />
          <circle
            cx="50"
            cy="50"
            r={R}
            fill="none"
            strokeWidth="12"
            strokeLinecap="round"
            strokeDasharray={`${share * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
            className={share > 0 ? "stroke-brand-500" : "stroke-transparent"}
          />
        </svg>
        <dl className="grid gap-1">
          <dt className="sr-only">Conversion rate</dt>
          <dd className="text-3xl font-bold tracking-tight text-gray-900 tabular-nums" data-testid="conversion-rate">
            {percent === null ? "–" : `${percent.toLocaleString("en-US")}%`}
          </dd>
          <dt className="sr-only">Conversations that became leads</dt>
          <dd className="text-sm text-gray-600">
            <strong className="font-semibold text-gray-900 tabular-nums">{leads.toLocaleString("en-US")}</strong> of{" "}
            <span className="tabular-nums">{conversations.toLocaleString("en-US")}</span>{" "}
            {conversations === 1 ? "conversation" : "conversations"}
          </dd>
        </dl>
      </div>
    </DashboardCard>
  );
}
