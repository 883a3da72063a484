/**
 * How a React Router route says whether its page may be served from the shared page cache.
 *
 * Every page is public by default: rendered once per content version and served to every
 * visitor from the cache. A route whose page differs per visitor (a gate, the console, the
 * investor portal, anything reading a cookie or a header) must export
 *
 *     export const handle = { cache: "private" } satisfies CacheHandle;
 *
 * and is then always rendered for the request in hand, with `cache-control: private, no-store`.
 * A parent's "private" covers its child routes. See docs/decisions/005-page-cache.md.
 */
export interface CacheHandle {
  cache?: "public" | "private";
}

/** Whether a route's `handle` opts its pages out of the shared cache. */
export function isPrivateHandle(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as CacheHandle).cache === "private";
}
