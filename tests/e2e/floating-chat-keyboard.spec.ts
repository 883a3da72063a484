import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydrated.ts";

/*
 * The persona pages' floating chats with the keyboard (issue 21, F1–F4; WCAG 2.4.3, 2.4.11):
 * the launcher keeps focus while the live chat loads, minimising returns focus to it, Escape
 * closes it, and neither the launcher nor the open window covers what the keyboard reaches.
 */

test.describe.configure({ timeout: 90_000 });

/** Whether the centre of the element is what the page shows there (nothing fixed on top of it). */
async function uncovered(page: Page, target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

for (const { path, name } of [
  { path: "/max-ai-demo", name: "Max" },
  { path: "/aurora-ai-demo", name: "Aurora" },
] as const) {
  for (const width of [360, 1280]) {
    test(`${path} at ${width} px: the launcher keeps focus, Enter opens, Escape and Minimise give focus back`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, path);
      const launcher = page.getByRole("button", { name: `Chat with ${name}`, exact: true });
      // Focused right after load: the live chat's code loads, and the focus stays on the launcher.
      await launcher.focus();
      await page.waitForLoadState("networkidle");
      await expect(launcher).toBeFocused();
      await page.keyboard.press("Enter");
      const composer = page.getByRole("textbox", { name: `Message ${name}` });
      await expect(composer).toBeFocused();

      await page.keyboard.press("Escape");
      await expect(composer).toBeHidden();
      await expect(launcher).toBeFocused();
      await expect(launcher).toHaveAttribute("aria-expanded", "false");

      await page.keyboard.press("Enter");
      await expect(composer).toBeFocused();
      const minimise = page
        .getByRole("region", { name: `Chat with ${name}` })
        .getByRole("button", { name: `Minimise chat with ${name}` });
      await minimise.click();
      await expect(composer).toBeHidden();
      await expect(launcher).toBeFocused();
    });

    test(`${path} at ${width} px: the launcher and the open window cover no footer link`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, path);
      const footer = page.locator("[data-site-footer]");
      const links = footer.getByRole("link");
      const count = await links.count();
      expect(count).toBeGreaterThan(5);
      for (let i = 0; i < count; i++) {
        const link = links.nth(i);
        await link.scrollIntoViewIfNeeded();
        expect(await uncovered(page, link), `footer link ${i} under the launcher`).toBe(true);
      }

      // With the window open, Tab reaches each footer link where it can be seen.
      await page.getByRole("button", { name: `Chat with ${name}`, exact: true }).click();
      await expect(page.getByRole("textbox", { name: `Message ${name}` })).toBeFocused();
      const inFooter = () => page.evaluate(() => document.activeElement?.closest("[data-site-footer]") !== null);
      let presses = 0;
      while (!(await inFooter()) && presses++ < 120) await page.keyboard.press("Tab");
      expect(await inFooter()).toBe(true);
      for (let i = 0; i < count && (await inFooter()); i++) {
        const focused = page.locator(":focus");
        await expect
          .poll(() => uncovered(page, focused), { message: `focused footer link ${i} hidden under the open chat` })
          .toBe(true);
        await page.keyboard.press("Tab");
      }
    });
  }
}
