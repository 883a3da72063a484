import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import type { Business } from "../../../shared/business.ts";
import { NewTabLink } from "../../components/ui/new-tab-link.tsx";
import { businessPath } from "../../../shared/business-paths.ts";
import { StatusBadge } from "../../components/ui/status-badge.tsx";
import { CATEGORY_LABELS } from "./labels.ts";

export function BusinessCard({ business, eager = false }: { business: Business; eager?: boolean }) {
  const href = businessPath(business.slug);
  const liveSite = business.status === "live" && business.websiteUrl;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-gray-200/70 transition-shadow duration-200 hover:shadow-card-hover">
      {/*
       * The poster is artwork only: the category and the name are set over it here, once, in the
       * site's typeface. Stacked in one grid cell, not positioned, so the article stays the box
       * the name's link covers (and the image has no transform that would paint over the name).
       */}
      <div className="grid aspect-video overflow-hidden bg-ink-900 *:[grid-area:1/1]">
        <img
          src={business.posterSrc}
          alt=""
          width={1280}
          height={720}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover"
        />
        <StatusBadge status={business.status} className="absolute top-3 left-3" />
        <div className="self-end bg-gradient-to-t from-ink-950/90 to-transparent px-5 pt-10 pb-4">
          <p className="text-xs font-semibold tracking-wide text-brand-300 uppercase">
            {CATEGORY_LABELS[business.category]}
          </p>
          <h3 className="mt-1 text-xl font-bold tracking-tight text-white">
            {/* The whole card is clickable through this link's overlay. */}
            <Link to={href} className="after:absolute after:inset-0 after:content-['']">
              {business.name}
            </Link>
          </h3>
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        {/* flex-1 sits on a wrapper: on the clamped paragraph itself it would reveal a 4th line. */}
        <div className="flex-1">
          <p className="line-clamp-3 text-sm leading-relaxed text-gray-600">{business.description}</p>
        </div>
        <div className="mt-4 flex items-center justify-between gap-3 text-sm font-semibold">
          <span className="text-gray-900 group-hover:text-brand-700">View details →</span>
          {liveSite && (
            <NewTabLink
              href={business.websiteUrl!}
              className="relative z-10 inline-flex min-h-11 items-center gap-1 text-brand-700 hover:text-brand-800"
            >
              Live Site
              <ArrowUpRight aria-hidden="true" className="size-4" />
              <span className="sr-only">{` of ${business.name}`}</span>
            </NewTabLink>
          )}
        </div>
      </div>
    </article>
  );
}
