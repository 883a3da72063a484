import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

/** The metrics token of the tests (METRICS_TOKEN is at least 32 characters). */
export const METRICS_TOKEN = "test-metrics-token-0123456789abcdef";
export const BEARER = { authorization: `Bearer ${METRICS_TOKEN}` };

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  text: string;
  samples: Sample[];
  /** `# TYPE` of every metric family, by name. */
  types: Map<string, string>;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The Prometheus text format, read strictly: a line that is not a comment must be a sample. */
export function parsePrometheus(text: string): Scrape {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split("\n")) {
    if (line === "") continue;
    if (line.startsWith("#")) {
      const type = /^# TYPE (\S+) (\S+)$/.exec(line);
      if (type) types.set(type[1]!, type[2]!);
      continue;
    }
    const m = SAMPLE.exec(line);
    expect(m, `a sample line: ${line}`).not.toBeNull();
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m![2] ?? "").matchAll(LABEL)) labels[k!] = v!.replace(/\\(.)/g, "$1");
    samples.push({ name: m![1]!, labels, value: Number(m![3]) });
  }
  return { text, samples, types };
}

/** The value of the one sample with exactly these labels, or undefined. */
export function valueOf(scrape: Scrape, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels);
  return scrape.samples.find(
    (s) =>
      s.name === name && Object.keys(s.labels).length === wanted.length && wanted.every(([k, v]) => s.labels[k] === v),
  )?.value;
}

/** Every name a query may use: histograms and summaries add their own series. */
export function exportedNames(scrape: Scrape): Set<string> {
  const names = new Set<string>();
  for (const [name, type] of scrape.types) {
    names.add(name);
    if (type === "histogram") for (const s of ["_bucket", "_sum", "_count"]) names.add(name + s);
    if (type === "summary") for (const s of ["_sum", "_count"]) names.add(name + s);
  }
  return names;
}

export async function scrape(app: FastifyInstance): Promise<Scrape> {
  const res = await app.inject({ method: "GET", url: "/metrics", headers: BEARER });
  expect(res.statusCode, res.body).toBe(200);
  return parsePrometheus(res.body);
}

/**
 * Scrapes until `ready` holds (a request is counted once its answer has gone out, which may be
 * just after the client has it), for at most 10 s; answers the last scrape.
 */
export async function scrapeUntil(app: FastifyInstance, ready: (s: Scrape) => boolean): Promise<Scrape> {
  const until = Date.now() + 10_000;
  for (;;) {
    const s = await scrape(app);
    if (ready(s) || Date.now() > until) return s;
    await new Promise((r) => setTimeout(r, 20));
  }
}
