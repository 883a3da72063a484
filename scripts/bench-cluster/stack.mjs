// What `npm run bench:cluster` runs on: a PostgreSQL database of its own (dropped and made anew
// each run), a redis-server of its own on a free port (so restarting it touches nobody else's),
// and `npm run cluster` itself. Every process is its own child, stopped by PID.
import { spawn } from "node:child_process";
import pg from "pg";
import { freePort } from "../cluster/children.mjs";

export const BENCH_DATABASE = "bench_cluster";

/** The PostgreSQL server: DATABASE_URL's when it is one, else the machine's. */
export function serverUrl(env) {
  const url = /^postgres(ql)?:\/\//i.test(env.DATABASE_URL ?? "")
    ? new URL(env.DATABASE_URL)
    : new URL("postgres://postgres@127.0.0.1:5432/postgres");
  url.search = "";
  return url;
}

function withDatabase(server, name) {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh bench database; answers its URL and an admin connection (to the maintenance database). */
export async function freshDatabase(server) {
  const admin = new pg.Client({ connectionString: withDatabase(server, "postgres") });
  admin.on("error", () => {});
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  return { url: withDatabase(server, BENCH_DATABASE), admin };
}

/** Ends every app connection to the bench database, as a failover would; answers how many. */
export async function terminateAppConnections(admin) {
  const { rows } = await admin.query(
    "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND application_name = 'domu-site'",
    [BENCH_DATABASE],
  );
  return rows.filter((r) => r.ended).length;
}

/** The ids of `ids` found in `table` of the bench database. */
export async function idsFound(url, table, ids) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT id FROM ${table} WHERE id = ANY($1::text[])`, [ids]);
    return new Set(rows.map((r) => r.id));
  } finally {
    await client.end();
  }
}

function waitFor(proc, pattern, what, limitMs = 10_000) {
  return new Promise((resolve, reject) => {
    let output = "";
    const done = (err) => {
      clearTimeout(timer);
      proc.stdout.off("data", onData);
      proc.stderr.off("data", onData);
      proc.off("error", onError);
      proc.off("exit", onExit);
      if (err) reject(err);
      else resolve();
    };
    const timer = setTimeout(() => done(new Error(`${what} did not start:\n${output}`)), limitMs);
    const onData = (d) => {
      output += d;
      if (pattern.test(output)) done();
    };
    const onError = (err) =>
      done(new Error(`${what} could not start: ${err.message} (install it: apt-get install redis-server)`));
    const onExit = () => done(new Error(`${what} exited:\n${output}`));
    proc.stdout.on("data", onData);
    proc.stderr.on("data", onData);
    proc.once("error", onError);
    proc.once("exit", onExit);
  });
}

/** A redis-server on `port` (a free one by default), nothing written to disk. */
export async function startRedis(port) {
  const chosen = port ?? (await freePort());
  const proc = spawn(
    "redis-server",
    ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const exited = new Promise((resolve) => proc.once("exit", resolve));
  await waitFor(proc, /Ready to accept connections/, "redis-server");
  return { proc, port: chosen, url: `redis://127.0.0.1:${chosen}`, exited };
}

export async function stopProcess(proc, exited, signal = "SIGTERM") {
  if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
  await exited;
}

/** `npm run cluster` with these options, its output kept; resolves once it says it is ready. */
export async function startCluster(args, env, limitMs = 300_000) {
  const proc = spawn("npm", ["run", "--silent", "cluster", "--", ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  proc.stdout.on("data", (d) => (output += d));
  proc.stderr.on("data", (d) => (output += d));
  const exited = new Promise((resolve) => proc.once("exit", resolve));
  const until = Date.now() + limitMs;
  while (!/\[cluster\] ready: open (http:\/\/127\.0\.0\.1:\d+)\//.test(output)) {
    if (proc.exitCode !== null || Date.now() > until) {
      throw new Error(`npm run cluster did not become ready:\n${output.slice(-4_000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const base = /\[cluster\] ready: open (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)[1];
  return {
    proc,
    exited,
    base,
    output: () => output,
    /** The PID and port of instance `n`'s latest start. */
    instance(n) {
      const starts = [
        ...output.matchAll(
          new RegExp(`\\[cluster\\] app ${n} started \\(pid (\\d+)\\) on 127\\.0\\.0\\.1:(\\d+)`, "g"),
        ),
      ];
      const last = starts.at(-1);
      return { pid: Number(last[1]), port: Number(last[2]) };
    },
    stop: () => stopProcess(proc, exited),
  };
}
