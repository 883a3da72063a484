import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axeSource = createRequire(import.meta.url)("axe-core").source as string;

/** axe-core's serious and critical findings on the page as it is now, one line each. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  // Through the debugging protocol, outside the page's Content-Security-Policy.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type V = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: V[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
