import { describe, expect, it } from "vitest";
import { fragmentTargets } from "../helpers/html-links.ts";
import { CURL, useSsrApp } from "../helpers/ssr-app.ts";
import { pendingRoute } from "./pending-routes.ts";

/**
 * Every page the assistant may cite as a source exists: its address answers 200 (or is a route a
 * later issue builds) and its `#fragment` names an id on that page, so a visitor who follows a
 * source lands where the fact is written.
 */
describe("the assistant's sources", () => {
  const { app, page, passGate } = useSsrApp();

  it("all lead to a page, and to the section they name", async () => {
    const k = app().services.assistant.knowledge;
    const urls = new Set([...k.passages.map((p) => p.source.url), ...Object.values(k.sources).map((s) => s.url)]);
    expect(urls.size).toBeGreaterThan(20);
    const broken: string[] = [];
    // A source on the gated /businesses is read past the gate, as a visitor with access reads it.
    const gate = { ...CURL, cookie: await passGate() };
    for (const url of urls) {
      const [path, fragment] = url.split("#") as [string, string | undefined];
      if (pendingRoute(path)) continue;
      const res = await page(path, path === "/businesses" ? gate : CURL);
      if (res.status !== 200) {
        broken.push(`${url}: HTTP ${res.status}`);
        continue;
      }
      if (fragment && !fragmentTargets(res.html).has(fragment)) broken.push(`${url}: no element with id "${fragment}"`);
    }
    expect(broken).toEqual([]);
  });
});
