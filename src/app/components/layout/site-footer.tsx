import { Link } from "react-router";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { Logo } from "./logo.tsx";
import { FOOTER_COLUMNS, type NavLink } from "./navigation.ts";

const SOCIAL_LABELS: Record<SiteConfig["social"][number]["network"], string> = {
  linkedin: "LinkedIn",
  x: "X",
  youtube: "YouTube",
  instagram: "Instagram",
  facebook: "Facebook",
};

// Every footer link is a 44 px tap target (WCAG 2.5.5), even where the text is small.
const LINK = "inline-flex min-h-11 items-center text-sm text-gray-300 transition-colors hover:text-white";

function FooterLink({ href, label }: NavLink) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} className={LINK}>
        {label}
      </Link>
    );
  }
  return (
    <a href={href} className={LINK}>
      {label}
    </a>
  );
}

/**
 * The one site footer: the same link columns on every page, company facts from the site
 * configuration. A floating chat launcher steps aside from its links (`data-launcher-clear`).
 */
export function SiteFooter({ site }: { site: SiteConfig }) {
  return (
    <footer data-site-footer="" className="bg-ink-950 text-gray-300" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Footer
      </h2>
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 md:grid-cols-4 lg:grid-cols-12">
        <div className="col-span-2 md:col-span-4 lg:col-span-4">
          <Logo name={site.companyName} />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-gray-400">{site.tagline}</p>
          <ul className="mt-4 text-sm" data-launcher-clear>
            <li>
              <a className={LINK} href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </li>
            <li>
              <a className={`${LINK} whitespace-nowrap`} href={`tel:${site.phoneHref}`}>
                {site.phone}
              </a>
            </li>
          </ul>
        </div>
        {FOOTER_COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title} className="lg:col-span-2">
            <h3 className="text-sm font-semibold text-white">{col.title}</h3>
            <ul className="mt-2" data-launcher-clear>
              {col.links.map((l) => (
                <li key={l.href}>
                  <FooterLink {...l} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Social" className="lg:col-span-2">
          <h3 className="text-sm font-semibold text-white">Follow</h3>
          <ul className="mt-2 flex flex-wrap gap-x-4 md:flex-col" data-launcher-clear>
            {site.social.map((s) => (
              <li key={s.network}>
                <a href={s.url} className={`${LINK} min-w-11 px-0`} rel="noopener noreferrer">
                  {SOCIAL_LABELS[s.network]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-gray-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{`© ${site.copyrightYear} ${site.companyName}. All rights reserved.`}</p>
          <ul className="flex flex-wrap gap-x-5" data-launcher-clear>
            <li>
              <FooterLink href="/terms" label="Terms of Service" />
            </li>
            <li>
              <FooterLink href="/privacy" label="Privacy Policy" />
            </li>
            <li>
              <FooterLink href="/admin" label="Admin" />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
