import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydrated.ts";

const HEADER_PAGES = ["/", "/businesses", "/start-trial", "/services/ai-reception-agents", "/business/the-subs-ai"];

test.describe("at 768 px", () => {
  test.use({ viewport: { width: 768, height: 900 } });
  for (const path of HEADER_PAGES) {
    test(`${path}: the header's company name and call to action stay on one line`, async ({ page }) => {
      await gotoHydrated(page, path);
      const header = page.getByRole("banner");
      for (const el of [header.getByRole("link", { name: /home$/ }).locator("span"), header.locator("a.shadow-glow")]) {
        if ((await el.count()) === 0) continue;
        // Distinct line tops of the text itself (a button is taller than its one line of text).
        const lines = await el.first().evaluate((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
        expect(lines).toBeLessThanOrEqual(1);
      }
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    });
  }
});

for (const width of [768, 1280]) {
  test.describe(`card grids at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of ["/", "/services/ai-reception-agents", "/business/the-subs-ai", "/business/dayo"]) {
      test(`${path}: no grid leaves a single card on its last row`, async ({ page }) => {
        await gotoHydrated(page, path);
        const lone = await page.evaluate(() => {
          const found: string[] = [];
          for (const grid of document.querySelectorAll<HTMLElement>("main ul, main ol")) {
            const style = getComputedStyle(grid);
            if (style.display !== "grid") continue;
            const cols = style.gridTemplateColumns.split(" ").length;
            const count = grid.children.length;
            if (cols > 1 && count > cols && count % cols === 1) found.push(grid.textContent!.slice(0, 40));
          }
          return found;
        });
        expect(lone).toEqual([]);
      });
    }
  });
}

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 800 } });
  test("/rappy-customer-ai reflows without sideways scrolling", async ({ page }) => {
    await gotoHydrated(page, "/rappy-customer-ai");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
  });
});

test.describe("on a 1280 × 720 laptop", () => {
  test.use({ viewport: { width: 1280, height: 720 } });
  test("the business page's notify button can be scrolled fully into view", async ({ page }) => {
    await gotoHydrated(page, "/business/the-subs-ai");
    const button = page.getByRole("button", { name: "Notify Me" });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(720);
  });
});
