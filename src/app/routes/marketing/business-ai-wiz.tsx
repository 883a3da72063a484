import { LineChart } from "lucide-react";
import type { Route } from "./+types/business-ai-wiz";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { ScriptedChat } from "../../features/demo-chat/scripted-chat.tsx";
import { IconGrid } from "../../features/home/icon-grid.tsx";
import { pageTitle, siteFromMatches } from "../../lib/site.ts";

/** /rappy-customer-ai: the Business AI Wiz product page with its scripted demo (RESOLUTIONS §1). */
export function loader({ context }: Route.LoaderArgs) {
  return { page: context.services.pages.businessAiWiz };
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
    { tagName: "link", rel: "canonical", href: `${site?.siteUrl ?? ""}/rappy-customer-ai` },
  ];
};

export default function BusinessAiWizPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <PageShell>
      {/* The demo sits in the hero, beside the intro on wide screens and right under it on phones. */}
      <section className="bg-hero pt-16 text-white">
        <div className="container-page grid grid-cols-1 items-center gap-10 py-12 sm:py-20 lg:grid-cols-12 lg:gap-14">
          <div className="lg:col-span-6">
            <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">{page.hero.eyebrow}</p>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-white sm:text-5xl">{page.hero.title}</h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-gray-300">{page.hero.intro}</p>
          </div>
          <div id="demo-chat" className="min-w-0 scroll-mt-20 lg:col-span-6">
            <ScriptedChat chat={page.chat} />
          </div>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="features-heading"
            eyebrow="Features"
            title="What Business AI Wiz does for your shop"
            align="center"
          />
          <div className="mt-12">
            <IconGrid items={page.features} columns={4} />
          </div>
        </div>
      </section>

      <div className="bg-gray-50 py-16 sm:py-20">
        <div className="container-page grid grid-cols-1 items-start gap-10 lg:grid-cols-12 lg:gap-14">
          <section aria-labelledby="implementation-heading" className="lg:col-span-7">
            <h2 id="implementation-heading" className="text-3xl font-bold tracking-tight text-gray-900">
              {page.implementation.title}
            </h2>
            <ol className="mt-8 space-y-5">
              {page.implementation.steps.map((step, i) => (
                <li key={step} className="flex gap-4">
                  <span className="grid size-8 shrink-0 place-items-center rounded-full bg-ink-900 text-sm font-bold text-brand-300">
                    {i + 1}
                  </span>
                  <p className="pt-1 leading-relaxed text-gray-700">{step}</p>
                </li>
              ))}
            </ol>
          </section>
          <section
            aria-labelledby="investors-heading"
            className="rounded-card bg-white p-7 shadow-card ring-1 ring-gray-200/70 lg:col-span-5"
          >
            <h2 id="investors-heading" className="text-xl font-semibold text-gray-900">
              {page.investors.title}
            </h2>
            <p className="mt-2 text-gray-600">{page.investors.body}</p>
            <ButtonLink to="/investors/rappy-customer-ai" variant="secondary" className="mt-5">
              <LineChart aria-hidden="true" className="size-4" />
              Investor Information
            </ButtonLink>
          </section>
        </div>
      </div>
    </PageShell>
  );
}
