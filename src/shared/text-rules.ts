/*
 * Which characters text sent to the API may hold (no zod: safe for the browser). One set of
 * rules for every field: the schemas build their fields from these (text-fields.ts), and the
 * console's search strips with them. docs/decisions/018-input-edges.md.
 *
 * Why: both databases must store exactly what was accepted (PostgreSQL cannot hold NUL at all),
 * a name or label is later shown on one line in the console and in mail headers, and a bidi
 * override in a name can make it read as something else wherever it is shown.
 */

// eslint-disable-next-line no-control-regex -- VT and FF are line breaks too
export const LINE_BREAK = /[\n\r\u000B\u000C\u0085\u2028\u2029]/;
/** Every C0 and C1 control character, DEL included. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** Multi-line text keeps TAB, LF and CR. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_EXCEPT_TAB_AND_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** With the u flag a well-formed pair is one code point, so this finds only halves on their own. */
export const LONE_SURROGATE = /\p{Surrogate}/u;
/** Bidi embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- NUL is what no text may hold
export const NUL = /\u0000/;

/** The sentences of these rules, each naming the field. */
export const TEXT_SENTENCES = {
  controls: (label: string) => `${label} may not contain control characters.`,
  oneLine: (label: string) => `${label} must be on one line.`,
  wellFormed: (label: string) => `${label} contains a character that is not valid text.`,
  bidi: (label: string) => `${label} may not contain characters that change the direction of text.`,
  nul: (label: string) => `${label} may not contain a NUL character.`,
};

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Surrogate}/gu;

/**
 * Search text as the database can take it: what no stored text can hold (control characters but
 * TAB, LF and CR; halves of surrogate pairs) is removed, so such a search finds what it would
 * without them rather than failing.
 */
export function searchable(text: string): string {
  return text.replace(UNSTORABLE, "");
}
