import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/build-app.ts";
import { CONTENT_DIR } from "./allowed-figures.ts";
import { EVAL_CASES, isFactQuestion, isFollowUp, type EvalCase } from "./eval-cases.ts";
import {
  formatFailures,
  formatPending,
  formatSummary,
  formatTagBreakdown,
  judge,
  openEvalApp,
  runEval,
  type EvalReport,
} from "./eval-runner.ts";

/**
 * The assistant's evaluation (issue 7): every case of eval-cases.ts against the real app on
 * SQLite with the embedded engine. Fails below 95% of the scored cases, and whatever the score on
 * any money amount or percentage that content/ does not hold, on any investor-only text told to a
 * visitor who has not unlocked that portal, on any follow-up whose reply lost the conversation
 * before it, and on any break of the answer contract.
 *
 * EVAL_ONLY=<regex> runs only the cases whose id matches (the set checks still see them all);
 * EVAL_VERBOSE=1 prints every reply.
 */

const MIN_CASES = 100;
const MIN_SCORE = 95;

const only = process.env.EVAL_ONLY ? new RegExp(process.env.EVAL_ONLY) : undefined;
const selected = only ? EVAL_CASES.filter((c) => only.test(c.id)) : EVAL_CASES;

const normalize = (s: string) => s.toLowerCase().replace(/[-_]+/g, " ").replace(/\s+/g, " ").trim();

/** What the visitor types in a case. */
const visitorText = (c: EvalCase) =>
  normalize(
    [...(c.before ?? []), ...(c.history ?? []).filter((t) => t.role === "user").map((t) => t.content), c.ask].join(
      " \n ",
    ),
  );

interface BusinessRef {
  slug: string;
  name: string;
  aliases: string[];
}

function readBusinesses(): BusinessRef[] {
  const site = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "site.json"), "utf8")) as {
    companyName: string;
    slugBase: string;
  };
  const dir = path.join(CONTENT_DIR, "businesses");
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => {
      const b = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as {
        slug: string;
        name: string;
        aliases?: string[];
      };
      return {
        slug: b.slug.replaceAll("{product}", site.slugBase),
        name: b.name.replaceAll("{product}", site.companyName),
        aliases: b.aliases ?? [],
      };
    });
}

describe("assistant evaluation set", () => {
  it(`has at least ${MIN_CASES} cases with unique kebab-case ids`, () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(MIN_CASES);
    const ids = EVAL_CASES.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id))).toEqual([]);
  });

  it("gives every case a question, an expectation, tags, and options that fit its endpoint", () => {
    const wrong: string[] = [];
    for (const c of EVAL_CASES) {
      if (!c.ask.trim()) wrong.push(`${c.id}: empty ask`);
      if (c.expect.length === 0) wrong.push(`${c.id}: nothing expected`);
      if (c.tags.length === 0) wrong.push(`${c.id}: no tags`);
      const aurora = c.endpoint === undefined || c.endpoint === "aurora";
      if (c.history && !aurora) wrong.push(`${c.id}: history is only for the aurora endpoint`);
      if (c.history && c.before) wrong.push(`${c.id}: both history and before`);
      if (c.unlocked && typeof c.endpoint !== "object") wrong.push(`${c.id}: unlocked outside the investor endpoint`);
    }
    expect(wrong).toEqual([]);
  });

  it("asks about every business in content/businesses by slug, name or alias", () => {
    const texts = EVAL_CASES.map(visitorText);
    const missing = readBusinesses()
      .filter((b) => ![b.slug, b.name, ...b.aliases].map(normalize).some((n) => texts.some((t) => t.includes(n))))
      .map((b) => b.slug);
    expect(missing).toEqual([]);
  });

  it("follows up through conversationId at least 8 times and through history at least 4 times", () => {
    expect(EVAL_CASES.filter((c) => (c.before?.length ?? 0) > 0).length).toBeGreaterThanOrEqual(8);
    expect(EVAL_CASES.filter((c) => (c.history?.length ?? 0) > 0).length).toBeGreaterThanOrEqual(4);
  });
});

describe("assistant evaluation (embedded engine, SQLite)", () => {
  let t: TestApp | undefined;
  let report: EvalReport;

  beforeAll(async () => {
    t = await openEvalApp();
    report = await runEval(t.app, selected);
    if (process.env.EVAL_VERBOSE) {
      for (const r of report.results) {
        console.log(
          `[${r.pending ? "pending" : r.pass ? "pass" : "FAIL"}] ${r.id}: ${r.evalCase.ask}\n  -> ${r.reply}`,
        );
      }
    }
    console.log(formatTagBreakdown(report));
    console.log(formatFailures(report));
    const pending = formatPending(report);
    if (pending) console.log(pending);
    console.log(formatSummary(report));
  }, 300_000);

  afterAll(async () => {
    await t?.close();
  });

  it(`passes at least ${MIN_SCORE}% of the scored cases`, () => {
    expect(report.score, formatSummary(report)).toBeGreaterThanOrEqual(MIN_SCORE);
  });

  it("states no money amount or percentage that content/ does not hold", () => {
    const invented = report.results
      .filter((r) => r.invented.length > 0)
      .map((r) => `${r.id}: ${r.invented.join(", ")}`);
    if (invented.length > 0) console.log(`invented figures:\n  ${invented.join("\n  ")}`);
    expect(invented).toEqual([]);
  });

  it("tells no visitor the investor-only text of a portal they have not unlocked, whatever the score", () => {
    const leaks = report.results
      .filter((r) => r.investorLeaks.length > 0)
      .map((r) => `${r.id}: ${r.investorLeaks.join(", ")}`);
    if (leaks.length > 0) console.log(`investor-only text told:\n  ${leaks.join("\n  ")}`);
    expect(leaks).toEqual([]);
  });

  it("answers every follow-up from the conversation before it, whatever the score", () => {
    const lost = report.scored.filter((r) => r.lostFollowUp).map((r) => `${r.id}: ${r.lostFollowUp}`);
    if (lost.length > 0) console.log(`lost follow-ups:\n  ${lost.join("\n  ")}`);
    expect(lost).toEqual([]);
  });

  it("gives every follow-up case expectations that its question alone does not meet", () => {
    // Otherwise a follow-up that lost its conversation would still pass, and prove nothing.
    const follows = report.scored.filter((r) => isFollowUp(r.evalCase));
    expect(follows.length).toBeGreaterThan(0);
    const alone = follows
      .filter((r) => r.aloneReply === "" || judge(r.evalCase, r.aloneReply).length === 0)
      .map(
        (r) =>
          `${r.id}: ${r.aloneReply ? `alone it already answers "${r.aloneReply.slice(0, 80)}"` : "no reply alone"}`,
      );
    expect(alone).toEqual([]);
  });

  it("answers every message with a well-formed reply and at most three suggestions", () => {
    const broken = report.scored.flatMap((r) =>
      r.contractFailures.filter((f) => !f.includes("no sources")).map((f) => `${r.id}: ${f}`),
    );
    expect(broken).toEqual([]);
    expect(report.scored.filter((r) => r.suggestions.length > 3).map((r) => r.id)).toEqual([]);
  });

  it("cites at least one source for every fact question", () => {
    const uncited = report.scored
      .filter((r) => isFactQuestion(r.evalCase) && r.reply !== "" && r.sources.length === 0)
      .map((r) => r.id);
    expect(uncited).toEqual([]);
  });
});
