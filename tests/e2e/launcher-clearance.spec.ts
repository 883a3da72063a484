import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydrated.ts";

/*
 * Issue 21: the site widget's launcher and the persona pages' are one round button in one corner
 * (bottom right), and wherever the visitor scrolls it never sits on the persona pages' sample
 * prompts, the home demo's Send button or a footer link, at phone, tablet and laptop widths.
 */

test.describe.configure({ timeout: 120_000 });

const WIDTHS = [360, 768, 1280] as const;

/** Whether a launcher that can be seen overlaps the target's box. */
async function launcherOver(page: Page, target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return Array.from(document.querySelectorAll<HTMLElement>(".chat-launcher")).some((b) => {
      const s = getComputedStyle(b);
      if (s.visibility === "hidden" || Number(s.opacity) < 0.5) return false;
      const l = b.getBoundingClientRect();
      return l.width > 0 && r.bottom > l.top && r.top < l.bottom && r.right > l.left && r.left < l.right;
    });
  });
}

/** Scrolls the target to the bottom, middle and top of the window; the launcher is off it each time. */
async function expectNeverCovered(page: Page, target: Locator, what: string): Promise<void> {
  for (const block of ["end", "center", "start"] as const) {
    await target.evaluate((el, b) => el.scrollIntoView({ block: b, behavior: "instant" }), block);
    await expect
      .poll(() => launcherOver(page, target), { message: `${what} (${block}) under the launcher` })
      .toBe(false);
  }
}

/** Scrolls to a stretch of plain text (nothing kept clear there), where the launcher shows. */
async function toPlainText(page: Page, heading: string): Promise<void> {
  await page
    .getByRole("heading", { name: heading })
    .evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
}

/** Where the launcher sits, once shown: its distance from the window's right and bottom edges. */
async function corner(launcher: Locator, page: Page): Promise<{ right: number; bottom: number; size: number }> {
  await expect.poll(() => launcher.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  const box = (await launcher.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  return {
    right: Math.round(width - box.x - box.width),
    bottom: Math.round(height - box.y - box.height),
    size: Math.round(box.width),
  };
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the site widget's and the persona pages' launchers are one button in one corner", async ({ page }) => {
      await gotoHydrated(page, "/blog");
      const site = await corner(page.locator(".site-widget-launcher"), page);
      for (const [path, name] of [
        ["/aurora-ai-demo", "Aurora"],
        ["/max-ai-demo", "Max"],
      ] as const) {
        await gotoHydrated(page, path);
        await toPlainText(page, "What You'll Experience");
        const launcher = page.getByRole("button", { name: `Chat with ${name}`, exact: true });
        expect(await corner(launcher, page), path).toEqual(site);
      }
      expect(site).toEqual({ right: 16, bottom: 16, size: 56 });
    });

    for (const [path, name] of [
      ["/aurora-ai-demo", "Aurora"],
      ["/max-ai-demo", "Max"],
    ] as const) {
      test(`${path}: the launcher never covers a sample prompt or the portrait`, async ({ page }) => {
        await gotoHydrated(page, path);
        const prompts = page.getByRole("region", { name: "Sample prompts" }).getByRole("button");
        expect(await prompts.count()).toBeGreaterThan(1);
        for (let i = 0; i < (await prompts.count()); i++) {
          await expectNeverCovered(page, prompts.nth(i), `sample prompt ${i + 1}`);
        }
        await expectNeverCovered(page, page.getByRole("img", { name: new RegExp(`^${name}, `) }), `${name}'s portrait`);
        // It comes back once they have scrolled by, and opens the chat.
        await toPlainText(page, "What You'll Experience");
        const launcher = page.getByRole("button", { name: `Chat with ${name}`, exact: true });
        await expect(launcher).toBeVisible();
        await launcher.click();
        await expect(page.getByRole("textbox", { name: `Message ${name}` })).toBeFocused();
      });
    }

    test("/: the launcher never covers the demo's Send button, and a footer link nowhere", async ({ page }) => {
      await gotoHydrated(page, "/");
      const demo = page.locator("#demo");
      await demo.scrollIntoViewIfNeeded();
      const send = demo.getByRole("button", { name: "Send message" });
      await expect(send).toBeAttached({ timeout: 10_000 });
      await expectNeverCovered(page, send, "the demo's Send");

      const links = page.locator("[data-site-footer]").getByRole("link");
      const count = await links.count();
      expect(count).toBeGreaterThan(5);
      for (let i = 0; i < count; i++) await expectNeverCovered(page, links.nth(i), `footer link ${i + 1}`);
    });
  });
}
