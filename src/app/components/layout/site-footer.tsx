import { Link } from "react-router";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { Logo } from "./logo.tsx";

const SOCIAL_LABELS: Record<SiteConfig["social"][number]["network"], string> = {
  linkedin: "LinkedIn",
  x: "X",
  youtube: "YouTube",
  instagram: "Instagram",
  facebook: "Facebook",
};

export interface FooterColumn {
  title: string;
  links: { label: string; href: string }[];
}

function FooterLink({ href, label }: { href: string; label: string }) {
  const cls = "inline-flex min-h-8 items-center text-sm text-gray-300 transition-colors hover:text-white";
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} className={cls}>
        {label}
      </Link>
    );
  }
  return (
    <a href={href} className={cls}>
      {label}
    </a>
  );
}

/** Site footer; pages choose the link columns, the company facts come from the site configuration. */
export function SiteFooter({ site, columns = [] }: { site: SiteConfig; columns?: FooterColumn[] }) {
  return (
    <footer className="bg-ink-950 text-gray-300" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Footer
      </h2>
      <div className="container-page grid gap-10 py-14 md:grid-cols-12">
        <div className="md:col-span-5">
          <Logo name={site.companyName} />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-gray-400">{site.tagline}</p>
          <ul className="mt-5 space-y-1 text-sm">
            <li>
              <a className="inline-flex min-h-8 items-center hover:text-white" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </li>
            <li>
              <a className="inline-flex min-h-8 items-center hover:text-white" href={`tel:${site.phoneHref}`}>
                {site.phone}
              </a>
            </li>
          </ul>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title} className="md:col-span-2">
            <h3 className="text-sm font-semibold text-white">{col.title}</h3>
            <ul className="mt-3 space-y-1">
              {col.links.map((l) => (
                <li key={l.href}>
                  <FooterLink {...l} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Social" className="md:col-span-3">
          <h3 className="text-sm font-semibold text-white">Follow</h3>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
            {site.social.map((s) => (
              <li key={s.network}>
                <a
                  href={s.url}
                  className="inline-flex min-h-8 items-center text-sm hover:text-white"
                  rel="noopener noreferrer"
                >
                  {SOCIAL_LABELS[s.network]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-gray-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{`© ${site.copyrightYear} ${site.companyName}. All rights reserved.`}</p>
          <ul className="flex flex-wrap gap-x-5">
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
