import { sentencesIn } from "./text.ts";
/** Small helpers for writing answers in plain English. */

export function lowerFirst(s: string): string {
  // "CRM and e-mail", "SSL": an acronym keeps its capitals.
  if (/^[A-Z]{2}/.test(s)) return s;
  // "Website Reception Agent installed": a name keeps its capitals too.
  if (/^[A-Z][a-z]+ [A-Z][a-z]+/.test(s)) return s;
  // "Julie AI projects…": a name ending in an acronym.
  if (/^(?!(?:A|An|The|This|That|Our|Your|Its|Each|Every)\s)[A-Z][a-z]+ [A-Z]{2,}\b/.test(s)) return s;
  // "U & Me serves…", "Year 1 launches…", "DAY-O": a name or a numbered year.
  if (/^[A-Z]\b(?! )|^[A-Z] [&+] |^[A-Z][a-z]* \d/.test(s)) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** "a", "a and b", "a, b and c". */
export function joinAnd(items: string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The first `n` sentences of a text. */
export function firstSentences(text: string, n: number): string {
  const parts = sentencesIn(text);
  return (parts.length ? parts : [text]).slice(0, n).join(" ").trim();
}

/** "Rapid Q's", "Domu AI Families'". */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/**
 * A reply's closing offer ("…soon; want me to book a call?", "Want me to…?", or a last question)
 * apart from what comes before it, so something can be said between them or the offer left out.
 */
export function splitOffer(reply: string): { body: string; offer: string } {
  const text = reply.trim();
  const m =
    /(?:[;,]\s*|\s+|^)((?:want|shall|would you like|should i)\b[^.?!]*\?)$/i.exec(text) ?? /()([^.!?]*\?)$/.exec(text);
  if (!m) return { body: text, offer: "" };
  const question = (m[1] || m[2] || "").trim();
  const body = text.slice(0, m.index).trim().replace(/[;,]$/, "");
  return {
    body: body && !/[.!?]$/.test(body) ? `${body}.` : body,
    offer: question.charAt(0).toUpperCase() + question.slice(1),
  };
}
