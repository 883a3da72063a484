// `npm run bench:cluster`: `npm run cluster` with 2 instances on a PostgreSQL database and a
// redis-server of the bench's own, under an open-loop mixed workload (pages, API, forms, chat,
// speech, console lists, investor documents): 60 s at a fixed rate, then the same load through
// three faults (an instance SIGKILLed, every app connection to PostgreSQL ended, Redis
// restarted), then the highest rate whose p99 stays under 250 ms with no 5xx, for 1 instance and
// for 2. Prints the tables and the goals of issue 19. Loopback only; it signals only the
// processes it started.
//
// The load comes from one address, so nginx would give every request the same one and the
// per-address limits would refuse most of it. The bench's nginx is told to believe the load
// generator's X-Forwarded-For (`npm run cluster -- --real-ip-from 127.0.0.1`, nginx's
// set_real_ip_from, as behind a CDN), and each simulated visitor sends an address of its own:
// the app's limits are the production ones, and they hold per visitor as they would.
//
// Environment: BENCH_RATE (200), BENCH_SECONDS (60), BENCH_FAULT_SECONDS (20),
// BENCH_STEP_SECONDS (15), BENCH_STEPS (100,200,300,400,600,800,1000,1200,1500,2000); DATABASE_URL
// names the PostgreSQL server (the machine's by default), whose database bench_cluster is
// dropped and made anew.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { freePort, isReady } from "./cluster/children.mjs";
import { createAgent, drive, quantile, summarize } from "./bench-cluster/open-loop.mjs";
import { generatorLine, latencyTable, seconds, table, yesNo } from "./bench-cluster/report.mjs";
import {
  BENCH_DATABASE,
  freshDatabase,
  idsFound,
  serverUrl,
  startCluster,
  startRedis,
  stopProcess,
  terminateAppConnections,
} from "./bench-cluster/stack.mjs";
import { createWorkload, MIX, openSessions, PHRASES, warmInstance } from "./bench-cluster/workload.mjs";

const RATE = Number(process.env.BENCH_RATE ?? 200);
const STEADY_S = Number(process.env.BENCH_SECONDS ?? 60);
const FAULT_S = Number(process.env.BENCH_FAULT_SECONDS ?? 20);
const STEP_S = Number(process.env.BENCH_STEP_SECONDS ?? 15);
const STEPS = (process.env.BENCH_STEPS ?? "100,200,300,400,600,800,1000,1200,1500,2000").split(",").map(Number);
const FAULT_AT_MS = 5_000;
const P99_GOAL_MS = 250;
/** The whole bench stops here whatever it is doing. */
const TIME_LIMIT_MS = 15 * 60_000;

const say = (line = "") => console.log(line);
const secrets = {
  ADMIN_PASSWORD: `bench-admin-${randomBytes(8).toString("hex")}`,
  SITE_PASSWORD: `bench-site-${randomBytes(6).toString("hex")}`,
  INVESTOR_PASSWORD: `bench-investor-${randomBytes(6).toString("hex")}`,
  SESSION_SECRET: randomBytes(32).toString("hex"),
  INVITE_CODES: "BENCH-0000-0001",
};

/** Polls `check` every `everyMs` until it answers true; answers the time taken, or null. */
async function timeUntil(check, everyMs, limitMs) {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    if (await check()) return performance.now() - start;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return null;
}

/** How many keys a Redis holds (DBSIZE on a plain socket), or -1 when it does not answer. */
function redisKeys(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.setTimeout(500, () => socket.destroy());
    socket.once("error", () => resolve(-1));
    socket.once("close", () => resolve(-1));
    socket.once("data", (d) => {
      resolve(Number(/^:(\d+)/.exec(d.toString())?.[1] ?? -1));
      socket.destroy();
    });
    socket.write("DBSIZE\r\n");
  });
}

const isGet = (a) => a.method === "GET";
const failedAnswer = (a) => a.status === 0 || a.status >= 500;

const stack = { cluster: null, redis: null, db: null };
/** Everything the clusters printed (their instances log warnings and errors), kept for reading after. */
const clusterLog = path.join(os.tmpdir(), `bench-cluster-${Date.now()}.log`);
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(", ");
let stopping = false;

/** Stops what the bench started (the cluster, its redis-server) and drops its database. */
async function cleanUp() {
  await stack.cluster?.stop();
  if (stack.cluster) fs.appendFileSync(clusterLog, stack.cluster.output());
  if (stack.redis) await stopProcess(stack.redis.proc, stack.redis.exited);
  if (stack.db) {
    await stack.db.admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`).catch(() => {});
    await stack.db.admin.end().catch(() => {});
  }
}

async function abort(why) {
  if (stopping) return;
  stopping = true;
  console.error(`bench:cluster stopped: ${why instanceof Error ? why.stack : why}`);
  await cleanUp().catch(() => {});
  process.exit(1);
}

async function main() {
  const started = Date.now();
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void abort(signal));
  setTimeout(() => void abort(`over ${TIME_LIMIT_MS / 60_000} minutes`), TIME_LIMIT_MS).unref();

  const loadAtStart = loadAverage();
  const server = serverUrl(process.env);
  say(`PostgreSQL: database ${BENCH_DATABASE} made anew on ${server.host}; Redis: a redis-server of the bench's own.`);
  stack.db = await freshDatabase(server);
  stack.redis = await startRedis();
  const env = {
    ...secrets,
    DATABASE_URL: stack.db.url,
    REDIS_URL: stack.redis.url,
    RATE_LIMIT_PREFIX: "bench:",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  };
  const agent = createAgent();

  async function cluster(instances) {
    const port = await freePort();
    const args = ["--instances", String(instances), "--port", String(port), "--real-ip-from", "127.0.0.1"];
    say(`Starting npm run cluster -- ${args.join(" ")}`);
    stack.cluster = await startCluster(args, env);
    const sessions = await openSessions(agent, stack.cluster.base, {
      adminPassword: secrets.ADMIN_PASSWORD,
      investorPassword: secrets.INVESTOR_PASSWORD,
    });
    say("Warming up: each instance renders every page and speaks every phrase once, then 10 s at 100 req/s...");
    for (let n = 1; n <= instances; n++) {
      synthesis.push(...(await warmInstance(agent, `http://127.0.0.1:${stack.cluster.instance(n).port}`)));
    }
    await load(sessions, 100, 10, [], `warm-up on ${instances}`);
    return sessions;
  }
  /** How long each fresh synthesis took in the warm-ups. */
  const synthesis = [];

  let visitors = 0;
  const acknowledged = [];
  /** One run of the workload at `rate` for `secs`, its acknowledged writes kept for the end. */
  async function load(sessions, rate, secs, at = [], label = "") {
    const workload = createWorkload(sessions, visitors);
    const result = await drive({ agent, base: stack.cluster.base, rate, seconds: secs, next: workload.next, at });
    visitors = workload.visitors();
    acknowledged.push({ label, writes: workload.acknowledged });
    return result;
  }

  // --- 1. Steady load ----------------------------------------------------------------------------
  let sessions = await cluster(2);
  say(
    `Mix per 100 requests: ${Object.entries(MIX)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}.`,
  );
  say(`Steady load: ${RATE} req/s for ${STEADY_S} s on 2 instances...`);
  const steady = await load(sessions, RATE, STEADY_S, [], "steady");
  const steadyAll = summarize(steady.recorder.all());

  // --- 2. Faults under the same load -------------------------------------------------------------
  const faults = [];
  let pgRecoveryMs = null;
  const faultPhase = async (name, run) => {
    say(`Fault under ${RATE} req/s: ${name}...`);
    let outcome;
    let faultMs = FAULT_AT_MS;
    const at = [{ ms: FAULT_AT_MS, run: (elapsed) => ((faultMs = elapsed), (outcome = run())) }];
    const result = await load(sessions, RATE, FAULT_S, at, name);
    const answers = result.recorder.all();
    // In flight: sent before the fault and not answered by then.
    const inFlight = (a) => a.sentMs < faultMs && a.dueMs + a.ms > faultMs;
    // The first write acknowledged among those due after the fault: the load's own recovery.
    const afterFault = answers.filter((a) => a.kind === "form" && a.status === 201 && a.dueMs >= FAULT_AT_MS);
    const firstWrite = Math.min(...afterFault.map((a) => a.dueMs + a.ms - FAULT_AT_MS));
    faults.push({
      name,
      getsFailed: answers.filter((a) => isGet(a) && failedAnswer(a)).length,
      getsFailedNotInFlight: answers.filter((a) => isGet(a) && failedAnswer(a) && !inFlight(a)).length,
      postsFailed: answers.filter((a) => !isGet(a) && failedAnswer(a)).length,
      server5xx: answers.filter((a) => a.status >= 500).length,
      noAnswer: answers.filter((a) => a.status === 0).length,
      firstWrite,
      requests: answers.length,
      label: name,
      recovery: await outcome,
    });
  };

  await faultPhase("SIGKILL app 1", async () => {
    const victim = stack.cluster.instance(1);
    process.kill(victim.pid, "SIGKILL");
    const back = await timeUntil(() => isReady(`http://127.0.0.1:${victim.port}`), 50, 90_000);
    return `app 1 serving again ${seconds(back)} after the kill (the cluster waits 1 s before starting it again)`;
  });
  await faultPhase("every app connection to PostgreSQL ended", async () => {
    const ports = [1, 2].map((n) => stack.cluster.instance(n).port);
    const ended = await terminateAppConnections(stack.db.admin);
    const back = await timeUntil(
      async () => (await Promise.all(ports.map((p) => isReady(`http://127.0.0.1:${p}`)))).every(Boolean),
      20,
      30_000,
    );
    pgRecoveryMs = back;
    return `${ended} connections ended; both instances answered from the database ${seconds(back)} later`;
  });
  await faultPhase("Redis restarted", async () => {
    await stopProcess(stack.redis.proc, stack.redis.exited);
    stack.redis = await startRedis(stack.redis.port);
    const back = await timeUntil(async () => (await redisKeys(stack.redis.port)) > 0, 50, 30_000);
    return `rate-limit counts back in Redis ${seconds(back)} after it was up again`;
  });

  // --- 3. The highest rate with p99 under 250 ms and no 5xx -------------------------------------
  const search = [];
  async function highestRate(instances) {
    let best = 0;
    for (const rate of STEPS) {
      const { recorder, generator } = await load(sessions, rate, STEP_S, [], `${rate}/s on ${instances}`);
      const s = summarize(recorder.all());
      const pass = s.p99 < P99_GOAL_MS && s.server === 0 && s.failed === 0;
      search.push({ instances, rate, s, generator, pass });
      say(
        `  ${instances} instance(s), ${rate} req/s: p99 ${s.p99.toFixed(0)} ms, 5xx ${s.server}, no answer ${s.failed}: ${pass ? "holds" : "does not hold"}`,
      );
      if (!pass) break;
      best = rate;
      await new Promise((r) => setTimeout(r, 2_000));
    }
    return best;
  }
  say(`Rate search, ${STEP_S} s a step, on 2 instances...`);
  const best2 = await highestRate(2);
  await stack.cluster.stop();
  fs.appendFileSync(clusterLog, stack.cluster.output());
  sessions = await cluster(1);
  say(`Rate search, ${STEP_S} s a step, on 1 instance...`);
  const best1 = await highestRate(1);

  // --- Acknowledged writes -----------------------------------------------------------------------
  const lost = new Map();
  for (const { label, writes } of acknowledged) {
    let missing = 0;
    for (const [tbl, ids] of Object.entries(writes)) {
      if (ids.length === 0) continue;
      const found = await idsFound(stack.db.url, tbl, ids);
      missing += ids.filter((id) => !found.has(id)).length;
    }
    const acked = Object.values(writes).reduce((n, ids) => n + ids.length, 0);
    lost.set(label, { acked, missing });
  }
  await cleanUp();
  stack.cluster = stack.redis = stack.db = null;

  // --- Report ----------------------------------------------------------------------------------
  say();
  say(`== Steady load: 2 instances, ${RATE} req/s for ${STEADY_S} s (open loop, latency from the scheduled time) ==`);
  say(latencyTable(steady.recorder));
  say(generatorLine(steady.generator));
  const fresh = [...synthesis].sort((a, b) => a - b);
  say(
    `speech: ${PHRASES.length} phrases, synthesized once per instance in the warm-ups ` +
      `(p50 ${quantile(fresh, 0.5).toFixed(0)} ms, max ${fresh.at(-1).toFixed(0)} ms each, alone), then answered from each instance's cache`,
  );
  say();
  say(`== Faults, each under ${RATE} req/s for ${FAULT_S} s, caused ${FAULT_AT_MS / 1000} s in ==`);
  say(
    table(
      [
        "fault",
        "requests",
        "GETs failed (not in flight)",
        "POSTs failed",
        "5xx",
        "no answer",
        "acked writes",
        "lost",
        "first acked write after",
      ],
      faults.map((f) => [
        f.name,
        f.requests,
        `${f.getsFailed} (${f.getsFailedNotInFlight})`,
        f.postsFailed,
        f.server5xx,
        f.noAnswer,
        lost.get(f.label).acked,
        lost.get(f.label).missing,
        seconds(Number.isFinite(f.firstWrite) ? f.firstWrite : null),
      ]),
    ),
  );
  for (const f of faults) say(`${f.name}: ${f.recovery}`);
  say();
  say(`== Highest rate with p99 < ${P99_GOAL_MS} ms and no 5xx (${STEP_S} s steps) ==`);
  say(
    table(
      ["instances", "req/s", "p50 ms", "p99 ms", "5xx", "no answer", "generator CPU", "send lag p99 ms", "holds"],
      search.map(({ instances, rate, s, generator, pass }) => [
        instances,
        rate,
        s.p50.toFixed(1),
        s.p99.toFixed(0),
        s.server,
        s.failed,
        `${(generator.cpuShare * 100).toFixed(0)}%`,
        generator.lagP99.toFixed(1),
        yesNo(pass),
      ]),
    ),
  );
  const ratio = best1 > 0 ? (best2 / best1).toFixed(2) : "-";
  say(
    `1 instance: ${best1 || `below ${STEPS[0]}`} req/s; 2 instances: ${best2 || `below ${STEPS[0]}`} req/s; ratio ${ratio}`,
  );
  const totalLost = [...lost.values()].reduce((n, l) => n + l.missing, 0);
  const totalAcked = [...lost.values()].reduce((n, l) => n + l.acked, 0);
  say(`Acknowledged writes over the whole run: ${totalAcked}, of which missing from the database: ${totalLost}`);
  say();
  say("== Goals (issue 19) ==");
  const steadyHolds = steadyAll.p99 < P99_GOAL_MS && steadyAll.server === 0 && steadyAll.failed === 0;
  say(
    `2 instances hold ${RATE} req/s for ${STEADY_S} s with p99 < ${P99_GOAL_MS} ms and no 5xx: ${yesNo(steadyHolds)}`,
  );
  say(`kill loses nothing acknowledged: ${yesNo(lost.get("SIGKILL app 1").missing === 0)}`);
  say(`kill fails no GET beyond those in flight: ${yesNo(faults[0].getsFailedNotInFlight === 0)}`);
  say(`PostgreSQL recovery < 2 s: ${yesNo(pgRecoveryMs !== null && pgRecoveryMs < 2_000)}`);
  say(
    `(bench took ${((Date.now() - started) / 60_000).toFixed(1)} minutes on ${os.cpus().length} cores; ` +
      `load average ${loadAtStart} at the start, ${loadAverage()} at the end; the clusters' output: ${clusterLog})`,
  );
  process.exit(0);
}

main().catch((err) => abort(err));
