// `npm run cluster`: N app instances on loopback behind nginx, configured by the shipped
// deploy/nginx.conf, on the PostgreSQL and Redis of DATABASE_URL and REDIS_URL. Ctrl-C or SIGTERM
// stops every process it started and removes its temporary folder
// (docs/decisions/022-cluster-and-nginx.md).
//
//   npm run cluster [-- --instances N] [--port P] [--real-ip-from A,B]
//     --port 0: any free port (8080 by default)
//     --real-ip-from: addresses in front of nginx whose X-Forwarded-For nginx believes (a CDN or
//       load balancer; the benchmark's load generator), rendered as set_real_ip_from
//   node scripts/cluster.mjs --check-config          nginx -t on deploy/nginx.conf (CI)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { childPids, freePort, pidAlive, portIsFree, startChild, waitReady } from "./cluster/children.mjs";
import {
  checkShippedConfig,
  ensureNginx,
  renderSite,
  SHIPPED_CONFIG,
  testConfig,
  writeConfig,
} from "./cluster/nginx.mjs";

const DEFAULT_PORT = 8080;
const MAX_INSTANCES = 16;
/** A first start migrates and seeds an empty database: slow on a busy machine. */
const START_LIMIT_MS = 180_000;
/** How long stopping may take before what is left is killed (the app's own limit is 10 s). */
const STOP_LIMIT_MS = 15_000;

class Refusal extends Error {}

function options(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      instances: { type: "string", default: "2" },
      port: { type: "string", default: String(DEFAULT_PORT) },
      "real-ip-from": { type: "string", default: "" },
      "check-config": { type: "boolean", default: false },
    },
  });
  const instances = Number(values.instances);
  if (!Number.isInteger(instances) || instances < 1 || instances > MAX_INSTANCES) {
    throw new Refusal(`--instances must be a whole number from 1 to ${MAX_INSTANCES}.`);
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Refusal("--port must be a whole number from 0 (any free port) to 65535.");
  }
  const realIpFrom = values["real-ip-from"].split(",").filter(Boolean);
  return { instances, port, realIpFrom, checkConfig: values["check-config"] };
}

/** The shared stores every instance needs; a sentence with the command when one is missing. */
function requireSharedStores(env) {
  const example =
    "e.g. `DATABASE_URL=postgres://postgres@127.0.0.1:5432/site REDIS_URL=redis://127.0.0.1:6379 npm run cluster`";
  if (!/^postgres(ql)?:\/\//i.test(env.DATABASE_URL ?? "")) {
    throw new Refusal(
      `npm run cluster needs DATABASE_URL to be a PostgreSQL URL: its instances share one database (SQLite is one process's file), ${example}.`,
    );
  }
  if (!env.REDIS_URL) {
    throw new Refusal(
      `npm run cluster needs REDIS_URL: its instances share their rate-limit counts in Redis, ${example}.`,
    );
  }
}

const describeExit = ({ code, signal }) => (signal ? `killed by ${signal}` : `exit code ${code}`);

/** Everything one run started, and stopping it. */
function createCluster() {
  const state = { stopping: false, up: false, instances: [], nginx: null, dir: null, timers: new Set() };
  const say = (line) => console.log(`[cluster] ${line}`);

  function instanceEnv(port) {
    return {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV || "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      // nginx is exactly one proxy in front of every instance, and writes X-Forwarded-For itself.
      TRUST_PROXY: "1",
    };
  }

  function launch(instance) {
    const child = startChild(`app ${instance.index}`, process.execPath, [path.resolve("dist/server/index.js")], {
      ...instanceEnv(instance.port),
    });
    instance.child = child;
    instance.startedAt = Date.now();
    say(`app ${instance.index} started (pid ${child.proc.pid}) on 127.0.0.1:${instance.port}`);
    void child.exited.then((how) => onInstanceExit(instance, child, how));
    return child;
  }

  /**
   * A dead instance is said so and started again on its port, as a supervisor would: nginx sends
   * its requests to the others meanwhile. One that dies soon after starting waits longer each time.
   */
  function onInstanceExit(instance, child, how) {
    if (state.stopping || !state.up || instance.child !== child) return;
    const shortLived = Date.now() - instance.startedAt < 10_000;
    instance.delayMs = shortLived ? Math.min((instance.delayMs ?? 500) * 2, 30_000) : 1_000;
    const others = state.instances.length > 1 ? "nginx sends its requests to the others" : "nginx answers 503";
    say(
      `app ${instance.index} (pid ${child.proc.pid}) exited unexpectedly (${describeExit(how)}); ${others}; ` +
        `starting it again in ${instance.delayMs / 1000} s`,
    );
    const timer = setTimeout(() => {
      state.timers.delete(timer);
      if (state.stopping) return;
      const again = launch(instance);
      waitReady(again, `http://127.0.0.1:${instance.port}`, START_LIMIT_MS, () => state.stopping).then(
        () => say(`app ${instance.index} is ready again (pid ${again.proc.pid})`),
        () => {},
      );
    }, instance.delayMs);
    state.timers.add(timer);
  }

  async function start({ instances, port, realIpFrom }) {
    const nginx = ensureNginx();
    const { ensureBuild } = await import("./ensure-build.mjs");
    await ensureBuild("site");
    if (port !== 0 && !(await portIsFree(port))) {
      throw new Refusal(
        `Port ${port} on 127.0.0.1 is in use: choose another with \`npm run cluster -- --port <port>\`.`,
      );
    }
    const listenPort = port || (await freePort());
    state.dir = fs.mkdtempSync(path.join(os.tmpdir(), "domu-cluster-"));

    // All at once: they take turns at a PostgreSQL advisory lock to migrate and seed.
    for (let index = 1; index <= instances; index++) {
      state.instances.push({ index, port: await freePort(), child: null });
    }
    await Promise.all(
      state.instances.map(async (instance) => {
        const child = launch(instance);
        await waitReady(child, `http://127.0.0.1:${instance.port}`, START_LIMIT_MS, () => state.stopping);
        say(`app ${instance.index} is ready`);
      }),
    );

    const accessLog = path.join(state.dir, "access.log");
    const site = renderSite(fs.readFileSync(SHIPPED_CONFIG, "utf8"), {
      listen: `127.0.0.1:${listenPort}`,
      instancePorts: state.instances.map((i) => i.port),
      root: path.resolve("build/client"),
      accessLog,
      trustedProxies: realIpFrom,
    });
    const main = writeConfig(state.dir, site);
    const refused = testConfig(nginx, main);
    if (refused) throw new Error(`nginx refused the configuration rendered from ${SHIPPED_CONFIG}:\n${refused}`);
    state.nginx = startChild("nginx", nginx, ["-p", state.dir, "-c", main, "-g", "daemon off;"], process.env);
    const url = `http://127.0.0.1:${listenPort}`;
    await waitReady(state.nginx, url, 15_000, () => state.stopping);
    void state.nginx.exited.then((how) => {
      if (state.stopping) return;
      say(`nginx (pid ${state.nginx.proc.pid}) exited unexpectedly (${describeExit(how)}): stopping the cluster`);
      void stop(1);
    });
    state.up = true;
    const workers = childPids(state.nginx.proc.pid);
    say(`nginx (pid ${state.nginx.proc.pid}, workers ${workers.join(", ")}) listening at ${url}`);
    say(`access log: ${accessLog}`);
    say(
      `ready: open ${url}/ (${instances} instance${instances > 1 ? "s" : ""} behind nginx). ` +
        "Ctrl-C stops everything this started.",
    );
  }

  const running = () => [...state.instances.map((i) => i.child), state.nginx].filter((c) => c && c.running());

  /** Stops nginx (gracefully) and every instance (SIGTERM), then kills what is left after the limit. */
  async function stop(code) {
    if (state.stopping) {
      // One Ctrl-C reaches us twice (from the terminal and from npm): only a later one hurries.
      if (Date.now() - state.stoppingSince < 1_000) return;
      say("stopping at once");
      for (const child of running()) child.proc.kill("SIGKILL");
      return;
    }
    state.stopping = true;
    state.stoppingSince = Date.now();
    for (const timer of state.timers) clearTimeout(timer);
    const nginxWorkers = state.nginx?.running() ? childPids(state.nginx.proc.pid) : [];
    const children = running();
    if (children.length > 0) say("stopping nginx and the instances...");
    for (const child of children) child.proc.kill(child === state.nginx ? "SIGQUIT" : "SIGTERM");
    const all = Promise.all(children.map((c) => c.exited));
    const late = await Promise.race([all.then(() => false), new Promise((r) => setTimeout(r, STOP_LIMIT_MS, true))]);
    if (late) {
      for (const child of running()) {
        say(`${child.name} (pid ${child.proc.pid}) did not stop within ${STOP_LIMIT_MS / 1000} s: killing it`);
        child.proc.kill("SIGKILL");
      }
      await all;
    }
    // nginx's workers end with their master; one that outlives it (master killed) is killed here.
    for (let waited = 0; nginxWorkers.some(pidAlive) && waited < 5_000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const pid of nginxWorkers.filter(pidAlive)) process.kill(pid, "SIGKILL");
    if (state.dir) fs.rmSync(state.dir, { recursive: true, force: true });
    say("stopped: every process it started has exited");
    process.exit(code);
  }

  return { start, stop };
}

async function main() {
  const opts = options(process.argv.slice(2));
  if (opts.checkConfig) {
    try {
      checkShippedConfig(ensureNginx());
    } catch (err) {
      throw new Refusal(err instanceof Error ? err.message : String(err));
    }
    console.log(`${SHIPPED_CONFIG}: nginx -t accepts it as shipped and as npm run cluster renders it.`);
    return;
  }
  requireSharedStores(process.env);
  const cluster = createCluster();
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void cluster.stop(0));
  try {
    await cluster.start(opts);
  } catch (err) {
    if (!(err instanceof Error && err.message === "stopping")) {
      console.error(`[cluster] ${err instanceof Error ? err.message : err}`);
      await cluster.stop(1);
    }
  }
}

main().catch((err) => {
  console.error(err instanceof Refusal ? err.message : err);
  process.exit(1);
});
