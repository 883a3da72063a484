import { Check, ChevronDown } from "lucide-react";
import { formatUsd } from "../../../shared/money.ts";
import type { Offers } from "../../../shared/offers.ts";
import type { HomePage } from "../../../shared/pages.ts";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { RequestAccessButton } from "../request-access/request-access-button.tsx";

/** Website and app builds; each investment plan expands to show what it includes. */
export function BuildPlansSection({ build, plans }: { build: HomePage["build"]; plans: Offers["buildPlans"] }) {
  return (
    <section id="build" aria-labelledby="build-heading" className="render-lazily py-14 sm:py-24">
      <div className="container-page">
        <SectionHeading id="build-heading" eyebrow={build.eyebrow} title={build.title} intro={build.intro} />
        <ul className="mt-8 grid grid-cols-1 gap-5 sm:mt-12 lg:grid-cols-3">
          {plans.map((p) => (
            <li
              key={p.id}
              className={`rounded-card bg-white p-6 shadow-card ${p.featured ? "ring-2 ring-brand-500" : "ring-1 ring-gray-200/70"}`}
            >
              <h3 className="text-xl font-semibold text-gray-900">{p.name}</h3>
              <p className="mt-2 text-sm leading-relaxed text-gray-600">{p.summary}</p>
              <p className="mt-5 text-3xl font-bold tracking-tight text-gray-900">{formatUsd(p.investmentUsd)}</p>
              <p className="text-sm text-gray-600">
                {`Investment · ${p.timeline}${p.monthlyUsd !== undefined ? ` · ${formatUsd(p.monthlyUsd)}/mo care` : ""}`}
              </p>
              <details className="group mt-5 rounded-control bg-gray-50 [&_summary::-webkit-details-marker]:hidden">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 text-sm font-semibold text-gray-900">
                  <span>
                    What's included<span className="sr-only">{` in the ${p.name} plan`}</span>
                  </span>
                  <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
                </summary>
                <ul className="space-y-2 px-4 pb-4 text-sm text-gray-700">
                  {p.includes.map((i) => (
                    <li key={i} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" strokeWidth={3} />
                      {i}
                    </li>
                  ))}
                </ul>
              </details>
              <RequestAccessButton
                serviceType={p.serviceType}
                serviceName={p.name}
                variant={p.featured ? "primary" : "secondary"}
                className="mt-6 w-full"
                aria-label={`Request the ${p.name} plan`}
              >
                Request this plan
              </RequestAccessButton>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-gray-600">{build.note}</p>
      </div>
    </section>
  );
}
