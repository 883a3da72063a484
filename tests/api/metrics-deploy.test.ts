import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../helpers/build-app.ts";
import { exportedNames, METRICS_TOKEN, scrape } from "../helpers/prometheus.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * Issue 19, item 4: the Grafana dashboard and the alerting rules under deploy/ read the metrics
 * the app exports. Every metric name their queries use must be one the app exports (renaming a
 * metric breaks this test, not a dashboard in production), and every metric of the app's own
 * appears on the dashboard.
 */

/** Series Prometheus makes itself for each target it scrapes. */
const PROMETHEUS_OWN = new Set(["up"]);
const PROMQL_KEYWORDS = new Set([
  "and",
  "or",
  "unless",
  "bool",
  "offset",
  "by",
  "without",
  "on",
  "ignoring",
  "group_left",
  "group_right",
]);

/** The metric names a PromQL expression reads: neither functions, labels, keywords nor durations. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, "")
    .replace(/\[[^\]]*\]/g, "")
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, "");
  const names: string[] = [];
  for (const m of bare.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*/g)) {
    if (/^\s*\(/.test(bare.slice(m.index + m[0].length)) || PROMQL_KEYWORDS.has(m[0])) continue;
    // A number's exponent or a duration's unit, as in 1e3 or 5m.
    if (m.index > 0 && /[0-9.]/.test(bare[m.index - 1]!)) continue;
    names.push(m[0]);
  }
  return names;
}

interface Panel {
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  datasource?: { type: string; uid: string };
  targets?: { expr: string; refId: string; datasource?: { uid: string } }[];
  panels?: Panel[];
}

interface Dashboard {
  title: string;
  uid: string;
  schemaVersion: number;
  __inputs: { name: string; type: string; pluginId: string }[];
  templating: { list: { name: string; type: string; query: unknown }[] };
  panels: Panel[];
}

const dashboard = JSON.parse(fs.readFileSync("deploy/grafana-dashboard.json", "utf8")) as Dashboard;
const panels = dashboard.panels.flatMap((p) => [p, ...(p.panels ?? [])]);
const queries = panels.flatMap((p) => (p.targets ?? []).map((t) => ({ panel: p.title, expr: t.expr })));
const variableQueries = dashboard.templating.list
  .filter((v) => v.type === "query")
  .map((v) => {
    const q = v.query as { query: string };
    // label_values(<selector>, <label>): only the selector names a metric.
    const selector = /^label_values\((.*),\s*[A-Za-z_]+\)$/.exec(q.query);
    expect(selector, q.query).not.toBeNull();
    return { panel: `variable ${v.name}`, expr: selector![1]! };
  });

const alertsText = fs.readFileSync("deploy/alerts.yml", "utf8");
const alerts = [...alertsText.matchAll(/^ {6}- alert: (\S+)\n {8}expr: (.+)\n {8}for: (\d+[smh])\n/gm)].map((m) => ({
  alert: m[1]!,
  expr: m[2]!,
}));

describe("the Grafana dashboard and the alerting rules", () => {
  let exported: Set<string>;
  beforeAll(async () => {
    // Every gauge registered: the Redis one needs REDIS_URL (nothing listens there: no matter).
    const t = await buildTestApp(dbTargets()[0]!, { metricsToken: METRICS_TOKEN, redisUrl: "redis://127.0.0.1:9" });
    try {
      exported = exportedNames(await scrape(t.app));
    } finally {
      await t.close();
    }
  });

  it("is a dashboard Grafana imports: a Prometheus data source input, panels that do not overlap", () => {
    expect(dashboard.title).toBe("Domu site");
    expect(dashboard.uid).toBe("domu-site");
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.__inputs).toEqual([expect.objectContaining({ name: "DS_PROMETHEUS", pluginId: "prometheus" })]);
    const graphs = panels.filter((p) => p.type !== "row");
    expect(graphs.length).toBeGreaterThanOrEqual(20);
    for (const p of graphs) {
      expect(p.datasource, p.title).toEqual({ type: "prometheus", uid: "${datasource}" });
      expect(p.targets!.length, p.title).toBeGreaterThan(0);
      expect(new Set(p.targets!.map((t) => t.refId)).size, p.title).toBe(p.targets!.length);
    }
    const cells = new Map<string, string>();
    for (const p of panels) {
      const { x, y, w, h } = p.gridPos;
      expect(x + w, p.title).toBeLessThanOrEqual(24);
      for (let i = x; i < x + w; i++) {
        for (let j = y; j < y + h; j++) {
          expect(cells.get(`${i},${j}`), `${p.title} overlaps`).toBeUndefined();
          cells.set(`${i},${j}`, p.title);
        }
      }
    }
  });

  it("queries only metrics the app exports", () => {
    expect(exported.has("domu_http_request_duration_seconds_bucket")).toBe(true);
    const unknown = [...queries, ...variableQueries].flatMap(({ panel, expr }) =>
      metricNames(expr)
        .filter((name) => !exported.has(name) && !PROMETHEUS_OWN.has(name))
        .map((name) => `${panel}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it("shows every metric of the app's own, and the process's CPU, memory and event-loop lag", () => {
    const used = new Set(queries.flatMap(({ expr }) => metricNames(expr)));
    const family = (name: string) => name.replace(/_(bucket|sum|count)$/, "");
    const usedFamilies = new Set([...used].map(family));
    const own = [...exported].filter((n) => n.startsWith("domu_") && !/_(bucket|sum|count)$/.test(n));
    expect(own.length).toBe(10);
    expect(own.filter((n) => !usedFamilies.has(n))).toEqual([]);
    for (const name of [
      "process_cpu_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
      "nodejs_eventloop_lag_p99_seconds",
    ]) {
      expect(used.has(name), name).toBe(true);
    }
  });

  it("has the alerts worth having, each on metrics the app exports", () => {
    expect(alerts.map((a) => a.alert)).toEqual([
      "DomuInstanceDown",
      "DomuHigh5xxRatio",
      "DomuSlowRequests",
      "DomuRedisFallback",
      "DomuChatLogWriteFailures",
      "DomuDatabasePoolWaiting",
      "DomuEventLoopLag",
      "DomuLlmRepliesNotUsed",
    ]);
    // Every rule was read (none written in a shape the pattern above skips).
    expect(alertsText.match(/- alert:/g)).toHaveLength(alerts.length);
    expect(alertsText.match(/^ {10}severity: (critical|warning)$/gm)).toHaveLength(alerts.length);
    expect(alertsText.match(/^ {10}summary: /gm)).toHaveLength(alerts.length);
    const unknown = alerts.flatMap(({ alert, expr }) =>
      metricNames(expr)
        .filter((name) => !exported.has(name) && !PROMETHEUS_OWN.has(name))
        .map((name) => `${alert}: ${name}`),
    );
    expect(unknown).toEqual([]);
    expect(alerts.find((a) => a.alert === "DomuRedisFallback")!.expr).toContain("domu_redis_up");
  });

  it("reads metric names out of PromQL, not functions, labels or durations", () => {
    expect(
      metricNames(
        'histogram_quantile(0.99, sum by (le, route) (rate(domu_x_bucket{job=~"$job", route!="a_b"}[5m]))) / on (instance) group_left up > 1e3',
      ),
    ).toEqual(["domu_x_bucket", "up"]);
    expect(metricNames("sum(rate(a_total[$__rate_interval])) and b offset 5m")).toEqual(["a_total", "b"]);
  });
});
