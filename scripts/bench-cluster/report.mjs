// The tables `npm run bench:cluster` prints.
import { summarize } from "./open-loop.mjs";

const ms = (v) => (Number.isFinite(v) ? v.toFixed(v < 10 ? 1 : 0) : "-");
export const seconds = (v) => (v === null || v === undefined ? "not within the limit" : `${(v / 1000).toFixed(2)} s`);

/** Columns padded to their widest cell. */
export function table(head, rows) {
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells) =>
    cells
      .map((cell, c) => String(cell).padEnd(widths[c]))
      .join("  ")
      .trimEnd();
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** p50/p99 per kind of request and the statuses, with a line for all of them. */
export function latencyTable(recorder) {
  const rows = [];
  const row = (kind, s) => [
    kind,
    s.count,
    ms(s.p50),
    ms(s.p99),
    ms(s.max),
    s.ok,
    s.refused,
    s.other4xx,
    s.server,
    s.failed,
  ];
  for (const [kind, k] of [...recorder.kinds.entries()].sort()) rows.push(row(kind, summarize(k.answers)));
  rows.push(row("all", summarize(recorder.all())));
  return table(
    ["kind", "requests", "p50 ms", "p99 ms", "max ms", "2xx/3xx", "429", "other 4xx", "5xx", "no answer"],
    rows,
  );
}

export const generatorLine = (g) =>
  `load generator: ${(g.cpuShare * 100).toFixed(0)}% of one core; requests left ${g.lagP99.toFixed(1)} ms after ` +
  `their scheduled time at p99 (${g.lagMax.toFixed(1)} ms at most)`;

export const yesNo = (v) => (v ? "yes" : "no");
