import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydrated.ts";

test("the AI twin demo switches its avatar clip with Avatar Video 1 and 2", async ({ page }) => {
  const res = await gotoHydrated(page, "/ai-twin-demo");
  expect(res?.status()).toBe(200);
  const one = page.getByRole("button", { name: "Avatar Video 1" });
  const two = page.getByRole("button", { name: "Avatar Video 2" });
  await expect(one).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("avatar-video").locator("img")).toHaveAttribute("src", "/media/personas/twin-1.webp");

  await two.click();
  await expect(two).toHaveAttribute("aria-pressed", "true");
  await expect(one).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("avatar-video").locator("img")).toHaveAttribute("src", "/media/personas/twin-2.webp");
  // The second, smaller player now holds the first clip.
  await expect(page.getByTestId("avatar-video-other").locator("img")).toHaveAttribute(
    "src",
    "/media/personas/twin-1.webp",
  );

  // Play turns the poster into the player, and the clip really plays in this browser.
  await page.getByTestId("avatar-video").click();
  const main = page.locator('video[data-testid="avatar-video"]');
  await expect(main.locator('source[type="video/mp4"]')).toHaveAttribute("src", "/media/personas/twin-2.mp4");
  await expect(main).toHaveAttribute("poster", "/media/personas/twin-2.webp");
  const playable = await main.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
    return video.currentSrc;
  });
  expect(playable).toMatch(/\/media\/personas\/twin-2\.(webm|mp4)$/);

  await expect(page.getByRole("link", { name: "Get Custom Pricing" }).first()).toHaveAttribute("href", "/#contact");
  await expect(page.getByRole("link", { name: "Learn More" }).first()).toHaveAttribute("href", "/");
});

for (const { path, name, subject } of [
  { path: "/aurora-ai-demo", name: "Aurora", subject: "Strategy call request: Aurora AI for my business" },
  { path: "/max-ai-demo", name: "Max", subject: "Strategy call request: Max AI for my business" },
]) {
  test(`${path}: Launch demo opens ${name}'s chat with the focus in its composer; the links lead on`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("link", { name: "Book Strategy Call" }).first()).toHaveAttribute(
      "href",
      `mailto:hello@example.com?subject=${encodeURIComponent(subject)}`,
    );
    await expect(page.getByRole("link", { name: "Learn More" }).first()).toHaveAttribute("href", "/");

    await page.getByRole("button", { name: "Launch demo" }).click();
    await expect(page.getByRole("textbox").last()).toBeFocused();
    await expect(page.getByRole("button", { name: `Minimise chat with ${name}` }).first()).toBeVisible();
  });
}
