import { Check } from "lucide-react";
import type { HomePage } from "../../../shared/pages.ts";
import { ButtonLink } from "../../components/ui/button.tsx";
import { RequestAccessButton } from "../request-access/request-access-button.tsx";

/** 'What's Included': the AI twin offer, leading to the free trial. */
export function TwinSection({ twin }: { twin: HomePage["twin"] }) {
  return (
    <section aria-labelledby="twin-heading" className="render-lazily bg-gray-50 py-14 sm:py-24">
      <div className="container-page grid grid-cols-1 gap-12 lg:grid-cols-12 lg:items-center">
        <div className="lg:col-span-5">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{twin.eyebrow}</p>
          <h2 id="twin-heading" className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            {twin.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-gray-600">{twin.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/start-trial" size="lg">
              {twin.ctaLabel}
            </ButtonLink>
            <RequestAccessButton serviceType="ai-twin" serviceName="AI Twin" variant="outline" size="lg">
              Ask about AI twins
            </RequestAccessButton>
          </div>
        </div>
        <div className="rounded-card bg-white p-7 shadow-card ring-1 ring-gray-200/70 lg:col-span-7">
          <h3 className="text-lg font-semibold text-gray-900">What's Included</h3>
          {/*
           * Two columns whose rows are always full (issue 21): with an odd number of items the
           * last one (the price to continue) takes a row of its own, set apart.
           */}
          <ul className="mt-5 grid grid-cols-1 gap-x-6 gap-y-3.5 sm:grid-cols-2">
            {twin.included.map((item, i) => (
              <li
                key={item}
                className={`flex gap-3 text-gray-700 ${
                  twin.included.length % 2 === 1 && i === twin.included.length - 1
                    ? "font-semibold text-gray-900 sm:col-span-2 sm:border-t sm:border-gray-200 sm:pt-3.5"
                    : ""
                }`}
              >
                <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-500 text-ink-950">
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
