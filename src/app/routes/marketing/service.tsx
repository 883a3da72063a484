import type { Route } from "./+types/service";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { FaqSection } from "../../components/ui/faq-section.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { balancedGridClass } from "../../components/ui/balanced-grid.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { PricingCards } from "../../features/offers/pricing-cards.tsx";
import { RequestAccessButton } from "../../features/request-access/request-access-button.tsx";
import { pageTitle, siteFromMatches, useSite } from "../../lib/site.ts";

export function loader({ context }: Route.LoaderArgs) {
  return { page: context.services.pages.service, agents: context.services.offers.agents };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  if (!data) return [];
  const title = pageTitle(data.page.meta.title, site);
  return [
    { title },
    { name: "description", content: data.page.meta.description },
    { property: "og:title", content: title },
    { property: "og:description", content: data.page.meta.description },
    { tagName: "link", rel: "canonical", href: `${site?.siteUrl ?? ""}/services/ai-reception-agents` },
  ];
};

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { page, agents } = loaderData;
  const site = useSite();
  const firstAgent = agents[0]!;
  return (
    <PageShell>
      <section className="bg-hero pt-16 text-white">
        <div className="container-page py-16 sm:py-24">
          <div className="max-w-3xl animate-fade-up">
            <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">{page.hero.eyebrow}</p>
            <h1 className="mt-4 text-display font-bold text-white">{page.hero.title}</h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-gray-300">{page.hero.intro}</p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <a href="#pricing" className={buttonClass("primary", "lg")}>
                See pricing
              </a>
              <a href={`tel:${site.phoneHref}`} className={buttonClass("ghost-dark", "lg", "whitespace-nowrap")}>
                {`Call ${site.phone}`}
              </a>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading id="how-heading" eyebrow="How it works" title="From first call to live agent in five steps" />
          <ol className={`mt-12 ${balancedGridClass(page.steps.length, { sm: 2, lg: 5 })} gap-5`}>
            {page.steps.map((s, i) => (
              <li key={s.title} className="rounded-card bg-gray-50 p-6 ring-1 ring-gray-200">
                <span className="text-sm font-bold text-brand-700">{`Step ${i + 1}`}</span>
                <h3 className="mt-2 text-lg font-semibold text-gray-900">{s.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-gray-600">{s.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="pricing" aria-labelledby="pricing-heading" className="bg-gray-50 py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="pricing-heading"
            eyebrow="Pricing"
            title={page.pricing.title}
            intro={page.pricing.intro}
            align="center"
          />
          <div className="mt-14">
            <PricingCards agents={agents} />
          </div>
        </div>
      </section>

      <FaqSection title="Questions owners ask us" items={page.faq} />

      <section aria-labelledby="closing-heading" className="bg-hero py-20 text-white sm:py-24">
        <div className="container-page text-center">
          <h2 id="closing-heading" className="text-3xl font-bold text-white sm:text-4xl">
            {page.closing.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-gray-300">{page.closing.body}</p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <RequestAccessButton serviceType={firstAgent.serviceType} serviceName={firstAgent.name} size="lg">
              Book a demo
            </RequestAccessButton>
            <a href={`tel:${site.phoneHref}`} className={buttonClass("ghost-dark", "lg", "whitespace-nowrap")}>
              {`Call ${site.phone}`}
            </a>
          </div>
        </div>
      </section>
    </PageShell>
  );
}
