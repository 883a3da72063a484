import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { BEARER, METRICS_TOKEN, parsePrometheus, valueOf, type Scrape } from "../helpers/prometheus.ts";
import { CURL } from "../helpers/ssr-app.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * Issue 19, item 4: pages are counted under the pattern of the route that renders them, never
 * under their address, so a crawler asking for a million addresses makes no new series.
 */
describe("metrics of the pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!fs.existsSync("build/server/index.js")) throw new Error("No production build: run `npm run build` first.");
    t = await buildTestApp(dbTargets()[0]!, { ssr: "build", metricsToken: METRICS_TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string) => (await t.app.inject({ method: "GET", url, headers: CURL })).statusCode;
  const scrape = async (): Promise<Scrape> =>
    parsePrometheus((await t.app.inject({ method: "GET", url: "/metrics", headers: BEARER })).body);
  const requests = (s: Scrape, route: string, status: string) =>
    valueOf(s, "domu_http_requests_total", { method: "GET", route, status });

  it("labels pages by their route pattern, a page no route has as unmatched, and files as static", async () => {
    const pages = [
      "/",
      "/",
      "/blog/post/ai-twins-vs-chatbots",
      "/blog/post/ai-twins-vs-chatbots?utm_source=newsletter",
      "/blog.data",
      "/admin/people",
      "/favicon.svg",
    ];
    for (const url of pages) expect(await get(url), url).toBe(200);
    for (const url of ["/no/such/page", "/nor/this/one"]) expect(await get(url), url).toBe(404);

    const s = await scrape();
    expect(requests(s, "/", "200")).toBe(2);
    expect(requests(s, "/blog/post/:slug", "200")).toBe(2);
    expect(requests(s, "/blog.data", "200")).toBe(1);
    expect(requests(s, "/admin/people", "200")).toBe(1);
    expect(requests(s, "unmatched", "404")).toBe(2);
    expect(requests(s, "static", "200")).toBe(1);
    expect(s.text).not.toContain("ai-twins-vs-chatbots");
    expect(s.text).not.toContain("such");
    expect(s.text).not.toContain("favicon");
  });

  it("counts the page cache's misses, hits, and pages rendered for their request alone", async () => {
    const before = await scrape();
    const page = (result: string, s: Scrape) => valueOf(s, "domu_cache_requests_total", { cache: "page", result }) ?? 0;
    for (let i = 0; i < 3; i++) expect(await get("/terms")).toBe(200);
    // A query string that changes the page, and a private page: rendered, never kept.
    for (const url of ["/blog?category=case-studies", "/admin"]) expect(await get(url), url).toBe(200);
    const after = await scrape();
    expect(page("miss", after) - page("miss", before)).toBe(1);
    expect(page("hit", after) - page("hit", before)).toBe(2);
    expect(page("bypass", after) - page("bypass", before)).toBe(2);
    expect(valueOf(after, "domu_cache_requests_total", { cache: "api", result: "miss" })).toBeUndefined();
  });
});
