import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildState } from "../../scripts/ensure-build.mjs";
import { requireBuild, startServer, type ServerProcess } from "../helpers/server-process.ts";

/**
 * A copy of this project in which only content/ and scripts/ are real copies (fresh files, as
 * after an edit) and everything else points here: the built site, the sources, the packages.
 */
function projectCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-reseed-"));
  fs.cpSync("content", path.join(dir, "content"), { recursive: true });
  fs.cpSync("scripts", path.join(dir, "scripts"), { recursive: true });
  for (const shared of [
    "package.json",
    "node_modules",
    "build",
    "dist",
    "public",
    "src",
    "tsconfig.json",
    "tsconfig.server.json",
    "vite.config.ts",
    "react-router.config.ts",
  ]) {
    fs.symlinkSync(path.resolve(shared), path.join(dir, shared));
  }
  return dir;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

describe("npm run db:seed beside a running server", () => {
  let server: ServerProcess | undefined;
  let project: string | undefined;
  afterEach(async () => {
    await server?.stop();
    if (project) fs.rmSync(project, { recursive: true, force: true });
    server = project = undefined;
  });

  it("builds nothing after a content edit: the server keeps its JavaScript, and shows the edit within seconds", async () => {
    requireBuild();
    // Otherwise the seed would rightly compile the server first, and this test is about content alone.
    if (buildState("server") !== "fresh")
      throw new Error("The server code changed since the last build: run `npm run build` first.");
    project = projectCopy();
    server = startServer({}, { cwd: project });
    const base = `http://127.0.0.1:${await server.port()}`;
    const database = path.join(server.dir, "site.db");

    const home = await (await fetch(`${base}/`)).text();
    const scripts = [...new Set(home.match(/\/assets\/[\w.-]+\.js/g))];
    expect(scripts.length).toBeGreaterThan(3);
    const before = await (await fetch(`${base}/api/businesses/slug/dayo`)).json();
    expect(before.description).not.toBe("Edited while the server runs.");

    const file = path.join(project, "content", "businesses", "dayo.json");
    const dayo = JSON.parse(fs.readFileSync(file, "utf8"));
    fs.writeFileSync(file, JSON.stringify({ ...dayo, description: "Edited while the server runs." }, null, 2));

    // Every script of the page is asked for, over and over, for as long as the seed runs.
    const statuses = new Map<number, number>();
    let seeding = true;
    const polling = (async () => {
      while (seeding) {
        for (const src of scripts) {
          const res = await fetch(`${base}${src}`);
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }
    })();
    const seed = await run("npm", ["run", "--silent", "db:seed"], project, {
      DATABASE_URL: database,
      LOG_LEVEL: "warn",
    });
    const seededAt = Date.now();
    seeding = false;
    await polling;

    // Only the seed ran: no build, no compile.
    expect(seed.code, seed.out).toBe(0);
    expect(seed.out.trim()).toBe("Content applied: 0 added, 1 updated, 0 removed.");
    expect([...statuses.keys()]).toEqual([200]);
    expect(statuses.get(200)).toBeGreaterThanOrEqual(scripts.length);

    // The server's content version clock re-reads the database once a second at most.
    let description = before.description as string;
    while (description !== "Edited while the server runs." && Date.now() - seededAt < 10_000) {
      await new Promise((r) => setTimeout(r, 100));
      description = (await (await fetch(`${base}/api/businesses/slug/dayo`)).json()).description;
    }
    const seenAfterMs = Date.now() - seededAt;
    console.log(`The edit was served ${seenAfterMs} ms after db:seed ended.`);
    expect(description).toBe("Edited while the server runs.");
    expect(seenAfterMs).toBeLessThan(3_000);
  }, 120_000);
});
