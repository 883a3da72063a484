import type { SiteConfig } from "../../../shared/site-config.ts";

/** Fills the site-wide placeholders of RESOLUTIONS §2 in prose. */
export function fillPlaceholders(text: string, site: SiteConfig): string {
  return text
    .replaceAll("{product}", site.companyName)
    .replaceAll("{email}", site.email)
    .replaceAll("{phone}", site.phone)
    .replaceAll("{founder}", site.founder.name)
    .replaceAll("{name}", site.caseStudyClient.name);
}

/** Fills placeholders in a slug: `{name}` becomes the client's slug form. */
export function fillSlug(slug: string, site: SiteConfig): string {
  return slug.replaceAll("{name}", site.caseStudyClient.slug).replaceAll("{product}", site.slugBase);
}
