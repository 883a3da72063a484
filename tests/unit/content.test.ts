import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, loadContent } from "../../src/server/modules/content/content.loader.ts";

describe("content/", () => {
  const content = loadContent("content");

  it("validates and names every business both spec documents mention", () => {
    const slugs = content.businesses.map((b) => b.slug);
    for (const slug of [
      "herbcore-radio",
      "urme",
      "the-subs-ai",
      "dayo",
      "harmonic-resonance-explorer",
      "rapid-q",
      "ume",
      "uschinastore",
      "local-bounty-harvest",
      "the-magdalena-foundation",
      "rappy-customer-ai",
      "holo-world",
      "harmonic-healing",
      "domu-families",
      "julie-ai",
      "my-new-djs-vjs-ai",
      "my-movie-ai",
      "valuable-true-value",
      "neural-fashion",
      "smartcity-navigator",
    ]) {
      expect(slugs, slug).toContain(slug);
    }
  });

  it("keeps the RESOLUTIONS aliases in data", () => {
    const owner = (alias: string) =>
      content.businesses.find((b) => b.slug === alias || b.aliases.includes(alias))?.slug;
    expect(owner("herb-core")).toBe("herbcore-radio");
    expect(owner("subs-ai")).toBe("the-subs-ai");
    expect(owner("harmonic")).toBe("harmonic-resonance-explorer");
    expect(owner("day-o")).toBe("dayo");
    expect(owner("u-and-me")).toBe("ume");
    expect(owner("us-china-store")).toBe("uschinastore");
    expect(owner("local-bounty")).toBe("local-bounty-harvest");
    expect(owner("rapid-q")).toBe("rapid-q");
    expect(owner("urme")).toBe("urme");
  });

  it("gives live businesses a website and 1 to 3 videos with one main, and others none", () => {
    for (const b of content.businesses) {
      if (b.status === "live") {
        expect(b.websiteUrl, b.slug).toBeTruthy();
        expect(b.videos.length, b.slug).toBeGreaterThanOrEqual(1);
        expect(
          b.videos.filter((v) => v.isMain),
          b.slug,
        ).toHaveLength(1);
      } else {
        expect(b.videos, b.slug).toHaveLength(0);
      }
    }
  });

  it("ships every poster and clip the content names", () => {
    for (const b of content.businesses) {
      const files = [b.posterSrc, ...b.videos.flatMap((v) => [v.src, v.srcWebm, v.poster])].filter(Boolean) as string[];
      for (const f of files) expect(fs.existsSync(path.join("public", f)), f).toBe(true);
    }
  });

  it("ships posters that are artwork only: no name, category or counter lettered into them", () => {
    // The pages set the name and category over the poster in the site's typeface (an SVG shown as
    // an image cannot use the page's web font), so a poster printing them would say them twice.
    for (const b of content.businesses) {
      const svg = fs.readFileSync(path.join("public", b.posterSrc), "utf8");
      expect(svg, b.slug).not.toMatch(/<text[\s>]/);
      expect(svg, b.slug).not.toContain("font-family");
      expect(svg, b.slug).toMatch(/<title id="t">/);
    }
  });

  it("carries the per-business blocks of the spec", () => {
    const blocks = (slug: string) => content.businesses.find((b) => b.slug === slug)!.blocks;
    const urme = blocks("urme").find((b) => b.type === "challenges");
    expect(urme?.type === "challenges" && new Set(urme.challenges.map((c) => c.difficulty))).toEqual(
      new Set(["easy", "medium", "hard"]),
    );
    const subs = blocks("the-subs-ai").find((b) => b.type === "assistants");
    expect(subs?.type === "assistants" && subs.assistants).toHaveLength(4);
    expect(subs?.type === "assistants" && subs.viewAllLabel).toBe("View All 50+ AI Assistants");
    for (const slug of ["dayo", "harmonic-resonance-explorer", "rapid-q"]) {
      const cards = blocks(slug).find((b) => b.type === "feature-cards");
      expect(cards?.type === "feature-cards" && cards.cards, slug).toHaveLength(3);
    }
    expect(content.businessDefaults.featureBlock.type).toBe("feature-cards");
  });

  it("keeps company facts in site.json only, with reserved demo values", () => {
    expect(content.site.email).toMatch(/@example\.com$/);
    expect(content.site.phone).toMatch(/555/);
    for (const f of fs.readdirSync("content/businesses")) {
      const text = fs.readFileSync(path.join("content/businesses", f), "utf8");
      expect(text, f).not.toContain(content.site.email);
      expect(text, f).not.toContain(content.site.phone);
    }
  });

  it("refuses content with a clear message naming the file and field", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.cpSync("content", dir, { recursive: true });
    const file = path.join(dir, "businesses", "rapid-q.json");
    const bad = JSON.parse(fs.readFileSync(file, "utf8"));
    bad.status = "sideways";
    fs.writeFileSync(file, JSON.stringify(bad));
    expect(() => loadContent(dir)).toThrow(ContentError);
    expect(() => loadContent(dir)).toThrow(/rapid-q\.json is invalid at status/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses an alias that another business already uses", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.cpSync("content", dir, { recursive: true });
    const file = path.join(dir, "businesses", "rapid-q.json");
    const bad = JSON.parse(fs.readFileSync(file, "utf8"));
    bad.aliases = ["subs-ai"];
    fs.writeFileSync(file, JSON.stringify(bad));
    expect(() => loadContent(dir)).toThrow(/"subs-ai" is used by both/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
