import { productPageOf } from "../../../shared/business-paths.ts";
import type { SiteServices } from "../../../shared/load-context.ts";

/**
 * Public pages crawlers should find. Admin, investor, gated (/businesses) and widget pages are
 * left out on purpose (/widget/aurora and /widget/max name the demo pages as canonical); add a
 * path here when a new public page lands.
 */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/services/ai-reception-agents",
  "/start-trial",
  "/rappy-customer-ai",
  "/ai-twin-demo",
  "/aurora-ai-demo",
  "/max-ai-demo",
  "/blog",
  "/terms",
  "/privacy",
] as const;

/** Paths robots.txt asks crawlers to skip. */
export const DISALLOWED_PATHS = ["/admin", "/api/", "/investor/", "/investors/", "/widget/", "/businesses"] as const;

interface Entry {
  path: string;
  lastmod?: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function createSitemapService(services: SiteServices) {
  return {
    async entries(): Promise<Entry[]> {
      const posts = services.blog.list(null).map((p) => ({ path: `/blog/post/${p.slug}`, lastmod: p.date }));
      const categories = ["case-studies", "ai-integration-guide", "success-stories", "tutorials", "guides"]
        .map((slug) => services.blog.getCategory(slug))
        .filter((c) => c.known)
        .map((c) => ({ path: `/blog/category/${c.slug}` }));
      // A business with its own product page is listed once, under that page (a static path).
      const businesses = (await services.businesses.listForGrid())
        .filter((b) => !productPageOf(b.slug))
        .map((b) => ({
          path: `/business/${b.slug}`,
          lastmod: b.updatedAt.slice(0, 10),
        }));
      return [...STATIC_PUBLIC_PATHS.map((path) => ({ path })), ...posts, ...categories, ...businesses];
    },

    async xml(): Promise<string> {
      const base = services.site.siteUrl.replace(/\/$/, "");
      const urls = (await this.entries())
        .map(
          (e) =>
            `  <url><loc>${escapeXml(base + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`,
        )
        .join("\n");
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    },

    robots(): string {
      const base = services.site.siteUrl.replace(/\/$/, "");
      return [
        "User-agent: *",
        "Allow: /",
        ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
        "",
        `Sitemap: ${base}/sitemap.xml`,
        "",
      ].join("\n");
    },
  };
}
