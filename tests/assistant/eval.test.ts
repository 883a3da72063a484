import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/build-app.ts";
import { CONTENT_DIR } from "./allowed-figures.ts";
import { EVAL_CASES, isFollowUp, KNOWN_MISSES, type EvalCase } from "./eval-cases.ts";
import {
  createContext,
  formatFailures,
  formatSummary,
  formatTagBreakdown,
  judge,
  openEvalApp,
  reportOf,
  runCase,
  type CaseResult,
  type EvalContext,
} from "./eval-runner.ts";

/**
 * The assistant's evaluation (issue 7): every case of eval-cases.ts against the real app on
 * SQLite with the embedded engine. Fails below 95% of the scored cases, and whatever the score on
 * any money amount or percentage that content/ does not hold, on any investor-only text told to a
 * visitor who has not unlocked that portal, on any follow-up whose reply lost the conversation
 * before it, and on any break of the answer contract.
 *
 * Each case is a test of its own (named by its id); the score over the cases asked is printed
 * after them. EVAL_ONLY=<regex> runs only the cases whose id matches (the set checks still see
 * them all); EVAL_VERBOSE=1 prints every reply.
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
  let ctx: EvalContext;
  const results: CaseResult[] = [];

  beforeAll(async () => {
    t = await openEvalApp();
    ctx = createContext(t.app);
  }, 60_000);

  afterAll(async () => {
    const report = reportOf(results);
    if (process.env.EVAL_VERBOSE) {
      for (const r of report.results) {
        console.log(
          `[${r.pending ? "pending" : r.pass ? "pass" : "FAIL"}] ${r.id}: ${r.evalCase.ask}\n  -> ${r.reply}`,
        );
      }
    }
    if (report.results.length > 0) {
      console.log(formatTagBreakdown(report));
      console.log(formatFailures(report));
      console.log(formatSummary(report));
    }
    await t?.close();
  });

  // One test a case, so a break in the engine fails the very case it breaks (and mutation testing
  // sees which cases cover which code). A case fails on a figure content/ lacks, on investor-only
  // text told to a visitor without that portal's access, on a lost follow-up and on a broken
  // answer contract, always; on missing its expectations unless it is a known miss.
  describe("each case", () => {
    for (const c of selected) {
      it(c.id, async () => {
        const r = await runCase(ctx, c, EVAL_CASES.indexOf(c));
        results.push(r);
        expect(r.pending, "the investor unlock for unlocked cases is not wired (eval-runner.ts)").toBe(false);
        expect(r.invented, "money amounts or percentages content/ does not hold").toEqual([]);
        expect(r.investorLeaks, "investor-only text told to a visitor without that portal's access").toEqual([]);
        expect(r.contractFailures, "the answer contract").toEqual([]);
        if (isFollowUp(c)) {
          expect(r.lostFollowUp, "the follow-up lost its conversation").toBeNull();
          // Otherwise a follow-up that lost its conversation would still pass, and prove nothing.
          expect(
            r.aloneReply !== "" && judge(c, r.aloneReply).length > 0,
            `its question alone must not meet its expectations (alone: "${r.aloneReply.slice(0, 80)}")`,
          ).toBe(true);
        }
        const miss = KNOWN_MISSES[c.id];
        if (miss === undefined) expect(r.failures, r.reply).toEqual([]);
        else expect(r.pass, `known miss (${miss}) now passes: take it off KNOWN_MISSES`).toBe(false);
      });
    }
  });

  it(`passes at least ${MIN_SCORE}% of the scored cases`, () => {
    const report = reportOf(results);
    expect(report.score, formatSummary(report)).toBeGreaterThanOrEqual(MIN_SCORE);
  });

  it("lists as known misses only cases of the set, and few of them", () => {
    const ids = new Set(EVAL_CASES.map((c) => c.id));
    expect(Object.keys(KNOWN_MISSES).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(KNOWN_MISSES).length).toBeLessThanOrEqual(
      Math.floor((EVAL_CASES.length * (100 - MIN_SCORE)) / 100),
    );
  });
});
