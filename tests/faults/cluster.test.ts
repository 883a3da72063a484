import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pidAlive, startCluster, type ClusterProcess } from "../helpers/cluster-process.ts";
import { requireBuild } from "../helpers/server-process.ts";
import { dbTargets, type TestDatabase } from "../helpers/test-db.ts";

/**
 * `npm run cluster` for real: two built instances on a PostgreSQL schema and a Redis prefix of
 * their own, behind Debian's nginx with the shipped deploy/nginx.conf
 * (docs/decisions/022-cluster-and-nginx.md). Only the processes it starts are signalled.
 */
const NGINX = "/usr/sbin/nginx";
const redisUrl = process.env.TEST_REDIS_URL;
const postgres = dbTargets().find((t) => t.name === "postgres");
const runnable = Boolean(postgres && redisUrl && fs.existsSync(NGINX));
if (!runnable) {
  console.warn(
    "tests/faults/cluster.test.ts skipped: it needs TEST_DATABASE_URL, TEST_REDIS_URL and nginx (/usr/sbin/nginx; npm test installs it as root).",
  );
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request through nginx from the loopback address `from` (127.0.0.x), on a connection of its own. */
function request(
  url: string,
  {
    from = "127.0.0.1",
    method = "GET",
    headers = {},
    body,
  }: Partial<{ from: string; method: string; headers: Record<string, string>; body: string }> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, localAddress: from, agent: false, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${url}: no answer within 15 s`)));
    req.on("error", reject);
    req.end(body);
  });
}

const lead = (n: number, from: string, headers: Record<string, string> = {}) =>
  request(`${base}/api/leads`, {
    from,
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email: `cluster-${n}@example.com`, serviceType: "home-contact" }),
  });

let base = "";

/** Waits for `condition` (output arrives through pipes a moment after the answer). */
async function until(condition: () => boolean, limitMs: number): Promise<void> {
  for (const end = Date.now() + limitMs; !condition() && Date.now() < end; ) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.runIf(runnable)("npm run cluster: two instances behind nginx", () => {
  let db: TestDatabase;
  let cluster: ClusterProcess;

  beforeAll(async () => {
    requireBuild();
    db = await postgres!.create();
    if (db.database.kind !== "postgres") throw new Error("expected a PostgreSQL test database");
    cluster = startCluster(["--instances", "2", "--port", "0"], {
      DATABASE_URL: db.database.url,
      REDIS_URL: redisUrl!,
      RATE_LIMIT_PREFIX: `cluster-test-${randomBytes(4).toString("hex")}:`,
      LOG_LEVEL: "info",
    });
    base = await cluster.ready(240_000);
  }, 300_000);

  afterAll(async () => {
    // Only after a failure is anything left: the last test stops the cluster itself.
    if (cluster && cluster.proc.exitCode === null) {
      cluster.killGroup();
      await cluster.exited;
    }
    await db?.drop();
  }, 60_000);

  it("serves a page and the API through nginx, from both instances", async () => {
    const page = await request(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("<title>");
    // nginx's id for the request: the app keeps it and logs the request under it.
    const id = page.headers["x-request-id"] as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await until(() => [1, 2].some((n) => cluster.linesOf(n).some((l) => l.includes(`"reqId":"${id}"`))), 10_000);
    expect([1, 2].filter((n) => cluster.linesOf(n).some((l) => l.includes(`"reqId":"${id}"`)))).toHaveLength(1);

    const marker = randomBytes(6).toString("hex");
    for (let i = 0; i < 10; i++) {
      const api = await request(`${base}/api/businesses?probe=${marker}-${i}`);
      expect(api.status).toBe(200);
      expect(Array.isArray(JSON.parse(api.body))).toBe(true);
    }
    // Which instance answered is read from the instances' own logs, never from an answer header.
    const seenBy = (n: number) =>
      new Set(
        cluster.linesOf(n).flatMap((l) => [...l.matchAll(new RegExp(`probe=${marker}-(\\d+)`, "g"))].map((m) => m[1])),
      );
    await until(() => seenBy(1).size + seenBy(2).size >= 10, 10_000);
    expect(seenBy(1).size + seenBy(2).size).toBe(10);
    expect(seenBy(1).size).toBeGreaterThanOrEqual(3);
    expect(seenBy(2).size).toBeGreaterThanOrEqual(3);
  });

  it("passes a streamed chat answer on as server-sent events", async () => {
    const answer = await request(`${base}/api/aurora-chat`, {
      from: "127.0.0.4",
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ slug: "dayo", message: "What does Dayo do?" }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(answer.body).toMatch(/^event: delta\ndata: /);
    expect(answer.body).toMatch(/\nevent: done\ndata: \{.*\}\n\n$/);
  });

  it("serves hashed assets itself, gzipped, with immutable caching and nosniff", async () => {
    const gz = fs.readdirSync("build/client/assets").find((f) => f.endsWith(".js.gz"))!;
    const asset = gz.slice(0, -".gz".length);
    const answer = await request(`${base}/assets/${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(Number(answer.headers["content-length"])).toBe(fs.statSync(`build/client/assets/${gz}`).size);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-type"]).toMatch(/^application\/javascript/);
    // No instance saw it: nginx's access log names no upstream, and no app logged it.
    const logged = () =>
      cluster
        .accessLog()
        .split("\n")
        .find((l) => l.includes(`GET /assets/${asset} `));
    await until(() => logged() !== undefined, 10_000);
    expect(logged()).toContain(" upstream=- ");
    for (const n of [1, 2]) expect(cluster.linesOf(n).some((l) => l.includes(asset))).toBe(false);
  });

  it("gives the app the client's address in X-Forwarded-For, and never the one a client wrote", async () => {
    // The forms allow 10 submissions per address per 10 minutes (one budget across the instances).
    for (let n = 0; n < 10; n++) expect((await lead(n, "127.0.0.2")).status).toBe(201);
    expect((await lead(10, "127.0.0.2")).status).toBe(429);
    // A header of the client's own does not reach the app: still the same address, still refused.
    expect((await lead(11, "127.0.0.2", { "x-forwarded-for": "10.9.8.7" })).status).toBe(429);
    // Another address has its own budget: the app tells them apart, so it reads nginx's header
    // (the connection to the app comes from 127.0.0.1 either way).
    expect((await lead(12, "127.0.0.3")).status).toBe(201);
  });

  it("keeps answering GETs when an instance is killed, and starts it again", async () => {
    const victim = cluster.instancePids().get(1)![0]!;
    process.kill(victim, "SIGKILL");
    const answers: number[] = [];
    const started = Date.now();
    // Through the kill, the restart's pause and the instance coming back.
    while (Date.now() - started < 6_000) {
      const batch = await Promise.all([
        request(`${base}/api/businesses`),
        request(`${base}/`),
        request(`${base}/api/businesses?after-kill=${answers.length}`),
      ]);
      answers.push(...batch.map((a) => a.status));
    }
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((s) => s !== 200)).toEqual([]);
    expect(cluster.output()).toMatch(
      new RegExp(`app 1 \\(pid ${victim}\\) exited unexpectedly \\(killed by SIGKILL\\)`),
    );
    await until(() => /app 1 is ready again/.test(cluster.output()), 60_000);
    expect(cluster.output()).toMatch(/app 1 is ready again \(pid \d+\)/);
    expect(cluster.instancePids().get(1)).toHaveLength(2);
  }, 90_000);

  it("stops everything it started on SIGTERM", async () => {
    const pids = [...[...cluster.instancePids().values()].flat(), ...cluster.nginxPids()];
    expect(pids.length).toBe(2 + 1 + 1 + 1); // two instances, one restarted, nginx and its worker
    const tempDir = /\[cluster\] access log: (\S+)\/access\.log/.exec(cluster.output())![1]!;
    process.kill(cluster.proc.pid!, "SIGTERM");
    expect(await cluster.exited).toBe(0);
    expect(cluster.output()).toContain("[cluster] stopped: every process it started has exited");
    expect(pids.filter(pidAlive)).toEqual([]);
    expect(fs.existsSync(tempDir)).toBe(false);
  }, 60_000);
});
