import { expect, test, type Page } from "./fixtures.ts";
import { waitForHydration } from "./hydrated.ts";
import { passSiteGate } from "./site-gate-helpers.ts";

// /businesses is behind the site gate (tests/e2e/site-gate.spec.ts): these tests look past it.
test.beforeEach(async ({ page }) => passSiteGate(page));

/** Fails the test on any page error or console error (hydration mismatches show up here). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

async function hydrated(page: Page) {
  await waitForHydration(page);
}

test("the ventures landing shows the grid without the hidden businesses", async ({ page }) => {
  const errors = watchErrors(page);
  const res = await page.goto("/businesses");
  expect(res?.status()).toBe(200);
  await hydrated(page);
  const grid = page.getByRole("list", { name: "Businesses" });
  await expect(grid.getByRole("link", { name: "The Subs AI", exact: true })).toBeVisible();
  await expect(grid.getByRole("listitem")).toHaveCount(18);
  await expect(page.getByText("Neural Fashion")).toHaveCount(0);
  await expect(page.getByText("SmartCity Navigator")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Work With Us" })).toBeAttached();
  expect(errors).toEqual([]);
});

test("each venture card names its business once, over a poster with no lettering", async ({ page }) => {
  await page.goto("/businesses");
  const cards = page.getByRole("list", { name: "Businesses" }).getByRole("listitem");
  await expect(cards).toHaveCount(18);
  const card = cards.filter({ has: page.getByRole("link", { name: "The Subs AI", exact: true }) });
  // What the card prints (screen-reader-only words, like the live-site link's " of The Subs AI", aside).
  const printed = await card.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll(".sr-only")) hidden.remove();
    return copy.textContent!;
  });
  expect(printed.split("The Subs AI")).toHaveLength(2);
  expect(printed.match(/business/gi)).toHaveLength(1);
  // The name is set over the poster, in the site's own typeface.
  const name = card.getByRole("heading", { name: "The Subs AI" });
  const poster = (await card.locator("img").boundingBox())!;
  const heading = (await name.boundingBox())!;
  expect(heading.y).toBeGreaterThan(poster.y);
  expect(heading.y + heading.height).toBeLessThanOrEqual(poster.y + poster.height + 1);
  expect(await name.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"Inter Variable"/);
  // No poster counter anywhere ("01 / 20" once numbered 20 posters while 18 show).
  await expect(page.getByText(/\d+ \/ 20/)).toHaveCount(0);
});

test("the landing contact form delivers a message and says so", async ({ page }) => {
  await page.goto("/businesses#contact");
  await hydrated(page);
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/leads") && r.request().method() === "POST");
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Message").fill("We would like to partner on a new venture.");
  await page.getByRole("button", { name: "Send Message" }).click();
  const res = await sent;
  expect(res.status()).toBe(201);
  expect(res.request().postDataJSON()).toMatchObject({ serviceType: "ventures-contact", email: "ada@example.com" });
  await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toContainText(
    "Thank you for your interest in Domu AI. We'll be in touch soon.",
  );
});

test("the header turns dark after scrolling", async ({ page }) => {
  await page.goto("/businesses");
  await hydrated(page);
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute("data-scrolled", "true");
});

test("a visitor opens a live business, switches video and goes back", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/businesses");
  await hydrated(page);
  await page.getByRole("link", { name: "The Subs AI", exact: true }).click();
  await expect(page).toHaveURL(/\/business\/the-subs-ai$/);
  await expect(page).toHaveTitle("The Subs AI | Domu AI");
  // Arriving from far down the grid, the new page starts at the top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("heading", { name: "Featured Videos" })).toBeVisible();

  const player = page.getByTestId("business-video");
  const switcher = page.getByRole("group", { name: "Choose a video" });
  const buttons = switcher.getByRole("button");
  await expect(buttons).toHaveCount(3);
  await expect(buttons.nth(0)).toHaveAttribute("aria-pressed", "true");
  const firstPoster = await player.getAttribute("poster");
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute("aria-pressed", "true");
  await expect(player).not.toHaveAttribute("poster", firstPoster!);
  // The chosen clip really loads and can play in the browser.
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(1);

  await page.getByRole("textbox", { name: "Email address" }).fill("ada@example.com");
  await page.getByRole("button", { name: "Notify Me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank You!" })).toContainText(
    "We'll notify you when The Subs AI launches.",
  );

  await page.goBack();
  await expect(page).toHaveURL(/\/businesses$/);
  await expect(page.getByRole("list", { name: "Businesses" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("an alias shows the same business page", async ({ page }) => {
  await page.goto("/day-o");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("DAY-O");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/business\/dayo$/);
});

test("an unknown business slug shows Business Not Found with status 404", async ({ page }) => {
  const res = await page.goto("/business/no-such-venture");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Business Not Found" })).toBeVisible();
  await expect(page.getByText("The requested business could not be found.")).toBeVisible();
});

test("an unknown address shows the 404 page and leads home", async ({ page }) => {
  const res = await page.goto("/definitely/not/here");
  expect(res?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the mobile menu opens, navigates to a section and closes", async ({ page }) => {
    await page.goto("/businesses");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/#about$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { name: /studio/i }).first()).toBeInViewport();
  });

  test("the grid is one column wide", async ({ page }) => {
    await page.goto("/businesses");
    const cards = page.getByRole("list", { name: "Businesses" }).getByRole("listitem");
    const a = await cards.nth(0).boundingBox();
    const b = await cards.nth(1).boundingBox();
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(Math.round(a!.x)).toBe(Math.round(b!.x));
  });
});
