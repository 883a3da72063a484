import fs from "node:fs";
import { expect, test, type Page } from "./fixtures.ts";
import { expectNoSeriousAxe, loginAt, uniqueEmail, visitor } from "./admin-helpers.ts";

/* /admin/contact-requests against the real server: status changes, search, filters, export. */

const toast = (page: Page) => page.getByRole("region", { name: "Notifications" });

test("a request's status is changed from its dropdown, disabled while saving, and kept", async ({ page, request }) => {
  const email = uniqueEmail("status");
  await visitor.contactRequest(request, {
    name: "Stat Us",
    email,
    company: "Status Corp",
    phone: "+1 512 555 0142",
    message: "Call me about Max.",
    serviceType: "max-ai",
  });
  await loginAt(page, `/admin/contact-requests?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Requests" })).toBeVisible();
  await expect(page.getByText(/^Total: 1 requests?$/)).toBeVisible();
  const table = page.getByRole("table", { name: "Contact requests" });
  const row = table.getByRole("row").nth(1);
  await expect(row).toContainText("Stat Us");
  await expect(row).toContainText("Status Corp");
  await expect(row).toContainText("+1 512 555 0142");
  await expect(row.getByText("MAX AI", { exact: true })).toBeVisible();
  await expect(row.locator("[data-status]")).toHaveText("New");
  await expect(row).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2}/);

  // The save is held back a moment so the dropdown can be seen disabled.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/admin/contact-requests/*/status", async (route) => {
    await held;
    await route.continue();
  });
  const select = page.getByRole("combobox", { name: "Status of the request from Stat Us" });
  const listed = page.waitForRequest((r) => r.url().includes("/api/admin/contact-requests?") && r.method() === "GET");
  await select.focus();
  await select.selectOption("contacted");
  await expect(select).toBeDisabled();
  release();
  await expect(select).toBeEnabled();
  await listed;
  await expect(row.locator("[data-status]")).toHaveText("Contacted");
  // The keyboard user is still on the dropdown they changed (WCAG 2.4.3).
  await expect(select).toBeFocused();
  await page.unroute("**/api/admin/contact-requests/*/status");

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status of the request from Stat Us" })).toHaveValue("contacted");
  // "Contacted", the longest status, is shown whole inside the dropdown at a phone's width and a desktop's.
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const { text, room } = await page
      .getByRole("combobox", { name: "Status of the request from Stat Us" })
      .evaluate((el: HTMLSelectElement) => {
        const cs = getComputedStyle(el);
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const padding = parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight);
        return { text: ctx.measureText(el.selectedOptions[0]!.text).width, room: el.clientWidth - padding };
      });
    expect(text, `at ${width} px`).toBeGreaterThan(40);
    expect(text, `at ${width} px`).toBeLessThanOrEqual(room);
  }
  await page.getByRole("combobox", { name: "Status of the request from Stat Us" }).selectOption("closed");
  await expect(page.getByRole("table", { name: "Contact requests" }).locator("[data-status]")).toHaveText("Closed");
});

test("a failed status change says so", async ({ page, request }) => {
  const email = uniqueEmail("status-fail");
  await visitor.contactRequest(request, { name: "Fail Ure", email, serviceType: "ai-twin" });
  await loginAt(page, `/admin/contact-requests?q=${encodeURIComponent(email)}`);
  await page.route("**/api/admin/contact-requests/*/status", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Try later." }) }),
  );
  const select = page.getByRole("combobox", { name: "Status of the request from Fail Ure" });
  await select.selectOption("closed");
  await expect(toast(page)).toContainText("Status not changed");
  await expect(select).toHaveValue("new");
});

test("requests are searched, filtered by status and service, and exported as shown", async ({ page, request }) => {
  const tag = `crf${Date.now()}`;
  const twin = `${tag}-twin@example.com`;
  const aurora = `${tag}-aurora@example.com`;
  await visitor.contactRequest(request, {
    name: "Twin Person",
    email: twin,
    company: `${tag} Ltd`,
    serviceType: "ai-twin",
  });
  await visitor.contactRequest(request, { name: "Aurora Person", email: aurora, serviceType: "aurora-ai" });
  await loginAt(page, "/admin/contact-requests");

  await page.getByRole("searchbox", { name: "Search" }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const table = page.getByRole("table", { name: "Contact requests" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(page.getByText("Total: 2 requests")).toBeVisible();

  await page.getByRole("combobox", { name: "Service" }).selectOption("ai-twin");
  await expect(page).toHaveURL(/service=ai-twin/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(twin);
  await expectNoSeriousAxe(page, "contact requests");

  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("closed");
  await expect(page).toHaveURL(/status=closed/);
  await expect(page.getByText("No contact requests match these filters.")).toBeVisible();
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("new");
  await expect(table.getByRole("row")).toHaveCount(2);

  const exportLink = page.getByRole("link", { name: "Export CSV" });
  const href = new URL((await exportLink.getAttribute("href"))!, "http://x");
  expect(href.pathname).toBe("/api/admin/contact-requests/export.csv");
  expect(Object.fromEntries(href.searchParams)).toMatchObject({ q: tag, service: "ai-twin", status: "new" });
  const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv).toContain(twin);
  expect(csv).toContain(`${tag} Ltd`);
  expect(csv).not.toContain(aurora);
});
