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
