// Production build: the React Router app (client + server bundles) then the Fastify server.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const run = (cmd, args) => execFileSync(cmd, args, { stdio: "inherit" });

fs.rmSync("build", { recursive: true, force: true });
fs.rmSync("dist", { recursive: true, force: true });
run("npx", ["react-router", "build"]);
run("npx", ["tsc", "-p", "tsconfig.server.json"]);
fs.writeFileSync("build/.stamp", new Date().toISOString());
