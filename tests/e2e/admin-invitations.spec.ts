import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./fixtures.ts";
import { gotoHydrated } from "./hydrated.ts";
import { expectNoSeriousAxe, loginAt } from "./admin-helpers.ts";

/*
 * /admin/invitations against the real server: staff make a code (shown once), a visitor redeems
 * it through the home page's platform access dialog, the console counts the use, staff revoke it,
 * and the same code is refused.
 */

// The home page's islands and the gate's round trips take their time on a busy shared machine.
test.describe.configure({ timeout: 90_000 });

const toast = (page: Page) => page.getByRole("region", { name: "Notifications" });
const rowOf = (page: Page, label: string) =>
  page.getByRole("table", { name: "Invitation codes" }).getByRole("row").filter({ hasText: label });

/** Makes a code from the console's form with the keyboard; answers the code shown. */
async function createCode(page: Page, label: string): Promise<string> {
  const field = page.getByRole("textbox", { name: "Label" });
  await field.fill(label);
  await field.press("Enter");
  const shown = page.getByRole("region", { name: `New code for “${label}”` });
  await expect(shown).toBeVisible();
  await expect(shown.getByRole("heading")).toBeFocused();
  await expect(shown).toContainText("Copy it now: it will not be shown again.");
  await expect(toast(page)).toContainText("Invitation code created");
  const code = (await shown.getByTestId("new-invitation-code").innerText()).trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  return code;
}

/** The platform access dialog on the home page, as a visitor uses it. */
async function enterCodeOnHomePage(page: Page, code: string) {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Enter invitation code" }).click();
  const dialog = page.getByRole("dialog", { name: "Platform Access" });
  await dialog.getByLabel("Invitation code").fill(code);
  await dialog.getByRole("button", { name: "Access Platform" }).click();
  return dialog;
}

test("staff add a code, a visitor's use of it is counted, and once revoked it is refused", async ({
  page,
  context,
}) => {
  const direct = await page.request.get("/admin/invitations");
  expect(direct.headers()["cache-control"]).toBe("private, no-store");

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await loginAt(page, "/admin/invitations");
  await expect(page).toHaveTitle(/Invitation Codes/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(
    page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Invitations" }),
  ).toHaveAttribute("aria-current", "page");
  // The server's INVITE_CODES are listed by their labels, never by their codes.
  await expect(rowOf(page, "Server code 1")).toContainText("Server");
  await expect(page.locator("body")).not.toContainText("E2E-INVITE-ONE");

  const label = `E2E guest ${randomUUID().slice(0, 8)}`;
  const code = await createCode(page, label);
  await page.getByRole("button", { name: "Copy code" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  const row = rowOf(page, label);
  await expect(row).toContainText("Console");
  await expect(row).toContainText("Never");
  await expect(row.locator("[data-status]")).toHaveText("Active");
  await expect(row).not.toContainText(code);
  await expectNoSeriousAxe(page, "invitations with a new code");

  // A visitor redeems it (any case, any dashes) and reaches the portfolio.
  await enterCodeOnHomePage(page, code.toLowerCase());
  await expect(page).toHaveURL(/\/businesses$/);
  await expect(page.getByRole("heading", { name: "Our businesses" })).toBeVisible();

  // Back in the console the use is counted; the code itself is gone for good.
  await gotoHydrated(page, "/admin/invitations");
  await expect(rowOf(page, label).locator("[data-status]")).toHaveText("Active");
  await page.reload();
  await expect(rowOf(page, label)).not.toContainText("Never");
  await expect(rowOf(page, label).locator("time")).toHaveCount(2);
  await expect(rowOf(page, label).getByRole("cell").nth(4)).toHaveText(/^Uses\s*1$/);
  await expect(page.getByText(code)).toHaveCount(0);

  // Revoke: Escape cancels (focus back on the button), then the keyboard confirms.
  const revoke = page.getByRole("button", { name: `Revoke the code "${label}"` });
  await revoke.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Revoke this invitation code?" });
  await expect(dialog).toContainText(`"${label}" will stop opening the platform at once.`);
  await expectNoSeriousAxe(page, "revoke dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(revoke).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Revoke" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText("Invitation code revoked");
  await expect(rowOf(page, label).locator("[data-status]")).toHaveText("Revoked");
  await expect(rowOf(page, label).getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Codes" })).toBeFocused();

  // The pass it already gave ends with it (the dialog said so): /businesses asks for the password again.
  await gotoHydrated(page, "/businesses");
  await expect(page.getByText("Enter password to access the platform")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our businesses" })).toHaveCount(0);

  // The same code opens nothing now: through the dialog, and through the API.
  const refused = await enterCodeOnHomePage(page, code);
  await expect(refused.getByRole("alert")).toHaveText("Invalid invitation code");
  await expect(page).toHaveURL(/\/$/);
  const api = await page.request.post("/api/invitations/redeem", { data: { code } });
  expect(api.status()).toBe(401);
  expect(await api.json()).toEqual({ error: "Invalid invitation code" });

  // The refused tries were not counted as uses.
  await gotoHydrated(page, "/admin/invitations");
  await expect(rowOf(page, label).getByRole("cell").nth(4)).toHaveText(/^Uses\s*1$/);
  await expect(rowOf(page, label).locator("[data-status]")).toHaveText("Revoked");
});

test("an empty label is refused in the form, without a request", async ({ page }) => {
  await loginAt(page, "/admin/invitations");
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/admin/invitations")) posted = true;
  });
  await page.getByRole("textbox", { name: "Label" }).fill("   ");
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByRole("alert")).toHaveText("Label is required.");
  await expect(page.getByRole("textbox", { name: "Label" })).toBeFocused();
  expect(posted).toBe(false);
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the list, a new code and the revoke dialog fit and have no serious axe findings", async ({ page }) => {
      await loginAt(page, "/admin/invitations");
      const label = `Board preview ${width} px, ${randomUUID().slice(0, 6)}`;
      await createCode(page, label);
      // What the screen shows right after: the new code and its buttons, clear of the toast.
      await page.screenshot({ path: `tests/.tmp/screens/admin-invitations-created-${width}.png` });
      const copy = await page.getByRole("button", { name: "Copy code" }).boundingBox();
      const note = await toast(page).getByText("Invitation code created").boundingBox();
      expect(copy!.y + copy!.height).toBeLessThan(note!.y);
      await expect(rowOf(page, label)).toBeVisible();
      // Nothing is wider than the screen: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousAxe(page, `invitations at ${width} px`);
      await page.screenshot({ path: `tests/.tmp/screens/admin-invitations-${width}.png`, fullPage: true });

      await page.getByRole("button", { name: `Revoke the code "${label}"` }).click();
      const dialog = page.getByRole("alertdialog", { name: "Revoke this invitation code?" });
      await expect(dialog).toBeVisible();
      await expectNoSeriousAxe(page, `revoke dialog at ${width} px`);
      await page.screenshot({ path: `tests/.tmp/screens/admin-invitations-revoke-${width}.png` });
      await dialog.getByRole("button", { name: "Revoke" }).click();
      await expect(rowOf(page, label).locator("[data-status]")).toHaveText("Revoked");
    });
  });
}
