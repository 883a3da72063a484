// nginx for `npm run cluster`: Debian's package, the shipped deploy/nginx.conf with its "deploy:"
// places filled in for loopback, and a top-level nginx.conf of our own whose pid file, temporary
// folders and logs are all in the cluster's temporary folder.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { aptCommand, aptInstall, canInstall } from "../apt.mjs";

export const NGINX = "/usr/sbin/nginx";
/** Debian's smallest nginx: it has the gzip_static and realip modules the configuration uses. */
export const NGINX_PACKAGE = "nginx-light";
export const SHIPPED_CONFIG = "deploy/nginx.conf";

/**
 * Answers the path of nginx, installing Debian's package first when it is missing and we are
 * root; otherwise throws with the command that installs it.
 */
export function ensureNginx() {
  if (fs.existsSync(NGINX)) return NGINX;
  if (!canInstall()) {
    throw new Error(`nginx is not installed (${NGINX}): install it with \`${aptCommand([NGINX_PACKAGE])}\`.`);
  }
  console.log(`[cluster] nginx is not installed: installing Debian's ${NGINX_PACKAGE}...`);
  if (!aptInstall([NGINX_PACKAGE]) || !fs.existsSync(NGINX)) {
    throw new Error(`Installing ${NGINX_PACKAGE} did not give ${NGINX}.`);
  }
  return NGINX;
}

/** Replaces the one match of `pattern` in `text`, or throws: the shipped file changed shape. */
function replaceOnce(text, pattern, replacement, what) {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`)) ?? [];
  if (matches.length !== 1) {
    throw new Error(`${SHIPPED_CONFIG}: expected exactly one ${what}, found ${matches.length}.`);
  }
  return text.replace(pattern, replacement);
}

const ACCESS_LOG = /^(\s*)access_log \S+ domu_site;$/m;
const UPSTREAMS = /(# BEGIN upstream servers\n)([\s\S]*?)(\n\s*# END upstream servers)/;
const TRUSTED =
  /(# BEGIN trusted proxies in front of nginx\n)([\s\S]*?)([ \t]*# END trusted proxies in front of nginx)/;

/**
 * The shipped configuration with its "deploy:" places filled in: the instances' ports (each with
 * the shipped `server` line's parameters), the listening address, the build folder and the
 * access log. `trustedProxies` (the benchmark's load generator) are believed about the client's
 * address, as a CDN in front of nginx would be.
 */
export function renderSite(shipped, { listen, instancePorts, root, accessLog, trustedProxies = [] }) {
  let text = shipped;
  const block = UPSTREAMS.exec(text);
  if (!block) throw new Error(`${SHIPPED_CONFIG}: the "# BEGIN upstream servers" block is missing.`);
  const sample = /^(\s*)server\s+\S+(\s[^;]*)?;/m.exec(block[2]);
  if (!sample) throw new Error(`${SHIPPED_CONFIG}: no server line between the upstream marks.`);
  const [, indent, params = ""] = sample;
  const servers = instancePorts.map((port) => `${indent}server 127.0.0.1:${port}${params};`).join("\n");
  text = text.replace(UPSTREAMS, (_m, begin, _old, end) => `${begin}${servers}${end}`);
  text = replaceOnce(text, /^(\s*)listen 80;$/m, `$1listen ${listen};`, "`listen 80;`");
  text = replaceOnce(text, /^(\s*)root \S+;$/m, (_m, i) => `${i}root ${root};`, "`root` directive");
  text = replaceOnce(text, ACCESS_LOG, (_m, i) => `${i}access_log ${accessLog} domu_site;`, "`access_log`");
  if (trustedProxies.length > 0) {
    const lines = [...trustedProxies.map((a) => `set_real_ip_from ${a};`), "real_ip_header X-Forwarded-For;"];
    text = replaceOnce(
      text,
      TRUSTED,
      (_m, begin, _old, end) => `${begin}${lines.map((l) => `    ${l}\n`).join("")}${end}`,
      "trusted-proxies block",
    );
  }
  return text;
}

/** Whether the workers must be told to run as root (see topLevelConfig). */
const runningAsRoot = () => process.getuid?.() === 0;

/**
 * The top-level nginx.conf of one run: everything nginx writes stays in `dir`, and `siteFile` is
 * included inside `http {}` as Debian's nginx.conf includes conf.d/*.conf.
 */
export function topLevelConfig({ dir, siteFile }) {
  return [
    "# Made by `npm run cluster` for one run; removed when it stops.",
    "worker_processes 1;",
    `pid ${path.join(dir, "nginx.pid")};`,
    "error_log stderr warn;",
    // As root, nginx would run its workers as `nobody`, who cannot read a checkout under /root
    // (0700). It listens on loopback only.
    ...(runningAsRoot() ? ["user root;"] : []),
    "events { worker_connections 4096; }",
    "http {",
    "    include /etc/nginx/mime.types;",
    "    default_type application/octet-stream;",
    "    sendfile on;",
    "    tcp_nopush on;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (kind) => `    ${kind}_temp_path ${path.join(dir, `${kind}-temp`)};`,
    ),
    `    include ${siteFile};`,
    "}",
    "",
  ].join("\n");
}

/** Writes the site and top-level files into `dir` and answers the top-level file's path. */
export function writeConfig(dir, site) {
  const siteFile = path.join(dir, "site.conf");
  fs.writeFileSync(siteFile, site);
  const main = path.join(dir, "nginx.conf");
  fs.writeFileSync(main, topLevelConfig({ dir, siteFile }));
  return main;
}

/** `nginx -t` on a top-level file: null when valid, else what nginx said. */
export function testConfig(nginx, mainFile) {
  const run = spawnSync(nginx, ["-t", "-q", "-p", path.dirname(mainFile), "-c", mainFile], { encoding: "utf8" });
  return run.status === 0 ? null : `${run.stderr}${run.stdout}`.trim() || `nginx -t exited with ${run.status}`;
}

/**
 * `nginx -t` on the shipped file as shipped (but for its access log, which nginx -t would create
 * under /var/log), and as `npm run cluster` renders it; throws with nginx's words when either is
 * refused.
 */
export function checkShippedConfig(nginx) {
  const shipped = fs.readFileSync(SHIPPED_CONFIG, "utf8");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "domu-nginx-check-"));
  try {
    const shippedDir = fs.mkdtempSync(path.join(dir, "shipped-"));
    const logHere = (_m, i) => `${i}access_log ${path.join(shippedDir, "access.log")} domu_site;`;
    const asShipped = testConfig(
      nginx,
      writeConfig(shippedDir, replaceOnce(shipped, ACCESS_LOG, logHere, "`access_log`")),
    );
    if (asShipped) throw new Error(`${SHIPPED_CONFIG} as shipped is refused by nginx -t:\n${asShipped}`);
    const renderedDir = fs.mkdtempSync(path.join(dir, "rendered-"));
    const rendered = renderSite(shipped, {
      listen: "127.0.0.1:8080",
      instancePorts: [40001, 40002, 40003],
      root: path.resolve("build/client"),
      accessLog: path.join(renderedDir, "access.log"),
      trustedProxies: ["127.0.0.1"],
    });
    const asRendered = testConfig(nginx, writeConfig(renderedDir, rendered));
    if (asRendered) throw new Error(`${SHIPPED_CONFIG} as npm run cluster renders it is refused:\n${asRendered}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
