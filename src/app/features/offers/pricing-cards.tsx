import { Check } from "lucide-react";
import { formatMonthly, formatUsd } from "../../../shared/money.ts";
import { formatCount } from "../../../shared/number-format.ts";
import type { AgentOffer } from "../../../shared/offers.ts";
import { RequestAccessButton } from "../request-access/request-access-button.tsx";

function overage(a: AgentOffer): string {
  return `${formatUsd(a.overage.usd)} per ${a.overage.per} over`;
}

/**
 * The three agent plans, every number straight from content/offers.json. `compact` (the home
 * page) leaves each plan's feature list to the service page on phones: price, setup, allowance,
 * per-call limit and overage stay on every card.
 */
export function PricingCards({ agents, compact = false }: { agents: AgentOffer[]; compact?: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      {agents.map((a) => (
        <li
          key={a.id}
          className={`relative flex flex-col rounded-card bg-white p-6 shadow-card sm:p-7 ${
            a.featured ? "ring-2 ring-brand-500" : "ring-1 ring-gray-200/70"
          }`}
        >
          {a.featured && (
            <span className="absolute -top-3 left-7 rounded-full bg-brand-500 px-3 py-1 text-xs font-bold text-ink-950">
              Most requested
            </span>
          )}
          <h3 className="text-xl font-semibold text-gray-900">{a.name}</h3>
          <p className="mt-2 text-sm leading-relaxed text-gray-600">{a.summary}</p>
          <p className="mt-6 flex items-baseline gap-1.5">
            <span className="text-4xl font-bold tracking-tight text-gray-900">{formatMonthly(a.monthlyUsd)}</span>
            <span className="text-gray-600">/mo</span>
          </p>
          <p className="mt-1 text-sm font-medium text-gray-700">
            {`${a.monthlyNote ? `Monthly ${a.monthlyNote} · ` : ""}+ ${formatUsd(a.setupUsd)} one-time setup`}
          </p>
          <dl className="mt-6 space-y-2 rounded-control bg-gray-50 p-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-gray-600">Included</dt>
              <dd className="text-right font-semibold text-gray-900">{`${formatCount(a.included.amount)} ${a.included.unit}`}</dd>
            </div>
            {a.perCallLimitMinutes !== undefined && (
              <div className="flex justify-between gap-4">
                <dt className="text-gray-600">Per call</dt>
                <dd className="text-right font-semibold text-gray-900">{`up to ${a.perCallLimitMinutes} minute${a.perCallLimitMinutes === 1 ? "" : "s"}`}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4">
              <dt className="text-gray-600">Overage</dt>
              <dd className="text-right font-semibold text-gray-900">{overage(a)}</dd>
            </div>
          </dl>
          <ul className={`mt-6 flex-1 space-y-2.5 text-sm text-gray-700 ${compact ? "max-sm:hidden" : ""}`}>
            {a.features.map((f) => (
              <li key={f} className="flex gap-2.5">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" strokeWidth={3} />
                {f}
              </li>
            ))}
          </ul>
          <RequestAccessButton
            serviceType={a.serviceType}
            serviceName={a.name}
            variant={a.featured ? "primary" : "secondary"}
            size="lg"
            className={`w-full ${compact ? "mt-6 sm:mt-8" : "mt-8"}`}
            aria-label={`Get started with the ${a.name}`}
          >
            Get started
          </RequestAccessButton>
        </li>
      ))}
    </ul>
  );
}
