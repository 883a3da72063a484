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
