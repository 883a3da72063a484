import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The money amounts and percentages the site's own content states, and a check that finds the
 * ones a reply states although the content does not (RESOLUTIONS.md §4: never invent a number).
 *
 * Deliberately independent of the application's code: every file under content/ is read as raw
 * text, placeholders and `{tokens}` are filled here from offers.json, and every price field of
 * offers.json is allowed as money too (prices live there as numbers, not as prose).
 */

export const CONTENT_DIR = fileURLToPath(new URL("../../content/", import.meta.url));

export interface FigureSet {
  /** Money amounts in cents. */
  money: Set<number>;
  /** Percentages times 100 (so 12.5% is 1250). */
  percent: Set<number>;
}

export interface Figure {
  kind: "money" | "percent";
  /** The figure as written. */
  text: string;
  /** Dollars, or percent. */
  value: number;
}

const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+`;
const SCALE = String.raw`(?:\s?(k|m|mm|bn|b|thousand|million|billion)\b)?`;
const DASH = String.raw`\s?(?:-|–|—)\s?`;
/** `$1,500`, `$1.5k`, `$2 million`, `$300-$700`, `$300–700`, `$300 to $700`. */
const MONEY_RE = new RegExp(
  String.raw`\$\s?(${NUM})${SCALE}(?:(?:${DASH}|\s+to\s+)(\$)?\s?(${NUM})${SCALE}(?!\s?(?:-|–|(?:minutes?|hours?|days?|weeks?|months?|years?|business)\b)))?`,
  "gi",
);
/** `500 dollars`, `5,000 USD`. */
const MONEY_WORD_RE = new RegExp(String.raw`(?<![\w$.,])(${NUM})${SCALE}\s?(?:dollars|usd)\b`, "gi");
/** `50%`, `50 percent`, `20-30%`, `20 to 30 percent`. */
const PERCENT_RE = new RegExp(
  String.raw`(?<![\w.,])(${NUM})(?:(?:${DASH}|\s+to\s+)(${NUM}))?\s?(?:%|percent\b|per\s?cent\b)`,
  "gi",
);

const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

function toNumber(raw: string, scale?: string): number {
  const n = Number(raw.replace(/,/g, ""));
  return n * (scale ? (SCALES[scale.toLowerCase()] ?? 1) : 1);
}

const cents = (usd: number) => Math.round(usd * 100);
const hundredths = (pct: number) => Math.round(pct * 100);

/** Every money amount and percentage written in `text`, ranges giving both ends. */
export function extractFigures(text: string): Figure[] {
  const out: Figure[] = [];
  for (const m of text.matchAll(MONEY_RE)) {
    const first = toNumber(m[1]!, m[2]);
    out.push({ kind: "money", text: m[0].trim(), value: first });
    if (m[4] !== undefined) {
      const second = toNumber(m[4], m[5] ?? m[2]);
      // "$300-700" is a range; "$2,500 - 2 pages" is not: without its own "$" the end must be larger.
      if (m[3] === "$" || second > first) out.push({ kind: "money", text: m[0].trim(), value: second });
    }
  }
  for (const m of text.matchAll(MONEY_WORD_RE)) {
    out.push({ kind: "money", text: m[0].trim(), value: toNumber(m[1]!, m[2]) });
  }
  for (const m of text.matchAll(PERCENT_RE)) {
    out.push({ kind: "percent", text: m[0].trim(), value: toNumber(m[1]!) });
    if (m[2] !== undefined) out.push({ kind: "percent", text: m[0].trim(), value: toNumber(m[2]) });
  }
  return out;
}

function formatUsd(n: number): string {
  const whole = Number.isInteger(n);
  return `$${n.toLocaleString("en-US", { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function get(obj: Json, dotted: string): Json | undefined {
  let cur: Json | undefined = obj;
  for (const key of dotted.split(".")) {
    if (cur === null || typeof cur !== "object" || Array.isArray(cur)) return undefined;
    cur = cur[key];
  }
  return cur;
}

/** Numbers under a key that names dollars (setupUsd, monthlyUsd.from, overage.usd, ...). */
function priceFields(node: Json, inUsd = false, out: number[] = []): number[] {
  if (typeof node === "number") {
    if (inUsd) out.push(node);
  } else if (Array.isArray(node)) {
    for (const v of node) priceFields(v, inUsd, out);
  } else if (node !== null && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) priceFields(v, inUsd || /usd/i.test(k), out);
  }
  return out;
}

/** Token name -> path in offers.json, for the tokens whose name is not their path. */
const TOKEN_PATHS: Record<string, { path: string; money?: boolean }> = {
  "trial.setup": { path: "trial.setupUsd", money: true },
  "trial.monthly": { path: "trial.monthlyUsd", money: true },
  "trial.qualifiedDown": { path: "trial.qualifiedDownUsd", money: true },
  "trial.buildDays": { path: "trial.buildBusinessDays.typical" },
  "trial.buildDaysMax": { path: "trial.buildBusinessDays.max" },
  "setup.minDays": { path: "setupDays.min" },
  "setup.maxDays": { path: "setupDays.max" },
  paymentPlansFromDown: { path: "paymentPlansFromDownUsd", money: true },
  "bizwiz.plansFrom": { path: "businessAiWiz.plansFromMonthlyUsd", money: true },
  "bizwiz.setupMinutes": { path: "businessAiWiz.storefrontSetupMinutes" },
};

function resolveToken(offers: Json, token: string): string | undefined {
  const known = TOKEN_PATHS[token];
  const candidates: { path: string; money?: boolean }[] = known
    ? [known]
    : [{ path: token }, { path: `${token}Usd`, money: true }, { path: `${token}.usd`, money: true }];
  for (const c of candidates) {
    const v = get(offers, c.path);
    if (typeof v === "number") return c.money ? formatUsd(v) : String(v);
    if (typeof v === "string") return v;
  }
  return undefined;
}

function readTree(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...readTree(p));
    else if (/\.(json|md)$/i.test(entry.name)) out.push(p);
  }
  return out.sort();
}

/** content/investor/: the portal's documents, shown only to a visitor who unlocked that business. */
export const PRIVATE_DIRS = ["investor"];

/**
 * Fills the placeholders content/ writes (`{product}`, `{email}`, offer tokens such as
 * `{trial.setup}`) the way the site shows them; an unknown token stays as written.
 */
export function contentFiller(contentDir: string = CONTENT_DIR): (text: string) => string {
  const offers = readOffers(contentDir);
  const site = JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8")) as Json;
  const str = (v: Json | undefined, fallback: string) => (typeof v === "string" ? v : fallback);
  const placeholders: Record<string, string> = {
    product: str(get(site, "companyName"), "Domu AI"),
    email: str(get(site, "email"), ""),
    phone: str(get(site, "phone"), ""),
    name: str(get(site, "caseStudyClient.name"), "Maya"),
    founder: str(get(site, "founder.name"), ""),
  };
  return (text) =>
    text.replace(/\{([A-Za-z][\w.]*)\}/g, (whole, token: string) => {
      return placeholders[token] ?? resolveToken(offers, token) ?? whole;
    });
}

const readOffers = (contentDir: string) =>
  JSON.parse(fs.readFileSync(path.join(contentDir, "offers.json"), "utf8")) as Json;

/** Every .json and .md file under content/ with its placeholders filled, and its top folder. */
export function readContentFiles(contentDir: string = CONTENT_DIR): { file: string; top: string; text: string }[] {
  const fill = contentFiller(contentDir);
  return readTree(contentDir).map((file) => ({
    file,
    top: path.relative(contentDir, file).split(path.sep)[0]!,
    text: fill(fs.readFileSync(file, "utf8")),
  }));
}

/**
 * Reads content/ now (call again to see files added since). `publicOnly` leaves out what only an
 * unlocked investor may read.
 */
export function loadAllowedFigures(
  contentDir: string = CONTENT_DIR,
  options: { publicOnly?: boolean } = {},
): FigureSet {
  const offers = readOffers(contentDir);
  const set: FigureSet = { money: new Set(), percent: new Set() };
  for (const usd of priceFields(offers)) set.money.add(cents(usd));
  const percentOffer = get(offers, "launchDiscountPercent");
  if (typeof percentOffer === "number") set.percent.add(hundredths(percentOffer));

  for (const { top, text } of readContentFiles(contentDir)) {
    if (options.publicOnly && PRIVATE_DIRS.includes(top)) continue;
    addFigures(set, text);
  }
  return set;
}

/** Adds every money amount and percentage `text` states to `set`. */
export function addFigures(set: FigureSet, text: string): FigureSet {
  for (const f of extractFigures(text)) addFigure(set, f);
  return set;
}

export function addFigure(set: FigureSet, f: Figure): void {
  if (f.kind === "money") set.money.add(cents(f.value));
  else set.percent.add(hundredths(f.value));
}

/** Whether `set` holds figure `f` (compared numerically, as findInventedFigures does). */
export function holdsFigure(set: FigureSet, f: Figure): boolean {
  return f.kind === "money" ? set.money.has(cents(f.value)) : set.percent.has(hundredths(f.value));
}

let cached: FigureSet | undefined;

/**
 * The money amounts and percentages in `text` that content/ does not state, as written in the
 * text. Compared numerically: "$5,000" == "$5000" == "$5,000.00" == "$5k".
 */
export function findInventedFigures(text: string, allowed: FigureSet = (cached ??= loadAllowedFigures())): string[] {
  const worked = workedOut(text, allowed);
  const invented: string[] = [];
  for (const f of extractFigures(text)) {
    const derived = f.kind === "money" ? worked.has(cents(f.value)) : worked.has(PERCENT_KEY + hundredths(f.value));
    if (!holdsFigure(allowed, f) && !derived && !invented.includes(f.text)) invented.push(f.text);
  }
  return invented;
}

/** Where a worked-out percentage is kept in the set of worked-out amounts, apart from money. */
const PERCENT_KEY = 1e12;

/**
 * Money amounts a reply works out in a line of its own ("$299 + 200 × $1.50 = $599"): each is
 * accepted when every dollar operand is a content figure (or an earlier line's result) and the
 * arithmetic is right. Plain counts ("200", "12") are the visitor's usage or months. A share
 * worked out the same way ("$28 ÷ $68 ≈ 41%") is kept as PERCENT_KEY plus its hundredths.
 */
export function workedOut(text: string, allowed: FigureSet): Set<number> {
  const out = new Set<number>();
  // A count may carry its unit ("20 hours × 52 weeks ÷ 12"); "≈" is a result rounded to the dollar.
  const term = String.raw`\$?\d[\d,]*(?:\.\d+)?(?:–\$?\d[\d,]*(?:\.\d+)?)?(?:\s(?:hours|weeks|months|days|nights|calls))?`;
  const line = new RegExp(String.raw`(${term}(?:\s[+×−÷]\s${term})+)\s([=≈])\s(${term})(%?)`, "g");
  const ends = (t: string) =>
    t
      .replace(/\s[a-z]+$/, "")
      .split("–")
      .map((x) => Number(x.replace(/[$,]/g, "")));
  // Passes until nothing new: a gap said first ("$4,600 less ($7,688 − $3,088 = $4,600)") may rest
  // on totals worked out later in the same reply.
  for (let size = -1; size !== out.size; ) {
    size = out.size;
    addWorkedLines(text, line, ends, allowed, out);
  }
  return out;
}

function addWorkedLines(
  text: string,
  line: RegExp,
  ends: (t: string) => number[],
  allowed: FigureSet,
  out: Set<number>,
): void {
  for (const m of text.matchAll(line)) {
    const rounded = m[2] === "≈";
    const parts = m[1]!.split(/\s([+×−÷])\s/);
    const terms = parts.filter((_, i) => i % 2 === 0);
    const ops = parts.filter((_, i) => i % 2 === 1);
    const ok = terms.every(
      (t) => !t.startsWith("$") || ends(t).every((v) => allowed.money.has(cents(v)) || out.has(cents(v))),
    );
    if (!ok) continue;
    // Low ends together and high ends together (a subtraction pairs a low with a high).
    const evalAt = (pick: (e: number[], i: number) => number) => {
      const vals = terms.map((t, i) => pick(ends(t), i));
      const sums: number[] = [vals[0]!];
      const signs: string[] = [];
      ops.forEach((op, j) => {
        if (op === "×") sums[sums.length - 1]! *= vals[j + 1]!;
        else if (op === "÷") sums[sums.length - 1]! /= vals[j + 1]!;
        else {
          signs.push(op);
          sums.push(vals[j + 1]!);
        }
      });
      return signs.reduce((acc, op, j) => (op === "+" ? acc + sums[j + 1]! : acc - sums[j + 1]!), sums[0]!);
    };
    const afterMinus = (i: number) => i > 0 && ops[i - 1] === "−";
    const low = evalAt((e, i) => (afterMinus(i) ? e[e.length - 1]! : e[0]!));
    const high = evalAt((e, i) => (afterMinus(i) ? e[0]! : e[e.length - 1]!));
    const result = ends(m[3]!);
    if (m[4] === "%") {
      // ("$28 ÷ $68 ≈ 41%": one value, the share in whole percent.)
      const share = low * 100;
      if (result.length === 1 && low === high && Math.abs((rounded ? Math.round(share) : share) - result[0]!) < 0.005)
        out.add(PERCENT_KEY + hundredths(result[0]!));
      continue;
    }
    const want = result.length === 1 ? [low] : [low, high];
    if (
      result.length <= 2 &&
      want.every((v, i) => Math.abs((rounded ? Math.round(v) : v) - result[i]!) < 0.005) &&
      (result.length === 2 || low === high)
    )
      for (const v of result) out.add(cents(v));
  }
}

/**
 * The content's figures plus the visitor's own ("my receptionist costs me 3200 a month", "40% after
 * hours"): a reply may say back what the visitor said, as an amount or a share, and work from it.
 */
export function withVisitorFigures(allowed: FigureSet, said: string): FigureSet {
  const money = new Set(allowed.money);
  // "$1M ARR", "50k", "2 million": the visitor's own scale words count too.
  // ("a million a year" is one million.)
  const spelled = said.replace(/\b(?:a|one)\s+(million|thousand)\b/gi, "1 $1");
  for (const m of spelled.matchAll(/\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s?(k|m|mm|thousand|million)\b)?/gi)) {
    const n = Number(m[1]!.replace(/,/g, "")) * (m[2] ? (SCALES[m[2].toLowerCase()] ?? 1) : 1);
    if (Number.isFinite(n)) money.add(cents(n));
  }
  // ("40% after hours": a share the visitor gave may be said back and worked from too.)
  const percent = new Set(allowed.percent);
  for (const f of extractFigures(said)) if (f.kind === "percent") percent.add(hundredths(f.value));
  return { money, percent };
}
