import { describe, expect, it } from "vitest";
import { useSsrApp } from "../helpers/ssr-app.ts";

/**
 * The order and priorities that let a slow phone paint first and hydrate after (Lighthouse in
 * `npm run bench`): the stylesheet is the first file the head asks for, the font is preloaded
 * without competing with it, and the scripts that only hydrate complete HTML wait their turn.
 */
describe("the head's resource hints", () => {
  const { page } = useSsrApp();

  for (const path of ["/", "/blog", "/business/the-subs-ai"]) {
    it(`${path}: stylesheet first, then the font, scripts at low priority`, async () => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      const head = html.slice(0, html.indexOf("</head>"));
      const links = [...head.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
      const files = links.filter((l) => /rel="(stylesheet|preload|modulepreload)"/.test(l));
      expect(files[0]).toMatch(/^<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
      const font = files.find((l) => l.includes('as="font"'));
      expect(font).toMatch(/href="\/assets\/inter-latin-wght-normal-[^"]+\.woff2"/);
      expect(font).toContain('type="font/woff2"');
      expect(font).toContain('crossorigin="anonymous"');
      expect(font?.toLowerCase()).toContain('fetchpriority="low"');
      const modules = files.filter((l) => l.includes('rel="modulepreload"'));
      expect(modules.length).toBeGreaterThan(3);
      for (const m of modules) expect(m).toContain('fetchpriority="low"');
      expect(files.indexOf(font!)).toBeLessThan(files.indexOf(modules[0]!));
    });
  }

  it("/ai-twin-demo: the hero's portrait is the one image preloaded, not the avatar posters below it", async () => {
    const { status, html } = await page("/ai-twin-demo");
    expect(status).toBe(200);
    const head = html.slice(0, html.indexOf("</head>"));
    const images = [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    expect(images).toEqual(["/media/personas/twin.svg"]);
    // The posters are still on the page, fetched when they near the viewport.
    expect(html).toMatch(/<img src="\/media\/personas\/twin-1\.webp"[^>]*loading="lazy"/);
  });
});
