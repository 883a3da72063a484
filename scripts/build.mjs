// Production build: the React Router app (client + server bundles), precompressed static files,
// the Fastify server, then the per-route JavaScript report. Everything is made in a folder of its
// own and moved into place when complete, so a running server keeps its files while a build runs
// (and a failed build leaves the last good one). The previous build's hashed assets are kept beside
// the new ones: its client assets, so the pages a running server has already sent still load
// theirs, and its server chunks, which a running server imports only when it first renders a page
// that needs one.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { formatReport, formatWidgetReport, routeSizes, widgetSizes } from "./bundle-size.mjs";
import { precompress } from "./precompress.mjs";

/** In build/: the file names this build made in each of ASSET_FOLDERS, the ones the next build keeps. */
export const OWN_ASSETS = ".own-assets.json";
/** Folders of hashed files: the browser's, and the SSR bundle's lazily imported chunks. */
const ASSET_FOLDERS = ["client/assets", "server/assets"];

const run = (cmd, args, env = {}) => execFileSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });

/** A fresh work folder beside the outputs (same file system, so moving it into place is a rename). */
function workFolder() {
  const dir = path.join(".building", String(process.pid));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** Puts `next` where `target` is, replacing it; between the two renames `target` is missing for microseconds only. */
export function swapIn(next, target) {
  const old = `${next}.old`;
  const had = present(target);
  if (had) fs.renameSync(target, old);
  fs.renameSync(next, target);
  if (had) fs.rmSync(old, { recursive: true, force: true });
}

/** Whether anything (a folder, a file, a symbolic link even to nothing) is at `p`. */
function present(p) {
  try {
    fs.lstatSync(p);
    return true;
  } catch {
    return false;
  }
}

function removeWork(work) {
  fs.rmSync(work, { recursive: true, force: true });
  try {
    fs.rmdirSync(path.dirname(work));
  } catch {
    // another build is using it
  }
}

/** Writes into `nextBuild` the names of the hashed files it made, before any are kept beside them. */
export function recordOwnAssets(nextBuild) {
  const own = Object.fromEntries(ASSET_FOLDERS.map((folder) => [folder, listing(path.join(nextBuild, folder))]));
  fs.writeFileSync(path.join(nextBuild, OWN_ASSETS), JSON.stringify(own));
}

function listing(dir) {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/**
 * Copies into `nextBuild` the hashed files of `previousBuild` that it lacks: those the previous
 * build made itself (its OWN_ASSETS list), so they live for two builds and never pile up.
 * Answers how many files were kept.
 */
export function keepPreviousAssets(previousBuild, nextBuild) {
  let own;
  try {
    own = JSON.parse(fs.readFileSync(path.join(previousBuild, OWN_ASSETS), "utf8"));
  } catch {
    own = {}; // a build made before the list existed: keep all it has
  }
  // A list from before server chunks were kept names the client's files alone.
  if (Array.isArray(own)) own = { "client/assets": own };
  let kept = 0;
  for (const folder of ASSET_FOLDERS) {
    const from = path.join(previousBuild, folder);
    const to = path.join(nextBuild, folder);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(to, { recursive: true });
    for (const name of own[folder] ?? fs.readdirSync(from)) {
      if (name.includes("/") || name.includes("\\") || fs.existsSync(path.join(to, name))) continue;
      if (!fs.existsSync(path.join(from, name))) continue;
      fs.copyFileSync(path.join(from, name), path.join(to, name));
      kept++;
    }
  }
  return kept;
}

/**
 * Moves the finished `nextBuild` to `target` (build/), keeping the hashed files of the build it
 * replaces: a server started from that one may still ask for them.
 */
export function installBuild(nextBuild, target) {
  recordOwnAssets(nextBuild);
  const kept = keepPreviousAssets(target, nextBuild);
  if (kept > 0)
    console.log(`Kept ${kept} asset files of the previous build for pages already sent and servers still running.`);
  fs.writeFileSync(path.join(nextBuild, ".stamp"), new Date().toISOString());
  swapIn(nextBuild, target);
}

/** The server code alone (src/server and src/shared to dist/), for the command-line scripts. */
export function buildServer() {
  const work = workFolder();
  try {
    compileServer(path.join(work, "dist"));
    swapIn(path.join(work, "dist"), "dist");
  } finally {
    removeWork(work);
  }
}

function compileServer(outDir) {
  run("npx", ["tsc", "-p", "tsconfig.server.json", "--outDir", outDir]);
  fs.writeFileSync(path.join(outDir, ".stamp"), new Date().toISOString());
}

/** The whole site: build/ (client and SSR bundles) and dist/ (the server). */
export async function buildSite() {
  const work = workFolder();
  try {
    const nextBuild = path.join(work, "build");
    // react-router.config.ts reads SITE_BUILD_DIR, so the build lands here and not in build/.
    run("npx", ["react-router", "build"], { SITE_BUILD_DIR: nextBuild });
    const { files, savedKiB } = precompress(path.join(nextBuild, "client"));
    console.log(`Precompressed ${files} files (brotli saves ${savedKiB.toFixed(0)} KiB).`);
    compileServer(path.join(work, "dist"));
    console.log(formatReport(await routeSizes(nextBuild)));
    console.log(formatWidgetReport(await widgetSizes(nextBuild)));
    swapIn(path.join(work, "dist"), "dist");
    installBuild(nextBuild, "build");
  } finally {
    removeWork(work);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildSite();
