import type { AgentOffer } from "../../../../shared/offers.ts";
import type { HomePage } from "../../../../shared/pages.ts";
import { SectionHeading } from "../../../components/ui/section-heading.tsx";
import { IconGrid } from "../../../features/home/icon-grid.tsx";
import { PricingCards } from "../../../features/offers/pricing-cards.tsx";

/* The home page's own sections (the others live in features/home), one module each island loads. */

export function SolutionsSection({ whyItWorks }: { whyItWorks: HomePage["whyItWorks"] }) {
  return (
    <section id="solutions" aria-labelledby="solutions-heading" className="render-lazily bg-gray-50 py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="solutions-heading"
          eyebrow="Why owners switch"
          title={whyItWorks.title}
          intro={whyItWorks.intro}
        />
        <div className="mt-12">
          <IconGrid items={whyItWorks.points} featured />
        </div>
      </div>
    </section>
  );
}

export function PricingSection({ pricing, agents }: { pricing: HomePage["pricing"]; agents: AgentOffer[] }) {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="render-lazily py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="pricing-heading"
          eyebrow={pricing.eyebrow}
          title={pricing.title}
          intro={pricing.intro}
          align="center"
        />
        <div className="mt-14">
          <PricingCards agents={agents} />
        </div>
        <p className="mx-auto mt-8 max-w-2xl text-center text-gray-600">{pricing.note}</p>
      </div>
    </section>
  );
}

export function FeaturesSection({ features }: { features: HomePage["features"] }) {
  return (
    <section id="features" aria-labelledby="features-heading" className="render-lazily bg-gray-50 py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading id="features-heading" eyebrow="Features" title={features.title} intro={features.intro} />
        <div className="mt-12">
          <IconGrid items={features.items} />
        </div>
        <h3 className="mt-16 text-center text-lg font-semibold text-gray-900">{features.integrationsTitle}</h3>
        <ul className="mx-auto mt-6 flex max-w-4xl flex-wrap justify-center gap-2.5">
          {features.integrations.map((name) => (
            <li
              key={name}
              className="rounded-full bg-white px-4 py-2 text-sm font-medium text-gray-800 ring-1 ring-gray-200"
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
    <section aria-labelledby="steps-heading" className="render-lazily py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading id="steps-heading" eyebrow="How it works" title={steps.title} align="center" />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.items.map((s, i) => (
            <li key={s.title} className="rounded-card bg-white p-7 shadow-card ring-1 ring-gray-200/70">
              <span className="grid size-11 place-items-center rounded-full bg-ink-900 text-lg font-bold text-brand-300">
                {i + 1}
              </span>
              <h3 className="mt-5 text-xl font-semibold text-gray-900">{s.title}</h3>
              <p className="mt-2 leading-relaxed text-gray-600">{s.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
