import fs from "node:fs";
import { expect, test, type Page } from "./fixtures.ts";
import { seriousAxeFindings } from "./axe.ts";
import { gotoHydrated } from "./hydrated.ts";

/*
 * An investor's visit to /investor/{slug} (portal-and-admin.md §2): the gate checked by the
 * server, the documents opened and downloaded, a question to Aurora, and locking it again.
 * INVESTOR_PASSWORD comes from playwright.config.ts.
 */
const PASSWORD = "e2e-investor-password-0123";

test.describe.configure({ timeout: 90_000 });

async function unlock(page: Page, slug = "uschinastore") {
  await gotoHydrated(page, `/investor/${slug}`);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Access Investor Portal" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Investment Opportunity" })).toBeVisible();
}

test("the gate refuses a wrong password, clears the field and opens on the right one", async ({ page }) => {
  await gotoHydrated(page, "/investor/uschinastore");
  await expect(page.getByRole("heading", { level: 1, name: "Investor Access" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Investor Access" }).getByRole("link", { name: "hello@example.com" }),
  ).toHaveAttribute("href", /^mailto:hello@example\.com/);
  await expect(page.getByText("Investment Opportunity")).toHaveCount(0);
  expect(await seriousAxeFindings(page)).toEqual([]);

  const field = page.getByLabel("Password");
  // An empty password is required, not ignored: the message is on the field, which keeps focus.
  await page.getByRole("button", { name: "Access Investor Portal" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter the password.");
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill("not the password");
  await page.getByRole("button", { name: "Access Investor Portal" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect password. Please try again.");
  await expect(field).toHaveValue("");

  await field.fill(PASSWORD);
  await field.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "US China Store" })).toBeVisible();
  // The gate that held focus is gone: focus lands on the portal's heading, not on the page.
  await expect(page.getByRole("heading", { level: 1, name: "US China Store" })).toBeFocused();
  await expect(page.getByText("Investor Portal", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ready to Invest?" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Chat with Aurora" })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  // The cookie holds across a reload.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "US China Store" })).toBeVisible();
});

test("an investor views a document in a new tab and downloads another as a PDF", async ({ page }) => {
  await unlock(page);
  const [tab] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: "View Executive Summary (opens in a new tab)" }).click(),
  ]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toMatch(/^\/api\/investor-documents\/[0-9a-f-]{36}\/executive-summary\.pdf$/);
  const viewed = await page.request.get(tab.url());
  expect(viewed.headers()["content-type"]).toBe("application/pdf");
  expect(viewed.headers()["content-disposition"]).toMatch(/^inline;/);
  expect((await viewed.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await tab.close();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download PDF of Financial Model" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("US China Store - Financial Model.pdf");
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
});

test("an investor asks Aurora a sample question and she answers from the documents, citing them", async ({ page }) => {
  await unlock(page);
  await page.getByRole("button", { name: "What makes US China Store a solid investment?" }).click();
  const chat = page.getByRole("region", { name: "Chat with Aurora" });
  await expect(chat.getByText("What makes US China Store a solid investment?")).toBeVisible();
  await expect(chat.getByText(/70% markup/).first()).toBeVisible({ timeout: 20_000 });
  await expect(chat.getByText(/\(From the Executive Summary, page \d\.\)/).first()).toBeVisible();

  // Typed, with Enter, while she is still reading the last answer aloud: only a pending reply
  // holds the investor chat's send (portal-and-admin.md §2); the new message stops her.
  await expect(chat.getByRole("status", { name: "Aurora is speaking" })).toBeVisible({ timeout: 10_000 });
  const field = chat.getByRole("textbox", { name: "Message Aurora" });
  await field.fill("How will the funds be used?");
  await field.press("Enter");
  await expect(chat.getByText("How will the funds be used?")).toBeVisible();
  await expect(chat.getByText(/Financial Model, page \d/).first()).toBeVisible({ timeout: 20_000 });
});

test("?reset=true and Lock portal both lock the portal again, and its documents with it", async ({ page }) => {
  await unlock(page);
  const viewUrl = await page
    .getByRole("link", { name: "View Executive Summary (opens in a new tab)" })
    .getAttribute("href");
  expect((await page.request.get(viewUrl!)).status()).toBe(200);

  await gotoHydrated(page, "/investor/uschinastore?reset=true");
  await expect(page).toHaveURL(/\/investor\/uschinastore$/);
  await expect(page.getByRole("heading", { level: 1, name: "Investor Access" })).toBeVisible();
  expect((await page.request.get(viewUrl!)).status()).toBe(404);

  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Access Investor Portal" }).click();
  // A Lock that cannot reach the server says so, and the portal stays as it was.
  await page.route("**/api/investor-access/uschinastore", (route) =>
    route.request().method() === "DELETE" ? route.abort() : route.continue(),
  );
  await page.getByRole("button", { name: "Lock portal" }).click();
  await expect(page.getByRole("alert")).toHaveText("The portal could not be locked. Please try again.");
  await expect(page.getByRole("heading", { level: 1, name: "US China Store" })).toBeVisible();
  await page.unroute("**/api/investor-access/uschinastore");
  await page.getByRole("button", { name: "Lock portal" }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Investor Access" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Investor Access" })).toBeFocused();
  expect((await page.request.get(viewUrl!)).status()).toBe(404);
});

test("a closed portal says it is coming soon; an unknown one is not found", async ({ page }) => {
  await gotoHydrated(page, "/investor/neural-fashion");
  await expect(page.getByRole("heading", { level: 1, name: "Investor Portal Coming Soon" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  expect(await seriousAxeFindings(page)).toEqual([]);

  const res = await gotoHydrated(page, "/investor/no-such-business");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Investor Portal Not Found" })).toBeVisible();
  await expect(page.getByText("The requested investor portal could not be found.")).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});
