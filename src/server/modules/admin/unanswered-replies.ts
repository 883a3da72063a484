import { sql, type RawBuilder } from "kysely";

/*
 * How the assistant says it does not know, as the engines phrase it (embedded-engine.ts,
 * answers-site.ts, answers-investor.ts, investor-topics.ts; the LLM is told to say so plainly
 * too): "I don't have that in what I know, and I'd rather not guess", "That's one for Maya in
 * person, and I'd rather not guess", "The Subs AI's documents don't cover that, so I won't
 * guess". Matched on the words that carry the refusal, not on a whole sentence, so a reworded
 * opening or a curly apostrophe still counts (tests/unit/unanswered-replies.test.ts asks the
 * embedded engine itself).
 */
export const UNANSWERED_PHRASES = [
  "rather not guess",
  "won't guess",
  "in what i know",
  "documents don't cover",
] as const;

/** The reply lower-cased with typographic apostrophes made straight, in SQL both engines run. */
const normalisedReply = sql`replace(lower(reply), ${"\u2019"}, ${"'"})`;

/** True for a chat log row whose reply says the assistant did not know. */
export function isUnansweredReply(): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(
    UNANSWERED_PHRASES.map((p) => sql`${normalisedReply} like ${`%${p}%`}`),
    sql` or `,
  )})`;
}

/** The same test in code (for tests and anything already loaded). */
export function saysItDoesNotKnow(reply: string): boolean {
  const text = reply.toLowerCase().replaceAll("\u2019", "'");
  return UNANSWERED_PHRASES.some((p) => text.includes(p));
}
