import type { Page, Response } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it (root.tsx sets `data-hydrated` on <html>),
 * so a click can never land before the handlers exist.
 */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
