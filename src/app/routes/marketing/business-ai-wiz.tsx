import { ArrowRight, LineChart } from "lucide-react";
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
      <section className="bg-hero pt-16 text-white">
        <div className="container-page py-16 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">{page.hero.eyebrow}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-5xl">{page.hero.title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-gray-300">{page.hero.intro}</p>
          <a
            href="#demo-chat"
            className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-300 hover:text-brand-200"
          >
            Try the assistant
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>
      </section>

      <div className="container-page grid grid-cols-1 gap-12 py-16 lg:grid-cols-12">
        <div className="min-w-0 lg:col-span-7">
          <SectionHeading eyebrow="Features" title="What Business AI Wiz does for your shop" />
          <div className="mt-8">
            <IconGrid items={page.features} columns={2} />
          </div>
          <section aria-labelledby="implementation-heading" className="mt-14">
            <h2 id="implementation-heading" className="text-2xl font-bold tracking-tight text-gray-900">
              {page.implementation.title}
            </h2>
            <ol className="mt-6 space-y-4">
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
            className="mt-14 rounded-card bg-gray-50 p-6 ring-1 ring-gray-200"
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
        <div id="demo-chat" className="min-w-0 lg:col-span-5">
          <div className="lg:sticky lg:top-24">
            <ScriptedChat chat={page.chat} />
          </div>
        </div>
      </div>
    </PageShell>
  );
}
