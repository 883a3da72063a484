import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The real process entry (dist/server/index.js) started as a child, as an operator would. */
export interface ServerProcess {
  proc: ChildProcess;
  /** The folder of its SQLite file (removed by `stop`). */
  dir: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Waits for its "listening at" line and answers the port. */
  port(timeoutMs?: number): Promise<number>;
  /** SIGKILLs it (by PID, if still running) and removes its folder. */
  stop(): Promise<void>;
}

export function requireBuild(): void {
  if (!fs.existsSync("dist/server/index.js")) throw new Error("No build: run `npm run build` first.");
}

/**
 * Starts the built server on 127.0.0.1 with a SQLite file of its own unless `env` says otherwise;
 * `PORT: "0"` by default, so the OS picks a free port that `port()` reads from the log. `cwd`
 * is the folder it reads content/ and build/ from (this one by default); `as` runs it as another
 * user (a test of file permissions run by root, whom they do not stop).
 */
export function startServer(
  env: Record<string, string>,
  { cwd, as }: { cwd?: string; as?: { uid: number; gid: number } } = {},
): ServerProcess {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-proc-"));
  const proc = spawn(process.execPath, [path.resolve("dist/server/index.js")], {
    cwd,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: path.join(dir, "site.db"),
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    ...as,
  });
  let output = "";
  proc.stdout!.on("data", (d) => (output += d));
  proc.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));
  return {
    proc,
    dir,
    exited,
    output: () => output,
    async port(timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (m) return Number(m[1]);
        if (done) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server did not start:\n${output}`);
    },
    async stop() {
      if (!done && proc.pid) proc.kill("SIGKILL");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
