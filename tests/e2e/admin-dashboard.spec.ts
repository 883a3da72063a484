import { expect, test } from "./fixtures.ts";
import { expectNoSeriousAxe, loginAt, uniqueEmail, visitor } from "./admin-helpers.ts";

/*
 * The dashboard's last 30 days against the real server: the charts are drawn, each has its table
 * with the same numbers, today's arrivals are counted, and a question the assistant could not
 * answer is listed with its persona.
 */

test("the dashboard draws its charts with their tables and lists what the assistant could not answer", async ({
  page,
  request,
}) => {
  await visitor.lead(request, { name: "Chart Reader", email: uniqueEmail("chart"), serviceType: "contact" });
  const asked = await request.post("/api/aurora/chat", {
    data: { message: "How many employees does the company have?" },
  });
  expect(asked.status()).toBe(200);
  expect(((await asked.json()) as { text: string }).text).toMatch(/^I don't have that in what I know/);

  await loginAt(page);
  const charts = page.locator("svg[data-chart]");
  await expect(charts).toHaveCount(3);
  for (const chart of await charts.all()) {
    await expect(chart).toHaveAttribute("aria-hidden", "true");
    await expect(chart.locator("rect")).toHaveCount(30);
  }

  // The Leads chart's table: thirty days, today's row counting the lead just sent.
  const leadsCard = page.locator("figure", { has: page.locator('svg[data-chart="Leads"]') });
  const table = leadsCard.getByRole("table", { name: /^Leads per day, / });
  await expect(table).toBeHidden();
  await leadsCard.getByText("Show as table").click();
  await expect(table).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(30);
  await expect(table.locator("tbody tr").last().locator("td")).toHaveText(/^[1-9]\d*$/);
  await expect(
    page.getByRole("table", { name: "Leads by service" }).getByRole("row", { name: /^CONTACT \d+$/ }),
  ).toBeVisible();

  const unanswered = page.getByRole("region", { name: "Questions the assistant could not answer" });
  await expect(unanswered).toContainText("“How many employees does the company have?”");
  await expect(unanswered).toContainText("Aurora ·");
  await unanswered
    .getByRole("button", { name: /View the conversation: How many employees/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Conversation with Aurora" });
  await expect(dialog).toContainText("I don't have that in what I know");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await expectNoSeriousAxe(page, "dashboard with its charts");
  for (const width of [360, 768]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
  }
});
