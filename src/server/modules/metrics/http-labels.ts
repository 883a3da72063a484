import type { FastifyRequest } from "fastify";
import type { ServerBuild } from "react-router";
import { createPageMatcher } from "../cache/page-policy.ts";

/** An address no route took: the API's fallback, Fastify's 404, or a page only the `*` route matches. */
export const UNMATCHED = "unmatched";
/** A file of build/client served by @fastify/static (one route per file: hundreds). */
export const STATIC = "static";
/** An answer the cache gave before routing, for an address whose route is no longer remembered. */
export const CACHED = "cached";
/** A page when the route table is unknown (the dev server). */
const PAGE = "page";

const pathOf = (url: string) => {
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
};

/**
 * A page's label: the pattern of the route that renders it (`/blog/:slug`, `/admin/people`), with
 * `.data` for the data requests of client navigations; `unmatched` when only the not-found route
 * (`*`) takes it. As many values as the app has page routes.
 */
export function createPageLabeller(routes: ServerBuild["routes"]): (url: string) => string {
  const label = createPageMatcher(routes, (matches, data) => {
    const last = matches[matches.length - 1];
    if (!last || last.path === "*") return UNMATCHED;
    const pattern = `/${matches
      .map((r) => r.path ?? "")
      .filter((p) => p !== "")
      .join("/")}`.replace(/\/{2,}/g, "/");
    if (!data) return pattern;
    return pattern === "/" ? "/_root.data" : `${pattern}.data`;
  });
  return (url) => label(pathOf(url));
}

/**
 * The route label of a request Fastify routed: its route's pattern (`/api/businesses/:slug`),
 * never the address itself, so the number of series stays bounded whatever visitors ask for.
 */
export function routeLabel(req: FastifyRequest, pageLabel: ((url: string) => string) | null): string {
  const { url, config } = req.routeOptions;
  if (url === undefined) return UNMATCHED;
  // @fastify/static gives each file's route the file it serves.
  if ((config as { file?: unknown }).file !== undefined) return STATIC;
  // The page renderer's catch-all (plugins/ssr.ts).
  if (url === "/*") return pageLabel ? pageLabel(req.url) : PAGE;
  // Any other wildcard is the API's fallback (routes/api/fallback.ts): 404 and 405 answers.
  if (url.endsWith("*")) return UNMATCHED;
  return url;
}
