// The processes `npm run cluster` starts: each one's output prefixed with its name, its exit
// awaited, and readiness read from its own HTTP answers.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

/** A free TCP port on 127.0.0.1, as the OS hands it out. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether `port` on 127.0.0.1 can be listened on now. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** Writes every line `stream` gives to stdout with `prefix` before it. */
function prefixLines(stream, prefix) {
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop();
    for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
  });
  stream.on("end", () => {
    if (rest) process.stdout.write(`${prefix}${rest}\n`);
  });
}

/**
 * Starts `command` with its output prefixed by `[name] `; `exited` resolves with
 * `{ code, signal }` once it has ended.
 */
export function startChild(name, command, args, env) {
  const proc = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  prefixLines(proc.stdout, `[${name}] `);
  prefixLines(proc.stderr, `[${name}] `);
  const exited = new Promise((resolve) => {
    proc.once("error", (err) => {
      console.error(`[cluster] could not start ${name}: ${err.message}`);
      resolve({ code: 127, signal: null });
    });
    proc.once("exit", (code, signal) => resolve({ code, signal }));
  });
  return { name, proc, exited, running: () => proc.exitCode === null && proc.signalCode === null };
}

/**
 * The status of GET `url` (0 when nothing answered within a second). Readiness is `/readyz`
 * (database and Redis reachable); a server without it (404) is asked `/healthz` instead.
 */
async function statusOf(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1_000), headers: { connection: "close" } });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Servers that answered /readyz 404 (built before it existed): asked /healthz from then on. */
const withoutReadyz = new Set();

export async function isReady(base) {
  if (!withoutReadyz.has(base)) {
    const ready = await statusOf(`${base}/readyz`);
    if (ready !== 404) return ready === 200;
    withoutReadyz.add(base);
  }
  return (await statusOf(`${base}/healthz`)) === 200;
}

/**
 * Waits until `base` is ready. Throws when `child` exits first or `limitMs` passes, or when
 * `stopped()` says the cluster is stopping.
 */
export async function waitReady(child, base, limitMs, stopped = () => false) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (stopped()) throw new Error("stopping");
    if (!child.running()) throw new Error(`${child.name} exited before it was ready`);
    if (await isReady(base)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${child.name} was not ready at ${base} within ${Math.round(limitMs / 1000)} s`);
}

/** The PIDs of `pid`'s children (nginx's workers), from /proc. */
export function childPids(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Whether a process with this PID exists (and is not a zombie). */
export function pidAlive(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return !/^\d+ \(.*\) Z/.test(stat);
  } catch {
    return false;
  }
}
