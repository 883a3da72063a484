import { pageTitle, siteFromMatches } from "../../lib/site.ts";

type Matches = Parameters<typeof siteFromMatches>[0];

/**
 * A persona demo page's title, description, social tags and canonical address. The /widget/*
 * aliases name the demo URL as canonical, so search engines list each page once.
 */
export function personaPageMeta(
  meta: { title: string; description: string } | undefined,
  matches: Matches,
  canonicalPath: string,
) {
  if (!meta) return [];
  const site = siteFromMatches(matches);
  const title = pageTitle(meta.title, site);
  const url = `${site?.siteUrl ?? ""}${canonicalPath}`;
  return [
    { title },
    { name: "description", content: meta.description },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
  ];
}
