// The HTTP part of `npm run bench` (alone: `npm run bench:http`). The production build on a fresh
// database against a bare node:http server answering the same bytes (the app's own answer, body
// and headers, fetched once: the ratio is what producing them costs the app), measured with autocannon in one run, interleaved, so a busy
// machine slows both sides alike. Prints requests per second of both, their ratio against the
// goals (API ≥ 0.8 of the bare server, cached pages ≥ 0.5), and the time of an uncached render
// of `/` beside them.
//
// Options (environment): BENCH_SECONDS (per measurement, default 2), BENCH_ROUNDS (default 5),
// BENCH_CONNECTIONS (default 10), BENCH_RENDERS (uncached renders of /, default 30),
// BENCH_APP_PORT / BENCH_BARE_PORT (default: free ports).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

// ---- the bare server (this file run with --bare <dir> <port>) ---------------------------------
if (process.argv[2] === "--bare") {
  const dir = process.argv[3];
  const routes = JSON.parse(fs.readFileSync(path.join(dir, "routes.json"), "utf8"));
  const answers = new Map(
    routes.map((r) => [
      r.key,
      {
        body: fs.readFileSync(path.join(dir, r.file)),
        headers: r.headers,
      },
    ]),
  );
  http
    .createServer((req, res) => {
      const a = answers.get(`${req.headers["accept-encoding"] ?? ""} ${req.url}`);
      if (!a) return res.writeHead(404).end();
      res.writeHead(200, { ...a.headers, "content-length": a.body.length }).end(a.body);
    })
    .listen(Number(process.argv[4]), "127.0.0.1", () => process.send?.("ready"));
} else {
  await main();
}

async function main() {
  const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
  const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const RENDERS = Number(process.env.BENCH_RENDERS ?? 30);
  const API_GOAL = 0.8;
  const PAGE_GOAL = 0.5;
  const TARGETS = [
    { path: "/api/businesses", goal: API_GOAL },
    { path: "/", goal: PAGE_GOAL },
    { path: "/business/the-subs-ai", goal: PAGE_GOAL },
    { path: "/blog/post/ai-twins-vs-chatbots", goal: PAGE_GOAL },
    // What browsers ask for: the brotli form, compressed once per content version.
    { path: "/", goal: PAGE_GOAL, encoding: "br" },
    // Clients without brotli: each answer's nonce also changes the gzip trailer's CRC (ADR 011).
    { path: "/", goal: PAGE_GOAL, encoding: "gzip" },
  ];

  const freePort = () =>
    new Promise((resolve) => {
      const s = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = s.address();
        s.close(() => resolve(port));
      });
    });
  const appPort = Number(process.env.BENCH_APP_PORT ?? (await freePort()));
  const barePort = Number(process.env.BENCH_BARE_PORT ?? (await freePort()));

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-http-"));
  const children = [];
  const stop = () => {
    for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  };

  /** One GET with a raw client (fetch would decode a compressed body). */
  const get = (port, urlPath, headers = {}) =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      http
        .get({ host: "127.0.0.1", port, path: urlPath, headers }, (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode,
              headers: res.headers,
              body: Buffer.concat(chunks),
              ms: Number(process.hrtime.bigint() - started) / 1e6,
            }),
          );
        })
        .on("error", reject);
    });

  const waitFor = async (port, urlPath) => {
    for (let i = 0; i < 150; i++) {
      try {
        if ((await get(port, urlPath)).status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`nothing answered on port ${port}`);
  };

  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };

  let app;
  let bare;
  try {
    app = spawn(process.execPath, ["dist/server/index.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(appPort),
        HOST: "127.0.0.1",
        DATABASE_URL: path.join(dir, "site.db"),
        LOG_LEVEL: "warn",
        REDIS_URL: "",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    children.push(app);
    app.once("exit", (code) => {
      if (code !== null && code !== 0) console.error(`the app exited (${code})`);
    });
    await waitFor(appPort, "/healthz");

    // The bytes the bare server answers with: the app's own answers, fetched once.
    const routes = [];
    for (const [i, t] of TARGETS.entries()) {
      const headers = t.encoding ? { "accept-encoding": t.encoding } : {};
      const first = await get(appPort, t.path, headers);
      if (first.status !== 200) throw new Error(`${t.path} answered ${first.status}`);
      const file = `body-${i}`;
      fs.writeFileSync(path.join(dir, file), first.body);
      t.bytes = first.body.length;
      t.headers = headers;
      routes.push({
        key: `${t.encoding ?? ""} ${t.path}`,
        file,
        // Everything but what belongs to one connection or moment; node adds those itself.
        headers: Object.fromEntries(
          Object.entries(first.headers).filter(
            ([name]) => !["date", "connection", "keep-alive", "transfer-encoding", "content-length"].includes(name),
          ),
        ),
      });
    }
    fs.writeFileSync(path.join(dir, "routes.json"), JSON.stringify(routes));
    bare = spawn(process.execPath, [fileURLToPath(import.meta.url), "--bare", dir, String(barePort)], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    children.push(bare);
    await new Promise((resolve, reject) => {
      bare.once("message", resolve);
      bare.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
    });

    // Uncached renders of `/`: a query string the page does not use bypasses the cache.
    for (let i = 0; i < 3; i++) await get(appPort, `/?render=warm${i}`);
    const renders = [];
    for (let i = 0; i < RENDERS; i++) {
      const r = await get(appPort, `/?render=${i}`);
      if (r.headers["x-cache"] !== "bypass") throw new Error("the uncached render was served from the cache");
      renders.push(r.ms);
    }
    const cachedMs = [];
    for (let i = 0; i < RENDERS; i++) cachedMs.push((await get(appPort, "/")).ms);

    // CPU time each server spends per answer (Linux): steadier than requests/s on a busy machine,
    // where other processes take turns with both servers and with autocannon.
    const ticksPerSecond = (() => {
      try {
        return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
      } catch {
        return 100;
      }
    })();
    const cpuSeconds = (pid) => {
      try {
        const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
        return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
      } catch {
        return NaN;
      }
    };

    const measure = async (port, t) => {
      const pid = port === appPort ? app.pid : bare.pid;
      const cpuBefore = cpuSeconds(pid);
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${t.path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: t.headers,
      });
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${t.path} on port ${port}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      }
      return { rps: result.requests.average, cpuUs: ((cpuSeconds(pid) - cpuBefore) / result.requests.total) * 1e6 };
    };

    console.log(
      `HTTP throughput — autocannon, ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s per side, interleaved (ratio: median of the rounds' ratios); ` +
        `the app with NODE_ENV=production, LOG_LEVEL=warn on ${os.cpus().length} CPUs (load ${os.loadavg()[0].toFixed(1)})`,
    );
    const header =
      `${"address".padEnd(40)}${"bytes".padStart(8)}${"app req/s".padStart(11)}${"bare req/s".padStart(12)}` +
      `${"ratio".padStart(7)}   goal          ${"CPU µs/answer app, bare".padStart(24)}${"CPU ratio".padStart(11)}`;
    console.log(header);
    let missed = 0;
    for (const t of TARGETS) {
      const appRuns = [];
      const bareRuns = [];
      for (let round = 0; round < ROUNDS; round++) {
        bareRuns.push(await measure(barePort, t));
        appRuns.push(await measure(appPort, t));
      }
      const appRps = median(appRuns.map((r) => r.rps));
      const bareRps = median(bareRuns.map((r) => r.rps));
      const appCpu = median(appRuns.map((r) => r.cpuUs));
      const bareCpu = median(bareRuns.map((r) => r.cpuUs));
      // Each round's two runs are back to back, so they share the machine's load: compare them
      // pairwise and take the median of the ratios.
      const ratio = median(appRuns.map((r, i) => r.rps / bareRuns[i].rps));
      const ok = ratio >= t.goal;
      if (!ok) missed++;
      const label = t.encoding ? `${t.path} (accept-encoding: ${t.encoding})` : t.path;
      const cpu = Number.isNaN(appCpu) ? "" : `${appCpu.toFixed(0).padStart(15)}, ${bareCpu.toFixed(0).padStart(6)}`;
      const cpuRatio = Number.isNaN(appCpu) ? "" : (bareCpu / appCpu).toFixed(2).padStart(11);
      console.log(
        `${label.padEnd(40)}${String(t.bytes).padStart(8)}${Math.round(appRps).toLocaleString("en").padStart(11)}` +
          `${Math.round(bareRps).toLocaleString("en").padStart(12)}${ratio.toFixed(2).padStart(7)}   ` +
          `≥ ${t.goal} ${(ok ? "met" : "MISSED").padEnd(9)}${cpu.padStart(24)}${cpuRatio}`,
      );
    }
    console.log(
      `\nUncached render of / (cache bypassed): median ${median(renders).toFixed(1)} ms over ${RENDERS} renders ` +
        `(min ${Math.min(...renders).toFixed(1)}, max ${Math.max(...renders).toFixed(1)}); ` +
        `the same page from the cache: median ${median(cachedMs).toFixed(2)} ms.`,
    );
    console.log(
      missed === 0 ? "Every address reaches its goal." : `${missed} of ${TARGETS.length} addresses below their goal.`,
    );
  } finally {
    stop();
  }
}
