import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydrated.ts";

// The home page hydrates only its interactive sections; the rest stays server markup.

test("the home page hydrates without errors and keeps every section's server HTML", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Never miss another customer.");
  await expect(page.getByRole("heading", { name: "Questions owners ask us" })).toBeVisible();
  await page.getByText("How long does setup take?").click();
  await expect(page.getByRole("heading", { name: "Custom App" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a client-side navigation from /blog renders the whole home page", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const data = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(".data"));
  await page.locator('header a[href="/"]').first().click();
  await data;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Never miss another customer.");
  for (const name of ["Why it works", "How it works", "Questions owners ask us", "Custom App"]) {
    await expect(page.getByText(name, { exact: true }).first()).toBeAttached();
  }
  await expect(page.getByText("How long does setup take?")).toBeAttached();
  await expect(page.getByRole("button", { name: "Get started with the Outbound Voice Agent" })).toBeVisible();
  // No document load happened: the window is the one /blog hydrated.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
