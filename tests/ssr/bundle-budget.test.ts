import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { BUDGETS_KIB, routeSizes } from "../../scripts/bundle-size.mjs";

describe("JavaScript budget", () => {
  it("budgets the home page at 110 KiB gzip (issue 6)", () => {
    expect(BUDGETS_KIB).toEqual({ "routes/marketing/home": 110 });
  });

  it("keeps every budgeted route's eager JavaScript within its gzip budget", async () => {
    if (!fs.existsSync("build/server/index.js")) throw new Error("No production build: run `npm run build` first.");
    const rows = await routeSizes("build");
    const budgeted = rows.filter((r) => r.budget !== null);
    expect(budgeted.map((r) => r.id).sort()).toEqual(Object.keys(BUDGETS_KIB).sort());
    for (const r of budgeted) expect(r.kib, `${r.id}: ${r.kib.toFixed(1)} KiB`).toBeLessThanOrEqual(r.budget!);
    // The measurement is real: React and React Router alone are about 100 KiB.
    expect(rows.find((r) => r.id === "routes/marketing/home")!.kib).toBeGreaterThan(90);
  });
});
