import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { requireBuild, startServer, type ServerProcess } from "../helpers/server-process.ts";

/** The real process entry (dist/server/index.js): start, serve, and stop cleanly on a signal. */
describe("server process", () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  function start(env: Record<string, string>) {
    server = startServer(env);
    return server;
  }

  it("finishes an in-flight request, then exits 0 on SIGTERM", async () => {
    requireBuild();
    const s = start({ SITE_PASSWORD: "process test site password" });
    const port = await s.port();
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
    expect(fs.existsSync(path.join(s.dir, "site.db-wal"))).toBe(false);
  });

  it("on SIGTERM, answers /readyz 503 for SHUTDOWN_DRAIN_MS while still serving, then exits 0", async () => {
    requireBuild();
    const s = start({ SHUTDOWN_DRAIN_MS: "3000" });
    const port = await s.port();
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const signalled = Date.now();
    s.proc.kill("SIGTERM");
    let draining: Response | undefined;
    while (Date.now() - signalled < 2_500) {
      const res = await fetch(`${base}/readyz`);
      if (res.status === 503) {
        draining = res;
        break;
      }
    }
    expect(draining?.status).toBe(503);
    expect(await draining!.json()).toMatchObject({ error: "This instance is shutting down.", draining: true });
    // Still serving while the balancer takes it out.
    const page = await fetch(`${base}/api/businesses`);
    expect(page.status).toBe(200);

    expect(await s.exited, s.output()).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(3_000);
    expect(s.output()).toContain("draining: /readyz answers 503 before the server closes");
  });

  it("stops at once on Ctrl-C (SIGINT), without draining", async () => {
    requireBuild();
    const s = start({ SHUTDOWN_DRAIN_MS: "60000" });
    await s.port();
    const signalled = Date.now();
    s.proc.kill("SIGINT");
    expect(await s.exited, s.output()).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(15_000);
    expect(s.output()).not.toContain("draining");
  });

  it("refuses to start with one sentence naming a bad variable", async () => {
    const s = start({ PORT: "not-a-port" });
    expect(await s.exited).toBe(1);
    expect(s.output().trim()).toBe("Invalid environment variable PORT: must be a whole number from 0 to 65535.");
  });
});
