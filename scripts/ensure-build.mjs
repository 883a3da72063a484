// Builds what is missing or older than its sources, and only that. `npm start` needs the site
// (build/ and dist/); the command-line scripts (`db:seed`, `admin`, `investor`) need only the
// server code in dist/. Nothing under content/ is compiled into either (the server and the
// scripts read it when they run), so editing content rebuilds nothing.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildServer, buildSite } from "./build.mjs";

export const TARGETS = {
  site: {
    stamps: ["build/.stamp"],
    outputs: ["build/server/index.js", "dist/server/index.js"],
    sources: ["src", "public", "package.json", "vite.config.ts", "react-router.config.ts", "tsconfig.server.json"],
  },
  server: {
    // A site build compiles dist/ too, and builds before dist/.stamp existed stamped only build/.
    stamps: ["dist/.stamp", "build/.stamp"],
    outputs: ["dist/server/index.js"],
    sources: ["src/server", "src/shared", "package.json", "tsconfig.json", "tsconfig.server.json"],
  },
};

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** "missing", "stale" or "fresh": what the `target` output in folder `root` is against its sources. */
export function buildState(target, root = ".") {
  const t = TARGETS[target];
  if (!t) throw new Error(`Unknown build target "${target}": use ${Object.keys(TARGETS).join(" or ")}.`);
  const at = (p) => path.join(root, p);
  const stamps = t.stamps.filter((s) => fs.existsSync(at(s)));
  if (stamps.length === 0 || !t.outputs.every((o) => fs.existsSync(at(o)))) return "missing";
  const built = Math.max(...stamps.map((s) => fs.statSync(at(s)).mtimeMs));
  return built < Math.max(...t.sources.map((s) => newestMtime(at(s)))) ? "stale" : "fresh";
}

export async function ensureBuild(target = "site") {
  const state = buildState(target);
  if (state === "fresh") return;
  if (target === "server") {
    console.log(
      state === "missing"
        ? "No server build yet: compiling the server code to dist/..."
        : "Server code changed since the last build: compiling it to dist/ (build/ is left as it is)...",
    );
    buildServer();
    return;
  }
  console.log(
    state === "missing"
      ? "No build yet: building the site once..."
      : "Sources changed since the last build: rebuilding...",
  );
  await buildSite();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    await ensureBuild(process.argv[2]);
  } catch (err) {
    // The compiler has printed what is wrong; say which step it was.
    console.error(`The build failed: ${err instanceof Error ? err.message.split("\n")[0] : err}`);
    process.exit(1);
  }
}
