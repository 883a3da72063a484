import { ArrowLeft, ArrowUpRight, Clock, LineChart, Lock } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import type { Route } from "./+types/business";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { NotFoundPage } from "../../components/layout/not-found-page.tsx";
import { ServerMarkup } from "../../components/islands/server-markup.tsx";
import { ButtonLink, buttonClass } from "../../components/ui/button.tsx";
import { NewTabLink } from "../../components/ui/new-tab-link.tsx";
import { StatusBadge } from "../../components/ui/status-badge.tsx";
import { DirectoryBox } from "../../features/businesses/directory-box.tsx";
import { BusinessAside } from "../../features/businesses/business-aside.tsx";
import { CATEGORY_LABELS } from "../../features/businesses/labels.ts";
import { VideoShowcase } from "../../features/businesses/video-showcase.tsx";
import { pageTitle, siteFromMatches, useSite } from "../../lib/site.ts";
import { productPageOf } from "../../../shared/business-paths.ts";
import * as S from "./business/sections.ts";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Served at /business/:slug (canonical) and at /:slug for slugs and aliases (RESOLUTIONS §1). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const shortcut = !new URL(request.url).pathname.startsWith("/business/");
  const slug = params.slug ?? "";
  // A business whose product has its own page lives there (one canonical URL).
  const productPage = productPageOf(slug);
  if (productPage) throw redirect(productPage, 308);
  const page = SLUG.test(slug) && slug.length <= 80 ? await loadPage(context, slug) : null;
  // A shortcut that is no business is just an unknown address; /business/x is a missing business.
  if (!page) throw data({ notFound: shortcut ? "page" : "business" }, { status: 404 });
  await S.preloadBusinessSections();
  return page;
}

// A client-side navigation renders the content sections itself: fetch their code with the data.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [page] = await Promise.all([serverLoader(), S.preloadBusinessSections()]);
  return page;
}

/**
 * The data failing to load is our fault, not a missing business: the spec's 'Business Not Found'
 * screen still shows, but with 503 so crawlers come back instead of dropping the page.
 */
async function loadPage(context: Route.LoaderArgs["context"], slug: string) {
  try {
    return await context.services.businesses.getPage(slug);
  } catch (err) {
    context.services.log.error({ err, slug }, "business page data failed to load");
    throw data({ notFound: "unavailable" }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = ({ data: page, matches, error }) => {
  const site = siteFromMatches(matches);
  if (!page || error) {
    const what =
      isRouteErrorResponse(error) && error.data?.notFound === "page" ? "Page Not Found" : "Business Not Found";
    return [{ title: pageTitle(what, site) }, { name: "robots", content: "noindex" }];
  }
  const { business } = page;
  const canonical = `${site?.siteUrl ?? ""}/business/${business.slug}`;
  return [
    { title: pageTitle(business.name, site) },
    { name: "description", content: business.description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: pageTitle(business.name, site) },
    { property: "og:description", content: business.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: `${site?.siteUrl ?? ""}${business.posterSrc}` },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
};

export default function BusinessPage({ loaderData: page }: Route.ComponentProps) {
  const site = useSite();
  const { business, videos } = page;
  const live = business.status === "live";
  const paragraphs = page.fullDescription.split(/\n{2,}/).filter(Boolean);

  return (
    <PageShell>
      <section className="bg-hero pt-16 text-white">
        <div className="container-page grid grid-cols-1 items-center gap-10 py-12 sm:py-16 lg:grid-cols-12 lg:gap-14">
          <div className="lg:col-span-7">
            <Link
              to="/businesses#businesses"
              className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-gray-300 hover:text-white"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to all businesses
            </Link>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <StatusBadge status={business.status} />
              <span className="text-sm font-medium text-gray-400">{CATEGORY_LABELS[business.category]}</span>
            </div>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-white sm:text-5xl">{business.name}</h1>
            <p className="mt-4 max-w-2xl text-lg leading-relaxed text-gray-300">{business.description}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {live && business.websiteUrl && (
                <NewTabLink href={business.websiteUrl} className={buttonClass("primary", "lg")}>
                  Visit Live Site
                  <ArrowUpRight aria-hidden="true" className="size-4" />
                </NewTabLink>
              )}
              <ButtonLink to={`/investor/${business.slug}`} variant="ghost-dark" size="lg">
                <LineChart aria-hidden="true" className="size-4" />
                Investor Information
              </ButtonLink>
            </div>
          </div>
          {/* The venture at a glance beside its name: its poster above the directory's facts. */}
          <div className="lg:col-span-5">
            <div className="mx-auto max-w-md overflow-hidden rounded-card bg-white shadow-card ring-1 ring-white/10 lg:max-w-none">
              {/* Eager, as on a phone the poster is the first screen's largest image (its LCP), which a
                  lazy image would request only after layout. In a <picture> so React does not
                  preload it ahead of the stylesheet; the browser's preload scanner still finds it. */}
              <picture>
                <img
                  src={business.posterSrc}
                  alt=""
                  width={1280}
                  height={720}
                  decoding="async"
                  className="aspect-video w-full bg-ink-900 object-cover"
                />
              </picture>
              <DirectoryBox business={business} companyName={site.companyName} framed={false} />
            </div>
          </div>
        </div>
      </section>

      <div className="container-page grid grid-cols-1 gap-10 py-12 lg:grid-cols-12 lg:py-16">
        <div className="min-w-0 lg:col-span-8">
          <div
            role="note"
            className="flex gap-3 rounded-card bg-gray-50 p-4 text-sm text-gray-700 ring-1 ring-gray-200"
          >
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
            <p>
              <strong className="font-semibold text-gray-900">Password Protected.</strong> Parts of this venture,
              including investor materials, are available by invitation. For access, contact{" "}
              <a href={`mailto:${site.email}`} className="font-medium text-brand-700 underline underline-offset-2">
                {site.email}
              </a>
              .
            </p>
          </div>

          <section aria-labelledby="media-heading" className="render-lazily mt-10">
            <h2 id="media-heading" className="text-2xl font-bold tracking-tight text-gray-900">
              {live ? "Featured Videos" : "Coming Soon"}
            </h2>
            <div className="mt-5">
              {live && videos.length > 0 ? (
                <VideoShowcase videos={videos} businessName={business.name} />
              ) : (
                // The poster is in the hero already: here, what comes at launch, not the same picture twice.
                <div className="bg-hero flex items-start gap-4 rounded-card p-6 text-white shadow-card sm:p-8">
                  <span className="grid size-11 shrink-0 place-items-center rounded-control bg-white/10 text-brand-300 ring-1 ring-white/15">
                    <Clock aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <p className="text-lg font-semibold text-white">Product videos arrive at launch.</p>
                    {!live && (
                      <p className="mt-1 text-gray-300">{`Leave your e-mail under "Be the first to know" and hear the day ${business.name} goes live.`}</p>
                    )}
                  </div>
                </div>
              )}
            </div>
          </section>

          <section aria-labelledby="about-heading" className="render-lazily mt-14">
            <h2 id="about-heading" className="text-2xl font-bold tracking-tight text-gray-900">
              About {business.name}
            </h2>
            <div className="mt-4 max-w-prose space-y-4 text-base leading-relaxed text-gray-700 sm:text-lg">
              {paragraphs.map((p) => (
                <p key={p.slice(0, 48)}>{p}</p>
              ))}
            </div>
          </section>

          <ServerMarkup>
            <S.ContentBlocks blocks={page.blocks} />
            <S.WhatToExpect items={page.whatToExpect} />
          </ServerMarkup>
        </div>

        <BusinessAside business={business} />
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 503)) {
    if (error.data?.notFound === "page") return <NotFoundPage />;
    return <NotFoundPage title="Business Not Found" message="The requested business could not be found." />;
  }
  throw error;
}
