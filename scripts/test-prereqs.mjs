// First step of `npm test`: make sure the machine has what the suites need, so a bare Debian
// machine with Node, PostgreSQL and Redis passes, and a machine that cannot install stops at once
// with the command that would, instead of failing minutes later inside a browser test.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { aptCommand, aptInstall, canInstall } from "./apt.mjs";
import { NGINX, NGINX_PACKAGE } from "./cluster/nginx.mjs";

const MIN_NODE = [20, 19];
const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * What to do, from what the machine has: packages to install (when allowed), a sentence to stop
 * with (when not), and notices about suites that will be skipped.
 */
export function planPrereqs({
  nodeVersion,
  chromiumPath,
  hasChromium,
  hasJava,
  hasPdftotext,
  hasNginx,
  canInstall,
  env,
}) {
  const notices = [];
  const [major, minor] = nodeVersion.split(".").map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
    return {
      install: [],
      notices,
      stop: `Node ${nodeVersion} is too old: the site needs Node ${MIN_NODE.join(".")} or newer.`,
    };
  }

  const missing = [];
  if (!hasChromium)
    missing.push({
      what: `Chromium for the browser tests (${chromiumPath})`,
      packages: ["chromium", "fonts-dejavu-core"],
    });
  if (!hasJava) missing.push({ what: "Java for the HTML check", packages: ["default-jre-headless"] });
  // The investor PDF suites read the text of the PDFs the server makes (stamps, pages, figures).
  if (!hasPdftotext) missing.push({ what: "pdftotext for the PDF checks", packages: ["poppler-utils"] });
  // The cluster test runs `npm run cluster`: app instances behind Debian's nginx.
  if (!hasNginx) missing.push({ what: `nginx for the cluster test (${NGINX})`, packages: [NGINX_PACKAGE] });
  const packages = missing.flatMap((m) => m.packages);

  let stop = null;
  if (!hasChromium && chromiumPath !== DEBIAN_CHROMIUM) {
    // Installing Debian's package would not put a browser where CHROMIUM_PATH points.
    stop = `No Chromium at CHROMIUM_PATH=${chromiumPath}: point it at a Chromium, or unset it and run \`${aptCommand(["chromium", "fonts-dejavu-core"])}\`.`;
  } else if (missing.length > 0 && !canInstall) {
    const verb = missing.length > 1 ? "are" : "is";
    stop = `${missing.map((m) => m.what).join(" and ")} ${verb} missing: install with \`${aptCommand(packages)}\`.`;
  }

  if (!env.TEST_DATABASE_URL) {
    notices.push(
      "Skipping the PostgreSQL runs: TEST_DATABASE_URL is not set (to run them: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test).",
    );
  }
  if (!env.TEST_REDIS_URL) {
    notices.push(
      "Skipping the Redis runs: TEST_REDIS_URL is not set (to run them: TEST_REDIS_URL=redis://127.0.0.1:6379 npm test).",
    );
  }
  return { install: stop ? [] : packages, notices, stop };
}

function commandExists(cmd, args) {
  return spawnSync(cmd, args, { stdio: "ignore" }).status === 0;
}

function main() {
  const chromiumPath = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;
  const plan = planPrereqs({
    nodeVersion: process.versions.node,
    chromiumPath,
    hasChromium: fs.existsSync(chromiumPath),
    hasJava: commandExists("java", ["-version"]),
    hasPdftotext: commandExists("pdftotext", ["-v"]),
    hasNginx: fs.existsSync(NGINX),
    canInstall: canInstall(),
    env: process.env,
  });
  if (plan.stop) {
    console.error(plan.stop);
    process.exit(1);
  }
  if (plan.install.length > 0) {
    console.log(`Installing what the tests need: ${plan.install.join(" ")}`);
    if (!aptInstall(plan.install)) process.exit(1);
  }
  for (const notice of plan.notices) console.log(notice);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
