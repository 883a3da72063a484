import type { Knowledge } from "../../knowledge/knowledge.ts";
import type { KnowledgeIndex, SearchHit } from "../../knowledge/knowledge-index.ts";
import type { EngineRequest } from "../engine.types.ts";
import type { Understanding } from "./understand.ts";
import type { Attr } from "./vocabulary.ts";

/*
 * The signals the embedded engine routes on, besides the vocabulary: which attributes belong
 * together, the words that steer a search to the right passage, and small tests on a question.
 */

export const INVESTOR_ATTRS: Attr[] = [
  "investor",
  "overview",
  "solid",
  "returns",
  "market",
  "model",
  "funds",
  "figures",
];
export const FOLLOW_UP_START = /^(and|what about|how about|also|same for|then|ok and|okay and|plus)\b/;
export const PRONOUN = /\b(it|that|this|they|them|those|its|one|ones)\b/;

/** Words that find the right part of the legal texts for each kind of question. */
export const LEGAL_HINTS: [Attr, string][] = [
  ["age", "eligibility 18 older age"],
  ["law", "governing law courts texas travis county disputes"],
  ["liability", "limitation liability greater amounts paid"],
  ["children", "children under 13 16"],
  ["effective", "effective date"],
  ["privacy", "privacy personal information data"],
  ["refund", "fees payment non-refundable refunds"],
  ["legal", "terms"],
];

export const BUILD_WORDS = [
  "website",
  "websites",
  "site",
  "app",
  "apps",
  "build",
  "make",
  "pages",
  "page",
  "ios",
  "android",
  "iphone",
  "mobile",
  "simple",
  "new",
];
export const BUILD_VERBS = [
  "build",
  "make",
  "create",
  "design",
  "need",
  "want",
  "redo",
  "rebuild",
  // "our website is ancient, what are your website options": a build asked about.
  "options",
  "packages",
  "redesign",
  "refresh",
  "revamp",
  "outdated",
  "ancient",
];

/** A business found by what the visitor said about it ("an app for couples"), as written. */
export function businessByWords(index: KnowledgeIndex, words: string[]): boolean {
  if (words.length === 0) return false;
  const hit = index.search(words.join(" "), { kinds: ["business"] })[0];
  return Boolean(hit && hit.exact && hit.coverage >= 0.5);
}

export const BLOG_WORDS = new Set([
  "blog",
  "article",
  "articles",
  "post",
  "posts",
  "read",
  "guide",
  "guides",
  "wrote",
  "written",
]);

/** The post's summary, unless one of its sections matches the question as well (a detail question). */
export function bestBlogHit(index: KnowledgeIndex, query: string): SearchHit | undefined {
  const hits = index.search(query, { kinds: ["blog"], limit: 8 });
  const top = hits[0];
  if (!top || top.passage.id.split("-").length === 0) return top;
  const section = hits.find(
    (h) =>
      h.passage.source.url === top.passage.source.url &&
      h.passage.id !== `blog-${top.passage.source.url.split("/").pop()}`,
  );
  return section && section.matched >= top.matched ? section : top;
}

/** What the visitor may ask about an agent's plan (else a named agent is only context). */
export const AGENT_ATTRS: Attr[] = [
  "price",
  "setup",
  "monthly",
  "included",
  "perCall",
  "overage",
  "time",
  "what",
  "compare",
  "cheapest",
  "priciest",
  "status",
];

/** FAQ questions and the words that find their answer. */
export const FAQ_HINTS: [Attr, string][] = [
  ["transfer", "transfer calls real person rules"],
  ["keepNumber", "existing number call forwarding carrier"],
  ["languages", "voices languages english spanish"],
  ["contract", "long-term contract month to month"],
  ["overage", "go over included minutes conversations nothing stops overage"],
  ["security", "customer data private secure encrypted"],
];

/** Everyday words for the industries the home page names, by the first word of their name. */
/** Questions that name an industry but ask about something else (compliance, partnerships). */
export const NOT_AN_INDUSTRY_QUESTION =
  /\b(safe|secure|security|private|privacy|hipaa|compliant|compliance|certified|certification|gdpr|soc ?2|white ?label|reseller|resell|partner program|affiliate|franchise)\b/;

export const INDUSTRY_WORDS: Record<string, string[]> = {
  dental: [
    "dental",
    "dentist",
    "dentists",
    "medical",
    "doctor",
    "doctors",
    "clinic",
    "clinics",
    "orthodontist",
    "chiropractor",
    "chiropractic",
    "optometry",
    "optometrist",
    "optometrists",
    "ophthalmologist",
    "dermatologist",
    "pediatrician",
    "physiotherapist",
    "physiotherapists",
    "physio",
    "physiotherapy",
    "therapy",
    "chiro",
    "chiropractors",
    "rehab",
    "dentistry",
    "orthodontics",
    "therapist",
    "therapists",
    "practitioner",
    "patients",
    "podiatry",
    "podiatrist",
    "podiatrists",
    "audiologist",
    "hospice",
    "nursing",
  ],
  home: [
    "plumber",
    "plumbers",
    "plumbing",
    "hvac",
    "roofing",
    "roofer",
    "electrician",
    "contractor",
    "contractors",
    "handyman",
    "landscaping",
  ],
  legal: ["firm", "firms", "lawyer", "lawyers", "attorney", "attorneys", "paralegal"],
  restaurants: [
    "restaurant",
    "restaurants",
    "cafe",
    "bar",
    "pizzeria",
    "pizza",
    "taco",
    "diner",
    "catering",
    "bistro",
    "grill",
    "sushi",
    "burger",
    "eatery",
    "takeout",
    "reservation",
    "reservations",
    "diners",
    "taqueria",
    "taquerias",
    "cantina",
    "deli",
    "brewery",
  ],
  auto: ["auto", "mechanic", "car", "cars", "dealer", "dealership"],
  fitness: ["gym", "gyms", "fitness", "yoga", "pilates", "crossfit", "wellness", "trainer", "studio"],
  real: ["realtor", "realtors", "broker", "property", "estate"],
  professional: [
    "accountant",
    "accountants",
    "accounting",
    "bookkeeping",
    "tax",
    "consultant",
    "consultants",
    "consulting",
    "agency",
    "agencies",
    "bookkeeper",
    "cpa",
    "insurance",
  ],
};

export function industryFromHistory(req: EngineRequest, k: Knowledge): { name: string; example: string } | undefined {
  for (const t of [...req.history].reverse()) {
    if (t.role !== "user") continue;
    const found = industryOf(t.content.toLowerCase().split(/[^a-z]+/), k);
    if (found) return found;
  }
  return undefined;
}

/** Words that make a listed industry's example wrong ("vet clinic" is not dental & medical). */
const NOT_THIS_INDUSTRY: Record<string, string[]> = {
  dental: ["vet", "vets", "veterinary", "veterinarian", "pet", "pets", "animal", "animals", "tattoo"],
  // A "studio" of another trade is no gym.
  // "do i get auto charged", "auto renew", "auto reply": no car in sight.
  auto: [
    "charged",
    "charge",
    "charges",
    "charging",
    "renew",
    "renews",
    "renewal",
    "billed",
    "billing",
    "bill",
    "pay",
    "payment",
    "debit",
    "reply",
    "replies",
    "responder",
    "text",
    "texts",
  ],
  // A "firm" of accountants or consultants is no law firm.
  legal: [
    "accounting",
    "accountant",
    "accountants",
    "cpa",
    "consulting",
    "tax",
    "bookkeeping",
    "architecture",
    "design",
  ],
  fitness: [
    "tattoo",
    "recording",
    "photo",
    "photography",
    "art",
    "design",
    "music",
    "piercing",
    "nail",
    "hair",
    "pottery",
    "ceramics",
    "ceramic",
    "painting",
    "craft",
    "crafts",
    "glass",
    "woodworking",
    "sewing",
    "film",
    "video",
    "podcast",
    "candle",
  ],
};

/** A kind of business said by what its customers do ("book a table" is a restaurant's). */
const INDUSTRY_BY_PHRASE: [RegExp, string][] = [
  [/\b(book|reserve|get|grab)\w* (a |an |their )?tables?\b/, "restaurant"],
  // "a home health agency" looks after patients, it is no agency of consultants.
  [/\bhome (health|care|healthcare)\b/, "medical"],
  // "a law office", "our law practice": a legal business ("law" alone is a question about the law).
  [/\blaw (office|offices|practice|practices|group|partners)\b/, "firm"],
];

export function industryOf(tokens: string[], k: Knowledge): { name: string; example: string } | undefined {
  const text = tokens.join(" ");
  const said = INDUSTRY_BY_PHRASE.filter(([re]) => re.test(text)).map(([, word]) => word);
  if (said.length > 0) tokens = [...tokens, ...said];
  return k.industries.find((i) => {
    const key = i.name.toLowerCase().split(/[^a-z]+/)[0]!;
    if ((NOT_THIS_INDUSTRY[key] ?? []).some((w) => tokens.includes(w))) return false;
    const words = INDUSTRY_WORDS[i.name.toLowerCase().split(/[^a-z]+/)[0]!] ?? [];
    return tokens.some((t) => words.includes(t));
  });
}

/** What a bare one-to-three-word question may ask about the agents' plans. */
export const BARE: Attr[] = ["price", "setup", "monthly", "included", "perCall", "overage", "time"];

/** Legal questions whose hint words find the passage better than the visitor's own words. */
export const HINT_ONLY: Attr[] = ["age", "law", "liability", "children"];

/** Attributes that are a question by themselves (they need no named thing). */
export const STANDALONE: Attr[] = [
  "discount",
  "paymentPlan",
  "contact",
  "book",
  "human",
  "blog",
  "founder",
  "location",
  "contract",
  "languages",
];

/** The visitor asks for our own contact details (not about their phone line). */
export const CONTACT_US_NOT_PRODUCT = /\b(bot|agent|robot|answering|system|line)\b/;
export const CONTACT_US =
  /\b(e ?mail|email|phone|number)\s+(for|of)\s+(your|ur|the)\s+(sales|team|company|office|staff)|\b(your|ur)\s+(phone|number|e ?mail|email|address|contact)|\b(contact|reach|call|email|e mail)\s+(you|u)\b|\bphone number\b|\bhow (do|can) i (contact|reach|call|email)\b|\b(what number|number can i call|number to call)\b|\b(reach|contact|email|call)\s+(your|ur)\s+(team|company|office|staff|sales)\b|\bbest (e ?mail|email|number|phone|way to (reach|contact))\b|\btheir (e ?mail|email|phone|number)\b/;

/** "Where are the documents?" on an investor portal is about the portal, not our address. */
export function investorScopeAsksDocs(lower: string): boolean {
  return /\b(documents?|deck|pdfs?|files?)\b/.test(lower);
}

/**
 * A hit that matched most of the question's meaningful words, and at least two of them unless the
 * question is one word the engine knows ("contract?"): one shared word is a coincidence.
 */
export function strong(hit: SearchHit | undefined, u: Understanding): SearchHit | undefined {
  if (!hit) return undefined;
  // A business is named by what it does ("the sound healing app"): two of three words will do.
  const share = hit.passage.kind === "business" ? 0.6 : 0.75;
  const enough =
    hit.matched >= 2 || (u.recognisedShare === 1 && hit.exact) || (hit.exact && hit.passage.kind === "business");
  return hit.coverage >= share && enough ? hit : undefined;
}

/** A business found by its description must be found by what it is: its name or its first sentence. */
export function namesWhatItIs(hit: SearchHit, k: Knowledge): boolean {
  const b = k.businesses.find((x) => x.slug === hit.passage.businessSlug);
  if (!b) return false;
  const lead = `${b.name} ${b.description.split(/(?<=[.!?])\s/)[0]}`.toLowerCase();
  return hit.terms.some((t) => t.length >= 4 && !UNIT_WORDS.has(t) && lead.includes(t));
}

/** Words any offer uses ("$5/month"): never what names a business. */
const UNIT_WORDS = new Set([
  "month",
  "months",
  "monthly",
  "minute",
  "minutes",
  "week",
  "weeks",
  "year",
  "years",
  "price",
  "prices",
  "plan",
  "plans",
  "every",
  "with",
]);
