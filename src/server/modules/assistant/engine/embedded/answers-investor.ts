import { sentencesIn } from "./text.ts";
import type { BusinessFact, Knowledge } from "../../knowledge/knowledge.ts";
import { SYNONYMS, type KnowledgeIndex } from "../../knowledge/knowledge-index.ts";
import { STATUS_TEXT, bestSentences, publicDetail } from "./answers-site.ts";
import type { Draft } from "./draft.ts";
import { joinAnd, possessive } from "./phrasing.ts";
import type { Attr } from "./vocabulary.ts";

/* The investor assistant: a business's documents for a visitor who unlocked its portal, else a pointer. */

/** Words that lead the search to the right section of the documents for each kind of question. */
const TOPIC_WORDS: [Attr, string][] = [
  ["returns", "projected revenue financial model year return growth"],
  ["funds", "use of funds raise capital"],
  ["market", "market opportunity customers demand"],
  ["model", "business model revenue subscription pricing"],
  ["solid", "why solid investment strengths advantage"],
  ["overview", "overview summary"],
  ["figures", "projected revenue figures year"],
];

function openingOf(text: string): string {
  const found = sentencesIn(text);
  return (found.length ? found : [text]).slice(0, 2).join(" ").trim();
}

/** Terms of an investment are never in the documents: say so rather than point to them. */
const TERMS =
  /\b(valuation|equity|stake|shares|check size|ticket size|min(imum)? (investment|check|ticket|amount)|how much (are you|is it|are they|is he|is she) rais\w*|raising|raised|have you raised|(the|this|your|their) raise|(what'?s|whats|what is) the ask|the ask\b|round size|size of the round|how big (?:is|was|will be) (?:the|this|your|their) round|(?:min(?:imum)?|smallest) (?:check|cheque|ticket)|how much capital|how much money (are|do) (you|they) (need|want|seek)|funding so far|term sheet|safe note|convertible|dilution|put money into|invest in (it|this|holo|[a-z]+)\b.*\bhow much)\b/i;

export function answerInvestmentTerms(d: Draft, b: BusinessFact, k: Knowledge): void {
  d.say(
    `Investment terms for ${b.name}, such as valuation, amount and minimum investment, aren't published on the site or in its portal documents.`,
    `${k.site.companyName}'s team discusses them directly: ${k.site.email} or ${k.site.phone}.`,
  );
  d.cite({ title: `${b.name} investor portal`, url: `/investor/${b.slug}` });
  d.suggest(
    `What makes ${b.name} a solid investment?`,
    `Give me an overview of ${b.name}`,
    "How can I contact the team?",
  );
}

export function asksInvestmentTerms(message: string): boolean {
  // "what are they spending the raise on" is the use of funds, not the terms.
  if (
    /\b(spend\w*|spent|use[ds]?|using|go(es)? to(wards)?|allocat\w*|put (it|the money) (in|into|to|toward)|going to fund|fund(s|ing)? (for|what)|(is|are|will) (it|the raise|the money|this) (fund|pay for|cover|build)|pay for|for what)\b/i.test(
      message,
    ) ||
    // "how is the raise split between marketing and product, like percentages": its uses, as shares.
    /\b(split|divided|broken down|breakdown|percent(ages?)?|%|shares? of)\b/i.test(message)
  )
    return false;
  return TERMS.test(message);
}

/** "A relationship coaching AI for couples that…" joins the status sentence ("is in testing: a relationship…"), never a fragment. */
function asClause(text: string): string {
  if (/^AI /.test(text)) return `: ${text}`;
  // A sentence of its own ("Julie is an AI twin…") stays one; a noun phrase ("Holographic avatar
  // experiences for events…") follows a colon, as "is live: an AI daily planner…" does.
  const first = text.split(/(?<=[.!?])\s/)[0] ?? text;
  return /^(A|An) /.test(text) || !/\b(is|are|was|were)\b/.test(first)
    ? `: ${text.charAt(0).toLowerCase()}${text.slice(1)}`
    : `. ${text}`;
}

/** Words of what the documents hold ("projected revenue", "business model"): no public sentence answers them. */
const LOCKED_WORDS =
  /^(revenue|revenues|project\w*|forecast\w*|model|models|business|money|earn\w*|profit\w*|margin\w*|fund\w*|raise\w*|raising|invest\w*|valuation|return\w*|growth|financ\w*|plan|plans|year|years|numbers?|figures?|use|used|uses|using|spend|spent|spending|go|going|risks?|competit\w*|market|team|lead\w*)$/;

/** "what is dayo and…", "what does holo world do": what the business is, which its public page says. */
export function asksWhatItIs(lower: string, name: string): boolean {
  const m = /\bwhat(?:'s|\s+is|\s+does)\s+([a-z0-9' -]{2,40}?)(?:\s+do\b|\s+and\b|[,?.!]|$)/.exec(lower);
  if (!m) return false;
  const compact = (x: string) => x.toLowerCase().replace(/[^a-z0-9]/g, "");
  return compact(m[1]!) === compact(name) || /^(it|this|this (company|business|venture|one))$/.test(m[1]!.trim());
}

export function answerInvestorLocked(
  d: Draft,
  b: BusinessFact,
  k: Knowledge,
  tokens: string[] = [],
  /** Asked what the business is: the public answer leads. */
  whatItIs = false,
): void {
  const docs = b.documents.map((x) => x.title);
  const gate =
    b.investorEnabled && docs.length
      ? `${possessive(b.name)} figures and investment case are in its investor documents, which open in the investor portal once you have access.`
      : b.investorEnabled
        ? `${possessive(b.name)} investor portal is open, and its investment documents will be available soon.`
        : `The investor portal for ${b.name} is being prepared.`;
  // "what does business ai wiz charge shops": a price its public page states is public.
  const priceAsked = tokens.some((t) =>
    /^(charge|charges|cost|costs|price|prices|pricing|pay|fee|fees|plans?)$/.test(t),
  );
  const publicPrice = priceAsked
    ? sentencesIn([b.description, b.fullDescription ?? ""].join(" ")).find((x) => /\$\d/.test(x))
    : undefined;
  // ("can i invest in that one": the way in is the answer, not a public line about something else.)
  const investAsked = tokens.some((t) => /^invest/.test(t));
  const detail =
    publicPrice ??
    (investAsked
      ? undefined
      : publicDetail(
          b,
          tokens.filter((t) => !LOCKED_WORDS.test(t)),
        ));
  // "whats the markup on products": what the public page says of it comes first, then the way in.
  const asked = detail ? sentencesIn(detail).filter((x) => !x.startsWith(b.description.slice(0, 30))) : [];
  if (asked.length) {
    d.say(`Its public page says this: ${asked.join(" ")}`, gate);
  } else {
    const shared = `${b.name} is ${STATUS_TEXT[b.status]}${asClause(detail ?? b.description)}`;
    if (whatItIs) d.say(shared, gate);
    else d.say(gate, `What I can share publicly: ${shared}`);
  }
  // "who's the team": who runs the studio is public, whatever the documents add.
  if (tokens.some((t) => /^(team|founders?|founded|leads?|led|runs|behind|management|ceo|who)$/.test(t)))
    d.say(
      `It's one of ${possessive(k.site.companyName)} ventures, and ${k.site.companyName} is led by its founder, ${k.site.founder.name}.`,
    );
  d.say(`For access or questions, contact ${k.site.email} or ${k.site.phone}.`);
  d.cite({ title: `${b.name} investor portal`, url: `/investor/${b.slug}` }, b.source);
  d.use(`business-${b.slug}`);
  d.suggest(`What is ${b.name}?`, "How can I contact the team?", "What other businesses do you run?");
}

export function answerInvestorUnlocked(
  d: Draft,
  b: BusinessFact,
  attrs: Set<Attr>,
  message: string,
  tokens: string[],
  index: KnowledgeIndex,
  k: Knowledge,
): void {
  if (b.documents.length === 0) {
    answerInvestorLocked(d, b, k);
    return;
  }
  const topic = TOPIC_WORDS.find(([a]) => attrs.has(a));
  const query = `${topic ? topic[1] : ""} ${message}`;
  // The documents and the business's public text together: a plain question may be answered by either.
  const hits = index.search(query, {
    kinds: ["investor", "business"],
    businessSlug: b.slug,
    includePrivate: true,
    limit: 2,
  });
  const best = hits[0];
  if (!best) {
    // Unlocked and still nothing: the documents don't cover it, said plainly.
    d.say(
      `${possessive(b.name)} documents don't cover that, so I won't guess.`,
      `${k.site.companyName}'s team can answer it at ${k.site.email} or ${k.site.phone}.`,
    );
    d.cite({ title: `${b.name} investor portal`, url: `/investor/${b.slug}` });
    return;
  }
  const words = [...tokens, ...tokens.flatMap((t) => SYNONYMS[t] ?? []), ...(topic ? topic[1].split(" ") : [])];
  // An overview is the section's opening; other questions get the sentences that answer them.
  d.say(
    topic?.[0] === "overview" || !topic ? openingOf(best.passage.text) : bestSentences(best.passage.text, words, 3),
  );
  d.cite(best.passage.source);
  d.use(best.passage.id);
  const doc = best.passage.document;
  if (doc) d.say(`(From the ${doc.title}, page ${doc.page}.)`);
  d.suggest(
    `Give me an overview of ${b.name}`,
    `What makes ${b.name} a solid investment?`,
    `What is the projected return for ${b.name}?`,
  );
  d.suggest(`How will ${b.name} use the funds?`);
}

/** The documents' titles are the portal's, like their text: listed only to a visitor who unlocked it. */
export function answerInvestorDocs(d: Draft, b: BusinessFact, k: Knowledge, unlocked: boolean): void {
  if (b.documents.length === 0) d.say(`${possessive(b.name)} investment documents will be available soon.`);
  else if (!unlocked) d.say(`${possessive(b.name)} investor documents are in its investor portal.`);
  else
    d.say(
      `${possessive(b.name)} investor portal has ${b.documents.length === 1 ? "one document" : `${b.documents.length} documents`}: ${joinAnd(b.documents.map((x) => x.title))}.`,
    );
  d.say(
    `${b.documents.length === 1 ? "It opens" : "Each opens"} in the portal with View or Download PDF once you have access. To request the portal password, contact ${k.site.email} or ${k.site.phone}.`,
  );
  d.cite({ title: `${b.name} investor portal`, url: `/investor/${b.slug}` });
  d.suggest(
    `Give me an overview of ${b.name}`,
    `What makes ${b.name} a solid investment?`,
    `What is the projected return for ${b.name}?`,
  );
}

export function answerInvestorList(d: Draft, k: Knowledge): void {
  const open = k.businesses.filter((b) => b.investorEnabled && b.documents.length > 0).map((b) => b.name);
  d.say(
    `These businesses have investor portals with documents: ${joinAnd(open)}.`,
    `Each portal needs an access password; contact ${k.site.email} or ${k.site.phone} to request one.`,
  );
  d.cite({ title: "Our businesses", url: "/businesses" });
  const first = k.businesses.find((b) => b.investorEnabled && b.documents.length > 0);
  d.suggest(
    first ? `Tell me about investing in ${first.name}` : "What businesses do you run?",
    "How can I contact the team?",
    "What businesses do you run?",
  );
}

/** "How do I get the password?", "I'm already an investor, just tell me": how a locked portal opens. */
export const ASKS_PORTAL_ACCESS =
  /\b(password|passcode|access code|get access|request access|get in|unlock|log ?in|sign ?in|lost (it|the|my)|forgot|already an? investor|i'?m an investor|i am an investor|existing investor|current investor)\b/i;

export function answerInvestorAccess(d: Draft, b: BusinessFact, k: Knowledge): void {
  d.say(
    `${possessive(b.name)} documents open once the portal is unlocked with the password or personal access code ${k.site.companyName} gives investors: enter it on this page and I can answer from them.`,
    `To get one, or if you've lost yours, contact ${k.site.email} or ${k.site.phone}.`,
  );
  d.cite({ title: `${b.name} investor portal`, url: `/investor/${b.slug}` });
  d.use(`business-${b.slug}`);
  d.suggest(`What is ${b.name}?`, "How can I contact the team?", "What other businesses do you run?");
}
