import { useInRouterContext, useRouteLoaderData } from "react-router";
import type { SiteConfig } from "../../shared/site-config.ts";

/** The site configuration the root loader provides to every page. */
export function useSite(): SiteConfig {
  const data = useRouteLoaderData("root") as { site: SiteConfig } | undefined;
  if (!data) throw new Error("useSite must be used below the root route");
  return data.site;
}

/**
 * Whether replies are spoken by the built-in preview voice: the chats say so, since production
 * voices come from ElevenLabs or OpenAI (TTS_PROVIDER).
 */
export function usePreviewVoice(): boolean {
  // A chat rendered outside the app's router (a component test) has no root data: no note.
  const inRouter = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the router context never comes or goes for a mounted chat
  const data = inRouter ? (useRouteLoaderData("root") as { previewVoice?: boolean } | undefined) : undefined;
  return data?.previewVoice === true;
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
