import { createRequire } from "node:module";
import { expect, test } from "./fixtures.ts";

const axeSource = createRequire(import.meta.url)("axe-core").source as string;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const PAGES = [
  "/",
  "/businesses",
  "/business/the-subs-ai",
  "/herb-core",
  "/urme",
  "/business/unknown-one",
  "/nope",
  "/blog",
  "/blog/post/ai-twins-vs-chatbots",
  "/blog/case-studies",
  "/blog/post/nope",
  "/start-trial",
  "/rappy-customer-ai",
  "/services/ai-reception-agents",
  "/terms",
  "/privacy",
  "/ai-twin-demo",
  "/aurora-ai-demo",
  "/widget/aurora",
  "/max-ai-demo",
  "/widget/max",
  "/widget/domu-sales-twin/chat",
];

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        // Evaluated by the browser's debugging protocol, outside the page's Content-Security-Policy:
        // a <script> added to the page would be an inline script without the page's nonce.
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }
          ).axe;
          return (await axe.run(document)).violations;
        });
        const bad = violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
        expect(bad).toEqual([]);
      });
    }
  });
}
