import { Check, Phone } from "lucide-react";
import type { Route } from "./+types/trial";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { FaqSection } from "../../components/ui/faq-section.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { RequestAccessButton } from "../../features/request-access/request-access-button.tsx";
import { pageTitle, siteFromMatches, useSite } from "../../lib/site.ts";

/** Served at /start-trial and /book-call (RESOLUTIONS §1). */
export function loader({ context }: Route.LoaderArgs) {
  return { page: context.services.pages.trial, trial: context.services.offers.trial };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  if (!data) return [];
  return [
    { title: pageTitle(data.page.meta.title, site) },
    { name: "description", content: data.page.meta.description },
    { property: "og:title", content: pageTitle(data.page.meta.title, site) },
    { property: "og:description", content: data.page.meta.description },
    { tagName: "link", rel: "canonical", href: `${site?.siteUrl ?? ""}/start-trial` },
  ];
};

export default function TrialPage({ loaderData }: Route.ComponentProps) {
  const { page, trial } = loaderData;
  const site = useSite();
  const signup = { serviceType: trial.serviceType, serviceName: trial.serviceName };
  return (
    <PageShell header="trial">
      <section className="bg-hero pt-16 text-white">
        <div className="container-page grid grid-cols-1 gap-12 py-16 sm:py-24 lg:grid-cols-12 lg:items-center">
          <div className="animate-fade-up lg:col-span-7">
            <p className="inline-flex rounded-full bg-brand-500 px-3 py-1 text-sm font-bold tracking-wide text-ink-950">
              {page.hero.badge}
            </p>
            <h1 className="mt-6 text-display font-bold text-white">{page.hero.title}</h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-gray-300">{page.hero.intro}</p>
            <div className="mt-9">
              <RequestAccessButton {...signup} size="lg">
                {page.ready.button}
              </RequestAccessButton>
            </div>
          </div>
          <div className="lg:col-span-5">
            <div className="rounded-card bg-white/5 p-6 ring-1 ring-white/10 backdrop-blur sm:p-8">
              <h2 className="text-lg font-semibold text-white">What's included in your trial</h2>
              <ul className="mt-5 space-y-3.5">
                {page.hero.inclusions.map((item) => (
                  <li key={item} className="flex gap-3 text-gray-200">
                    <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-500 text-ink-950">
                      <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                    </span>
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="steps-heading"
            eyebrow="How it works"
            title="Three steps to your AI twin"
            align="center"
          />
          <ol className="mt-14 grid grid-cols-1 gap-6 md:grid-cols-3">
            {page.steps.map((step, i) => (
              <li key={step.title} className="relative rounded-card bg-white p-7 shadow-card ring-1 ring-gray-200/70">
                <span className="grid size-11 place-items-center rounded-full bg-ink-900 text-lg font-bold text-brand-300">
                  {i + 1}
                </span>
                <h3 className="mt-5 text-xl font-semibold text-gray-900">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-gray-600">{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-label="Get started" className="bg-gray-50 py-20 sm:py-24">
        <div className="container-page grid grid-cols-1 gap-6 lg:grid-cols-12">
          <div className="bg-hero rounded-card p-8 text-white sm:p-10 lg:col-span-8">
            <h2 className="text-3xl font-bold text-white">{page.ready.title}</h2>
            <p className="mt-3 max-w-xl text-lg text-gray-300">{page.ready.body}</p>
            <div className="mt-8">
              <RequestAccessButton {...signup} size="lg">
                {page.ready.button}
              </RequestAccessButton>
            </div>
          </div>
          <div className="flex flex-col justify-between rounded-card bg-white p-8 shadow-card ring-1 ring-gray-200/70 lg:col-span-4">
            <div>
              <h2 className="text-xl font-semibold text-gray-900">{page.phone.title}</h2>
              <p className="mt-2 text-gray-600">{page.phone.body}</p>
            </div>
            <a
              href={`tel:${site.phoneHref}`}
              className={buttonClass("secondary", "lg", "mt-6 w-full whitespace-nowrap")}
            >
              <Phone aria-hidden="true" className="size-4" />
              {site.phone}
            </a>
          </div>
        </div>
      </section>

      <FaqSection title="Questions about the trial" items={page.faq} />
    </PageShell>
  );
}
