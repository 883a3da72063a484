import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydrated.ts";

test("a reader filters, opens a post, sees its meta, and leaving restores the title", async ({ page }) => {
  await page.goto("/blog");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Technology" }).click();
  await expect(page).toHaveURL(/category=technology/);
  await expect(page.getByRole("link", { name: /^Read More/ })).toHaveCount(1);
  await page.getByRole("link", { name: "All", exact: true }).click();
  await expect(page.getByRole("link", { name: /^Read More/ })).toHaveCount(4);

  await page.getByRole("link", { name: /Read More\s?: AI Twins vs\. Chatbots/ }).click();
  await expect(page).toHaveURL(/\/blog\/post\/ai-twins-vs-chatbots$/);
  await expect(page).toHaveTitle("AI Twins vs. Chatbots: What's the Difference and Which Do You Need? | Domu AI");
  await expect(page.locator('meta[name="author"]')).toHaveAttribute("content", "Marcus Reed");
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

  await page.getByRole("link", { name: "Back to Blog" }).first().click();
  await expect(page).toHaveTitle("Blog | Domu AI");
  await expect(page.locator('meta[name="author"]')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test("Subscribe for Updates stores the address and confirms", async ({ page }) => {
  await page.goto("/blog");
  await waitForHydration(page);
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/leads"));
  await page.getByRole("textbox", { name: "Email address" }).fill("reader@example.com");
  await page.getByRole("button", { name: "Subscribe for Updates" }).click();
  const res = await sent;
  expect(res.status()).toBe(201);
  // With the page it was sent from, for the console's dashboard.
  expect(res.request().postDataJSON()).toEqual({
    email: "reader@example.com",
    serviceType: "blog-updates",
    page: "/blog",
  });
  await expect(page.getByRole("status")).toContainText("You're subscribed.");
});

test("a category with a published post lists it", async ({ page }) => {
  await page.goto("/blog/category/case-studies");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Studies");
  await expect(page.getByRole("heading", { name: "Coming Soon" })).toHaveCount(0);
  await page
    .getByRole("link", { name: /case study/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/post\/maya-ai-twin-case-study$/);
});

for (const width of [768, 1280]) {
  test(`a category's only post is featured across the whole row at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/blog/category/case-studies");
    const list = page.getByRole("region", { name: "Published in Case Studies" }).getByRole("list");
    const cards = list.getByRole("listitem");
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByText("Featured", { exact: true })).toBeVisible();
    await expect(cards.first()).toContainText("6 min read");
    const row = (await list.boundingBox())!;
    const card = (await cards.first().boundingBox())!;
    expect(Math.round(card.width)).toBe(Math.round(row.width));
  });
}

test("an empty category page offers the way back to posts", async ({ page }) => {
  await page.goto("/blog/category/success-stories");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Success Stories");
  await expect(page.getByRole("heading", { name: "Coming Soon" })).toBeVisible();
  await page.getByRole("link", { name: "Browse Available Posts" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("an unknown post shows Blog Post Not Found with status 404", async ({ page }) => {
  const res = await page.goto("/blog/post/not-written-yet");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Blog Post Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
