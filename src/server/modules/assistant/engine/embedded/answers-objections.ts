import { stemmer } from "stemmer";
import type { Objection } from "../../knowledge/objections.ts";
import { tokenize } from "./text.ts";

/*
 * Objections matched by meaning: the stems of a cue's words, in the cue's order, each within
 * MAX_GAP words of the one before ("my callers really hate robots" meets "callers hate robot"),
 * so words far apart in a message ("tell me about the AI twin") do not make a cue ("tell it's AI").
 */

const MAX_GAP = 1;

const NUMBER_WORD =
  /^(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|hundred|dozen|dozens|several|multiple)$/;
const IGNORED = new Set([
  "a",
  "an",
  "the",
  "to",
  "of",
  "i",
  "my",
  "is",
  "it",
  "its",
  "with",
  "for",
  "that",
  "s",
  "our",
]);

/** Porter reads "used" as "us": the verb's forms are one word before stemming. */
const SAME_WORD: Record<string, string> = { used: "use", uses: "use", using: "use" };

/** Several matchers read the same message in one reply: its stems are worked out once. */
const stemmed = new Map<string, readonly string[]>();

function stems(text: string): readonly string[] {
  let out = stemmed.get(text);
  if (!out) {
    if (stemmed.size >= 5_000) stemmed.clear();
    out = tokenize(text)
      .filter((w) => !IGNORED.has(w))
      .map((w) => (NUMBER_WORD.test(w) ? "#num" : stemmer(SAME_WORD[w] ?? w)));
    stemmed.set(text, out);
  }
  return out;
}

function fromHere(seq: readonly string[], cue: readonly string[], start: number, k: number): boolean {
  if (k === cue.length) return true;
  const last = k === 0 ? seq.length - 1 : Math.min(seq.length - 1, start + MAX_GAP);
  for (let i = start; i <= last; i++) if (seq[i] === cue[k] && fromHere(seq, cue, i + 1, k + 1)) return true;
  return false;
}

/** Whether `cue` occurs in `seq` in order, each stem at most MAX_GAP words after the previous. */
function inOrderNearby(seq: readonly string[], cue: readonly string[]): boolean {
  return fromHere(seq, cue, 0, 0);
}

export interface ObjectionMatcher {
  /** The objection the message raises, or null. Ties go to the objection listed first. */
  match(message: string): Objection | null;
  /** Every objection the message raises, the strongest first, with how many cue words it met. */
  matchAll(message: string): { objection: Objection; score: number }[];
}

export function createObjectionMatcher(objections: Objection[]): ObjectionMatcher {
  const compiled = objections.map((o) => ({
    objection: o,
    cues: o.cues.map((c) => (c.startsWith("#num ") ? ["#num", ...stems(c.slice(5))] : stems(c))),
  }));
  function matchAll(message: string): { objection: Objection; score: number }[] {
    const seq = stems(message);
    // "#num locations": the number right before the word ("12 locations", not "under 13 use our site").
    const counted = new Set(seq.flatMap((s, i) => (i > 0 && seq[i - 1] === "#num" ? [s] : [])));
    const present = new Set(seq);
    const found: { objection: Objection; score: number }[] = [];
    for (const { objection, cues } of compiled) {
      let score = 0;
      for (const c of cues) {
        // A cue whose first stem is not in the message cannot match: skipped before the walk.
        if (c.length === 0 || !present.has(c[0]!)) continue;
        const hit = c[0] === "#num" ? c.length === 2 && counted.has(c[1]!) : inOrderNearby(seq, c);
        if (hit) score += c.length;
      }
      if (score > 0) found.push({ objection, score });
    }
    // A stable sort: ties keep the order the objections are listed in.
    return found.sort((a, b) => b.score - a.score);
  }
  return {
    match: (message) => matchAll(message)[0]?.objection ?? null,
    matchAll,
  };
}
