import { expect, test, type Page } from "./fixtures.ts";
import { waitForHydration } from "./hydrated.ts";

/** The floating chat widget on the public pages (public-site.md §2; issue 8). */

const frameOf = (page: Page) => page.frameLocator('iframe[title="Chat with Aurora"]');
const conversation = (page: Page) => frameOf(page).getByRole("list", { name: "Conversation with Aurora" });

async function openWidget(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Chat with Aurora" }).click();
  await expect(page.getByRole("dialog", { name: "Chat with Aurora" })).toBeVisible();
  await expect(conversation(page)).toContainText("Hi, I'm Aurora", { timeout: 10_000 });
  // The greeting is spoken and send waits while she speaks: mute her to type at once.
  await frameOf(page).getByRole("button", { name: "Mute voice" }).click();
}

test("the launcher is server-rendered and pulses from 3 s", async ({ page, request }) => {
  const html = await (await request.get("/blog")).text();
  expect(html).toMatch(/<button[^>]*class="[^"]*\bsite-widget-launcher\b[^"]*"[^>]*aria-label="Chat with Aurora"/);
  await page.goto("/blog");
  const launcher = page.locator(".site-widget-launcher");
  const animation = await launcher.evaluate((el) => {
    const s = getComputedStyle(el);
    return { name: s.animationName, delay: s.animationDelay };
  });
  expect(animation).toEqual({ name: "widget-pulse", delay: "3s" });
});

test("the widget opens, talks, survives a reload and a navigation, and closes on closeWidget", async ({ page }) => {
  await openWidget(page, "/blog");
  const box = frameOf(page).getByRole("textbox", { name: "Message Aurora" });
  await box.fill("What does the Website Reception Agent cost?");
  await box.press("Enter");
  await expect(conversation(page)).toContainText("$3,000");

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("dialog", { name: "Chat with Aurora" })).toBeVisible();
  await expect(conversation(page)).toContainText("What does the Website Reception Agent cost?");
  await expect(conversation(page)).toContainText("$3,000");

  await page.goto("/terms");
  await waitForHydration(page);
  await expect(conversation(page)).toContainText("$3,000");

  // A message from anywhere but the widget's own frame is ignored.
  await page.evaluate(() => window.postMessage({ action: "closeWidget" }, "*"));
  await page.waitForTimeout(300);
  await expect(page.getByRole("dialog", { name: "Chat with Aurora" })).toBeVisible();

  await frameOf(page).getByRole("button", { name: "Close chat" }).click();
  await expect(page.getByRole("dialog", { name: "Chat with Aurora" })).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("dialog", { name: "Chat with Aurora" })).toHaveCount(0);
});

test("the frame's chat page is bare, noindex and framable only by the site", async ({ request }) => {
  const res = await request.get("/widget/domu-sales-twin/chat");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).not.toContain("site-header");
  expect(html).not.toContain("<footer");
  expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(res.headers()["x-frame-options"]).toBe("SAMEORIGIN");
});

test("no widget on the widget's own page or the assistants' demo pages", async ({ page }) => {
  for (const path of ["/widget/domu-sales-twin/chat", "/aurora-ai-demo", "/max-ai-demo", "/ai-twin-demo"]) {
    await page.goto(path);
    await expect(page.locator(".site-widget-launcher"), path).toHaveCount(0);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the panel is full screen with one header and one close button", async ({ page }) => {
    await openWidget(page, "/");
    const panel = page.getByRole("dialog", { name: "Chat with Aurora" });
    const box = await panel.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    // The chat's own header only: its free 7-day trial label (public-site.md §9) and its Close.
    await expect(panel.getByRole("button", { name: /close/i })).toHaveCount(0);
    const chat = frameOf(page);
    await expect(chat.getByText("Free 7-day trial", { exact: false })).toBeVisible();
    await expect(chat.getByRole("button", { name: /close/i })).toHaveCount(1);
    await chat.getByRole("button", { name: "Close chat" }).click();
    await expect(panel).toHaveCount(0);
  });
});
