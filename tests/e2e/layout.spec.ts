import type { Page } from "@playwright/test";
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
            if (style.gridTemplateColumns.split(" ").length < 2) continue;
            // The last row's cards: one card there, narrower than the grid, is alone beside empty cells
            // (a card widened across the whole row, like a featured one, is not).
            const cards = [...grid.children].map((c) => c.getBoundingClientRect());
            const lastTop = Math.max(...cards.map((c) => Math.round(c.top)));
            const last = cards.filter((c) => Math.round(c.top) === lastTop);
            const width = grid.getBoundingClientRect().width;
            if (cards.length > 1 && last.length === 1 && last[0]!.width < width * 0.75)
              found.push(grid.textContent!.slice(0, 40));
          }
          return found;
        });
        expect(lone).toEqual([]);
      });
    }
  });
}

/**
 * The rows of every card grid in <main> that leave part of their width empty: for each row, the
 * cards beside it (a card spanning rows counts in each) must reach from the grid's left edge to its
 * right one with nothing wider than the column gap between them.
 */
async function rowsWithHoles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>("main ul, main ol")) {
      const style = getComputedStyle(grid);
      if (style.display !== "grid" || style.gridTemplateColumns.split(" ").length < 2) continue;
      const box = grid.getBoundingClientRect();
      const left = box.left + parseFloat(style.paddingLeft);
      const right = box.right - parseFloat(style.paddingRight);
      const gap = parseFloat(style.columnGap) || 0;
      const cards = [...grid.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0);
      for (const top of new Set(cards.map((c) => Math.round(c.top)))) {
        const beside = cards
          .filter((c) => c.top <= top + 1 && c.bottom > top + 1)
          .map((c) => [c.left, c.right] as const)
          .sort((a, b) => a[0] - b[0]);
        let reach = left;
        let hole = false;
        for (const [l, r] of beside) {
          if (l - reach > gap + 2) hole = true;
          reach = Math.max(reach, r);
        }
        if (hole || right - reach > 2) found.push(`${grid.textContent!.slice(0, 40)}… row at ${top}px`);
      }
    }
    return found;
  });
}

for (const width of [768, 1280]) {
  test.describe(`rows of cards at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of ["/", "/services/ai-reception-agents"]) {
      test(`${path}: no row of cards leaves part of its width empty`, async ({ page }) => {
        await gotoHydrated(page, path);
        expect(await rowsWithHoles(page)).toEqual([]);
      });
    }

    test("the service page's five steps fill their rows: three and two at 768 px, five across at 1280 px", async ({
      page,
    }) => {
      await gotoHydrated(page, "/services/ai-reception-agents");
      const steps = page
        .getByRole("heading", { name: "From first call to live agent in five steps" })
        .locator("xpath=../..")
        .locator("ol > li");
      await expect(steps).toHaveCount(5);
      const tops = new Set<number>();
      for (const box of await Promise.all((await steps.all()).map((s) => s.boundingBox())))
        tops.add(Math.round(box!.y));
      expect(tops.size).toBe(width === 768 ? 2 : 1);
    });

    test("the home page's 'Why it works' cards leave no empty cell", async ({ page }) => {
      await gotoHydrated(page, "/");
      const cards = page.locator("#solutions ul > li");
      await expect(cards).toHaveCount(5);
      const grid = (await page.locator("#solutions ul").boundingBox())!;
      const boxes = await Promise.all((await cards.all()).map((c) => c.boundingBox()));
      // The cards' areas plus the gaps between them add up to the grid's: nothing is left empty.
      const area = boxes.reduce((sum, b) => sum + b!.width * b!.height, 0);
      expect(area / (grid.width * grid.height)).toBeGreaterThan(0.85);
    });
  });
}

test.describe("at 1280 x 800 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test("a business page's side column stays in view down the page, Notify Me included", async ({ page }) => {
    await gotoHydrated(page, "/business/the-subs-ai");
    const notify = page.getByRole("button", { name: "Notify Me" });
    for (const y of [900, 1800, 2400]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(page.getByRole("heading", { name: "For investors" })).toBeInViewport();
      const box = (await notify.boundingBox())!;
      expect(box.y, `scrolled to ${y}`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `scrolled to ${y}`).toBeLessThanOrEqual(800);
    }
  });

  test("a business page's hero shows the venture's poster and directory beside its name", async ({ page }) => {
    await gotoHydrated(page, "/business/the-subs-ai");
    const name = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const directory = (await page.getByRole("heading", { name: "Domu AI Directory" }).boundingBox())!;
    expect(directory.x).toBeGreaterThan(name.x + name.width);
    expect(directory.y).toBeLessThan(600);
  });
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 800 } });
  test("/rappy-customer-ai: the demo chat follows the intro at once, with a full-size send button", async ({
    page,
  }) => {
    await gotoHydrated(page, "/rappy-customer-ai");
    const intro = (await page.getByText(/Try the assistant: ask about video/).boundingBox())!;
    const chat = page.getByRole("region", { name: "Business AI Wiz assistant" });
    const top = (await chat.boundingBox())!.y;
    expect(top - (intro.y + intro.height)).toBeLessThan(120);
    const send = (await chat.getByRole("button", { name: "Send" }).boundingBox())!;
    expect(send.width).toBeGreaterThanOrEqual(44);
    expect(send.height).toBeGreaterThanOrEqual(44);
  });
});

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
