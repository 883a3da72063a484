import { expect, test, type Page } from "./fixtures.ts";
import { waitForHydration } from "./hydrated.ts";

async function openTrialDialog(page: Page, path = "/start-trial") {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Start My Free 7 Day Trial" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Request Access" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("AI Twin 7 Day Free Trial");
  return dialog;
}

test("the trial page shows its offer, steps and FAQ at both addresses", async ({ page }) => {
  for (const path of ["/start-trial", "/book-call"]) {
    await page.goto(path);
    await expect(page.getByText("FREE 7 Day Trial", { exact: true })).toBeVisible();
    for (const step of ["Tell Us About You", "We Build Your AI", "Launch & Test"]) {
      await expect(page.getByRole("heading", { name: step })).toBeVisible();
    }
    await page.getByText("What happens after the trial?").click();
    await expect(page.getByText(/\$500 to finish setup plus \$99 per month/)).toBeVisible();
  }
});

test("a visitor signs up for the trial: Request Submitted!, then the dialog closes", async ({ page }) => {
  const dialog = await openTrialDialog(page);
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/contact-requests"));
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Ada Lovelace");
  await dialog.getByRole("textbox", { name: "Email", exact: true }).fill("ada@example.com");
  await dialog.getByLabel("Phone").fill("+1 512 555 0100");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  const res = await sent;
  expect(res.status()).toBe(201);
  expect(res.request().postDataJSON()).toMatchObject({ serviceType: "ai-twin-trial", name: "Ada Lovelace" });
  await expect(dialog.getByRole("status")).toHaveText(/Request Submitted!/);
  await expect(dialog).toBeHidden({ timeout: 4_000 });
  // Opened again, the form is empty.
  const again = await openTrialDialog(page, "/book-call");
  await expect(again.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
});

test("empty name or e-mail is caught without a request", async ({ page }) => {
  let requests = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/contact-requests")) requests++;
  });
  const dialog = await openTrialDialog(page);
  await dialog.getByRole("textbox", { name: "Email", exact: true }).fill("ada@example.com");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Name and email are required");
  expect(requests).toBe(0);
});

test("a refused request keeps the dialog open with the server's reason", async ({ page }) => {
  const dialog = await openTrialDialog(page);
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Ada");
  await dialog.getByRole("textbox", { name: "Email", exact: true }).fill("ada@not-an-address");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter a valid email address.");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Ada");
  // Escape closes it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("focus returns to the button that opened the dialog on Escape and on Close", async ({ page }) => {
  await openTrialDialog(page);
  const opener = page.getByRole("button", { name: "Start My Free 7 Day Trial" }).first();
  await page.keyboard.press("Escape");
  await expect(opener).toBeFocused();
  await opener.press("Enter");
  await page.getByRole("dialog", { name: "Request Access" }).getByRole("button", { name: "Close" }).click();
  await expect(opener).toBeFocused();
});
