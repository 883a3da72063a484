// Eager JavaScript per route: what the browser must load before a page is interactive
// (entry + root + the route module and everything they import statically), gzip-compressed.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

/**
 * Issue 6: eager JavaScript on `/` at most 110 KiB gzip (issue 3 allowed 125). React DOM, React and
 * React Router alone are about 104 KiB, so the home page's sections load as islands.
 */
export const BUDGETS_KIB = { "routes/marketing/home": 110 };

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

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(formatReport(await routeSizes()));
}
