import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { BUDGETS_KIB, routeSizes, WIDGET_BUDGETS_KIB, widgetSizes } from "../../scripts/bundle-size.mjs";

describe("JavaScript budget", () => {
  it("budgets the home page at 110 KiB gzip (issue 6, and again since issue 21)", () => {
    expect(BUDGETS_KIB).toEqual({ "routes/marketing/home": 110 });
    expect(WIDGET_BUDGETS_KIB).toEqual({ launcher: 2, panel: 30 });
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

  it("keeps the widget launcher's own code within 2 KiB and the panel chunk within 30 KiB gzip", async () => {
    const { launcher, panel } = await widgetSizes("build");
    expect(launcher).toBeLessThanOrEqual(2);
    expect(panel).toBeLessThanOrEqual(30);
    // Both are measured, not empty: the launcher has its button and the panel its frame.
    expect(launcher).toBeGreaterThan(0.2);
    expect(panel).toBeGreaterThan(0.3);
  });

  it("keeps Vite's preload helper out of every page's eager JavaScript (it preloads nothing here)", async () => {
    const { assets } = (await import(`${process.cwd()}/build/server/index.js`)) as {
      assets: { entry: { module: string; imports?: string[] }; routes: Record<string, { imports?: string[] }> };
    };
    const files = [assets.entry.module, ...(assets.entry.imports ?? []), ...(assets.routes.root?.imports ?? [])];
    const eager = files.map((f) => fs.readFileSync(`build/client${f}`, "utf8")).join("\n");
    // The event the helper dispatches when a lazy chunk fails to load.
    expect(eager).not.toContain("vite:preloadError");
    expect(eager).toContain("import(");
  });

  it("keeps the home demo's chat code out of the home page's eager JavaScript", async () => {
    const { assets } = (await import(`${process.cwd()}/build/server/index.js`)) as {
      assets: {
        entry: { module: string; imports?: string[] };
        routes: Record<string, { module: string; imports?: string[] }>;
      };
    };
    const home = assets.routes["routes/marketing/home"];
    const root = assets.routes.root;
    if (!home || !root) throw new Error("The build has no home or root route.");
    const files = [assets.entry, root, home].flatMap((m) => [m.module, ...(m.imports ?? [])]);
    const eager = files.map((f) => fs.readFileSync(`build/client${f}`, "utf8")).join("\n");
    // What only the live chat contains: its stream reader and the TTS endpoint.
    expect(eager).not.toContain("text/event-stream");
    expect(eager).not.toContain("/api/aurora/tts");
    expect(eager).toContain("site-widget-launcher");
    // The widget's panel is fetched on the launcher's click, and the live chat when a visitor
    // reaches or uses it: on every page but the widget's own chat page, neither is eager.
    for (const [id, route] of Object.entries(assets.routes)) {
      if (id === "routes/widget/sales-twin-chat") continue;
      const own = [route.module, ...(route.imports ?? [])];
      expect(
        own.filter((f) => /widget-panel/.test(f)),
        id,
      ).toEqual([]);
      const code = own.map((f) => fs.readFileSync(`build/client${f}`, "utf8")).join("\n");
      expect(code.includes("text/event-stream"), `${id} loads the chat's code eagerly`).toBe(false);
    }
  });
});
