// Eager JavaScript per route: what the browser must load before a page is interactive
// (entry + root + the route module and everything they import statically), gzip-compressed.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

/**
 * Eager JavaScript on `/` at most 110 KiB gzip (issue 6). Issue 8's site widget launcher had
 * raised it to 112 for a while; issue 21 brought it back to 110 without moving the launcher, by
 * taking Vite's preload helper and the lazy code Rollup had merged into eager chunks off every
 * page (vite.config.ts, decision 025). React DOM, React and React Router alone are about 100 KiB
 * and the site's shell (header, footer, launcher, Request Access provider) about 5 more, so the
 * home page's sections load as islands and the #demo chat loads when the visitor reaches it.
 */
export const BUDGETS_KIB = { "routes/marketing/home": 110 };

/** Issue 8: the widget launcher's own code in the eager bundle, and the panel chunk it loads on click. */
export const WIDGET_BUDGETS_KIB = { launcher: 2, panel: 30 };

const LAUNCHER = "src/app/features/site-widget/widget-launcher.tsx";

/**
 * The launcher's own code, minified and gzipped the way the build does, without React (shared by
 * every page) and without the panel (loaded on click); and the panel's chunk from the build.
 */
export async function widgetSizes(buildDir = "build") {
  const esbuild = await import("esbuild");
  const out = await esbuild.build({
    entryPoints: [LAUNCHER],
    bundle: true,
    minify: true,
    format: "esm",
    jsx: "automatic",
    target: "es2022",
    write: false,
    external: ["react", "react/jsx-runtime", "./widget-panel.tsx"],
  });
  const launcher = zlib.gzipSync(out.outputFiles[0].contents, { level: 9 }).length / 1024;
  // The chunk this build's own modules import: assets/ also holds the previous build's (scripts/build.mjs).
  const clientDir = path.resolve(buildDir, "client");
  const panels = new Set();
  for (const file of await builtModules(buildDir)) {
    for (const m of fs.readFileSync(path.join(clientDir, file), "utf8").matchAll(/widget-panel-[\w-]+\.js/g))
      panels.add(m[0]);
  }
  if (panels.size !== 1) throw new Error(`expected one widget-panel chunk in the build, found ${panels.size}`);
  const [name] = panels;
  const panel = zlib.gzipSync(fs.readFileSync(path.join(clientDir, "assets", name)), { level: 9 }).length / 1024;
  return { launcher, panel };
}

/** The client modules of a build, from its server bundle's manifest (entry, routes and their imports). */
async function builtModules(buildDir) {
  const { assets } = await import(pathToFileURL(path.resolve(buildDir, "server", "index.js")).href);
  const files = new Set();
  for (const m of [assets.entry, ...Object.values(assets.routes)]) {
    if (!m) continue;
    files.add(m.module);
    for (const i of m.imports ?? []) files.add(i);
  }
  return files;
}

export async function routeSizes(buildDir = "build") {
  const { assets } = await import(pathToFileURL(path.resolve(buildDir, "server", "index.js")).href);
  const clientDir = path.resolve(buildDir, "client");
  const cache = new Map();
  const gz = (url) => {
    if (!cache.has(url)) cache.set(url, zlib.gzipSync(fs.readFileSync(path.join(clientDir, url)), { level: 9 }).length);
    return cache.get(url);
  };
  const filesOf = (m) => (m ? [m.module, ...(m.imports ?? [])] : []);
  const base = [...filesOf(assets.entry), ...filesOf(assets.routes.root)];
  const rows = [];
  for (const [id, route] of Object.entries(assets.routes)) {
    if (id === "root" || !route.hasDefaultExport) continue;
    const files = new Set([...base, ...filesOf(route)]);
    const bytes = [...files].reduce((sum, f) => sum + gz(f), 0);
    rows.push({ id, kib: bytes / 1024, budget: BUDGETS_KIB[id] ?? null });
  }
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}

export function formatReport(rows) {
  const lines = rows.map(
    (r) => `  ${r.id.padEnd(36)} ${r.kib.toFixed(1).padStart(7)} KiB${r.budget ? `  ${budgetNote(r)}` : ""}`,
  );
  return ["Eager JavaScript per route (gzip):", ...lines].join("\n");
}

function budgetNote(r) {
  const room = r.budget - r.kib;
  return room >= 0
    ? `of ${r.budget} KiB, ${room.toFixed(1)} KiB headroom`
    : `of ${r.budget} KiB, OVER by ${(-room).toFixed(1)} KiB`;
}

export function formatWidgetReport({ launcher, panel }) {
  return [
    "Site widget (gzip):",
    `  launcher's own code                ${launcher.toFixed(2).padStart(7)} KiB  of ${WIDGET_BUDGETS_KIB.launcher} KiB`,
    `  panel chunk (loaded on click)      ${panel.toFixed(2).padStart(7)} KiB  of ${WIDGET_BUDGETS_KIB.panel} KiB`,
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(formatReport(await routeSizes()));
  console.log(formatWidgetReport(await widgetSizes()));
}
