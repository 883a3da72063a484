// Production build: the React Router app (client + server bundles), precompressed static files,
// the Fastify server, then the per-route JavaScript report.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { formatReport, formatWidgetReport, routeSizes, widgetSizes } from "./bundle-size.mjs";
import { precompress } from "./precompress.mjs";

const run = (cmd, args) => execFileSync(cmd, args, { stdio: "inherit" });

fs.rmSync("build", { recursive: true, force: true });
fs.rmSync("dist", { recursive: true, force: true });
run("npx", ["react-router", "build"]);
const { files, savedKiB } = precompress("build/client");
console.log(`Precompressed ${files} files (brotli saves ${savedKiB.toFixed(0)} KiB).`);
run("npx", ["tsc", "-p", "tsconfig.server.json"]);
console.log(formatReport(await routeSizes("build")));
console.log(formatWidgetReport(await widgetSizes("build")));
fs.writeFileSync("build/.stamp", new Date().toISOString());
