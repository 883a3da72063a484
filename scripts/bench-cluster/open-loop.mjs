// An open-loop load generator: requests leave on a fixed schedule whatever the answers do, and
// each one's latency runs from the moment it was due, not from when it was sent, so a stalled
// server shows in the figures instead of slowing the generator down (coordinated omission).
import http from "node:http";
import { performance } from "node:perf_hooks";

const REQUEST_LIMIT_MS = 10_000;

/** Keep-alive connections to nginx, as many as the load needs (an open loop may pile up). */
export function createAgent() {
  return new http.Agent({ keepAlive: true, maxSockets: 1024, maxFreeSockets: 1024 });
}

/**
 * One request; resolves with `{ status, body, headers }`, status 0 when it failed (refused,
 * reset, no answer within 10 s).
 */
export function send(agent, base, { method = "GET", path, headers = {}, body }) {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const failed = (why) => settle({ status: 0, headers: {}, body: String(why) });
    const req = http.request(`${base}${path}`, { method, headers, agent, timeout: REQUEST_LIMIT_MS }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        settle({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
      // A connection cut mid-answer (an instance killed while nginx was passing its answer on).
      res.on("error", failed);
      res.on("close", () => failed("the connection closed before the answer ended"));
    });
    req.on("timeout", () => req.destroy(new Error("no answer within 10 s")));
    req.on("error", failed);
    req.end(body);
  });
}

/** The value at quantile `q` of sorted numbers. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Answers recorded by kind of request. */
export function createRecorder() {
  const kinds = new Map();
  const of = (kind) => {
    let k = kinds.get(kind);
    if (!k) kinds.set(kind, (k = { latencies: [], statuses: new Map(), answers: [] }));
    return k;
  };
  return {
    record(kind, answer) {
      const k = of(kind);
      k.latencies.push(answer.ms);
      k.statuses.set(answer.status, (k.statuses.get(answer.status) ?? 0) + 1);
      k.answers.push(answer);
    },
    kinds,
    /** Every answer, of every kind. */
    all: () => [...kinds.values()].flatMap((k) => k.answers),
  };
}

/** p50, p99, max latency and the count by class of status, of some answers. */
export function summarize(answers) {
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const count = (test) => answers.filter((a) => test(a.status)).length;
  return {
    count: answers.length,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
    ok: count((s) => s >= 200 && s < 400),
    refused: count((s) => s === 429),
    other4xx: count((s) => s >= 400 && s < 500 && s !== 429),
    server: count((s) => s >= 500),
    failed: count((s) => s === 0),
  };
}

/**
 * Sends `rate` requests a second for `seconds`, request i due at start + i/rate. `next(i)` gives
 * `{ kind, request, onAnswer? }`; each answer is recorded with its kind, its due and sending
 * times (ms since start), its latency from when it was due, and `onAnswer` sees it. Each `at`
 * hook `{ ms, run(elapsedMs) }` runs once the schedule passes `ms` (faults). Answers the recorder, the generator's own CPU use (share of one core)
 * and how late requests left against their schedule.
 */
export async function drive({ agent, base, rate, seconds, next, at = [] }) {
  const recorder = createRecorder();
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const lags = [];
  const pending = new Set();
  const hooks = [...at].sort((a, b) => a.ms - b.ms);
  const cpuBefore = process.cpuUsage();
  const start = performance.now() + 10;
  let i = 0;
  while (i < total) {
    const now = performance.now();
    while (hooks.length > 0 && now - start >= hooks[0].ms) void hooks.shift().run(now - start);
    const due = Math.min(total, Math.floor((now - start) / interval) + 1);
    for (; i < due; i++) {
      const scheduled = start + i * interval;
      const { kind, request, onAnswer } = next(i);
      const sentAt = performance.now();
      lags.push(sentAt - scheduled);
      const p = send(agent, base, request).then((answer) => {
        // Only what the figures need is kept (pages are 100 KB each): the body goes to onAnswer.
        const ms = performance.now() - scheduled;
        const done = {
          status: answer.status,
          kind,
          method: request.method ?? "GET",
          dueMs: scheduled - start,
          sentMs: sentAt - start,
          ms,
        };
        recorder.record(kind, done);
        onAnswer?.({ ...done, body: answer.body });
        pending.delete(p);
      });
      pending.add(p);
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  for (const hook of hooks) void hook.run(performance.now() - start);
  await Promise.all(pending);
  const wallMs = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  lags.sort((a, b) => a - b);
  return {
    recorder,
    generator: {
      cpuShare: (cpu.user + cpu.system) / 1000 / wallMs,
      lagP99: quantile(lags, 0.99),
      lagMax: lags.at(-1) ?? 0,
    },
  };
}
