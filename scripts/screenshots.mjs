// Full-page screenshots of given paths at 360, 768 and 1280 px, for looking at what we build.
// Usage: node scripts/screenshots.mjs http://localhost:3000 /businesses /business/the-subs-ai
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/chromium.mjs";

const [base, ...paths] = process.argv.slice(2);
const out = process.env.SHOTS_DIR ?? "/tmp/shots";
const widths = (process.env.WIDTHS ?? "360,768,1280").split(",").map(Number);
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const p of paths) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(base + p, { waitUntil: "networkidle" });
    // Walk down the page once so lazy images load, then return to the top.
    const total = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < total; y += 500) {
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(80);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    await page.waitForLoadState("networkidle");
    if (process.env.SCROLL) await page.mouse.wheel(0, Number(process.env.SCROLL));
    await page.waitForTimeout(300);
    const file = `${out}/${p.replace(/\W+/g, "_") || "root"}-${width}.png`;
    const segment = Number(process.env.SEGMENT ?? 0);
    if (segment > 0) {
      // Tall pages in readable slices: a phone-width full page shrinks to nothing when viewed whole.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height; y += segment, i++) {
        const slice = file.replace(/\.png$/, `-${i}.png`);
        await page.screenshot({
          path: slice,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(segment, height - y) },
        });
        console.log(slice);
      }
    } else {
      await page.screenshot({ path: file, fullPage: !process.env.VIEWPORT_ONLY });
      console.log(file);
    }
    await page.close();
  }
}
await browser.close();
