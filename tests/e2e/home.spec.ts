import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydrated.ts";

test("pricing and tool buttons open Request Access for their service", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Get started with the Outbound Voice Agent" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Access" });
  await expect(dialog).toContainText("Outbound Voice Agent");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const maxi = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Maxi Chat" }) });
  await maxi.getByRole("button", { name: "Request access to Maxi Chat" }).click();
  await expect(dialog).toContainText("Maxi Chat");
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/contact-requests"));
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Grace Hopper");
  await dialog.getByRole("textbox", { name: "Email", exact: true }).fill("grace@example.com");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  expect((await sent).request().postDataJSON()).toMatchObject({ serviceType: "maxi-chat" });
  await expect(dialog.getByRole("status")).toContainText("Request Submitted!");
});

test("a build plan expands to show what it includes", async ({ page }) => {
  await page.goto("/#build");
  // (A click that lands before hydration can be undone by it: the toggle is React's once hydrated.)
  await waitForHydration(page);
  const plan = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Custom App" }) });
  const details = plan.locator("details");
  await expect(details).not.toHaveAttribute("open", "");
  await plan.locator("summary", { hasText: "What's included in the Custom App plan" }).click();
  await expect(details).toHaveAttribute("open", "");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the home menu reaches pricing", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.getByRole("heading", { name: "Inbound Voice Agent" })).toBeInViewport();
  });
});

test.describe("long pages render their later sections after the first paint", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  const renderModes = (page: Page) =>
    page.locator("main section").evaluateAll((sections) => sections.map((s) => getComputedStyle(s).contentVisibility));

  test("while the page loads only the first section must render; the rest follow right after", async ({ page }) => {
    // Without script, what the stylesheet alone asks for: every later section may wait.
    const bare = await page.context().browser()!.newPage({ javaScriptEnabled: false });
    await bare.goto(new URL("/", test.info().project.use.baseURL).href);
    const modes = await renderModes(bare);
    await bare.close();
    expect(modes.length).toBeGreaterThanOrEqual(10);
    expect(modes[0]).toBe("visible");
    expect(modes.slice(1)).toEqual(modes.slice(1).map(() => "auto"));
    // With script, every section is rendered soon after hydration (a full-page capture is whole).
    await page.goto("/");
    await waitForHydration(page);
    await expect.poll(async () => (await renderModes(page)).every((m) => m === "visible")).toBe(true);
  });

  test("every in-page link of the header lands its section just under the header", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const links = page.getByRole("navigation", { name: "Main" }).locator('a[href^="#"]');
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    // From the top each time, and in reverse, so a jump crosses sections that were never shown.
    for (const href of [...hrefs].reverse()) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await links.and(page.locator(`[href="${href}"]`)).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      // scroll-padding-top is 5rem: the section starts 80 px down, under the 64 px header.
      await expect
        .poll(() => page.locator(href!).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeGreaterThanOrEqual(64);
      await expect
        .poll(() => page.locator(href!).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThanOrEqual(96);
    }
  });
});

/** The page's full height once every lazily rendered section has rendered. */
async function fullHeight(page: Page): Promise<number> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((r) => requestAnimationFrame(r));
    }
  });
  return page.evaluate(() => document.documentElement.scrollHeight);
}

test.describe("page length (issue 21)", () => {
  test("at 360 px the home page stays under 18,700 px, every section still there", async ({ page }) => {
    // It was 21,668 px before phones got compact cards, icons beside titles and no repeated plan lists (18,480 after).
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await waitForHydration(page);
    expect(await fullHeight(page)).toBeLessThan(18_700);
    for (const id of ["solutions", "pricing", "demo", "features", "build", "contact"]) {
      await expect(page.locator(`#${id}`), id).toBeAttached();
    }
    for (const heading of ["Built for businesses that live on the phone", "What's Included"]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeAttached();
    }
    // The plans' feature lists live on the service page, one link away.
    await page.getByRole("link", { name: "See everything each agent includes" }).click();
    await expect(page).toHaveURL(/\/services\/ai-reception-agents$/);
  });

  for (const width of [360, 768, 1280]) {
    test(`at ${width} px every row of 'What's Included' is full`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const list = page
        .getByRole("heading", { name: "What's Included", exact: true })
        .locator("xpath=following-sibling::ul");
      await list.scrollIntoViewIfNeeded();
      const rows = await list.evaluate((ul) => {
        const width = ul.getBoundingClientRect().width;
        const byTop = new Map<number, { left: number; right: number }>();
        for (const li of Array.from(ul.children)) {
          const r = li.getBoundingClientRect();
          const row = byTop.get(Math.round(r.top)) ?? { left: r.left, right: r.right };
          byTop.set(Math.round(r.top), { left: Math.min(row.left, r.left), right: Math.max(row.right, r.right) });
        }
        return [...byTop.values()].map((r) => Math.round(((r.right - r.left) / width) * 100));
      });
      expect(rows.length).toBeGreaterThan(1);
      // Each row's items reach from the list's left edge to its right edge.
      for (const share of rows) expect(share).toBeGreaterThanOrEqual(98);
    });
  }
});
