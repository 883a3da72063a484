import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/** The real process entry (dist/server/index.js): start, serve, and stop cleanly on a signal. */
describe("server process", () => {
  let child: ChildProcess | undefined;
  let dir: string | undefined;
  afterEach(() => {
    child?.kill("SIGKILL");
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  function start(env: Record<string, string>) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-proc-"));
    const proc = spawn(process.execPath, ["dist/server/index.js"], {
      env: { ...process.env, HOST: "127.0.0.1", DATABASE_URL: path.join(dir, "site.db"), LOG_LEVEL: "info", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = proc;
    let output = "";
    proc.stdout!.on("data", (d) => (output += d));
    proc.stderr!.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
    return { proc, exited, output: () => output };
  }

  async function waitForPort(output: () => string): Promise<number> {
    for (let i = 0; i < 100; i++) {
      const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output());
      if (m) return Number(m[1]);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start:\n${output()}`);
  }

  it("finishes an in-flight request, then exits 0 on SIGTERM", async () => {
    if (!fs.existsSync("dist/server/index.js")) throw new Error("No build: run `npm run build` first.");
    const s = start({ PORT: "0", SITE_PASSWORD: "process test site password" });
    const port = await waitForPort(s.output);
    const gate = await fetch(`http://127.0.0.1:${port}/api/site-access`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: "process test site password" }),
    });
    expect(gate.status).toBe(204);
    const cookie = gate.headers.get("set-cookie")!.split(";")[0]!;
    // A browser gets the page streamed: once the headers are here the request is in flight.
    const res = await fetch(`http://127.0.0.1:${port}/businesses`, {
      headers: { "user-agent": "Mozilla/5.0 Chrome/120", cookie },
    });
    expect(res.status).toBe(200);
    s.proc.kill("SIGTERM");
    expect(await res.text()).toContain("The Subs AI");
    expect(await s.exited, s.output()).toBe(0);
    expect(s.output()).toContain("shutting down");
    // The database was closed cleanly: its WAL was checkpointed away on close.
    expect(fs.existsSync(path.join(dir!, "site.db-wal"))).toBe(false);
  });

  it("refuses to start with one sentence naming a bad variable", async () => {
    const s = start({ PORT: "not-a-port" });
    expect(await s.exited).toBe(1);
    expect(s.output().trim()).toBe("Invalid environment variable PORT: must be a whole number from 0 to 65535.");
  });
});
