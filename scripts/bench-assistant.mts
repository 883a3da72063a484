// The assistant part of `npm run bench` (alone: `npm run bench:assistant`): every question of the
// evaluation set (tests/assistant) asked through the real chat endpoints (validation, history from
// the database, the embedded engine, the chat-log write) on a fresh SQLite database, BENCH_ROUNDS
// times after one warm-up round. Prints the reply latency p50/p99 against the budget
// (p99 ≤ 20 ms) and, measured in the same run, the same app answering GET /healthz (one database
// read) as the baseline.
//
// Options (environment): BENCH_ROUNDS (default 3).
import { performance } from "node:perf_hooks";
import { EVAL_CASES } from "../tests/assistant/eval-cases.ts";
import { openEvalApp, runEval } from "../tests/assistant/eval-runner.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BUDGET_P99_MS = 20;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};

const t = await openEvalApp();
try {
  const replies: number[] = [];
  const baseline: number[] = [];
  let score = 0;
  for (let round = 0; round <= ROUNDS; round++) {
    const report = await runEval(t.app, EVAL_CASES);
    for (let i = 0; i < report.scored.length; i++) {
      const start = performance.now();
      await t.app.inject({ method: "GET", url: "/healthz" });
      if (round > 0) baseline.push(performance.now() - start);
    }
    if (round === 0) continue; // warm-up: JIT, SQLite page cache, MiniSearch caches
    score = report.score;
    for (const r of report.scored) replies.push(r.latencyMs);
  }
  const p50 = quantile(replies, 0.5);
  const p99 = quantile(replies, 0.99);
  const b50 = quantile(baseline, 0.5);
  const b99 = quantile(baseline, 0.99);
  const f = (n: number) => n.toFixed(2).padStart(7);
  console.log(
    `\nAssistant reply latency (${replies.length} replies over ${ROUNDS} rounds, eval score ${score.toFixed(1)}%)`,
  );
  console.log(`                         p50 ms   p99 ms`);
  console.log(`  chat endpoint        ${f(p50)}  ${f(p99)}`);
  console.log(`  baseline GET /healthz${f(b50)}  ${f(b99)}`);
  console.log(`  ratio to baseline    ${f(p50 / b50)}x ${f(p99 / b99)}x`);
  console.log(
    `  p99 / budget (${BUDGET_P99_MS} ms) = ${(p99 / BUDGET_P99_MS).toFixed(2)} ${p99 <= BUDGET_P99_MS ? "(within budget)" : "(OVER BUDGET)"}`,
  );
} finally {
  await t.close();
}
