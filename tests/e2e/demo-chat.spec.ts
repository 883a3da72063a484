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
  await expect(chat.getByRole("button", { name: "Send" })).toBeDisabled();
  await expect(chat.getByText(/Plans start at \$29\/month/)).toBeVisible();
  await expect(chat.getByTestId("typing-indicator")).toBeHidden();

  await chat.getByLabel("Message").fill("Do you sell garden gnomes?");
  await chat.getByLabel("Message").press("Enter");
  await expect(chat.getByText(/contact the Domu AI team at hello@example\.com/)).toBeVisible();
});
