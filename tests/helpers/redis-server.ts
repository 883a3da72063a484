import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

export interface RedisServer {
  proc: ChildProcess;
  port: number;
  url: string;
  exited: Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * A redis-server of the test's own, on a free loopback port, nothing written to disk, so that
 * the test may stop it or change its configuration. Kill it by its PID when done.
 */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const proc = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  proc.once("error", (err) => (output += `${err.message} (this test needs redis-server on the PATH)`));
  proc.stdout!.on("data", (d) => (output += d));
  proc.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  const until = Date.now() + 10_000;
  while (!output.includes("Ready to accept connections")) {
    if (Date.now() > until || proc.exitCode !== null || proc.pid === undefined) {
      throw new Error(`redis-server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { proc, port, url: `redis://127.0.0.1:${port}`, exited };
}

/**
 * Watches every command `server` runs (MONITOR) on a plain socket of its own, calling
 * `onCommand` with its arguments; answers a function that stops watching. A plain socket rather
 * than ioredis's monitor(), whose ready check races MONITOR's first lines ("Command queue state
 * error" now and then on a busy machine).
 */
export async function monitorRedis(server: RedisServer, onCommand: (args: string[]) => void): Promise<() => void> {
  const socket = net.connect(server.port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  socket.on("error", () => {});
  let buffered = "";
  let started = false;
  const ready = new Promise<void>((resolve) => {
    socket.on("data", (chunk) => {
      buffered += chunk.toString("utf8");
      let end: number;
      while ((end = buffered.indexOf("\r\n")) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (!started) {
          started = line === "+OK";
          if (started) resolve();
          continue;
        }
        // +1795658491.351049 [0 127.0.0.1:36584] "eval" "…" "1" "key"
        const args = [...line.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\(.)/g, "$1"));
        if (args.length > 0) onCommand(args);
      }
    });
  });
  socket.write("MONITOR\r\n");
  await ready;
  return () => socket.destroy();
}
