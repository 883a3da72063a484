import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { startRedis, type RedisServer } from "../helpers/redis-server.ts";
import { createOwnDatabase, type OwnDatabase } from "../helpers/own-database.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";

describe.each(dbTargets())("liveness and readiness on $name", (target) => {
  const build = appsClosedAfterEach(target);

  it("answers /healthz 200 and /readyz 200 with the database up and no Redis configured", async () => {
    const { app } = await build();
    const live = await app.inject("/healthz");
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    expect(live.headers["cache-control"]).toBe("no-store");

    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", database: "up", redis: "not configured" });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });

  it("is not ready once draining, while it still answers everything else", async () => {
    const { app } = await build();
    app.readiness.startDraining();
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      error: "This instance is shutting down.",
      status: "not ready",
      draining: true,
      database: "up",
    });
    expect((await app.inject("/api/businesses")).statusCode).toBe(200);
    expect((await app.inject("/healthz")).statusCode).toBe(200);
  });
});

describe("readiness and Redis", () => {
  let redis: RedisServer;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });
  afterAll(async () => {
    if (redis.proc.exitCode === null) redis.proc.kill("SIGKILL");
    await redis.exited;
  });

  it("is ready while Redis answers, and not ready, naming Redis, when it does not", async () => {
    const [sqlite] = dbTargets();
    const t = await buildTestApp(sqlite!, { redisUrl: redis.url });
    apps.push(t);
    const up = await t.app.inject("/readyz");
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: "ready", database: "up", redis: "up" });

    // Stopped, not closed: a Redis that hangs must not hang the probe past its 2 s bound.
    process.kill(redis.proc.pid!, "SIGSTOP");
    try {
      const started = Date.now();
      const down = await t.app.inject("/readyz");
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        error: "This instance cannot reach Redis.",
        draining: false,
        database: "up",
        redis: "down",
      });
      // Liveness does not depend on Redis.
      expect((await t.app.inject("/healthz")).statusCode).toBe(200);
    } finally {
      process.kill(redis.proc.pid!, "SIGCONT");
    }
  }, 60_000);
});

const maintenanceUrl = process.env.TEST_DATABASE_URL;
describe.runIf(maintenanceUrl)("readiness while PostgreSQL refuses connections", () => {
  let own: OwnDatabase;
  let t: TestApp;

  beforeAll(async () => {
    own = await createOwnDatabase(maintenanceUrl!, "site_ready");
    const database = { kind: "postgres" as const, url: own.url };
    t = await buildTestApp({ name: "postgres", create: async () => ({ database, drop: async () => {} }) });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await own?.drop();
  });

  it("answers 503 naming the database, with the request id, and is ready again once connections are allowed", async () => {
    expect((await t.app.inject("/readyz")).statusCode).toBe(200);
    await own.maintenance.query(`ALTER DATABASE ${own.name} ALLOW_CONNECTIONS false`);
    await own.maintenance.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [own.name],
    );
    const down = await t.app.inject({ url: "/readyz", headers: { "x-request-id": "nginx-0123456789abcdef" } });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      error: "This instance cannot reach its database.",
      status: "not ready",
      draining: false,
      database: "down",
      redis: "not configured",
      requestId: "nginx-0123456789abcdef",
    });
    expect((await t.app.inject("/healthz")).statusCode).toBe(200);

    await own.maintenance.query(`ALTER DATABASE ${own.name} ALLOW_CONNECTIONS true`);
    const up = await t.app.inject("/readyz");
    expect(up.statusCode).toBe(200);
  }, 60_000);
});
