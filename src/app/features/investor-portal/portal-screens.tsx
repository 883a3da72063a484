import { Clock, Mail, Phone } from "lucide-react";
import { PORTAL_TEXTS } from "../../../shared/investor-portal.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { ButtonLink, ExternalButton } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";

/** Shown while the portal is (re)loaded: after unlocking, locking or a navigation to it. */
export function PortalLoading() {
  return (
    <section className="bg-hero grid min-h-[60vh] place-items-center px-4 pt-28 pb-20" aria-busy="true">
      <Spinner label={PORTAL_TEXTS.loading} tone="dark" />
    </section>
  );
}

/** investorEnabled is false: the portal is being prepared; contact instead. */
export function PortalComingSoon({ businessName, site }: { businessName: string; site: SiteConfig }) {
  return (
    <section aria-labelledby="portal-soon-heading" className="bg-hero flex min-h-[70vh] items-center pt-16 text-white">
      <div className="container-page py-20 text-center">
        <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-brand-300">
          <Clock aria-hidden="true" className="size-6" />
        </span>
        <h1 id="portal-soon-heading" className="mt-4 text-4xl font-bold tracking-tight text-white sm:text-5xl">
          {PORTAL_TEXTS.comingSoonTitle}
        </h1>
        <p className="mx-auto mt-4 max-w-lg text-lg text-gray-300">
          {`The investor portal for ${businessName} is being prepared. Until it opens, our team is glad to answer your questions directly.`}
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ExternalButton href={`mailto:${site.email}`} variant="ghost-dark">
            <Mail aria-hidden="true" className="size-4" />
            {site.email}
          </ExternalButton>
          <ExternalButton href={`tel:${site.phoneHref}`} variant="ghost-dark">
            <Phone aria-hidden="true" className="size-4" />
            <span className="whitespace-nowrap">{site.phone}</span>
          </ExternalButton>
        </div>
        <div className="mt-6">
          <ButtonLink to="/" size="lg">
            {PORTAL_TEXTS.returnHome}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
