import { ArrowRight, Phone } from "lucide-react";
import type { Route } from "./+types/home";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { buttonClass, ButtonLink } from "../../components/ui/button.tsx";
import { CallTranscriptMock } from "../../features/home/call-transcript-mock.tsx";
import { pageTitle, siteFromMatches, useSite } from "../../lib/site.ts";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const title = pageTitle("AI Reception Agents That Answer Every Call", site);
  const description =
    "AI reception agents for phone and web: they answer every call and chat, book appointments and capture leads around the clock.";
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { tagName: "link", rel: "canonical", href: `${site?.siteUrl ?? ""}/` },
  ];
};

export default function Home() {
  const site = useSite();
  return (
    <PageShell>
      <section className="bg-hero relative overflow-hidden pt-16 text-white">
        <div className="container-page grid items-center gap-14 py-20 sm:py-28 lg:grid-cols-12">
          <div className="animate-fade-up lg:col-span-6">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1 text-sm font-medium text-brand-300 ring-1 ring-white/10">
              <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-brand-400" />
              AI reception agents · voice and web
            </p>
            <h1 className="mt-6 text-display font-bold text-white">
              Never miss a call,{" "}
              <span className="bg-gradient-to-r from-brand-300 to-accent-300 bg-clip-text text-transparent">
                a lead or a booking
              </span>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-gray-300">
              {site.companyName} builds AI receptionists that answer your phone and your website day and night: they
              greet callers by name, answer questions from your own information, book appointments and hand hot leads to
              your team.
            </p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <a href={`tel:${site.phoneHref}`} className={buttonClass("primary", "lg")}>
                <Phone aria-hidden="true" className="size-4" />
                Call {site.phone}
              </a>
              <ButtonLink to="/businesses" variant="ghost-dark" size="lg">
                Explore our ventures
                <ArrowRight aria-hidden="true" className="size-4" />
              </ButtonLink>
            </div>
          </div>
          <div className="lg:col-span-6">
            <CallTranscriptMock companyName={site.companyName} />
          </div>
        </div>
      </section>
    </PageShell>
  );
}
