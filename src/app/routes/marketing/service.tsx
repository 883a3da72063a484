import type { Route } from "./+types/service";
import { ServerMarkup } from "../../components/islands/server-markup.tsx";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { FaqSection } from "../../components/ui/faq-section.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { filledRowsGrid } from "../../components/ui/balanced-grid.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { CallTranscript, CallTranscriptMock } from "../../features/home/call-transcript-mock.tsx";
import { PricingCards } from "../../features/offers/pricing-cards.tsx";
import { RequestAccessButton } from "../../features/request-access/request-access-button.tsx";
import { pageTitle, siteFromMatches, useSite } from "../../lib/site.ts";
import * as S from "./service/sections.ts";

export async function loader({ context }: Route.LoaderArgs) {
  await S.preloadServiceSections();
  const { service, home } = context.services.pages;
  // Integrations and industries are the home page's lists: one list of each on the site.
  return {
    page: service,
    agents: context.services.offers.agents,
    integrations: { title: home.features.integrationsTitle, items: home.features.integrations },
    industries: home.industries,
  };
}

// A client-side navigation renders the icon cards itself: fetch their code with the data.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), S.preloadServiceSections()]);
  return data;
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

// The sections after the hero carry render-lazily: the browser skips their style and layout
// while the page loads and render-lazily.ts renders them right after (decision 007).
export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { page, agents, integrations, industries } = loaderData;
  const site = useSite();
  const firstAgent = agents[0]!;
  const steps = filledRowsGrid(page.steps.length, { md: 3, xl: 5 });
  return (
    <PageShell>
      <section className="bg-hero pt-16 text-white">
        <div className="container-page grid grid-cols-1 items-center gap-14 py-16 sm:py-24 lg:grid-cols-12">
          <div className="animate-fade-up lg:col-span-7">
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
          <div className="lg:col-span-5">
            <CallTranscriptMock call={page.transcript.call} companyName={site.companyName} />
          </div>
        </div>
      </section>

      <section aria-labelledby="outcomes-heading" className="render-lazily py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="outcomes-heading"
            eyebrow="Outcomes"
            title={page.outcomes.title}
            intro={page.outcomes.intro}
            align="center"
          />
          <div className="mt-12">
            <ServerMarkup>
              <S.IconGrid items={page.outcomes.items} columns={4} />
            </ServerMarkup>
          </div>
        </div>
      </section>

      <section id="transcript" aria-labelledby="transcript-heading" className="render-lazily bg-gray-50 py-20 sm:py-24">
        <div className="container-page grid grid-cols-1 gap-12 lg:grid-cols-12">
          <div className="lg:col-span-5">
            <div className="lg:sticky lg:top-24">
              <SectionHeading
                id="transcript-heading"
                eyebrow="A call, start to finish"
                title={page.transcript.title}
                intro={page.transcript.intro}
                align="left"
              />
              <a href="#pricing" className={buttonClass("primary", "lg", "mt-8")}>
                See pricing
              </a>
            </div>
          </div>
          <div className="min-w-0 lg:col-span-7">
            <CallTranscript call={page.transcript.call} />
          </div>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="render-lazily py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="how-heading"
            eyebrow="How it works"
            title="From first call to live agent in five steps"
            align="center"
          />
          <ol className={`mt-12 ${steps.className} gap-5`}>
            {page.steps.map((s, i) => (
              <li key={s.title} className={`rounded-card bg-gray-50 p-6 ring-1 ring-gray-200 ${steps.item(i)}`}>
                <span className="text-sm font-bold text-brand-700">{`Step ${i + 1}`}</span>
                <h3 className="mt-2 text-lg font-semibold text-gray-900">{s.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-gray-600">{s.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="integrations-heading" className="render-lazily bg-hero py-20 text-white sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="integrations-heading"
            eyebrow="Integrations"
            title={integrations.title}
            intro={page.integrations.intro}
            tone="dark"
            align="center"
          />
          <ul className="mx-auto mt-12 flex max-w-4xl flex-wrap justify-center gap-3">
            {integrations.items.map((name) => (
              <li
                key={name}
                className="flex items-center gap-2.5 rounded-control bg-white/5 px-4 py-3 text-sm font-medium text-gray-100 ring-1 ring-white/10"
              >
                <span
                  aria-hidden="true"
                  className="grid size-7 place-items-center rounded-md bg-white/10 text-xs font-bold text-brand-300"
                >
                  {name.charAt(0)}
                </span>
                {name}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ServerMarkup>
        <S.Industries industries={industries} />
      </ServerMarkup>

      <section id="pricing" aria-labelledby="pricing-heading" className="render-lazily bg-gray-50 py-20 sm:py-24">
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

      <section aria-labelledby="closing-heading" className="render-lazily bg-hero py-20 text-white sm:py-24">
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
