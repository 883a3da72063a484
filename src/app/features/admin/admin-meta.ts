import { pageTitle, siteFromMatches } from "../../lib/site.ts";

/** Console pages: a title, and never in a search index. */
export function adminMeta(title: string, matches: Parameters<typeof siteFromMatches>[0]) {
  return [{ title: pageTitle(title, siteFromMatches(matches)) }, { name: "robots", content: "noindex, nofollow" }];
}
