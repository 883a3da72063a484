import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";

/** `npm run cluster` started as an operator would, its output kept. */
export interface ClusterProcess {
  proc: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output(): string;
  /** Waits for its "ready" line and answers nginx's URL. */
  ready(timeoutMs: number): Promise<string>;
  /** PIDs of every instance it started so far (restarts included), by instance number. */
  instancePids(): Map<number, number[]>;
  /** nginx's master and worker PIDs. */
  nginxPids(): number[];
  /** The access log it printed. */
  accessLog(): string;
  /** Lines one instance wrote (its prefix removed). */
  linesOf(instance: number): string[];
  /** Kills its whole process group (cleanup after a failed test only). */
  killGroup(): void;
}

export function startCluster(args: string[], env: Record<string, string>): ClusterProcess {
  // A process group of its own: a failed test can still remove everything it started.
  const proc = spawn("npm", ["run", "--silent", "cluster", "--", ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  proc.stdout!.on("data", (d) => (output += d));
  proc.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  const match = (re: RegExp) => [...output.matchAll(re)];
  return {
    proc,
    exited,
    output: () => output,
    async ready(timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const m = /\[cluster\] ready: open (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
        if (m) return m[1]!;
        if (proc.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`the cluster did not become ready:\n${output.slice(-4_000)}`);
    },
    instancePids() {
      const pids = new Map<number, number[]>();
      for (const m of match(/\[cluster\] app (\d+) started \(pid (\d+)\)/g)) {
        const n = Number(m[1]);
        pids.set(n, [...(pids.get(n) ?? []), Number(m[2])]);
      }
      return pids;
    },
    nginxPids() {
      const m = /\[cluster\] nginx \(pid (\d+), workers ([\d, ]+)\)/.exec(output);
      return m ? [Number(m[1]), ...m[2]!.split(",").map((p) => Number(p.trim()))] : [];
    },
    accessLog() {
      const m = /\[cluster\] access log: (\S+)/.exec(output);
      return m && fs.existsSync(m[1]!) ? fs.readFileSync(m[1]!, "utf8") : "";
    },
    linesOf(instance) {
      const prefix = `[app ${instance}] `;
      return output
        .split("\n")
        .filter((l) => l.startsWith(prefix))
        .map((l) => l.slice(prefix.length));
    },
    killGroup() {
      try {
        if (proc.pid) process.kill(-proc.pid, "SIGKILL");
      } catch {
        // the group has ended
      }
    },
  };
}

/** Whether a process with this PID is running (a zombie counts as gone). */
export function pidAlive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}
