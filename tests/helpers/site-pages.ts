import type { FastifyInstance } from "fastify";
import { CURL } from "./ssr-app.ts";

/** Pages the sitemap leaves out on purpose but a visitor reaches from the navigation. */
export const PAGES_BEYOND_SITEMAP = ["/businesses"];

/** The site's own origin (from the sitemap's addresses) and every public page's path. */
export async function publicPages(app: FastifyInstance): Promise<{ origin: string; paths: string[] }> {
  const res = await app.inject({ method: "GET", url: "/sitemap.xml", headers: CURL });
  if (res.statusCode !== 200) throw new Error(`/sitemap.xml answered ${res.statusCode}`);
  const urls = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
  if (urls.length === 0) throw new Error("/sitemap.xml lists no pages");
  const origin = urls[0]!.origin;
  const paths = urls.map((u) => u.pathname + u.search);
  for (const extra of PAGES_BEYOND_SITEMAP) if (!paths.includes(extra)) paths.push(extra);
  return { origin, paths };
}
