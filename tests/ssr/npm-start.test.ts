import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/** Processes whose parent is `pid`, from /proc (Linux). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // Field 4 (after the parenthesised command name, which may hold spaces) is the parent pid.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return out;
}

function descendantsOf(pid: number): number[] {
  const direct = childrenOf(pid);
  return [...direct, ...direct.flatMap(descendantsOf)];
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** `npm start` as a process manager runs it: SIGTERM to npm must stop the server, not orphan it. */
describe("npm start", () => {
  let npm: ChildProcess | undefined;
  let spawned: number[] = [];
  let dir: string | undefined;
  afterEach(() => {
    // Whatever npm started (a failed run may leave a build or a server behind) ends with the test.
    const left = npm?.pid ? descendantsOf(npm.pid) : [];
    for (const pid of [...spawned, ...left]) if (alive(pid)) process.kill(pid, "SIGKILL");
    npm?.kill("SIGKILL");
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("runs the server as npm's own child, which stops and frees its port on SIGTERM to npm", async () => {
    if (!fs.existsSync("dist/server/index.js")) throw new Error("No build: run `npm run build` first.");
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-npm-start-"));
    npm = spawn("npm", ["start", "--silent"], {
      env: { ...process.env, HOST: "127.0.0.1", PORT: "0", DATABASE_URL: path.join(dir, "site.db"), LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout!.on("data", (d) => (output += d));
    npm.stderr!.on("data", (d) => (output += d));
    const npmExited = new Promise<number | null>((resolve) => npm!.on("exit", (code) => resolve(code)));

    let port = 0;
    for (let i = 0; i < 300 && !port; i++) {
      const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (m) port = Number(m[1]);
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(port, output).toBeGreaterThan(0);
    expect(await portOpen(port)).toBe(true);

    // npm's only child is the server itself: no shell in between that could exit and leave it.
    spawned = descendantsOf(npm.pid!);
    expect(spawned).toHaveLength(1);
    const server = spawned[0]!;
    expect(fs.readFileSync(`/proc/${server}/cmdline`, "utf8").split("\0")).toContain("scripts/start.mjs");

    npm.kill("SIGTERM");
    await npmExited;
    for (let i = 0; i < 100 && alive(server); i++) await new Promise((r) => setTimeout(r, 50));
    expect(alive(server), `server ${server} still running after SIGTERM to npm`).toBe(false);
    expect(await portOpen(port)).toBe(false);
    expect(output).toContain("shutting down");
  }, 120_000);
});
