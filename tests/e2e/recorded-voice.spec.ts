import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydrated.ts";
import { FAKE_MICROPHONE, removeSpeechRecognition } from "./voice-helpers.ts";

/*
 * Browsers without speech recognition (Firefox) record the utterance and the server transcribes
 * it (POST /api/stt, issue 8). The transcription service itself is tested against a stub in
 * tests/api/speech-stt.test.ts; here the browser side: it records from a (fake) microphone,
 * sends real audio, and the transcript becomes the message.
 */

test.use(FAKE_MICROPHONE);

test("without speech recognition the mic records, the server transcribes, the transcript is sent", async ({ page }) => {
  await removeSpeechRecognition(page);
  await page.route("**/api/speech/config", (route) =>
    route.fulfill({ contentType: "application/json", body: '{"stt":true}' }),
  );
  const uploads: { type: string; size: number }[] = [];
  await page.route("**/api/stt", async (route) => {
    const req = route.request();
    uploads.push({ type: req.headers()["content-type"] ?? "", size: req.postDataBuffer()?.length ?? 0 });
    await route.fulfill({
      contentType: "application/json",
      body: '{"text":"What does the Inbound Voice Agent cost?"}',
    });
  });

  await page.goto("/#demo");
  await waitForHydration(page);
  const chat = page.locator("#demo").getByRole("region", { name: "Chat with Aurora" });
  const log = chat.getByRole("list", { name: "Conversation with Aurora" });
  await expect(log).toContainText("Hi, I'm Aurora", { timeout: 10_000 });
  await chat.getByRole("button", { name: "Mute voice" }).click();

  await chat.getByRole("button", { name: "Speak your message" }).click();
  const stop = chat.getByRole("button", { name: "Stop listening" });
  await expect(stop).toHaveAttribute("aria-pressed", "true");
  await expect(chat).toContainText("Listening…");
  await page.waitForTimeout(1_200);
  await stop.click();

  await expect(log.getByRole("listitem").nth(1)).toContainText("What does the Inbound Voice Agent cost?");
  await expect(log.getByRole("listitem").nth(2)).toContainText("$2,500");
  expect(uploads).toHaveLength(1);
  expect(uploads[0]!.type).toMatch(/^audio\/(webm|ogg|mp4)/);
  expect(uploads[0]!.size).toBeGreaterThan(1_000);
});
