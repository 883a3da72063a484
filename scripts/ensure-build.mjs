// `npm start` on a fresh clone: build once when the output is missing or older than the sources.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const STAMP = "build/.stamp";
const SOURCES = ["src", "content", "public", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const built = fs.existsSync(STAMP) && fs.existsSync("dist/server/index.js") ? fs.statSync(STAMP).mtimeMs : 0;
const sources = Math.max(...SOURCES.map(newestMtime));
if (built < sources) {
  console.log(
    built === 0 ? "No build yet: building the site once..." : "Sources changed since the last build: rebuilding...",
  );
  execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
}
