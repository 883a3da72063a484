import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { AgentOffer } from "../../../../shared/offers.ts";
import type { HomePage } from "../../../../shared/pages.ts";
import { SectionHeading } from "../../../components/ui/section-heading.tsx";
import { IconGrid } from "../../../features/home/icon-grid.tsx";
import { PricingCards } from "../../../features/offers/pricing-cards.tsx";

/* The home page's own sections (the others live in features/home), one module each island loads. */

export function SolutionsSection({ whyItWorks }: { whyItWorks: HomePage["whyItWorks"] }) {
  return (
    <section id="solutions" aria-labelledby="solutions-heading" className="render-lazily bg-gray-50 py-14 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="solutions-heading"
          eyebrow="Why owners switch"
          title={whyItWorks.title}
          intro={whyItWorks.intro}
        />
        <div className="mt-8 sm:mt-12">
          <IconGrid items={whyItWorks.points} featured />
        </div>
      </div>
    </section>
  );
}

export function PricingSection({ pricing, agents }: { pricing: HomePage["pricing"]; agents: AgentOffer[] }) {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="render-lazily py-14 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="pricing-heading"
          eyebrow={pricing.eyebrow}
          title={pricing.title}
          intro={pricing.intro}
          align="center"
        />
        <div className="mt-10 sm:mt-14">
          <PricingCards agents={agents} compact />
        </div>
        <p className="mx-auto mt-8 max-w-2xl text-center text-gray-600">{pricing.note}</p>
        <p className="mt-4 text-center">
          <Link
            to="/services/ai-reception-agents"
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800"
          >
            See everything each agent includes
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </div>
    </section>
  );
}

export function FeaturesSection({ features }: { features: HomePage["features"] }) {
  return (
    <section id="features" aria-labelledby="features-heading" className="render-lazily bg-gray-50 py-14 sm:py-24">
      <div className="container-page">
        <SectionHeading id="features-heading" eyebrow="Features" title={features.title} intro={features.intro} />
        <div className="mt-8 sm:mt-12">
          <IconGrid items={features.items} />
        </div>
        <h3 className="mt-12 text-center sm:mt-16 text-lg font-semibold text-gray-900">{features.integrationsTitle}</h3>
        <ul className="mx-auto mt-6 flex max-w-4xl flex-wrap justify-center gap-2 sm:gap-2.5">
          {features.integrations.map((name) => (
            <li
              key={name}
              className="rounded-full bg-white px-3 py-1 text-sm font-medium sm:px-4 sm:py-2 text-gray-800 ring-1 ring-gray-200"
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function StepsSection({ steps }: { steps: HomePage["steps"] }) {
  return (
    <section aria-labelledby="steps-heading" className="render-lazily py-14 sm:py-24">
      <div className="container-page">
        <SectionHeading id="steps-heading" eyebrow="How it works" title={steps.title} align="center" />
        <ol className="mt-8 grid gap-4 sm:mt-12 md:grid-cols-3 md:gap-6">
          {steps.items.map((s, i) => (
            <li key={s.title} className="rounded-card bg-white p-5 shadow-card ring-1 ring-gray-200/70 sm:p-7">
              <div className="flex items-center gap-3 md:block">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-ink-900 text-lg font-bold text-brand-300 md:size-11">
                  {i + 1}
                </span>
                <h3 className="text-xl font-semibold text-gray-900 md:mt-5">{s.title}</h3>
              </div>
              <p className="mt-2 leading-relaxed text-gray-600">{s.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
