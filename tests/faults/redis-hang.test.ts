import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { logCapture } from "../helpers/log-capture.ts";
import { startRedis, type RedisServer } from "../helpers/redis-server.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * Issue 18, item 2: a Redis that hangs (SIGSTOP: the connection stays open, nothing answers)
 * must not slow a limited request down by more than 50 ms, and the limits must hold meanwhile.
 * The test starts a redis-server of its own, so it can stop it; it runs where CI runs the fault
 * tests, with TEST_REDIS_URL set (a sign that Redis, and redis-server, are there).
 *
 * How latency is measured: two apps run side by side in this process, "hung" on the
 * redis-server this test stops and "healthy" on TEST_REDIS_URL, and their requests alternate,
 * so that both meet the same load of this busy machine. Each request is timed around
 * app.inject (no network). After SIGSTOP, the first three limited requests to the hung app (a
 * chat message, a voice, a form) wait for Redis until the breaker opens (their extra time is
 * printed); then ROUNDS requests of each kind go to each app, alternately. Asserted per kind:
 * the hung median is at most 50 ms above the healthy median, and every hung request is at most
 * 50 ms slower than the slowest healthy one but one: a 2-core machine shared with other work
 * stalls a single request of either app now and then by 50 to 200 ms, while a wait on Redis
 * would strike every request. No request at all, the first three included, reaches 400 ms
 * (ioredis would give up after 500). The login kind is a locked-out attempt (429): both of its
 * counts (address and username) are taken and no password hash is computed, whose time would
 * drown the figure. That one request's two counts share one wait, and that a wait ends at 30 ms,
 * is shown on a fake clock (src/server/modules/rate-limit/).
 */

const ROUNDS = 15;
const ALLOWED_EXTRA_MS = 50;
/** Below ioredis's own command timeout (500 ms), which a request must never wait out. */
const NEVER_MS = 400;
const KINDS = ["form", "chat", "tts", "login"] as const;
type Kind = (typeof KINDS)[number];

if (!process.env.TEST_REDIS_URL) {
  console.log("tests/faults/redis-hang.test.ts skipped: set TEST_REDIS_URL (CI does) to run the Redis hang test.");
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const slowest = (xs: number[]) => Math.max(...xs);
const ms = (x: number) => `${x.toFixed(1)} ms`;
const signed = (x: number) => `${x < 0 ? "" : "+"}${ms(x)}`;

async function timed(send: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await send();
  return performance.now() - start;
}

/** The limited requests of the test, each from an address of its own unless one is given. */
function visitor(app: FastifyInstance, subnet: number) {
  let n = 0;
  const nextIp = () => `10.${subnet}.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
  const form = (ip = nextIp()) =>
    app.inject({
      method: "POST",
      url: "/api/leads",
      payload: { email: `p${n}@example.com`, serviceType: "blog-updates" },
      remoteAddress: ip,
    });
  const chat = (ip = nextIp()) =>
    app.inject({ method: "POST", url: "/api/aurora/chat", payload: { message: "hello" }, remoteAddress: ip });
  const tts = (ip = nextIp()) =>
    app.inject({ method: "POST", url: "/api/aurora/tts", payload: { text: "Hello there." }, remoteAddress: ip });
  const login = (ip: string) =>
    app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "nobody", password: "not the password" },
      remoteAddress: ip,
    });
  /** Five wrong passwords, then the sixth attempt is refused. */
  const lockOut = async (ip: string) => {
    for (let i = 0; i < 5; i++) expect((await login(ip)).statusCode, `login ${i + 1}`).toBe(401);
    const locked = await login(ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  };
  let lockedIp = "";
  const kinds: Record<Kind, () => Promise<void>> = {
    form: async () => expect((await form()).statusCode).toBe(201),
    chat: async () => expect((await chat()).statusCode).toBe(200),
    tts: async () => expect((await tts()).statusCode).toBe(200),
    login: async () => expect((await login(lockedIp)).statusCode).toBe(429),
  };
  return {
    nextIp,
    form,
    chat,
    tts,
    login,
    kinds,
    /** Locks a new address out; the login kind is then timed on it. */
    async lockOutForTiming() {
      lockedIp = nextIp();
      await lockOut(lockedIp);
    },
    lockOut,
    /** Warms every path (the voice is synthesized once, then served from its cache). */
    async warm() {
      for (let i = 0; i < 3; i++) {
        await kinds.form();
        await kinds.chat();
        await kinds.tts();
      }
    },
  };
}

describe.runIf(process.env.TEST_REDIS_URL)("rate limits while Redis hangs", () => {
  let server: RedisServer | undefined;
  let stopped = false;
  const resume = () => {
    if (stopped) server?.proc.kill("SIGCONT");
    stopped = false;
  };

  beforeAll(async () => {
    server = await startRedis();
  });

  afterAll(async () => {
    if (!server || server.proc.exitCode !== null) return;
    resume();
    server.proc.kill("SIGKILL");
    await server.exited;
  });

  describe.each(dbTargets())("on $name", (target) => {
    const apps: TestApp[] = [];
    const clients: Redis[] = [];
    let healthyPrefix = "";

    afterAll(async () => {
      resume();
      const shared = clients[1];
      if (shared && healthyPrefix) await shared.del(...(await shared.keys(`${healthyPrefix}*`)), "never-empty");
      for (const c of clients) c.disconnect();
      await Promise.all(apps.map((a) => a.close()));
    });

    it("adds at most 50 ms to a limited request while Redis is stopped, keeps every limit, and goes back to Redis", async () => {
      const redis = server!;
      const stamp = `${target.name}-${Date.now()}`;
      const prefix = `hang-${stamp}:`;
      healthyPrefix = `hang-healthy-${stamp}:`;
      const logs = logCapture();
      const limits = { chatLimit: { perMinute: 3, perDay: 100 } };
      const hungApp = await buildTestApp(target, {
        redisUrl: `redis://127.0.0.1:${redis.port}`,
        logLevel: "info",
        logStream: logs.stream,
        publicWriteLimit: { max: 3, windowMs: 600_000, prefix },
        ...limits,
      });
      apps.push(hungApp);
      const healthyApp = await buildTestApp(target, {
        redisUrl: process.env.TEST_REDIS_URL!,
        // Logged the same way, so that both do the same work per request.
        logLevel: "info",
        logStream: logCapture().stream,
        publicWriteLimit: { max: 3, windowMs: 600_000, prefix: healthyPrefix },
        ...limits,
      });
      apps.push(healthyApp);
      const own = new Redis(`redis://127.0.0.1:${redis.port}`, { maxRetriesPerRequest: 1 });
      const shared = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: 1 });
      clients.push(own, shared);
      const hung = visitor(hungApp.app, 18);
      const healthy = visitor(healthyApp.app, 19);

      let mark = 0;
      /** What the breaker logged since `mark` was set. */
      const breakerLogs = () =>
        logs.lines
          .slice(mark)
          .filter((l) => l.msg.startsWith("rate-limit store (Redis)"))
          .map((l) => `${l.level} ${l.msg}`);

      /** Waits until `v`'s app counts in its Redis (its client connects in the background). */
      const countingIn = async (v: typeof hung, prefixOf: string, client: Redis) => {
        const until = Date.now() + 10_000;
        for (;;) {
          const ip = v.nextIp();
          expect((await v.form(ip)).statusCode).toBe(201);
          if ((await client.exists(`${prefixOf}forms:${ip}`)) === 1) return;
          if (Date.now() > until) throw new Error("the app never counted in Redis");
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      await countingIn(hung, prefix, own);
      await countingIn(healthy, healthyPrefix, shared);
      await hung.warm();
      await healthy.warm();
      await healthy.lockOutForTiming();
      const chatIp = hung.nextIp();
      expect((await hung.chat(chatIp)).statusCode).toBe(200);
      expect(await own.exists(`${prefix}chat:aurora:m:${chatIp}`, `${prefix}chat:aurora:d:${chatIp}`)).toBe(2);

      // Redis hangs: the connection stays open, nothing answers.
      mark = logs.lines.length;
      redis.proc.kill("SIGSTOP");
      stopped = true;
      const times = { hung: {} as Record<Kind, number[]>, healthy: {} as Record<Kind, number[]> };
      for (const k of KINDS) times.hung[k] = [];
      for (const k of KINDS) times.healthy[k] = [];

      // The first requests open the breaker: a chat message's two counts miss one deadline
      // together, a voice's two more open it, and the form after them no longer waits.
      const opening = ["chat", "tts", "form"] as const;
      const first: number[] = [];
      for (const k of opening) {
        first.push(await timed(hung.kinds[k]));
        times.healthy[k].push(await timed(healthy.kinds[k]));
      }
      expect(breakerLogs()).toEqual([
        "40 rate-limit store (Redis) not answering: counting in this process's memory until it does",
      ]);

      // Limits hold, counted in memory: 3 forms, 3 chat messages a minute, 5 login attempts.
      const formIp = hung.nextIp();
      for (let i = 0; i < 3; i++) expect((await hung.form(formIp)).statusCode, `form ${i + 1}`).toBe(201);
      const formRefused = await hung.form(formIp);
      expect(formRefused.statusCode).toBe(429);
      expect(Number(formRefused.headers["retry-after"])).toBe(600);
      const chatLimitedIp = hung.nextIp();
      for (let i = 0; i < 3; i++) expect((await hung.chat(chatLimitedIp)).statusCode, `message ${i + 1}`).toBe(200);
      const chatRefused = await hung.chat(chatLimitedIp);
      expect(chatRefused.statusCode).toBe(429);
      expect(Number(chatRefused.headers["retry-after"])).toBe(60);
      await hung.lockOutForTiming();

      for (let i = 0; i < ROUNDS; i++) {
        for (const k of KINDS) {
          // Alternate which app goes first, so neither is always the one a stall catches.
          if (i % 2 === 0) times.hung[k].push(await timed(hung.kinds[k]));
          times.healthy[k].push(await timed(healthy.kinds[k]));
          if (i % 2 === 1) times.hung[k].push(await timed(hung.kinds[k]));
        }
      }
      console.log(
        `[redis-hang ${target.name}] Redis stopped, ${ROUNDS} requests of each kind, healthy -> hung: ` +
          KINDS.map(
            (k) =>
              `${k} median ${ms(median(times.healthy[k]))} -> ${ms(median(times.hung[k]))}, ` +
              `slowest ${ms(slowest(times.healthy[k]))} -> ${ms(slowest(times.hung[k]))}`,
          ).join("; ") +
          `. The requests that opened the breaker, over the healthy median: ` +
          opening.map((k, i) => `${k} ${signed(first[i]! - median(times.healthy[k]))}`).join(", "),
      );
      for (const k of KINDS) {
        const [h, base] = [times.hung[k], times.healthy[k]];
        const late = h.filter((x) => x > slowest(base) + ALLOWED_EXTRA_MS);
        expect(late.length, `${k}: ${h.map(ms).join(", ")}`).toBeLessThanOrEqual(1);
        expect(median(h) - median(base), `${k} median`).toBeLessThanOrEqual(ALLOWED_EXTRA_MS);
      }
      for (const x of [...first, ...KINDS.flatMap((k) => times.hung[k])]) expect(x).toBeLessThan(NEVER_MS);

      // Redis answers again: within a couple of seconds the counts are in Redis once more.
      resume();
      const resumed = performance.now();
      let recovered = false;
      while (!recovered && performance.now() - resumed < 5_000) {
        const ip = hung.nextIp();
        expect((await hung.form(ip)).statusCode).toBe(201);
        recovered = (await own.exists(`${prefix}forms:${ip}`)) === 1;
        if (!recovered) await new Promise((r) => setTimeout(r, 50));
      }
      const recoveryMs = performance.now() - resumed;
      console.log(`[redis-hang ${target.name}] counting in Redis again ${ms(recoveryMs)} after SIGCONT`);
      expect(recovered, "counts never went back to Redis").toBe(true);
      expect(recoveryMs).toBeLessThan(2_500);
      expect(breakerLogs()).toEqual([
        "40 rate-limit store (Redis) not answering: counting in this process's memory until it does",
        "30 rate-limit store (Redis) answering again: counting there",
      ]);
      const afterIp = hung.nextIp();
      expect((await hung.chat(afterIp)).statusCode).toBe(200);
      expect(await own.exists(`${prefix}chat:aurora:m:${afterIp}`, `${prefix}chat:aurora:d:${afterIp}`)).toBe(2);
      // What was counted in memory during the hang still counts.
      expect((await hung.form(formIp)).statusCode).toBe(429);
      expect((await hung.chat(chatLimitedIp)).statusCode).toBe(429);
    }, 120_000);
  });
});
