import { ArrowRight, LineChart } from "lucide-react";
import { Link } from "react-router";
import type { Business } from "../../../shared/business.ts";
import { NotifyForm } from "../notify/notify-form.tsx";

/**
 * The business page's right column from 1024 px (below the content on phones): the way to its
 * investor information and the notify form (the venture's facts are in the hero), kept in view
 * while reading on screens tall enough to show all of it (a 1280 x 800 window is): on a shorter
 * one a sticky column would hide its own bottom (the Notify Me button) until the end of the page.
 */
export function BusinessAside({ business }: { business: Business }) {
  const live = business.status === "live";
  return (
    <aside className="lg:col-span-4" aria-label={`${business.name} at a glance`}>
      <div className="space-y-6 lg:top-24 lg:[@media(min-height:40rem)]:sticky">
        <section
          aria-labelledby="investors-heading"
          className="rounded-card bg-white p-6 shadow-card ring-1 ring-gray-200/70"
        >
          <h2 id="investors-heading" className="text-lg font-semibold text-gray-900">
            For investors
          </h2>
          <p className="mt-1 text-sm text-gray-600">{`Traction, plans and materials for ${business.name}, shared by invitation.`}</p>
          <Link
            to={`/investor/${business.slug}`}
            className="mt-2 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            <LineChart aria-hidden="true" className="size-4" />
            Investor Information
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </section>
        <section
          aria-labelledby="notify-heading"
          className="rounded-card bg-white p-6 shadow-card ring-1 ring-gray-200/70"
        >
          <h2 id="notify-heading" className="text-lg font-semibold text-gray-900">
            Be the first to know
          </h2>
          <p className="mt-1 mb-4 text-sm text-gray-600">
            {live ? `Get news about new ${business.name} features.` : `Get one e-mail when ${business.name} launches.`}
          </p>
          <NotifyForm businessName={business.name} businessSlug={business.slug} />
        </section>
      </div>
    </aside>
  );
}
