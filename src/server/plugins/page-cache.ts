import type { FastifyReply, FastifyRequest } from "fastify";
import type { ServerBuild } from "react-router";
import { NONCE_PLACEHOLDER, fillNonceSlots, findNonceSlots, newNonce } from "../modules/cache/nonce.ts";
import { createPrivatePageMatcher, isStorable, pageCacheKey } from "../modules/cache/page-policy.ts";
import { createRenderReport, type RenderReport } from "../modules/cache/render-report.ts";
import { Representation } from "../modules/cache/representation.ts";
import type { ResponseCache } from "../modules/cache/response-cache.ts";
import { sendRepresentation } from "./cached-answers.ts";
import { requestUrl } from "./request-url.ts";
import type { ContentSecurityPolicy } from "./security.ts";

/** Short enough that a seed shows in browsers and CDNs within a minute; stale ones refetch in the background. */
export const PAGE_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";
/** Pages that differ per visitor: never stored by a shared cache or kept on disk. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * The user agent of cache renders. React Router's entry.server waits for every deferred part
 * (`onAllReady`) for bots and streams for browsers; a cached entry must be the complete
 * document whoever asked first, so cache renders always present as a bot (isbot matches this).
 */
export const CACHE_RENDER_USER_AGENT = "Mozilla/5.0 (compatible; DomuPageCacheBot/1.0)";

/** Response headers the cache sets itself, or that belong to one connection. */
const OWN_HEADERS = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "set-cookie",
  "transfer-encoding",
  "vary",
  "x-cache",
]);

export interface PageCacheOptions {
  cache: ResponseCache;
  routes: ServerBuild["routes"];
  /**
   * React Router's request handler with the load context bound; loaders may report to `report`;
   * the page's scripts carry `nonce`.
   */
  render: (request: Request, nonce: string, report?: RenderReport) => Promise<Response>;
  /** The policy each answer's nonce goes into. */
  csp: ContentSecurityPolicy;
}

export type PageOutcome =
  | { kind: "sent"; reply: FastifyReply | Promise<FastifyReply> }
  /** Render this request as it is (private page, query string, or an answer per visitor). */
  | { kind: "render"; cacheControl: string | null }
  /** A public answer that is not kept (a 404, say), already rendered for this request with `nonce`. */
  | { kind: "rendered"; response: Response; body: Buffer; nonce: string };

/** The path of a URL as the router matches it (percent-decoded), or the raw path when it is malformed. */
function decodedPath(url: string): string {
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Public pages from the cache: every GET or HEAD of a plain path whose routes do not declare
 * `handle = { cache: "private" }` is rendered once per content version, from a request that
 * carries nothing of the visitor (no cookies, a fixed user agent), and kept when the answer is
 * a 200 without `set-cookie` or a private cache-control. Anything else is rendered per request.
 * The kept page holds a placeholder where its scripts' nonce goes; every answer writes a fresh
 * one there (docs/decisions/011-content-security-policy.md).
 */
export function createPageCache({ cache, routes, render, csp }: PageCacheOptions) {
  const isPrivatePage = createPrivatePageMatcher(routes);

  function anonymousRequest(req: FastifyRequest, path: string): Request {
    return new Request(requestUrl(req.protocol, req.host, path), {
      method: "GET",
      // The id is shown only on a 5xx page, which is never kept (entry.server.tsx).
      headers: {
        accept: "text/html,application/xhtml+xml,*/*;q=0.8",
        "user-agent": CACHE_RENDER_USER_AGENT,
        "x-request-id": req.id,
      },
    });
  }

  return async function servePage(req: FastifyRequest, reply: FastifyReply): Promise<PageOutcome> {
    const key = pageCacheKey(req.method, req.url);
    // Rendered for itself (a query string, an encoded path): still `private, no-store` when the
    // page it reaches is private, so no browser or proxy keeps a console or gated page.
    if (key === null)
      return { kind: "render", cacheControl: isPrivatePage(decodedPath(req.url)) ? PRIVATE_CACHE_CONTROL : null };
    if (cache.isPass(key)) return { kind: "render", cacheControl: PRIVATE_CACHE_CONTROL };

    // What this request learnt while producing the entry, when it was the one producing it.
    let produced:
      | { perVisitor: true }
      | { perVisitor: false; response: Response; body: Buffer; nonce: string }
      | undefined;
    const { rep, hit, version } = await cache.get(`page:${key}`, async () => {
      // Only a miss asks whether the page is private: a private page is never in the cache.
      if (isPrivatePage(key)) {
        cache.markPass(key);
        produced = { perVisitor: true };
        return null;
      }
      const report = createRenderReport();
      const response = await render(anonymousRequest(req, key), NONCE_PLACEHOLDER, report);
      // The whole body is read first: a streamed part that fails reports it before the end.
      const body = Buffer.from(await response.arrayBuffer());
      const nonceSlots = findNonceSlots(body);
      if (isStorable(response.status, response.headers) && !report.isDegraded()) {
        const headers: Record<string, string> = {};
        for (const [name, value] of response.headers) if (!OWN_HEADERS.has(name)) headers[name] = value;
        return new Representation(body, headers, { nonceSlots });
      }
      const cc = response.headers.get("cache-control")?.toLowerCase() ?? "";
      if (response.headers.has("set-cookie") || /\b(private|no-store)\b/.test(cc)) {
        cache.markPass(key);
        produced = { perVisitor: true };
      } else {
        const nonce = newNonce();
        produced = { perVisitor: false, response, body: fillNonceSlots(body, nonceSlots, nonce), nonce };
      }
      return null;
    });
    if (rep) {
      cache.rememberUrl(req.url, version, rep, PAGE_CACHE_CONTROL);
      return {
        kind: "sent",
        reply: sendRepresentation(req, reply, rep, PAGE_CACHE_CONTROL, hit ? "hit" : "miss", csp),
      };
    }
    // Not kept. A public answer (404, 503) rendered for this very request is sent as it is, with
    // a nonce of its own; a page that turned out to be per visitor is rendered again from the
    // visitor's own request, and so is anything a concurrent request produced.
    if (produced && !produced.perVisitor) {
      return { kind: "rendered", response: produced.response, body: produced.body, nonce: produced.nonce };
    }
    return { kind: "render", cacheControl: produced?.perVisitor ? PRIVATE_CACHE_CONTROL : null };
  };
}
