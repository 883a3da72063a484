/**
 * Businesses whose product has a page of its own (RESOLUTIONS §1: /rappy-customer-ai is "the
 * business page of that product"). Their /business/{slug} address redirects there, and links
 * and the sitemap use it, so each business has one canonical URL.
 */
const PRODUCT_PAGES: Readonly<Record<string, string>> = {
  "rappy-customer-ai": "/rappy-customer-ai",
};

/** The canonical address of a business's page. */
export function businessPath(slug: string): string {
  return PRODUCT_PAGES[slug] ?? `/business/${slug}`;
}

/** The product page that replaces this business's generic page, if it has one. */
export function productPageOf(slug: string): string | null {
  return PRODUCT_PAGES[slug] ?? null;
}
