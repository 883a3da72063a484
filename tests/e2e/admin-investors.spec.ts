import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test, type Page } from "./fixtures.ts";
import { expectNoSeriousAxe, loginAt, uniqueEmail } from "./admin-helpers.ts";
import { waitForHydration } from "./hydrated.ts";

/*
 * /admin/investors against the real server: staff make a personal code, an investor uses it
 * (through the portal's API, in a browser context of their own), the activity shows what they
 * did under their name, and revoking the code locks them out at once.
 */

const toast = (page: Page) => page.getByRole("region", { name: "Notifications" });

/** The investor's side: unlock DAY-O with the code, read a document, download one, ask a question. */
async function investorVisit(request: APIRequestContext, code: string): Promise<string> {
  const unlocked = await request.post("/api/investor-access/dayo", { data: { password: code } });
  expect(unlocked.status(), await unlocked.text()).toBe(204);
  const { id } = (await (await request.get("/api/businesses/slug/dayo")).json()) as { id: string };
  const list = await request.get(`/api/businesses/${id}/investor-documents`);
  expect(list.status()).toBe(200);
  const view = await request.get(`/api/investor-documents/${id}/financial-model.pdf`);
  expect(view.headers()["content-type"]).toBe("application/pdf");
  const download = await request.get(`/api/investor-documents/${id}/pitch-deck.pdf?download=1`);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="DAY-O - Pitch Deck.pdf"/);
  const asked = await request.post("/api/aurora-chat", {
    data: { slug: "dayo", message: "What is the projected revenue?" },
  });
  expect(asked.status()).toBe(200);
  return id;
}

test("a personal code is made in the console, used by its investor, seen in the activity, and revoked", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const name = `Investor ${randomUUID()
    .slice(0, 6)
    .replace(/[^a-z]/g, "x")}`;
  const email = uniqueEmail("investor");
  await loginAt(page, "/admin/investors?business=dayo");
  await expect(page.getByRole("heading", { level: 1, name: "Investors" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Business" })).toHaveValue("dayo");

  await page.getByLabel("Investor's name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Create code" }).click();
  const shown = page.getByRole("region", { name: `Access code for ${name}` });
  await expect(shown).toContainText("it will not be shown again");
  await expect(shown.getByRole("heading")).toBeFocused();
  const code = (await shown.locator("code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const row = page.getByRole("table", { name: "Personal access codes" }).getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Never");
  await expectNoSeriousAxe(page, "investors screen with a new code");

  // The investor, in a browser context of their own (the console's cookies are not theirs).
  const investor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.250.${Math.floor(Math.random() * 250)}.7` },
  });
  const businessId = await investorVisit(investor, code);

  // Their activity, under their name, newest first.
  await page.reload();
  await waitForHydration(page);
  await page.getByRole("combobox", { name: "Who" }).selectOption({ label: `${name} (${email})` });
  await expect(page).toHaveURL(/investor=/);
  const activity = page.getByRole("table", { name: "Investor activity, newest first" });
  const rows = activity.getByRole("row");
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText("Asked:");
  await expect(rows.nth(1)).toContainText("“What is the projected revenue?”");
  await expect(rows.nth(2)).toContainText("Downloaded Pitch Deck");
  await expect(rows.nth(3)).toContainText("Viewed Financial Model");
  await expect(rows.nth(4)).toContainText("Unlocked the portal");
  for (let i = 1; i <= 4; i++) await expect(rows.nth(i)).toContainText(name);
  // The code's use is counted (the page was reloaded after the investor's visit).
  await expect(row.getByRole("cell").nth(4)).toHaveText(/^Uses\s*1$/);
  await expect(row).not.toContainText("Never");
  await expectNoSeriousAxe(page, "investors screen with activity");
  await page.screenshot({ path: testInfo.outputPath("investors-1280.png"), fullPage: true });

  // Revoked: the investor's cookie stops working at once.
  await row.getByRole("button", { name: `Revoke the code of ${name}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Revoke access code" });
  await expect(dialog).toContainText(`${name} will no longer be able to open this portal`);
  await expectNoSeriousAxe(page, "revoke dialog");
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(toast(page)).toContainText("Code revoked");
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);
  const locked = await investor.get(`/api/businesses/${businessId}/investor-documents`);
  expect(locked.status()).toBe(404);
  const again = await investor.post("/api/investor-access/dayo", { data: { password: code } });
  expect(again.status()).toBe(401);
  await investor.dispose();
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("the screen is cards, keyboard usable, with no serious axe findings and no sideways scrolling", async ({
    page,
  }, testInfo) => {
    await loginAt(page, "/admin/investors?business=dayo");
    await page.getByLabel("Investor's name").fill("Card Person");
    await page.getByLabel("E-mail").fill(uniqueEmail("card"));
    // The whole form by keyboard: Enter in a field submits it.
    await page.getByLabel("E-mail").press("Enter");
    await expect(page.getByRole("region", { name: "Access code for Card Person" })).toBeVisible();
    await expect(page.getByText("Loading access codes...")).toHaveCount(0);
    const codes = page.getByRole("table", { name: "Personal access codes" });
    // Below 1024 px each row is a card: every value has its column's name beside it.
    const card = codes.getByRole("row").filter({ hasText: "Card Person" }).first();
    await expect(card.locator("span[aria-hidden=true]", { hasText: "Expires" })).toBeVisible();
    await expectNoSeriousAxe(page, "investors at 360");
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    await page.screenshot({ path: testInfo.outputPath("investors-360.png"), fullPage: true });

    // Revoke by keyboard: focus the button, Enter opens the dialog, Escape closes it and focus returns.
    const revoke = page.getByRole("button", { name: "Revoke the code of Card Person" }).first();
    await revoke.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alertdialog", { name: "Revoke access code" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(revoke).toBeFocused();
  });
});
