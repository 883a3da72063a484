/**
 * The numeric guard: finds the figures of a reply (money amounts, percentages, counts with a unit)
 * that the reference texts (the retrieved knowledge) do not hold, so that a model's invented price
 * or limit is never sent to a visitor.
 *
 * Comparison is numeric: "$2,500", "$2500", "$2.5k" and "2,500 dollars" are the same amount.
 * - money is supported only by the same amount written as money in the reference;
 * - a percentage only by the same percentage in the reference;
 * - a count ("90 outbound minutes", "14-day", "3 business days") by the same number anywhere in
 *   the reference or, for counts only, in the visitor's own message ("I have 3 locations").
 * A range ("$300–$700", "3-5 days") is supported when both ends are.
 * A bare number ("2025", "Year 3", a phone number) is not a figure.
 */

const SMALL_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS_WORDS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALE_WORDS: Record<string, number> = {
  hundred: 100,
  thousand: 1_000,
  million: 1_000_000,
  mn: 1_000_000,
  billion: 1_000_000_000,
  bn: 1_000_000_000,
};
const SCALE_LETTERS: Record<string, number> = { k: 1_000, m: 1_000_000, b: 1_000_000_000 };

/** Longest first, so that "seventeen" is not read as "seven". */
const byLength = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join("|");
const UNITS_WORD = byLength(Object.keys(SMALL_WORDS).filter((w) => SMALL_WORDS[w]! < 10));
const WORD_NUMBER =
  `(?:(?:${byLength(Object.keys(TENS_WORDS))})(?:[- ](?:${UNITS_WORD}))?` + `|${byLength(Object.keys(SMALL_WORDS))})`;
/** Digits, whole: never a shorter reading of a longer number ("6" of "60", "1" of "1,000"). */
const DIGITS = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?!\d|[.,]\d)`;
const SCALE = String.raw`(?:[kmb](?![a-z0-9])|\s?(?:hundred|thousand|million|billion|mn|bn)\b)`;
/** A number as written: digits with an optional scale ("2.5k", "1.2 million") or number words. */
const NUMBER = `(?:${DIGITS}${SCALE}?|\\b${WORD_NUMBER}\\b(?:\\s(?:hundred|thousand|million|billion)\\b)?)`;
/** A number written with digits only (money after a currency sign). */
const DIGIT_NUMBER = `(?:${DIGITS}${SCALE}?)`;
const RANGE = String.raw`\s*(?:-|–|—|to)\s*`;
const CURRENCY_PREFIX = String.raw`(?:US\$|\$|€|£|\b(?:USD|EUR|GBP)\s?)`;
const CURRENCY_SUFFIX = String.raw`\s?(?:dollars?|bucks|usd|euros?|eur|gbp)\b`;
const CENTS_SUFFIX = String.raw`\s?cents?\b`;
const PERCENT_SIGN = String.raw`(?:\s?%|\s?(?:percent|per\s?cent|pct)\b)`;

/** Words after which a number is a count: "90 outbound minutes", "14-day", "3 business days". */
const UNIT =
  String.raw`(?:(?:minute|min|hour|hr|day|week|month|year|yr|second|sec|conversation|call|page|user|customer|client|` +
  String.raw`location|agent|seat|message|chat|session|lead|language|integration|voice|payment|installment|instalment|` +
  String.raw`employee|visitor|store|storefront|ticket|booking|appointment|document|post|article)s?|business(?:es)?)\b`;
/** Words that cannot stand between a number and its unit ("one of our agents" is not a count). */
const STOP_WORDS =
  "a|an|the|of|to|for|and|or|nor|but|in|on|at|by|with|from|per|as|than|into|onto|about|over|under|" +
  "our|your|their|my|his|her|its|this|that|these|those|is|are|was|were|be|been|it|you|we|they|i|" +
  "each|every|all|any|some|no|not|if|so|just|only|can|will|may";
const FILLER = String.raw`(?:(?!(?:${STOP_WORDS})\b)[a-z][\w'’-]*\s+)`;
/** A number's unit: "minutes", "outbound minutes", "business days", "-day". */
const UNIT_AFTER = String.raw`(?:-|\s+)${FILLER}{0,2}?${UNIT}(?:\s+${UNIT})?`;

const MONEY_RE = new RegExp(
  // "$2,500 - 60 minutes": the 60 is a count, not the end of a price range.
  `${CURRENCY_PREFIX}\\s?(${DIGIT_NUMBER})(?:${RANGE}(?:${CURRENCY_PREFIX}\\s?)?(${DIGIT_NUMBER})(?!${UNIT_AFTER}))?` +
    `|(?<![\\w.,$])(${NUMBER})(?:${RANGE}(${NUMBER}))?(${CURRENCY_SUFFIX}|${CENTS_SUFFIX})`,
  "gi",
);
const PERCENT_RE = new RegExp(
  `(?<![\\w.,$])(${NUMBER})(?:${PERCENT_SIGN}?${RANGE}(${NUMBER}))?${PERCENT_SIGN}(?![\\w])`,
  "gi",
);
const COUNT_RE = new RegExp(`(?<![\\w.,/$€£#:])(${NUMBER})(?:${RANGE}(${NUMBER}))?${UNIT_AFTER}`, "gi");
/** Every number in a text, in any context (the count check's reference). */
const ANY_NUMBER_RE = new RegExp(NUMBER, "gi");
/** "Year 3", "Day 14", "Step 2", "#5", "No. 4": a position, not a figure. */
const ORDINAL_BEFORE =
  /\b(?:year|yr|month|week|day|phase|step|tier|level|stage|round|part|chapter|page|no\.?|number)\s*$|#\s*$/i;

/** The value of one number as written ("2,500", "2.5k", "1.2 million", "twenty-five", "two hundred"). */
export function parseNumber(written: string): number | null {
  const text = written.trim().toLowerCase();
  const digits = /^([\d,]+(?:\.\d+)?)\s?([a-z]*)$/.exec(text);
  if (digits) {
    const value = Number(digits[1]!.replace(/,/g, ""));
    const scale = digits[2] ? (SCALE_LETTERS[digits[2]] ?? SCALE_WORDS[digits[2]]) : 1;
    return Number.isFinite(value) && scale !== undefined ? value * scale : null;
  }
  // "two hundred and fifty": the "and" joins, it adds nothing.
  const words = text.split(/[\s-]+/).filter((w) => w !== "and");
  let value = 0;
  for (const word of words) {
    if (word in SMALL_WORDS) value += SMALL_WORDS[word]!;
    else if (word in TENS_WORDS) value += TENS_WORDS[word]!;
    else if (word in SCALE_WORDS) value = (value || 1) * SCALE_WORDS[word]!;
    else return null;
  }
  return value;
}

type FigureKind = "money" | "percent" | "count";

interface Figure {
  kind: FigureKind;
  text: string;
  values: number[];
  start: number;
  end: number;
}

function values(...written: (string | undefined)[]): number[] {
  return written.flatMap((w) => {
    if (w === undefined) return [];
    const v = parseNumber(w);
    return v === null ? [] : [v];
  });
}

function overlaps(figures: Figure[], start: number, end: number): boolean {
  return figures.some((f) => start < f.end && f.start < end);
}

function extractFigures(text: string): Figure[] {
  const figures: Figure[] = [];
  const add = (kind: FigureKind, match: RegExpExecArray, vals: number[]) => {
    const start = match.index;
    const end = start + match[0].length;
    if (vals.length === 0 || overlaps(figures, start, end)) return;
    figures.push({ kind, text: match[0].trim(), values: vals, start, end });
  };
  for (const m of text.matchAll(MONEY_RE)) {
    if (m[1] !== undefined) add("money", m, values(m[1], m[2]));
    else {
      const cents = /cent/i.test(m[5] ?? "");
      add(
        "money",
        m,
        values(m[3], m[4]).map((v) => (cents ? v / 100 : v)),
      );
    }
  }
  for (const m of text.matchAll(PERCENT_RE)) add("percent", m, values(m[1], m[2]));
  for (const m of text.matchAll(COUNT_RE)) {
    if (ORDINAL_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    add("count", m, values(m[1], m[2]));
  }
  return figures.sort((a, b) => a.start - b.start);
}

/** Every number of a text in any context, with and without its scale ("2.5k" gives 2500 and 2.5). */
function allNumbers(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(ANY_NUMBER_RE)) {
    const v = parseNumber(m[0]);
    if (v !== null) out.push(v);
    const bare = /^[\d,]+(?:\.\d+)?/.exec(m[0]);
    if (bare) {
      const raw = parseNumber(bare[0]);
      if (raw !== null && raw !== v) out.push(raw);
    }
  }
  return out;
}

const same = (a: number, b: number) => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(a));
const holds = (pool: number[], v: number) => pool.some((p) => same(p, v));

/** "$300–$700" or "200": one term of a working line, with the ends of its range. */
const TERM = String.raw`\$?\d[\d,]*(?:\.\d+)?(?:\s?–\s?\$?\d[\d,]*(?:\.\d+)?)?`;
/** A working line as the assistant writes it: "$299 + 200 × $1.50 = $599", "$299 − $99 = $200". */
const WORKING_RE = new RegExp(String.raw`(${TERM}(?:\s*[+×−]\s*${TERM})+)\s*=\s*(${TERM})`, "g");

interface Term {
  money: boolean;
  ends: number[];
}

function readTerm(written: string): Term {
  const ends = written
    .split("–")
    .map((w) => Number(w.replace(/[$,\s]/g, "")))
    .filter((n) => Number.isFinite(n));
  return { money: written.includes("$"), ends };
}

/** Every value an expression of ranges can take at its ends (each range at its low or high end). */
function evaluations(terms: Term[], ops: string[]): number[] {
  const out: number[] = [];
  const choose = (i: number, picked: number[]) => {
    if (i === terms.length) {
      // × first, then + and − from the left.
      const vals = [picked[0]!];
      const rest: string[] = [];
      ops.forEach((op, j) => {
        if (op === "×") vals[vals.length - 1]! *= picked[j + 1]!;
        else {
          rest.push(op);
          vals.push(picked[j + 1]!);
        }
      });
      out.push(rest.reduce((acc, op, j) => (op === "+" ? acc + vals[j + 1]! : acc - vals[j + 1]!), vals[0]!));
      return;
    }
    for (const v of terms[i]!.ends) choose(i + 1, [...picked, v]);
  };
  if (terms.length <= 8) choose(0, []);
  return out;
}

/**
 * The results of the reply's working lines whose arithmetic is right and whose operands are
 * supported: money by the money pool (or an earlier line's result), a count by the counts (the
 * visitor's own, the knowledge's, a difference of two of them, or the 12 months of a year).
 */
function derivedFigures(reply: string, pools: Record<FigureKind, number[]>): number[] {
  const derived: number[] = [];
  const countOk = (n: number) =>
    n === 12 || holds(pools.count, n) || pools.count.some((a) => pools.count.some((b) => same(a - b, n)));
  for (const m of reply.matchAll(WORKING_RE)) {
    const parts = m[1]!.split(/\s*([+×−])\s*/);
    const terms = parts.filter((_, i) => i % 2 === 0).map(readTerm);
    const ops = parts.filter((_, i) => i % 2 === 1);
    const result = readTerm(m[2]!);
    const supported = terms.every((t) =>
      t.ends.every((v) => (t.money ? holds(pools.money, v) || holds(derived, v) : countOk(v))),
    );
    if (!supported || !result.money) continue;
    const possible = evaluations(terms, ops);
    if (result.ends.every((v) => possible.some((p) => Math.abs(p - v) < 0.005))) derived.push(...result.ends);
  }
  return derived;
}

/**
 * The figures of `reply` (as written there, in order, without repeats) that `reference` does not
 * support; `visitorMessage` supports counts only, never money or percentages. A money amount
 * worked out in the reply itself ("$299 + 200 × $1.50 = $599") is supported when every operand is
 * and the arithmetic is right.
 */
export function findUnsupportedFigures(reply: string, reference: string[], visitorMessage?: string): string[] {
  const figures = extractFigures(reply);
  if (figures.length === 0) return [];
  const refFigures = reference.flatMap(extractFigures);
  const pools: Record<FigureKind, number[]> = {
    money: refFigures.filter((f) => f.kind === "money").flatMap((f) => f.values),
    percent: refFigures.filter((f) => f.kind === "percent").flatMap((f) => f.values),
    count: [...reference.flatMap(allNumbers), ...(visitorMessage ? allNumbers(visitorMessage) : [])],
  };
  pools.money.push(...derivedFigures(reply, pools));
  const unsupported: string[] = [];
  for (const figure of figures) {
    const ok = figure.values.every((v) => holds(pools[figure.kind], v));
    if (!ok && !unsupported.includes(figure.text)) unsupported.push(figure.text);
  }
  return unsupported;
}
