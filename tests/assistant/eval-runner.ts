import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import type { AppOptions } from "../../src/server/app.ts";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { dbTargets } from "../helpers/test-db.ts";
import {
  CONTENT_DIR,
  findInventedFigures,
  loadAllowedFigures,
  withVisitorFigures,
  type FigureSet,
} from "./allowed-figures.ts";
import { isFactQuestion, isFollowUp, type Endpoint, type EvalCase, type Matcher } from "./eval-cases.ts";
import { findInvestorLeaks, loadInvestorSecrets, type InvestorSecrets } from "./investor-only.ts";

/**
 * Runs the evaluation set against the real application over HTTP (`app.inject`), the way the
 * site's chat widgets call it, and judges each reply. See eval.test.ts for the thresholds.
 */

/** The AI-twin persona's slug ({name} in the spec): its chat is POST /api/{slug}-chat. */
export const TWIN_SLUG = "maya";

export function endpointUrl(endpoint: Endpoint = "aurora"): string {
  if (typeof endpoint === "object") return "/api/aurora-chat";
  switch (endpoint) {
    case "aurora":
      return "/api/aurora/chat";
    case "sales-aurora":
      return "/api/sales-chat/aurora";
    case "sales-max":
      return "/api/sales-chat/max";
    case "twin":
      return `/api/${TWIN_SLUG}-chat`;
  }
}

export function endpointLabel(endpoint: Endpoint = "aurora"): string {
  return typeof endpoint === "object" ? `investor:${endpoint.investor}` : endpoint;
}

/** The sales chats and the twin persona answer with the persona's voice id as well. */
const hasVoiceId = (endpoint: Endpoint = "aurora") =>
  endpoint === "sales-aurora" || endpoint === "sales-max" || endpoint === "twin";

// =============================================================================================
// INTEGRATION POINT: investor access for `unlocked: true` cases.
//
// The investor gate (password form, signed HttpOnly cookie) comes in a later issue. Until it is
// wired here, `unlockInvestor` obtains access in the first way available:
//   1. the engine's test hook `app.services.assistant.testing.unlock(slug)`, if it exists, which
//      may return nothing (it unlocked the slug inside the app), a Cookie header value or a
//      Set-Cookie line ("name=value; Path=/; HttpOnly"), or { cookie?: string; headers?: {...} };
//   2. the app's own seam `AppOptions.investorUnlocked` (src/server/app.ts), which `openEvalApp`
//      sets to honour the test-only header below, so the investor assistant sees an unlocked
//      visitor exactly as it will behind the real gate;
//   3. otherwise null: the case is pending, counted and printed apart, not scored.
// When the gate lands, replace the body with a real unlock (e.g. POST the portal password and
// return the Set-Cookie it answers with) and drop the seam from `openEvalApp`; nothing else in
// the suite needs to change.
// =============================================================================================

/** Test-only request header naming the business whose portal this request has unlocked. */
export const EVAL_UNLOCK_HEADER = "x-eval-investor-unlock";

/** Apps built by `openEvalApp`, whose `investorUnlocked` seam honours EVAL_UNLOCK_HEADER. */
const appsWithUnlockSeam = new WeakSet<FastifyInstance>();

export const evalAppOptions: AppOptions = {
  investorUnlocked: (req, slug) => req.headers[EVAL_UNLOCK_HEADER] === slug,
};

export interface InvestorAccess {
  /** Extra request headers (typically `cookie`) that carry the unlock. */
  headers: Record<string, string>;
}

export async function unlockInvestor(app: FastifyInstance, slug: string): Promise<InvestorAccess | null> {
  const services = app.services as unknown as {
    assistant?: { testing?: { unlock?: (slug: string) => unknown } };
  };
  const unlock = services.assistant?.testing?.unlock;
  if (typeof unlock === "function") return toAccess(await unlock.call(services.assistant?.testing, slug));
  if (appsWithUnlockSeam.has(app)) return { headers: { [EVAL_UNLOCK_HEADER]: slug } };
  return null;
}

function toAccess(granted: unknown): InvestorAccess {
  const cookieValue = (raw: string) => raw.split(";")[0]!.trim();
  if (typeof granted === "string") return { headers: granted ? { cookie: cookieValue(granted) } : {} };
  if (granted && typeof granted === "object") {
    const g = granted as { cookie?: unknown; headers?: unknown };
    const headers: Record<string, string> = {};
    if (g.headers && typeof g.headers === "object") {
      for (const [k, v] of Object.entries(g.headers as Record<string, unknown>)) {
        if (typeof v === "string") headers[k.toLowerCase()] = v;
      }
    }
    if (typeof g.cookie === "string" && g.cookie) headers.cookie = cookieValue(g.cookie);
    return { headers };
  }
  return { headers: {} };
}

// =============================================================================================

export interface ChatSource {
  title: string;
  url: string;
}

export interface ChatReply {
  text: string;
  sources: ChatSource[];
  suggestions: string[];
  conversationId: string;
  voiceId?: string;
}

export interface CaseResult {
  id: string;
  evalCase: EvalCase;
  /** Not run: an unlocked case while the investor unlock is not wired. */
  pending: boolean;
  pass: boolean;
  /** Everything that failed, in order. */
  failures: string[];
  /** The subset of `failures` that breaks the response contract (status, shape, suggestions, sources). */
  contractFailures: string[];
  /** The reply to `ask` ("" when it never came). */
  reply: string;
  sources: ChatSource[];
  suggestions: string[];
  /** Every reply text of the case, `before` ones included. */
  allReplies: string[];
  /** Latency of the `ask` request (NaN when not run). */
  latencyMs: number;
  /** Money amounts and percentages in any reply or suggestion of the case that content/ does not hold. */
  invented: string[];
  /**
   * Investor-only text (investor-only.ts) in any reply or suggestion of the case, from the
   * documents of a business this visitor has not unlocked.
   */
  investorLeaks: string[];
  /** Follow-ups only: the reply to `ask` sent alone, in a conversation of its own ("" when none came). */
  aloneReply: string;
  /** Follow-ups only: why the reply shows the conversation before it was not used, or null. */
  lostFollowUp: string | null;
}

export interface EvalReport {
  results: CaseResult[];
  scored: CaseResult[];
  pending: CaseResult[];
  passed: number;
  /** Percentage of scored (non-pending) cases that passed; 100 when none were scored. */
  score: number;
  p50: number;
  p99: number;
}

export interface EvalContext {
  app: FastifyInstance;
  /** Every figure content/ states (for the invented-figure check). */
  allowed: FigureSet;
  /** What only an unlocked investor portal may say, per business. */
  investorOnly: InvestorSecrets;
}

/** The real application on a fresh SQLite database (the evaluation runs on SQLite only). */
export async function openEvalApp(): Promise<TestApp> {
  const sqlite = dbTargets().find((t) => t.name === "sqlite");
  if (!sqlite) throw new Error("no SQLite test target");
  const t = await buildTestApp(sqlite, {}, evalAppOptions);
  appsWithUnlockSeam.add(t.app);
  return t;
}

export function createContext(app: FastifyInstance): EvalContext {
  return {
    app,
    allowed: loadAllowedFigures(CONTENT_DIR),
    investorOnly: loadInvestorSecrets(CONTENT_DIR),
  };
}

/**
 * A distinct client address per case (the chat endpoints allow 20 messages a minute per address);
 * `host` 2 is the case's question asked alone.
 */
export function caseAddress(index: number, host = 1): string {
  return `10.${Math.floor(index / 250) % 256}.${index % 250}.${host}`;
}

export function matches(m: Matcher, text: string): string | null {
  if (typeof m === "string") {
    const at = text.toLowerCase().indexOf(m.toLowerCase());
    return at >= 0 ? text.slice(at, at + m.length) : null;
  }
  m.lastIndex = 0;
  const hit = m.exec(text);
  m.lastIndex = 0;
  return hit ? hit[0] : null;
}

export const describeMatcher = (m: Matcher) => (typeof m === "string" ? JSON.stringify(m) : String(m));

const clip = (s: string, n: number) => {
  const one = s.replace(/\s+/g, " ").trim();
  return one.length > n ? `${one.slice(0, n - 1)}…` : one;
};

/** Checks the answer's shape against the contract; returns the reply or what is wrong with it. */
function readReply(body: unknown, endpoint: Endpoint | undefined): { reply: ChatReply } | { error: string } {
  if (!body || typeof body !== "object") return { error: "answer is not a JSON object" };
  const b = body as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof b.text !== "string" || b.text.trim() === "") problems.push("text is not a non-empty string");
  const sourcesOk =
    Array.isArray(b.sources) &&
    b.sources.every(
      (s) =>
        !!s &&
        typeof s === "object" &&
        typeof (s as ChatSource).title === "string" &&
        typeof (s as ChatSource).url === "string",
    );
  if (!sourcesOk) problems.push("sources is not a list of {title, url}");
  const suggestionsOk = Array.isArray(b.suggestions) && b.suggestions.every((s) => typeof s === "string");
  if (!suggestionsOk) problems.push("suggestions is not a list of strings");
  if (typeof b.conversationId !== "string" || b.conversationId === "") problems.push("no conversationId");
  if (hasVoiceId(endpoint) && typeof b.voiceId !== "string") problems.push("no voiceId");
  if (problems.length > 0) return { error: `bad answer shape: ${problems.join(", ")}` };
  return {
    reply: {
      text: b.text as string,
      sources: b.sources as ChatSource[],
      suggestions: b.suggestions as string[],
      conversationId: b.conversationId as string,
      ...(typeof b.voiceId === "string" ? { voiceId: b.voiceId } : {}),
    },
  };
}

interface Exchange {
  status: number;
  body: unknown;
  raw: string;
  ms: number;
}

async function post(
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  remoteAddress: string,
  headers: Record<string, string>,
): Promise<Exchange> {
  const started = performance.now();
  const res = await app.inject({ method: "POST", url, payload, remoteAddress, headers });
  const ms = performance.now() - started;
  let body: unknown;
  try {
    body = JSON.parse(res.body) as unknown;
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, body, raw: res.body, ms };
}

function payloadFor(c: EvalCase, message: string, conversationId: string | undefined, withHistory: boolean) {
  const payload: Record<string, unknown> = { message };
  if (typeof c.endpoint === "object") payload.slug = c.endpoint.investor;
  if (conversationId) payload.conversationId = conversationId;
  if (withHistory && c.history) {
    const t0 = Date.UTC(2025, 6, 4, 12, 0, 0);
    payload.conversationHistory = c.history.map((turn, i) => ({
      role: turn.role,
      content: turn.content,
      timestamp: new Date(t0 + i * 15_000).toISOString(),
    }));
  }
  return payload;
}

/** What in `text` goes against the case's expect and reject lists. */
export function judge(c: EvalCase, text: string): string[] {
  const failures: string[] = [];
  for (const m of c.expect) if (matches(m, text) === null) failures.push(`missing ${describeMatcher(m)}`);
  for (const m of c.reject ?? []) {
    const hit = matches(m, text);
    if (hit !== null) failures.push(`states rejected ${describeMatcher(m)} ("${clip(hit, 40)}")`);
  }
  return failures;
}

/** The follow-up's `ask` alone: no conversationId, no history, from an address of its own. */
async function askAlone(ctx: EvalContext, c: EvalCase, index: number, headers: Record<string, string>) {
  const ex = await post(
    ctx.app,
    endpointUrl(c.endpoint),
    payloadFor(c, c.ask, undefined, false),
    caseAddress(index, 2),
    headers,
  );
  const read = ex.status === 200 ? readReply(ex.body, c.endpoint) : null;
  return read && "reply" in read ? read.reply.text : "";
}

/**
 * A follow-up's reply shows its conversation was lost when it is word for word what the question
 * alone gets, or when it misses what the case expects: every follow-up case's expectations need
 * the conversation (eval.test.ts checks that the question alone does not meet them).
 */
function lostFollowUp(reply: string, alone: string, failures: string[]): string | null {
  if (reply === "") return null;
  if (reply === alone) return "the reply is the one the question alone gets";
  return failures.length > 0 ? `the reply does not use the conversation: ${failures.join("; ")}` : null;
}

/** Runs one case: its `before` messages, then `ask`, each chained by the conversationId. */
export async function runCase(ctx: EvalContext, c: EvalCase, index: number): Promise<CaseResult> {
  const result: CaseResult = {
    id: c.id,
    evalCase: c,
    pending: false,
    pass: false,
    failures: [],
    contractFailures: [],
    reply: "",
    sources: [],
    suggestions: [],
    allReplies: [],
    latencyMs: Number.NaN,
    invented: [],
    investorLeaks: [],
    aloneReply: "",
    lostFollowUp: null,
  };
  const contract = (msg: string) => {
    result.failures.push(msg);
    result.contractFailures.push(msg);
  };

  let headers: Record<string, string> = {};
  if (c.unlocked) {
    const slug = typeof c.endpoint === "object" ? c.endpoint.investor : undefined;
    const access = slug ? await unlockInvestor(ctx.app, slug) : null;
    if (!access) {
      result.pending = true;
      return result;
    }
    headers = access.headers;
  }

  const url = endpointUrl(c.endpoint);
  const address = caseAddress(index);
  const messages = [...(c.before ?? []), c.ask];
  let conversationId: string | undefined;
  let last: ChatReply | undefined;
  const suggestionTexts: string[] = [];
  for (const [turn, message] of messages.entries()) {
    const isAsk = turn === messages.length - 1;
    const label = isAsk ? "ask" : `before[${turn}]`;
    if (turn > 0 && !conversationId) {
      contract(`${label}: no conversationId to continue the conversation with`);
      break;
    }
    const ex = await post(ctx.app, url, payloadFor(c, message, conversationId, isAsk), address, headers);
    if (isAsk) result.latencyMs = ex.ms;
    if (ex.status !== 200) {
      contract(`${label}: HTTP ${ex.status} from POST ${url}: ${clip(ex.raw, 160)}`);
      break;
    }
    const read = readReply(ex.body, c.endpoint);
    if ("error" in read) {
      contract(`${label}: ${read.error}`);
      break;
    }
    last = read.reply;
    result.allReplies.push(last.text);
    suggestionTexts.push(...last.suggestions);
    conversationId = last.conversationId;
    if (last.suggestions.length > 3) contract(`${label}: ${last.suggestions.length} suggestions (at most 3)`);
    if (isAsk) {
      result.reply = last.text;
      result.sources = last.sources;
      result.suggestions = last.suggestions;
    }
  }

  const openSlug = c.unlocked && typeof c.endpoint === "object" ? c.endpoint.investor : null;
  const said = [...(c.before ?? []), ...(c.history ?? []).map((turn) => turn.content), c.ask].join("\n");
  for (const text of [...result.allReplies, ...suggestionTexts]) {
    for (const f of findInventedFigures(text, withVisitorFigures(ctx.allowed, said)))
      if (!result.invented.includes(f)) result.invented.push(f);
    for (const leak of findInvestorLeaks(ctx.investorOnly, text, openSlug, said)) {
      if (!result.investorLeaks.includes(leak)) result.investorLeaks.push(leak);
    }
  }
  if (result.investorLeaks.length > 0) {
    result.failures.push(`told investor-only text of a portal not unlocked: ${result.investorLeaks.join(", ")}`);
  }

  if (result.reply) {
    const text = result.reply;
    const judged = judge(c, text);
    result.failures.push(...judged);
    const urls = result.sources.map((s) => s.url);
    for (const want of c.sources ?? []) {
      if (!urls.some((u) => u.includes(want))) {
        result.failures.push(`no source contains "${want}" (sources: ${urls.join(", ") || "none"})`);
      }
    }
    if (isFactQuestion(c) && result.sources.length === 0) contract("no sources for a fact question");
    if (isFollowUp(c)) {
      result.aloneReply = await askAlone(ctx, c, index, headers);
      result.lostFollowUp = lostFollowUp(text, result.aloneReply, judged);
      if (result.lostFollowUp) result.failures.push(`lost follow-up: ${result.lostFollowUp}`);
    }
  }

  result.pass = result.failures.length === 0;
  return result;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Runs every case in order, one client address per case, and summarizes. */
/** The report of a set of case results (the whole set, or the cases a narrowed run asked). */
export function reportOf(results: readonly CaseResult[]): EvalReport {
  const scored = results.filter((r) => !r.pending);
  const pending = results.filter((r) => r.pending);
  const passed = scored.filter((r) => r.pass).length;
  const latencies = scored
    .map((r) => r.latencyMs)
    .filter((ms) => Number.isFinite(ms))
    .sort((a, b) => a - b);
  return {
    results: [...results],
    scored,
    pending,
    passed,
    score: scored.length === 0 ? 100 : (100 * passed) / scored.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export async function runEval(app: FastifyInstance, cases: readonly EvalCase[]): Promise<EvalReport> {
  const ctx = createContext(app);
  const results: CaseResult[] = [];
  for (const [i, c] of cases.entries()) results.push(await runCase(ctx, c, i));
  return reportOf(results);
}

// Printing

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : "n/a");

export function formatSummary(r: EvalReport): string {
  return `assistant eval: ${r.passed}/${r.scored.length} passed (${r.score.toFixed(1)}%), p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const line = (row: string[]) => row.map((cell, col) => cell.padEnd(widths[col]!)).join(" | ");
  return [line(rows[0]!), widths.map((w) => "-".repeat(w)).join("-|-"), ...rows.slice(1).map(line)].join("\n");
}

/** id | endpoint | ask | what failed | reply, one row per failed case. */
export function formatFailures(r: EvalReport): string {
  const failed = r.scored.filter((x) => !x.pass);
  if (failed.length === 0) return "assistant eval: no failures";
  const rows = [["id", "endpoint", "ask", "failed", "reply"]];
  for (const f of failed) {
    rows.push([
      f.id,
      endpointLabel(f.evalCase.endpoint),
      clip(f.evalCase.ask, 50),
      clip(f.failures.join("; "), 110),
      clip(f.reply || "(none)", 110),
    ]);
  }
  return `assistant eval failures (${failed.length}):\n${table(rows)}`;
}

/** Pass counts per tag, for the report. */
export function formatTagBreakdown(r: EvalReport): string {
  const byTag = new Map<string, { pass: number; total: number }>();
  for (const x of r.scored) {
    for (const tag of x.evalCase.tags) {
      const t = byTag.get(tag) ?? { pass: 0, total: 0 };
      t.total += 1;
      if (x.pass) t.pass += 1;
      byTag.set(tag, t);
    }
  }
  const rows = [["tag", "passed"]];
  for (const [tag, t] of [...byTag].sort((a, b) => b[1].total - a[1].total || a[0].localeCompare(b[0]))) {
    rows.push([tag, `${t.pass}/${t.total}`]);
  }
  return table(rows);
}
