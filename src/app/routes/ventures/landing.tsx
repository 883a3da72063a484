import { ArrowRight } from "lucide-react";
import { data, useRevalidator } from "react-router";
import type { Route } from "./+types/landing";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { ContactSection } from "../../features/contact/contact-section.tsx";
import { leadServiceTypes } from "../../../shared/lead-fields.ts";
import { BusinessGrid, BusinessGridError } from "../../features/businesses/business-grid.tsx";
import { VentureStats } from "../../features/businesses/venture-stats.tsx";
import { pageTitle, siteFromMatches, useSite } from "../../lib/site.ts";
import { useFocusAfterSwap } from "../../lib/use-focus-after-swap.ts";
import { SiteGate } from "../../features/site-gate/site-gate.tsx";
import type { CacheHandle } from "../../../shared/cache-policy.ts";

/** Behind the site gate: the page differs per visitor, so the shared page cache never keeps it. */
export const handle = { cache: "private" } satisfies CacheHandle;

/** Said by the page itself, whatever address reached it: no cache but the visitor's own keeps it. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  // Without the gate's signed cookie nothing of the portfolio is loaded, so none can leak.
  if (!(await siteAccess(context, request))) return { locked: true as const };
  // Awaited: the page is private (never cached), so a visitor who passed gets the whole grid in
  // one answer rather than a loading shell; a failure shows the grid's error state, with 503.
  try {
    return { locked: false as const, businesses: await context.services.businesses.listForGrid() };
  } catch (err) {
    context.services.log.error({ err }, "could not load the businesses for /businesses");
    return data({ locked: false as const, businesses: null }, { status: 503 });
  }
}

/** A gate that cannot be checked (its database away) stays shut: the error page, with 503. */
async function siteAccess(context: Route.LoaderArgs["context"], request: Request): Promise<boolean> {
  try {
    return await context.services.gates.siteAccess(request);
  } catch (err) {
    context.services.log.error({ err }, "could not check the site gate for /businesses");
    throw data(null, { status: 503 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const description = `The AI businesses ${site?.companyName ?? "we"} builds and runs: live products, betas and what launches next.`;
  return [
    { title: pageTitle("Our Ventures", site) },
    { name: "description", content: description },
    { property: "og:title", content: pageTitle("Our Ventures", site) },
    { property: "og:description", content: description },
    { tagName: "link", rel: "canonical", href: `${site?.siteUrl ?? ""}/businesses` },
  ];
};

export default function VenturesLanding({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const revalidator = useRevalidator();
  const focusWhenShown = useFocusAfterSwap();
  if (loaderData.locked) {
    return (
      <PageShell header="ventures" widget={false}>
        <SiteGate
          site={site}
          onPassed={() => {
            focusWhenShown("ventures-heading");
            return revalidator.revalidate();
          }}
        />
      </PageShell>
    );
  }
  return (
    <PageShell header="ventures">
      <section id="home" className="bg-hero relative overflow-hidden pt-16 text-white">
        <div className="container-page grid grid-cols-1 items-center gap-12 py-20 sm:py-28 lg:grid-cols-12">
          <div className="animate-fade-up lg:col-span-7">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1 text-sm font-medium text-brand-300 ring-1 ring-white/10">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-400" />
              AI venture studio · Austin, Texas
            </p>
            <h1 id="ventures-heading" tabIndex={-1} className="mt-6 text-display font-bold text-white">
              We build AI businesses that{" "}
              <span className="bg-gradient-to-r from-brand-300 to-accent-300 bg-clip-text text-transparent">
                run from day one
              </span>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-gray-300">{site.description}</p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <a href="#businesses" className={buttonClass("primary", "lg")}>
                Explore Our Businesses
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
              <a href="#contact" className={buttonClass("ghost-dark", "lg")}>
                Get In Touch
              </a>
            </div>
          </div>
          <div className="lg:col-span-5">
            <VentureStats businesses={loaderData.businesses} />
          </div>
        </div>
      </section>

      <section id="businesses" aria-labelledby="businesses-heading" className="bg-gray-50 py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="businesses-heading"
            eyebrow="Portfolio"
            title="Our businesses"
            intro="Every venture here is built and operated by our team, from live products with paying customers to ideas in testing."
          />
          <div className="mt-12">
            {loaderData.businesses ? <BusinessGrid businesses={loaderData.businesses} /> : <BusinessGridError />}
          </div>
        </div>
      </section>

      <section id="about" aria-labelledby="about-heading" className="py-20 sm:py-24">
        <div className="container-page grid grid-cols-1 gap-12 lg:grid-cols-12">
          <div className="lg:col-span-5">
            <SectionHeading id="about-heading" eyebrow="About" title={site.about.title} align="left" />
          </div>
          <div className="space-y-5 text-lg leading-relaxed text-gray-700 lg:col-span-7">
            {site.about.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        </div>
      </section>

      <ContactSection
        title="Work With Us"
        intro="Partners, investors and operators: tell us what you are building or what you would like us to build for you."
        serviceType={leadServiceTypes.venturesContact}
      />
    </PageShell>
  );
}
