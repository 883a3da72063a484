import { data, isRouteErrorResponse, redirect, useNavigation, useRevalidator, useRouteError } from "react-router";
import { useState } from "react";
import type { Route } from "./+types/portal";
import type { CacheHandle } from "../../../shared/cache-policy.ts";
import { PORTAL_TEXTS } from "../../../shared/investor-portal.ts";
import { NotFoundPage } from "../../components/layout/not-found-page.tsx";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { InvestorGate } from "../../features/investor-portal/investor-gate.tsx";
import { PortalComingSoon, PortalLoading } from "../../features/investor-portal/portal-screens.tsx";
import { PortalView } from "../../features/investor-portal/portal-view.tsx";
import { lockInvestorPortal } from "../../features/site-gate/gate-api.ts";
import { pageTitle, siteFromMatches, useSite } from "../../lib/site.ts";
import { useFocusAfterSwap } from "../../lib/use-focus-after-swap.ts";

/** Per visitor (locked or unlocked, whose code): never from a shared cache, `private, no-store`. */
export const handle = { cache: "private" } satisfies CacheHandle;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const notFound = (status: 404 | 503) => data({ notFound: true }, { status });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const slug = params.slug ?? "";
  if (slug.length > 80 || !SLUG.test(slug)) throw notFound(404);
  let page;
  try {
    page = await context.services.investor.portal(request, slug);
  } catch (err) {
    context.services.log.error({ err, slug }, "investor portal failed to load");
    throw notFound(503);
  }
  if (!page) throw notFound(404);
  // ?reset=true locks the portal again: the server ends the grant of the business the address
  // names (an alias included) and drops its cookie, then shows the gate.
  if (new URL(request.url).searchParams.get("reset") === "true") {
    let cleared: string[];
    try {
      cleared = await context.services.investor.lock(request, page.slug);
    } catch (err) {
      context.services.log.error({ err, slug }, "investor portal could not be locked");
      throw notFound(503);
    }
    const headers = new Headers();
    for (const c of cleared) headers.append("set-cookie", c);
    throw redirect(`/investor/${page.slug}`, { headers });
  }
  // An alias opens the business's one portal address.
  if (page.slug !== slug) throw redirect(`/investor/${page.slug}`, 308);
  return page;
}

/**
 * Nothing about a portal is for search engines, or for any cache but the visitor's own: said by
 * the page itself, whatever address reached it.
 */
export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const site = siteFromMatches(matches);
  const title = page ? `${page.name} ${PORTAL_TEXTS.portalLabel}` : PORTAL_TEXTS.notFoundTitle;
  return [{ title: pageTitle(title, site) }, { name: "robots", content: "noindex, nofollow" }];
};

export default function InvestorPortal({ loaderData: page }: Route.ComponentProps) {
  const site = useSite();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [locking, setLocking] = useState(false);
  const [lockFailed, setLockFailed] = useState(false);
  const focusWhenShown = useFocusAfterSwap();
  const reloading =
    revalidator.state === "loading" ||
    (navigation.state === "loading" && navigation.location.pathname.startsWith("/investor/"));

  async function lock() {
    if (locking) return;
    setLocking(true);
    const locked = await lockInvestorPortal(page.slug);
    setLockFailed(!locked);
    if (locked) {
      focusWhenShown("investor-gate-heading");
      await revalidator.revalidate();
    }
    setLocking(false);
  }

  let body: React.ReactNode;
  if (reloading) body = <PortalLoading />;
  else if (page.kind === "coming-soon") body = <PortalComingSoon businessName={page.name} site={site} />;
  else if (page.kind === "locked")
    body = (
      <InvestorGate
        slug={page.slug}
        businessName={page.name}
        email={site.email}
        onPassed={() => {
          focusWhenShown("portal-heading");
          return revalidator.revalidate();
        }}
      />
    );
  else
    body = (
      <PortalView
        portal={page}
        site={site}
        onLock={() => void lock()}
        locking={locking}
        lockError={lockFailed ? "The portal could not be locked. Please try again." : null}
      />
    );

  return (
    <PageShell header="investor" widget={false}>
      {body}
    </PageShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 503)) {
    return (
      <NotFoundPage
        title={PORTAL_TEXTS.notFoundTitle}
        message={PORTAL_TEXTS.notFoundBody}
        backLabel={PORTAL_TEXTS.returnHome}
      />
    );
  }
  throw error;
}
