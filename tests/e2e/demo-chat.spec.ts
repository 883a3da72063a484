import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydrated.ts";

test("the Business AI Wiz demo chat answers by keyword after a typing indicator", async ({ page }) => {
  const res = await page.goto("/rappy-customer-ai");
  expect(res?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Investor Information" })).toHaveAttribute(
    "href",
    "/investors/rappy-customer-ai",
  );

  const chat = page.getByRole("region", { name: "Business AI Wiz assistant" });
  await chat.getByLabel("Message").fill("How much does it cost?");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByTestId("typing-indicator")).toBeVisible();
  // Refuses while the reply is typed, yet keeps the focus it had (not `disabled`).
  await expect(chat.getByRole("button", { name: "Send" })).toHaveAttribute("aria-disabled", "true");
  await expect(chat.getByRole("button", { name: "Send" })).toBeFocused();
  await expect(chat.getByText(/Plans start at \$29\/month/)).toBeVisible();
  await expect(chat.getByTestId("typing-indicator")).toBeHidden();

  await chat.getByLabel("Message").fill("Do you sell garden gnomes?");
  await chat.getByLabel("Message").press("Enter");
  await expect(chat.getByText(/contact the Domu AI team at hello@example\.com/)).toBeVisible();
});

test("the demo chat's transcript is a named log and its suggestion chips are at least 44 x 44 px", async ({ page }) => {
  await page.goto("/rappy-customer-ai");
  await waitForHydration(page);
  const chat = page.getByRole("region", { name: "Business AI Wiz assistant" });
  await expect(chat.getByRole("log", { name: /^Conversation with / })).toBeVisible();
  const chips = chat.getByRole("button").filter({ hasNotText: /^$/ });
  const count = await chips.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await chips.nth(i).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
});
