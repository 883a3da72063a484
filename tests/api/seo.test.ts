import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { dbTargets } from "../helpers/test-db.ts";

describe("sitemap.xml and robots.txt", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dbTargets()[0]!);
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the public pages, posts, categories and visible businesses, and nothing private", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.replace("https://www.example.com", ""),
    );
    for (const path of [
      "/",
      "/blog",
      "/terms",
      "/privacy",
      "/services/ai-reception-agents",
      "/start-trial",
      "/rappy-customer-ai",
      "/ai-twin-demo",
      "/aurora-ai-demo",
      "/max-ai-demo",
      "/blog/post/ai-twins-vs-chatbots",
      "/blog/post/maya-ai-twin-case-study",
      "/blog/category/case-studies",
      "/business/the-subs-ai",
      "/business/herbcore-radio",
    ]) {
      expect(locs, path).toContain(path);
    }
    expect(locs).not.toContain("/business/neural-fashion");
    // Business AI Wiz has one canonical URL, its product page (RESOLUTIONS §1).
    expect(locs).not.toContain("/business/rappy-customer-ai");
    for (const path of locs) expect(path, path).not.toMatch(/^\/(admin|investor|widget|api|businesses$)/);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("tells crawlers where the sitemap is and what to skip", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Sitemap: https://www.example.com/sitemap.xml");
    for (const p of ["/admin", "/api/", "/investor/", "/widget/", "/businesses"])
      expect(res.body).toContain(`Disallow: ${p}\n`);
  });
});
