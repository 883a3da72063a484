import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { isPrivateHandle } from "../../../shared/cache-policy.ts";

/**
 * Query parameters that only tell analytics where a visitor came from; the page is the same
 * with or without them, so they neither bypass the cache nor make a key of their own.
 */
const TRACKING_PARAM = /^(utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid)$/i;
/** Plain paths only: anything percent-encoded or odd is rendered, not cached (bounded keys). */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9_~-]+(?:[./][A-Za-z0-9_~-]+)*\/?)?$/;
const MAX_PATH = 512;
const MAX_REMEMBERED = 10_000;

/**
 * The cache key of a request for a page, or null when it must be rendered for itself: only GET
 * and HEAD, only plain paths, and no query string beyond tracking parameters (`?category=…`
 * changes the blog's list, so any other parameter renders). React Router's `.data` requests
 * (client navigations) keep their suffix, so they never share a key with the document.
 */
export function pageCacheKey(method: string, url: string): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  if (path.length > MAX_PATH || !PLAIN_PATH.test(path)) return null;
  if (q !== -1) {
    for (const pair of url.slice(q + 1).split("&")) {
      if (pair === "") continue;
      const eq = pair.indexOf("=");
      if (!TRACKING_PARAM.test(eq === -1 ? pair : pair.slice(0, eq))) return null;
    }
  }
  return path;
}

/** Headers that make an answer per visitor, or forbid keeping it. */
export function isStorable(status: number, headers: Headers): boolean {
  if (status !== 200) return false;
  if (headers.has("set-cookie")) return false;
  const cc = headers.get("cache-control")?.toLowerCase() ?? "";
  if (/\b(private|no-store)\b/.test(cc)) return false;
  const vary = headers.get("vary")?.toLowerCase();
  if (vary && vary.split(",").some((v) => v.trim() !== "accept-encoding")) return false;
  return true;
}

/** A page route as React Router matches it, with the `handle` its module exports. */
export interface PageRoute {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  handle?: unknown;
  children?: PageRoute[];
}

/** The server build's flat route table as the tree `matchRoutes` takes. */
function pageRouteTree(routes: ServerBuild["routes"]): PageRoute[] {
  const byParent = new Map<string | undefined, PageRoute[]>();
  for (const r of Object.values(routes)) {
    if (!r) continue;
    const node: PageRoute = {
      id: r.id,
      path: r.path,
      index: r.index,
      caseSensitive: r.caseSensitive,
      handle: (r.module as { handle?: unknown }).handle,
    };
    const siblings = byParent.get(r.parentId) ?? [];
    siblings.push(node);
    byParent.set(r.parentId, siblings);
  }
  const attach = (nodes: PageRoute[]): PageRoute[] =>
    nodes.map((n) => {
      const children = byParent.get(n.id);
      return children ? { ...n, children: attach(children) } : n;
    });
  return attach(byParent.get(undefined) ?? []);
}

/**
 * The routes a path's page is made of, outermost first. `/x.data` asks for the data of `/x`;
 * `/_root.data` for the data of `/`. matchRoutes ranks the whole table on every call and the table
 * never changes, so `answer`'s results are remembered per path (a bounded number).
 */
export function createPageMatcher<T>(
  routes: ServerBuild["routes"],
  answer: (matches: PageRoute[], data: boolean) => T,
): (path: string) => T {
  const tree = pageRouteTree(routes);
  const known = new Map<string, T>();
  return (path: string) => {
    if (known.has(path)) return known.get(path)!;
    let pagePath = path;
    const data = pagePath.endsWith(".data");
    if (data) {
      pagePath = pagePath.slice(0, -".data".length);
      if (pagePath === "/_root") pagePath = "/";
    }
    const matches = matchRoutes(tree as RouteObject[], pagePath) ?? [];
    const result = answer(
      matches.map((m) => m.route as PageRoute),
      data,
    );
    if (known.size >= MAX_REMEMBERED) known.clear();
    known.set(path, result);
    return result;
  };
}

/**
 * Whether the page at a path is private: some route it matches (or a parent of it) exports
 * `handle = { cache: "private" }`. Reads the same route table React Router renders from.
 */
export function createPrivatePageMatcher(routes: ServerBuild["routes"]): (path: string) => boolean {
  return createPageMatcher(routes, (matches) => matches.some((route) => isPrivateHandle(route.handle)));
}
