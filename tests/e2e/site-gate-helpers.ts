import { expect, type Page } from "@playwright/test";

/** The test server's site password and invitation codes (playwright.config.ts). */
export const E2E_SITE_PASSWORD = "e2e-site-password-0123";
export const E2E_INVITE_CODES = ["E2E-INVITE-ONE", "E2E-INVITE-TWO"];

/** Passes the site gate through its API: the browser context then holds the gate's cookie. */
export async function passSiteGate(page: Page): Promise<void> {
  const res = await page.request.post("/api/site-access", { data: { password: E2E_SITE_PASSWORD } });
  expect(res.status()).toBe(204);
}
