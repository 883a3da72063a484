import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { METRICS_TOKEN, scrape, scrapeUntil, valueOf } from "../helpers/prometheus.ts";
import { startRedis, type RedisServer } from "../helpers/redis-server.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * Issue 19, item 4: `domu_redis_up` says whether the rate limits count in Redis. A Redis that
 * hangs (SIGSTOP: the connection stays open, so the client still calls itself ready) is found
 * out by the circuit breaker after three limited requests (docs/decisions/016): the gauge goes to
 * 0 then, and back to 1 once the breaker's probe is answered again. The test starts a
 * redis-server of its own, so that it can stop it, where CI runs the fault tests (TEST_REDIS_URL
 * set: a sign that redis-server is there).
 */

if (!process.env.TEST_REDIS_URL) {
  console.log("tests/faults/redis-metrics.test.ts skipped: set TEST_REDIS_URL (CI does) to run it.");
}

describe.runIf(process.env.TEST_REDIS_URL)("the Redis gauge while Redis hangs", () => {
  let server: RedisServer;
  let stopped = false;
  let t: TestApp | undefined;

  beforeAll(async () => {
    server = await startRedis();
  });
  afterAll(async () => {
    await t?.close();
    if (stopped) server.proc.kill("SIGCONT");
    if (server.proc.exitCode === null) {
      server.proc.kill("SIGKILL");
      await server.exited;
    }
  });

  it("goes to 0 when the breaker opens, and back to 1 when Redis answers again", async () => {
    t = await buildTestApp(dbTargets()[0]!, {
      metricsToken: METRICS_TOKEN,
      redisUrl: server.url,
      publicWriteLimit: { max: 10, windowMs: 600_000, prefix: `metrics-${randomBytes(4).toString("hex")}:` },
    });
    const up = (s: Awaited<ReturnType<typeof scrape>>) => valueOf(s, "domu_redis_up");
    expect(up(await scrapeUntil(t.app, (s) => up(s) === 1))).toBe(1);

    let n = 0;
    const chat = () =>
      t!.app.inject({
        method: "POST",
        url: "/api/aurora/chat",
        payload: { message: "hello" },
        remoteAddress: `192.0.2.${++n}`,
      });
    expect((await chat()).statusCode).toBe(200);
    expect(up(await scrape(t.app))).toBe(1);

    server.proc.kill("SIGSTOP");
    stopped = true;
    // Each chat counts two windows in one call; three calls without an answer open the breaker.
    for (let i = 0; i < 3; i++) expect((await chat()).statusCode).toBe(200);
    expect(up(await scrape(t.app))).toBe(0);
    // And it stays 0 while Redis hangs: the breaker's probe gets no answer either.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(up(await scrape(t.app))).toBe(0);

    server.proc.kill("SIGCONT");
    stopped = false;
    // The probe runs each second.
    expect(up(await scrapeUntil(t.app, (s) => up(s) === 1))).toBe(1);
  });
});
