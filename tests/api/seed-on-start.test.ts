import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig, type AppConfig } from "../../src/server/config.ts";
import { dbTargets, type TestDatabase } from "../helpers/test-db.ts";

describe.each(dbTargets())("content edited between starts, on $name", (target) => {
  let tdb: TestDatabase;
  let contentDir: string;
  beforeEach(async () => {
    tdb = await target.create();
    contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-content-"));
    fs.cpSync("content", contentDir, { recursive: true });
  });
  afterEach(async () => {
    await tdb.drop();
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  async function start(env: AppConfig["env"]): Promise<FastifyInstance> {
    const config = loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "silent" },
      { ssr: "none", database: tdb.database, contentDir, env },
    );
    const app = await buildApp(config);
    await app.ready();
    return app;
  }

  async function dayoDescription(app: FastifyInstance): Promise<string> {
    const res = await app.inject("/api/businesses/slug/dayo");
    expect(res.statusCode).toBe(200);
    return res.json().description;
  }

  function editDayo(description: string) {
    const file = path.join(contentDir, "businesses", "dayo.json");
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, "utf8")), description }, null, 2));
  }

  it("are applied when the dev server restarts, and left to `npm run db:seed` in production", async () => {
    let app = await start("production"); // the empty database is seeded on first start
    const original = await dayoDescription(app);
    await app.close();

    editDayo("Edited for the dev server.");
    app = await start("production");
    expect(await dayoDescription(app)).toBe(original);
    await app.close();

    app = await start("development");
    expect(await dayoDescription(app)).toBe("Edited for the dev server.");
    await app.close();
  });
});
