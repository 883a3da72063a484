import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { logCapture } from "../helpers/log-capture.ts";
import { monitorRedis, startRedis, type RedisServer } from "../helpers/redis-server.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * Review of issue 18, 2a: a Redis that answers PING but refuses writes (a read-only replica, one
 * out of memory) made the breaker close at every PING and open again three requests later, and
 * log both, every second. The probe now runs the limiters' own count on a key of its own under
 * the prefix, so such a Redis stays counted as down: the limits hold in memory, the log says so
 * once, and once Redis takes writes again the counts go back to it. The test's own redis-server
 * is made to refuse writes, and watched with MONITOR to see the probes arrive.
 */

const DOWN = "rate-limit store (Redis) not answering: counting in this process's memory until it does";
const BACK = "rate-limit store (Redis) answering again: counting there";

if (!process.env.TEST_REDIS_URL) {
  console.log("tests/faults/redis-refusing-writes.test.ts skipped: set TEST_REDIS_URL (CI does) to run it.");
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Ways a Redis answers PING and reads but refuses every write, and how it takes writes again. */
const REFUSALS = [
  {
    what: "a read-only replica",
    // A replica of a master that is not there (port 1 on loopback): it keeps its data and refuses writes.
    refuse: (r: Redis) => r.call("REPLICAOF", "127.0.0.1", "1"),
    accept: (r: Redis) => r.call("REPLICAOF", "NO", "ONE"),
    error: /^READONLY /,
  },
  {
    what: "a Redis out of memory",
    // An empty redis-server already uses about 900 KB.
    refuse: async (r: Redis) => {
      await r.config("SET", "maxmemory-policy", "noeviction");
      await r.config("SET", "maxmemory", "100kb");
    },
    accept: (r: Redis) => r.config("SET", "maxmemory", "0"),
    error: /^OOM /,
  },
];

describe.runIf(process.env.TEST_REDIS_URL)("rate limits on a Redis that answers PING but refuses writes", () => {
  let server: RedisServer | undefined;
  const clients: Redis[] = [];
  const apps: TestApp[] = [];
  /** The keys of the probe's EVALs that reached Redis, as MONITOR saw them. */
  const probed: string[] = [];
  let stopMonitor: (() => void) | undefined;

  beforeAll(async () => {
    server = await startRedis();
    stopMonitor = await monitorRedis(server, (args) => {
      if (args[0]?.toLowerCase() === "eval" && args[3]?.endsWith("breaker-probe")) probed.push(args[3]);
    });
  });

  // A test that failed half-way leaves Redis taking writes again for the next one.
  afterEach(async () => {
    const admin = new Redis(server!.url, { maxRetriesPerRequest: 1 });
    try {
      for (const r of REFUSALS) await r.accept(admin);
    } finally {
      admin.disconnect();
    }
  });

  afterAll(async () => {
    stopMonitor?.();
    for (const c of clients) c.disconnect();
    await Promise.all(apps.map((a) => a.close()));
    if (server && server.proc.exitCode === null) {
      server.proc.kill("SIGKILL");
      await server.exited;
    }
  });

  it.each(REFUSALS.map((r, i) => ({ ...r, i })))(
    "$what: opens once, stays open while writes are refused, and goes back to Redis when they are taken",
    async ({ refuse, accept, error, i }) => {
      const own = new Redis(server!.url, { maxRetriesPerRequest: 1 });
      clients.push(own);
      const prefix = `refusing-${i}-${Date.now()}:`;
      const probeKey = `${prefix}breaker-probe`;
      const logs = logCapture();
      const app = await buildTestApp(dbTargets()[0]!, {
        redisUrl: server!.url,
        logLevel: "info",
        logStream: logs.stream,
        publicWriteLimit: { max: 3, windowMs: 600_000, prefix },
      });
      apps.push(app);
      let n = 0;
      const nextIp = () => `10.${30 + i}.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
      const form = (ip = nextIp()) =>
        app.app.inject({
          method: "POST",
          url: "/api/leads",
          payload: { email: `r${n}@example.com`, serviceType: "blog-updates" },
          remoteAddress: ip,
        });
      const breakerLogs = () => logs.lines.filter((l) => l.msg.startsWith("rate-limit store (Redis)"));
      /** Sends forms until one is counted in Redis (the client connects in the background). */
      const countedInRedis = async (withinMs: number) => {
        const until = Date.now() + withinMs;
        for (;;) {
          const ip = nextIp();
          expect((await form(ip)).statusCode).toBe(201);
          if ((await own.exists(`${prefix}forms:${ip}`)) === 1) return;
          if (Date.now() > until) throw new Error(`no form was counted in Redis within ${withinMs} ms`);
          await sleep(50);
        }
      };
      await countedInRedis(10_000);
      expect(breakerLogs()).toEqual([]);

      await refuse(own);
      expect(await own.ping()).toBe("PONG");
      // Three refused counts open the breaker; the requests are counted in memory meanwhile.
      for (let k = 0; k < 3; k++) expect((await form()).statusCode, `form ${k + 1}`).toBe(201);
      expect(breakerLogs().map((l) => [l.level, l.msg])).toEqual([[40, DOWN]]);
      expect(breakerLogs()[0]!.err).toMatch(error);

      // Each probe runs the real count on its own key, and is refused: the breaker stays open
      // (a PING would have closed it after a second) and the log says nothing more.
      const probedBefore = probed.length;
      const until = Date.now() + 15_000;
      while (probed.length - probedBefore < 3) {
        if (Date.now() > until) throw new Error("three probes did not reach Redis within 15 s");
        expect((await form()).statusCode).toBe(201);
        await sleep(100);
      }
      expect(probed.slice(probedBefore)).toEqual([probeKey, probeKey, probeKey]);
      expect(breakerLogs().map((l) => l.msg)).toEqual([DOWN]);
      expect(await own.exists(probeKey)).toBe(0);
      // The limit holds, counted in memory.
      const limited = nextIp();
      for (let k = 0; k < 3; k++) expect((await form(limited)).statusCode, `limited form ${k + 1}`).toBe(201);
      expect((await form(limited)).statusCode).toBe(429);

      await accept(own);
      await countedInRedis(5_000);
      expect(breakerLogs().map((l) => [l.level, l.msg])).toEqual([
        [40, DOWN],
        [30, BACK],
      ]);
      // The probe's own count, under the prefix, expiring with its one-minute window.
      const ttl = await own.pttl(probeKey);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      expect((await form(limited)).statusCode).toBe(429);
    },
    60_000,
  );
});
