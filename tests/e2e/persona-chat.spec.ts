import { expect, test, type Page } from "./fixtures.ts";
import { gotoHydrated } from "./hydrated.ts";
import { recordAudio, audioLog, removeVoiceInput } from "./voice-helpers.ts";

/** The assistants' own chats on their demo pages (public-site.md §2 persona pages, §4, §8; issue 8). */

const conversation = (page: Page, name: string) => page.getByRole("list", { name: `Conversation with ${name}` });

test("the AI twin greets 1 s after load, speaks it in her voice, and answers", async ({ page }) => {
  await recordAudio(page);
  const tts: { voiceId?: string; text?: string }[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/tts")) tts.push(r.postDataJSON() as { voiceId?: string; text?: string });
  });
  await gotoHydrated(page, "/ai-twin-demo");
  const log = conversation(page, "Maya");
  await expect(log).toContainText("Hi, I'm Maya's AI twin!", { timeout: 5_000 });
  await expect.poll(() => tts.length).toBeGreaterThan(0);
  expect(tts[0]).toMatchObject({ voiceId: "EXAVITQu4vr4xnSDxMaL" });
  expect(tts[0]!.text).toContain("Maya's AI twin");
  await expect.poll(async () => (await audioLog(page)).played, { timeout: 10_000 }).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Mute voice" }).click();
  const box = page.getByRole("textbox", { name: "Message Maya" });
  await box.fill("Do you coach online?");
  await box.press("Enter");
  await expect(log.getByRole("listitem").nth(2)).toContainText(/online/i);
});

test("the twin's chat shows the spec's bubble when the chat fails", async ({ page }) => {
  await page.route("**/api/maya-chat", (route) => route.fulfill({ status: 500, body: "" }));
  await gotoHydrated(page, "/ai-twin-demo");
  await expect(conversation(page, "Maya")).toContainText("Maya's AI twin", { timeout: 5_000 });
  await page.getByRole("button", { name: "Mute voice" }).click();
  const box = page.getByRole("textbox", { name: "Message Maya" });
  await box.fill("Hello");
  await box.press("Enter");
  await expect(conversation(page, "Maya")).toContainText(
    "Sorry, I'm having trouble connecting right now. Please try again or contact me directly at (512) 555-0142.",
  );
});

for (const { path, name, prompt, expected } of [
  {
    path: "/aurora-ai-demo",
    name: "Aurora",
    prompt: "How can Aurora help my startup?",
    expected: /reception agents/i,
  },
  {
    path: "/max-ai-demo",
    name: "Max",
    prompt: "What can Max do for my business?",
    expected: /outbound voice agent/i,
  },
] as const) {
  // Both in the bottom-right corner, where the site widget's launcher is (issue 21: one corner).
  test(`${path}: the chat floats bottom right, starts collapsed and answers the sample prompt`, async ({ page }) => {
    await gotoHydrated(page, path);
    const launcher = page.getByRole("button", { name: `Chat with ${name}`, exact: true });
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
    await expect(conversation(page, name)).toBeHidden();
    // The server-rendered launcher is replaced by the live chat's own once its code loads.
    const width = page.viewportSize()!.width;
    const edge = async () => {
      const box = await launcher.boundingBox();
      return box ? width - (box.x + box.width) : Number.POSITIVE_INFINITY;
    };
    await expect.poll(edge).toBeLessThan(40);

    await page.getByRole("button", { name: prompt }).click();
    await expect(conversation(page, name)).toBeVisible();
    await expect(conversation(page, name).getByRole("listitem").filter({ hasText: prompt })).toHaveCount(1);
    await expect(conversation(page, name)).toContainText(expected);

    // Shift+Enter adds a line in Aurora's and Max's chats; Enter sends.
    const composer = page.getByRole("textbox", { name: `Message ${name}` });
    await page.getByRole("button", { name: "Mute voice" }).click();
    await composer.fill("How long does setup take");
    await composer.press("Shift+Enter");
    await expect(composer).toHaveValue("How long does setup take\n");

    await page
      .getByRole("button", { name: `Minimise chat with ${name}` })
      .first()
      .click();
    await expect(conversation(page, name)).toBeHidden();
  });
}

test("a persona page without voice input gets its own alert", async ({ page }) => {
  await removeVoiceInput(page);
  await gotoHydrated(page, "/max-ai-demo");
  await page.getByRole("button", { name: "Launch demo" }).click();
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page.getByRole("button", { name: "Speak your message" }).click();
  await expect
    .poll(() => alerts)
    .toEqual(["Voice recognition is not supported in this browser. Please try using Chrome or Safari."]);
});
