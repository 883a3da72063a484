import MiniSearch from "minisearch";
import type { Passage, PassageKind } from "./knowledge.types.ts";
import { STOPWORDS } from "./stopwords.ts";

export interface SearchHit {
  passage: Passage;
  score: number;
  /** Share of the query's meaningful words that this passage matched (0..1). */
  coverage: number;
  /** How many of the query's meaningful words it matched (synonyms count for their word). */
  matched: number;
  /** The document's words that matched. */
  terms: string[];
  /** Every matched word was found as written (or as its plural or prefix), not by fuzzy matching. */
  exact: boolean;
}

export interface SearchOptions {
  kinds?: PassageKind[];
  /** Only passages of this business (investor scope). */
  businessSlug?: string;
  /** Include private passages (investor documents of an unlocked portal). */
  includePrivate?: boolean;
  limit?: number;
}

export const SYNONYMS: Record<string, string[]> = {
  arrive: ["delivery"],
  arrives: ["delivery"],
  ship: ["delivery", "shipping"],
  shipping: ["delivery"],
  fast: ["quickly"],
  quick: ["quickly"],
  cost: ["price", "pricing"],
  costs: ["price", "pricing"],
  earn: ["revenue"],
  earnings: ["revenue"],
  money: ["revenue"],
  users: ["customers"],
  kids: ["children"],
  old: ["age"],
  refund: ["cancel", "fees"],
  read: ["transcripts"],
  said: ["transcripts"],
  recap: ["summary"],
  logs: ["transcripts"],
  cancel: ["cancellation", "terminate"],
};

/** Lower-cases and drops stop words, so coverage counts only words that carry meaning. */
function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  return t.length < 2 || STOPWORDS.has(t) ? null : t;
}

/**
 * Full-text search over the knowledge passages (MiniSearch: BM25 with fuzzy and prefix matching
 * and field boosts). Titles and keywords weigh more than body text.
 */
export function createKnowledgeIndex(passages: Passage[]) {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const index = new MiniSearch<Passage>({
    fields: ["title", "text", "keywords"],
    extractField: (doc, field) => {
      const v = doc[field as keyof Passage];
      return Array.isArray(v) ? v.join(" ") : String(v ?? "");
    },
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2, text: 1 },
      fuzzy: (term) => (term.length >= 7 ? 0.25 : term.length >= 5 ? 0.2 : 0),
      prefix: (term) => term.length >= 4,
      combineWith: "OR",
    },
  });
  index.addAll(passages);

  return {
    search(query: string, opts: SearchOptions = {}): SearchHit[] {
      const meaningful = new Set(
        query
          .split(/[^\p{L}\p{N}$%]+/u)
          .map((t) => processTerm(t))
          .filter((t): t is string => t !== null),
      );
      if (meaningful.size === 0) return [];
      // Everyday words for what the content says in its own terms ("arrive" -> delivery).
      const origin = new Map<string, string>();
      for (const t of meaningful) for (const x of [t, ...(SYNONYMS[t] ?? [])]) if (!origin.has(x)) origin.set(x, t);
      const expanded = [...origin.keys()];
      const results = index.search(expanded.join(" "), {
        filter: (r) => {
          const p = byId.get(r.id as string)!;
          if (p.private && !opts.includePrivate) return false;
          if (opts.kinds && !opts.kinds.includes(p.kind)) return false;
          if (opts.businessSlug && p.businessSlug !== opts.businessSlug) return false;
          return true;
        },
      });
      return results.slice(0, opts.limit ?? 5).map((r) => ({
        passage: byId.get(r.id as string)!,
        score: r.score,
        ...matchedShare(r.queryTerms ?? [], origin, meaningful.size),
        terms: r.terms ?? [],
        exact: (r.queryTerms ?? []).every((q) =>
          (r.terms ?? []).some((t) => t === q || t.startsWith(q) || (q.startsWith(t) && q.length - t.length <= 2)),
        ),
      }));
    },
  };
}

function matchedShare(queryTerms: string[], origin: Map<string, string>, of: number) {
  const matched = new Set(queryTerms.map((q) => origin.get(q) ?? q)).size;
  return { matched, coverage: matched / of };
}

export type KnowledgeIndex = ReturnType<typeof createKnowledgeIndex>;
