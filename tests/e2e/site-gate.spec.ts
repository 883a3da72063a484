import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { seriousAxeFindings } from "./axe.ts";
import { gotoHydrated } from "./hydrated.ts";
import { E2E_INVITE_CODES, E2E_SITE_PASSWORD } from "./site-gate-helpers.ts";

// The home page's islands and the gate's round trips take their time on a busy shared machine.
test.describe.configure({ timeout: 90_000 });

async function openInvitationDialog(page: Page) {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Enter invitation code" }).click();
  const dialog = page.getByRole("dialog", { name: "Platform Access" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the site gate: a wrong password says so and clears the field, the right one shows the ventures", async ({
  page,
}) => {
  await gotoHydrated(page, "/businesses");
  await expect(page.getByRole("heading", { level: 1, name: "Domu AI™" })).toBeVisible();
  await expect(page.getByText("Enter password to access the platform")).toBeVisible();
  await expect(page.getByText("hello@example.com").first()).toBeVisible();
  await expect(page.getByText("(512) 555-0142").first()).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Our businesses" })).toHaveCount(0);

  const field = page.getByLabel("Password");
  await page.getByRole("button", { name: "Access Platform" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter the password.");
  await expect(field).toBeFocused();
  await field.fill("not the password");
  await page.getByRole("button", { name: "Access Platform" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect password. Please try again.");
  await expect(field).toHaveValue("");

  await field.fill(E2E_SITE_PASSWORD);
  await field.press("Enter");
  await expect(page.getByRole("heading", { name: "Our businesses" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /We build AI businesses/ })).toBeFocused();
  await expect(page.getByRole("list", { name: "Businesses" }).getByRole("listitem").first()).toBeVisible();
  // The cookie holds: a reload shows the ventures again.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Our businesses" })).toBeVisible();
});

test("an invalid invitation code is refused in the dialog; a valid one opens /businesses", async ({ page }) => {
  let browserAlert = false;
  page.on("dialog", async (d) => {
    browserAlert = true;
    await d.dismiss();
  });
  const dialog = await openInvitationDialog(page);
  const field = dialog.getByLabel("Invitation code");
  await field.fill("NOT-A-CODE");
  await dialog.getByRole("button", { name: "Access Platform" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Invalid invitation code");
  expect(browserAlert).toBe(false);

  await field.fill(E2E_INVITE_CODES[0]!.toLowerCase());
  await field.press("Enter");
  await expect(page).toHaveURL(/\/businesses$/);
  await expect(page.getByRole("heading", { name: "Our businesses" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Businesses" }).getByRole("listitem").first()).toBeVisible();
});

test("each invite-only tool opens the same dialog, and its code opens /businesses", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Enter an invitation code for HiD Store" }).click();
  const dialog = page.getByRole("dialog", { name: "Platform Access" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Invitation code").fill(E2E_INVITE_CODES[1]!);
  await dialog.getByRole("button", { name: "Access Platform" }).click();
  await expect(page).toHaveURL(/\/businesses$/);
  await expect(page.getByRole("heading", { name: "Our businesses" })).toBeVisible();
});

test("Cancel closes the invitation dialog and clears the code", async ({ page }) => {
  let dialog = await openInvitationDialog(page);
  await dialog.getByLabel("Invitation code").fill("HALF-TYPED");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Enter invitation code" })).toBeFocused();
  await page.getByRole("button", { name: "Enter invitation code" }).click();
  dialog = page.getByRole("dialog", { name: "Platform Access" });
  await expect(dialog.getByLabel("Invitation code")).toHaveValue("");
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the site gate has no serious or critical axe findings", async ({ page }) => {
      await gotoHydrated(page, "/businesses");
      await expect(page.getByText("Enter password to access the platform")).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.screenshot({ path: `tests/.tmp/screens/site-gate-${width}.png`, fullPage: false });
    });

    test("the platform access modal has no serious or critical axe findings", async ({ page }) => {
      const dialog = await openInvitationDialog(page);
      await dialog.getByLabel("Invitation code").fill("WRONG");
      await dialog.getByRole("button", { name: "Access Platform" }).click();
      await expect(dialog.getByRole("alert")).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.screenshot({ path: `tests/.tmp/screens/platform-access-${width}.png` });
    });
  });
}
