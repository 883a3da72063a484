import type { Knowledge } from "../../knowledge/knowledge.ts";
import { Draft } from "./draft.ts";
import { firstSentences, lowerFirst } from "./phrasing.ts";
import { questionParts } from "./question-parts.ts";

/*
 * "can the agent answer questions about invoices", "can it answer billing questions from
 * customers": whether an agent can talk about a subject. It answers from what the business gives
 * it, as the home page says, and what it wasn't given goes to the team, as the service FAQ says;
 * never a "yes" to a system it was not said to reach, and never a stray FAQ sentence whose "it"
 * points nowhere.
 */

const ASKED_OF_AGENT =
  /\b(?:can|could|will|would|does|do|is)\b[^.?!]{0,25}?\b(?:it|your ai|the ai|ur ai|the agent|your agent|an agent|the agents|your agents|the bot|the receptionist|the ai receptionist|this|that|aurora|max)\b\s+(?:be able to\s+|also\s+|really\s+|actually\s+)?(?:answer|answers|handle|handles|field|deal with|respond to|reply to)\b\s*(.{0,60})/i;

/**
 * What the questions are about: "questions about invoices", "billing questions", "calls about
 * orders", or none ("can it answer questions"). Calls and chats only with a subject from a
 * customer's record: "calls about emergencies" is routing, which other answers cover.
 */
const SUBJECT =
  /^(?:(?:any|some|the|my|our|their|customer|customers'?|customer's|caller|callers'?|basic|simple|common|detailed|specific)\s+)*(?:(questions?|calls?|inquiries|enquiries|chats?)\s+(?:about|on|regarding|re|around|concerning)\s+(?:our\s+|my\s+|their\s+|the\s+|a\s+|an\s+)?([a-z][a-z' -]{1,40})|([a-z][a-z-]{2,20}(?:\s+[a-z][a-z-]{2,20})?)\s+(questions?|calls?|inquiries|enquiries)|(questions|inquiries|enquiries)(?:\s+(?:from|for)\s+(?:my|our|the)?\s*(?:customers|callers|clients|patients|people))?\s*$)/i;

/** A subject that lives in one customer's own record, not in what a business tells its agent. */
const ACCOUNT_THING =
  /\b(invoices?|bills?|billing|balances?|order status|orders?|accounts?|payments?|statements?|claims?|refunds?|deliver(?:y|ies)|shipments?|tracking|prescriptions?|lab results|test results)\b/i;

/** Words the subject reads as "any question at all": a plain yes-from-what-you-give-it. */
const NO_SUBJECT = /^(?:any|all|the|their|customer|customers|caller|callers|basic|simple|common|hard|tough|random)$/i;

const SINGULAR: Record<string, string> = {
  billing: "bill",
  deliveries: "delivery",
  "lab results": "lab results",
  "test results": "test results",
};

function oneOf(thing: string): string {
  const t = thing.toLowerCase();
  return SINGULAR[t] ?? t.replace(/(?<![su])s$/, "");
}

/** "… and book consults", "… or just reservations": more asked than what it can talk about. */
const MORE_ASKED =
  /\b(?:and|or|also|plus|&)\s+(?:also\s+|then\s+)?(?:book|books|booking|schedule|schedules|take|takes|transfer|transfers|text|texts|send|sends|just|only|make|makes|do|does|process|collect)\b/i;

export function answerCanAnswer(message: string, k: Knowledge): Draft | null {
  if (MORE_ASKED.test(message) || questionParts(message).length > 1) return null;
  const asked = ASKED_OF_AGENT.exec(message);
  if (!asked) return null;
  const about = SUBJECT.exec(asked[1]!.replace(/[?.!,].*$/, "").trim());
  if (!about) return null;
  const kind = about[1] ?? about[4] ?? about[5] ?? "";
  const subject = (about[2] ?? about[3] ?? "").trim();
  const trained = k.frontDesk.find((f) => /\btrained on\b/i.test(f.title));
  // The FAQ whose first sentence says what happens to the caller's question, not only that it's honest.
  const unknown = k.faqs.find(
    (f) =>
      /\b(?:doesn't|does not|can't|cannot) (?:know|answer)\b/i.test(f.question) &&
      /\bdetails\b/i.test(firstSentences(f.answer, 1)),
  );
  if (!trained || !unknown) return null;
  const account = subject ? ACCOUNT_THING.exec(subject)?.[1] : undefined;
  if (/^(?:calls?|chats?)$/i.test(kind) && !account) return null;
  const handOff = lowerFirst(firstSentences(unknown.answer, 1));
  const d = new Draft();
  if (account && !NO_SUBJECT.test(subject)) {
    d.say(
      `It answers from what you give it: ${lowerFirst(trained.body)}`,
      `For something it wasn't given, like one customer's own ${oneOf(account)}, ${handOff}`,
    );
  } else {
    d.say(
      `Yes, if it's in what you give it: ${lowerFirst(trained.body)}`,
      `When a caller asks something it wasn't given, ${handOff}`,
    );
  }
  d.say("Want me to have the team walk you through it on a call?");
  d.cite(k.sources.agents);
  return d;
}
