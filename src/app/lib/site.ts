import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "../../shared/site-config.ts";

/** The site configuration the root loader provides to every page. */
export function useSite(): SiteConfig {
  const data = useRouteLoaderData("root") as { site: SiteConfig } | undefined;
  if (!data) throw new Error("useSite must be used below the root route");
  return data.site;
}

/** For `meta` functions, which get matches rather than hooks. */
export function siteFromMatches(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): SiteConfig | undefined {
  const root = matches.find((m) => m?.id === "root");
  return (root?.data as { site?: SiteConfig } | undefined)?.site;
}

/** "Title | Company", naming the company once even when the title already ends with it. */
export function pageTitle(title: string | null, site: SiteConfig | undefined): string {
  const company = site?.companyName ?? "";
  if (!title) return company;
  if (!company || title === company || title.endsWith(` | ${company}`)) return title;
  return `${title} | ${company}`;
}
