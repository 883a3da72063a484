import type { Route } from "./+types/home";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { FaqSection } from "../../components/ui/faq-section.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { ContactSection } from "../../features/contact/contact-section.tsx";
import { BuildPlansSection } from "../../features/home/build-plans-section.tsx";
import { DemoSection } from "../../features/home/demo-section.tsx";
import { HeroSection } from "../../features/home/hero-section.tsx";
import { IconGrid } from "../../features/home/icon-grid.tsx";
import { IndustriesSection } from "../../features/home/industries-section.tsx";
import { ToolsSection } from "../../features/home/tools-section.tsx";
import { TwinSection } from "../../features/home/twin-section.tsx";
import { PricingCards } from "../../features/offers/pricing-cards.tsx";
import { leadServiceTypes } from "../../../shared/lead-fields.ts";
import { pageTitle, siteFromMatches, useSite } from "../../lib/site.ts";

export function loader({ context }: Route.LoaderArgs) {
  return { page: context.services.pages.home, offers: context.services.offers };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  if (!data) return [];
  const title = pageTitle(data.page.meta.title, site);
  return [
    { title },
    { name: "description", content: data.page.meta.description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: data.page.meta.description },
    { tagName: "link", rel: "canonical", href: `${site?.siteUrl ?? ""}/` },
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, offers } = loaderData;
  const site = useSite();
  return (
    <PageShell header="home">
      <HeroSection hero={page.hero} companyName={site.companyName} />

      <section id="solutions" aria-labelledby="solutions-heading" className="bg-gray-50 py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="solutions-heading"
            eyebrow="Why it works"
            title={page.whyItWorks.title}
            intro={page.whyItWorks.intro}
          />
          <div className="mt-12">
            <IconGrid items={page.whyItWorks.points} />
          </div>
        </div>
      </section>

      <section id="pricing" aria-labelledby="pricing-heading" className="py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="pricing-heading"
            eyebrow={page.pricing.eyebrow}
            title={page.pricing.title}
            intro={page.pricing.intro}
            align="center"
          />
          <div className="mt-14">
            <PricingCards agents={offers.agents} />
          </div>
          <p className="mx-auto mt-8 max-w-2xl text-center text-gray-600">{page.pricing.note}</p>
        </div>
      </section>

      <DemoSection companyName={site.companyName} phone={site.phone} phoneHref={site.phoneHref} />

      <section id="features" aria-labelledby="features-heading" className="bg-gray-50 py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="features-heading"
            eyebrow="Features"
            title={page.features.title}
            intro={page.features.intro}
          />
          <div className="mt-12">
            <IconGrid items={page.features.items} />
          </div>
          <h3 className="mt-16 text-center text-lg font-semibold text-gray-900">{page.features.integrationsTitle}</h3>
          <ul className="mx-auto mt-6 flex max-w-4xl flex-wrap justify-center gap-2.5">
            {page.features.integrations.map((name) => (
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

      <section aria-labelledby="steps-heading" className="py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading id="steps-heading" eyebrow="How it works" title={page.steps.title} align="center" />
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {page.steps.items.map((s, i) => (
              <li
                key={s.title}
                className="rounded-[var(--radius-card)] bg-white p-7 shadow-card ring-1 ring-gray-200/70"
              >
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

      <IndustriesSection industries={page.industries} />
      <TwinSection twin={page.twin} />
      <ToolsSection tools={page.tools} />

      <FaqSection title="Questions owners ask us" items={page.faq} shaded />

      <BuildPlansSection build={page.build} plans={offers.buildPlans} />

      <ContactSection
        title={page.contact.title}
        intro={page.contact.intro}
        serviceType={leadServiceTypes.homeContact}
      />
    </PageShell>
  );
}
