import { stemmer } from "stemmer";
import type { BusinessFact } from "../../knowledge/knowledge.ts";
import { STOPWORDS } from "../../knowledge/stopwords.ts";
import { tokenize } from "./text.ts";

/*
 * "which of your ventures is the store builder one?", "the one that does music videos": a venture
 * named by what it does rather than by its name, found by the words of its own descriptions.
 */

/** Words that ask for a venture without saying what it does. */
const FILLER = new Set(
  "which what one ones of your you the is are does do that thing company companies venture ventures business businesses app apps product products brand brands startup startups project projects kind sort called named again".split(
    " ",
  ),
);

/** "which of your ventures is …", "the … one" asked of the ventures: the words that describe it. */
const ASKED =
  /\b(?:which|what)\s+(?:one\s+)?(?:of\s+)?(?:your|the|domu'?s?)?\s*(?:ventures?|business(?:es)?|compan(?:y|ies)|apps?|products?|startups?|brands?|projects?)(?:\s+of\s+(?:yours|domu'?s?))?\s+(?:is|was|does|did|has|helps?|makes?|builds?|lets?|can|sells?|do)\s+(.+)$/i;

const stem = (w: string) => stemmer(w);

/** Each venture's own words, stemmed once: the texts don't change while the knowledge lives. */
const wordsCache = new WeakMap<BusinessFact, string[]>();
function wordsOf(b: BusinessFact): string[] {
  let words = wordsCache.get(b);
  if (!words) {
    words = tokenize([b.name, b.description, b.fullDescription ?? "", b.productPage ?? ""].join(" "))
      .filter((w) => !STOPWORDS.has(w))
      .map(stem);
    wordsCache.set(b, words);
  }
  return words;
}

/** The described words of a question that asks which venture does something, or null. */
export function describedVenture(message: string): string | null {
  const m = ASKED.exec(message.trim().replace(/[?!.]+$/, ""));
  // ("what businesses does domu run? …": the list asked for, and a message of several questions.)
  if (!m || /[?!.]\s/.test(m[1]!) || /^(?:you|u|domu|your|we|they|it|he|she)\b/i.test(m[1]!)) return null;
  return m[1]!;
}

/**
 * The venture whose own texts say the described words best, each word weighted by how few
 * ventures say it; "builder" is also "build", and "store" is in "storefront". Null unless one
 * venture clearly leads.
 */
export function ventureMeant(described: string, businesses: BusinessFact[]): BusinessFact | null {
  const asked = tokenize(described)
    .filter((w) => !FILLER.has(w) && !STOPWORDS.has(w) && w.length > 2)
    .map((w) => ({ w: stem(w), agent: /[a-z]{3,}er$/.test(w) ? stem(w.replace(/er$/, "")) : null }));
  if (asked.length === 0) return null;
  const texts = businesses.map((b) => {
    const order = wordsOf(b);
    return { b, order, words: new Set(order), name: new Set(tokenize(b.name).map(stem)) };
  });
  // ("store" is in "storefront"; "hologram" and "holographic" share their root.)
  const near = (w: string, x: string) => {
    if (w.length >= 4 && x.length > w.length + 2 && x.startsWith(w)) return true;
    let n = 0;
    while (n < w.length && n < x.length && w[n] === x[n]) n++;
    return n >= 6 && n >= 0.75 * Math.min(w.length, x.length);
  };
  const has = (words: Set<string>, w: string) => {
    if (words.has(w)) return 1;
    for (const x of words) if (near(w, x)) return 0.7;
    return 0;
  };
  const idf = (w: string) => {
    const n = texts.filter((t) => has(t.words, w) > 0).length;
    return n === 0 ? 0 : Math.log(1 + businesses.length / n);
  };
  // Two described words said side by side in a venture's text ("store builder": "builds a
  // storefront") count again, as the phrase they make.
  const forms = (a: (typeof asked)[number]) => [a.w, ...(a.agent ? [a.agent] : [])];
  const at = (order: string[], w: string) => order.flatMap((x, i) => (x === w || near(w, x) ? [i] : []));
  const together = (order: string[]) =>
    asked.slice(1).reduce((sum, b, i) => {
      const a = asked[i]!;
      for (const fa of forms(a))
        for (const fb of forms(b)) {
          const pa = at(order, fa);
          const pb = at(order, fb);
          if (pa.some((x) => pb.some((y) => x !== y && Math.abs(x - y) <= 3))) return sum + idf(fa) + idf(fb);
        }
      return sum;
    }, 0);
  const scored = texts
    .map(({ b, words, name }) => ({
      b,
      score: asked.reduce((sum, { w, agent }) => {
        // A word of the venture's name says the most ("healing sounds": Harmonic Healing).
        const direct = has(words, w) * idf(w) * (name.has(w) ? 2 : 1);
        const asVerb = agent ? has(words, agent) * idf(agent) : 0;
        return sum + Math.max(direct, asVerb);
      }, 0),
    }))
    .map((x) => ({ ...x, score: x.score + together(texts.find((t) => t.b === x.b)!.order) }))
    .sort((x, y) => y.score - x.score);
  const [best, next] = scored;
  if (!best || best.score <= 0) return null;
  return !next || best.score >= next.score * 1.15 ? best.b : null;
}
