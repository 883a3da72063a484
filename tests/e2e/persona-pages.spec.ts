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
    // The player comes with its sound on (the visitor pressed play); muted here only so this
    // headless browser's autoplay rules cannot stop the check.
    const mutedOnArrival = video.muted;
    video.muted = true;
    await video.play();
    // A narrated clip of 10 to 25 s whose sound track this browser decodes.
    const start = performance.now();
    const decoded = () =>
      (video as HTMLVideoElement & { webkitAudioDecodedByteCount?: number }).webkitAudioDecodedByteCount ?? 0;
    while (decoded() === 0 && performance.now() - start < 5_000) await new Promise((r) => setTimeout(r, 50));
    return { src: video.currentSrc, mutedOnArrival, duration: video.duration, audioBytes: decoded() };
  });
  expect(playable.src).toMatch(/\/media\/personas\/twin-2\.(webm|mp4)$/);
  expect(playable.mutedOnArrival).toBe(false);
  expect(playable.duration).toBeGreaterThanOrEqual(10);
  expect(playable.duration).toBeLessThanOrEqual(25);
  expect(playable.audioBytes).toBeGreaterThan(0);
  await expect(main).toHaveAttribute("controls");
  // The page says whose voice that is.
  await expect(page.locator("[data-clip-voice-note]")).toHaveText(
    "The clips are narrated by our embedded preview voice. The twins we build speak with natural ElevenLabs or OpenAI voices.",
  );

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
