/*
 * How the embedded engine reads a message: lower-case words, chat shorthand expanded, and each
 * misspelt word replaced by the nearest word the assistant knows.
 */

const SHORTHAND: Record<string, string> = {
  biz: "business",
  agnt: "agent",
  agnts: "agents",
  bizwiz: "business wiz",
  diff: "difference",
  pls: "please",
  u: "you",
  ur: "your",
  r: "are",
  "4": "for",
  "2": "to",
  plz: "please",
  wat: "what",
  wht: "what",
  whats: "what is",
  hw: "how",
  abt: "about",
  thx: "thanks",
  thnx: "thanks",
  ty: "thanks",
  im: "i am",
  mins: "minutes",
  min: "minutes",
  convos: "conversations",
  convo: "conversation",
  mo: "month",
  mth: "month",
  msg: "message",
  info: "information",
  w: "with",
  vs: "versus",
  cc: "credit card",
  yr: "year",
  yrs: "years",
  ai: "ai",
};

/** Lower-case words; `$`, `%` and numbers kept as their own tokens. */
/** Replies tokenize the same document sentences and cues on every request: remembered, up to a cap. */
const tokenized = new Map<string, readonly string[]>();
const TOKENIZED_CAP = 20_000;

export function tokenize(text: string): string[] {
  let tokens = tokenized.get(text);
  if (!tokens) {
    if (tokenized.size >= TOKENIZED_CAP) tokenized.clear();
    tokens = tokenizeNow(text);
    tokenized.set(text, tokens);
  }
  return tokens.slice();
}

function tokenizeNow(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/&/g, " and ")
    .replace(/\+/g, " and ")
    .replace(/'s\b/g, "s")
    .replace(/'/g, "")
    .replace(/(\d),(\d)/g, "$1$2")
    .split(/[^a-z0-9$%.]+/)
    .flatMap((t) => t.replace(/^\.+|\.+$/g, "").split(/(?<=[a-z])\.(?=[a-z])/))
    .filter(Boolean)
    .flatMap((t) => (SHORTHAND[t] ?? t).split(" "));
}

/** Optimal-string-alignment distance (Damerau-Levenshtein with adjacent swaps), capped at `max + 1`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    for (let j = 0; j <= b.length; j++) prev2[j] = prev[j]!;
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * Replaces words the assistant does not know by the closest word it does (one edit for words of
 * five to seven letters, two for longer ones). Short words are left alone: too many real words
 * are one letter apart from each other.
 */
export function createCorrector(vocabulary: Iterable<string>, english: ReadonlySet<string> = new Set()) {
  const words = [...new Set(vocabulary)].filter((w) => /^[a-z]+$/.test(w));
  const known = new Set(words);
  const byFirst = new Map<string, string[]>();
  for (const w of words) {
    for (const key of [w[0]!, w[1] ?? ""]) {
      const list = byFirst.get(key) ?? [];
      list.push(w);
      byFirst.set(key, list);
    }
  }
  const cache = new Map<string, string>();

  function correct(token: string): string {
    // A real English word is what the visitor meant, even when a domain word is one letter away.
    if (token.length < 5 || known.has(token) || english.has(token) || !/^[a-z]+$/.test(token)) return token;
    const hit = cache.get(token);
    if (hit !== undefined) return hit;
    // Five letters: one edit; six or more: two.
    const max = token.length >= 6 ? 2 : 1;
    let best = token;
    let bestD = max + 1;
    // A typo rarely hits both of the first two letters: candidates share one of them.
    const candidates = new Set([...(byFirst.get(token[0]!) ?? []), ...(byFirst.get(token[1]!) ?? [])]);
    for (const w of candidates) {
      // "iphone" is not a misspelt "phone": a longer word that contains a known one is its own word.
      if (w.length < 4 || (token.length > w.length && token.includes(w))) continue;
      if (
        token.length < 8 &&
        w.length < 8 &&
        token.length >= 6 &&
        editDistance(token, w, 1) > 1 &&
        w.slice(0, 2) !== token.slice(0, 2)
      )
        continue;
      const d = editDistance(token, w, max);
      if (d < bestD || (d === bestD && d <= max && w.length === token.length && best.length !== token.length)) {
        best = w;
        bestD = d;
      }
    }
    const out = bestD <= max ? best : token;
    if (cache.size < 5_000) cache.set(token, out);
    return out;
  }

  return { correct, known };
}

export type Corrector = ReturnType<typeof createCorrector>;

/**
 * Splits a reply into sentences for streaming, each keeping its trailing space so they join back
 * exactly. A sentence ends at . ! or ? followed by white space, so "$1.50" stays whole.
 */
export function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?]["')\]]*\s+)/).filter((s) => s !== "");
}

/**
 * The sentences of a text, trimmed. A sentence ends at . ! or ? before white space or the end, so
 * "$1.50", "example.com" and "3.5%" stay whole.
 */
export function sentencesIn(text: string): string[] {
  return (text.match(/(?:[^.!?]|[.!?]+(?=[^\s.!?"')\]]))+(?:[.!?]+["')\]]*|$)/g) ?? [])
    .map((x) => x.trim())
    .filter(Boolean);
}

/** Every sentence starts with a capital, as it is read aloud ("transfer every caller..." from a list). */
export function speakable(text: string): string {
  return splitSentences(text)
    .map((s) => s.replace(/^(\s*)([a-z])/, (_m, space: string, c: string) => space + c.toUpperCase()))
    .join("");
}
