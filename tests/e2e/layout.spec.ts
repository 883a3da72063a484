import { expect, test } from "./fixtures.ts";
import { INVESTOR_PORTALS } from "../fixtures/investor-portals.ts";
import { gotoHydrated } from "./hydrated.ts";

/** playwright.config.ts starts the server with this investor password. */
const INVESTOR_PASSWORD = "e2e-investor-password-0123";

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
  // WCAG 1.4.10: nothing scrolls sideways at 320 CSS px (issue 21, F9).
  for (const path of ["/rappy-customer-ai", "/", "/business/harmonic-healing", "/services/ai-reception-agents"]) {
    test(`${path} reflows without sideways scrolling`, async ({ page }) => {
      await gotoHydrated(page, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(320);
    });
  }
  test("every unlocked investor portal reflows without sideways scrolling", async ({ page }) => {
    test.setTimeout(120_000);
    const wide: string[] = [];
    for (const [i, slug] of INVESTOR_PORTALS.entries()) {
      // Each unlock from its own address, so the gate's per-address limit is not what is tested.
      const res = await page.request.post(`/api/investor-access/${slug}`, {
        data: { password: INVESTOR_PASSWORD },
        headers: { "x-forwarded-for": `10.77.0.${i + 1}` },
      });
      expect(res.status(), slug).toBe(204);
      await gotoHydrated(page, `/investor/${slug}`);
      await expect(page.getByRole("button", { name: "Lock portal" })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${slug}: ${width}px`);
    }
    expect(wide).toEqual([]);
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
