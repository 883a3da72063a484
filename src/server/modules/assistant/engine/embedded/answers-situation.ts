import type { AgentOffer } from "../../../../../shared/offers.ts";
import { agentIncluded, agentMonthly } from "../../knowledge/fact-text.ts";
import type { Knowledge } from "../../knowledge/knowledge.ts";
import type { Draft } from "./draft.ts";
import { joinAnd, lowerFirst } from "./phrasing.ts";
import { formatUsd } from "../../../../../shared/money.ts";

/* A visitor's own situation ("I'm a plumber and miss calls on jobs") and the tools they use. */

const YES_NO =
  /^\s*(can|does|do|will|would|could|is|are)\b|(?<!\b(?:what|how|where|when|why|which|who|much)\s)\b(can|does|will|could|would) (it|you|this|the (agent|ai|bot))\b/i;

/** The visitor speaks of their own business ("I run", "we're a", "my clinic", "plumbing company here"). */
export const FIRST_PERSON = /\b(i|im|i'm|i've|ive|we|were|we're|weve|our|ours|my|us|here)\b/i;

/**
 * What an agent does in the visitor's industry, the agent that fits, its price, and one offer:
 * a salesperson's answer to "I run a restaurant, can it take reservations?".
 */
export function answerSituation(
  d: Draft,
  industry: { name: string; example: string },
  agent: AgentOffer,
  message: string,
  k: Knowledge,
  /** A sentence about a tool they named that we don't list, said before the offer. */
  note?: string,
): void {
  const yes = YES_NO.test(message) ? "Yes: " : "";
  const field = industry.name.toLowerCase();
  const outbound = agent !== k.offers.agents[0] && OUTBOUND_NEED.test(message);
  // Leads that wait are the calls the business places: what that agent does, not the inbound example.
  const follows =
    outbound &&
    /\b(leads?|inquir\w*|enquir\w*|forms?|quotes?)\b/i.test(message) &&
    // ("300 old quotes that never booked": winning back, not new leads called in minutes.)
    !/\b(old|past|stale|lapsed|former|dead|never (booked|signed|bought|closed))\b/i.test(message)
      ? agent.features.find((f) => /\bleads?\b/i.test(f))
      : undefined;
  // "chiropractor here": the trade in the visitor's words, and the example without another trade's work.
  const own = ownBusiness(message);
  const trade = own && !field.includes(own) ? `${/^[aeiou]/.test(own) ? "an" : "a"} ${own}` : field;
  const example = exampleFor(industry, own ?? message);
  // ("300 quotes that never booked… something that calls them back": the agent that places calls
  // leads, not the trade's example of calls answered.)
  const placed = outbound && !follows;
  d.say(
    follows
      ? `${yes}${yes ? "the" : "The"} fix is a call back before they go elsewhere: the ${agent.name} ${lowerFirst(follows)}, and logs every outcome.`
      : placed
        ? `${yes}${yes ? "for" : "For"} ${trade}, calls you place like those are the ${agent.name}'s job: it ${lowerFirst(agent.summary)}`
        : `${yes}${yes ? "for" : "For"} ${trade}, the agent ${painAnswered(message, example, field, k)}`,
  );
  d.say(
    outbound
      ? `It's ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}, with ${agentIncluded(agent)} included.`
      : `Most businesses like yours start with the ${agent.name}: ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}, with ${agentIncluded(agent)} included.`,
  );
  if (note) d.say(note);
  d.say("Want me to work out the monthly bill for your call volume?");
  d.cite({ title: "Built for businesses that live on the phone", url: "/#industries-heading" }, k.sources.agents);
  d.use("home-industries", `agent-${agent.id}`);
  d.suggest("How long does setup take?", "Can it transfer calls to a real person?", "Does it work with my calendar?");
}

/**
 * An industry's example names the work of the trades it was written for ("books cleanings"); for
 * another trade filed under it (a chiropractor under dental & medical) that work is said generally.
 */
const OTHER_TRADES_WORK: [RegExp, string, RegExp][] = [
  [/\bcleanings\b/, "appointments", /\b(dent\w*|orthodont\w*|hygien\w*)\b/i],
  [/\bplumbing, HVAC and roofing jobs\b/, "jobs", /\b(plumb\w*|hvac|roof\w*|heating|cooling|air con\w*)\b/i],
];

export function exampleFor(industry: { example: string }, theirs: string): string {
  return OTHER_TRADES_WORK.reduce(
    (text, [work, general, trades]) => (trades.test(theirs) ? text : text.replace(work, general)),
    industry.example,
  );
}

/** Customers who cancel, reschedule or don't turn up: the booking the agent does answers it. */
const BOOKING_PAIN =
  /\b(no[- ]?shows?|cancell?ations?|last[- ]minute cancel\w*|(?:patients|clients|customers|guests|members|people|students) (?:who )?(?:cancel\w*|reschedul\w*|don'?t show|never show|forget)|reschedul\w*|double[- ]?book\w*)\b/i;

/** Calls missed or left to voicemail: the agent picking up is the answer. */
export const MISSED_CALLS =
  /\b(voicemail|miss(ed|ing|es)? (a lot of |lots of |tons of |a ton of |a bunch of |so many |many |too many |most |some |half (of )?(our |the |my )?)?(calls?|the phone)|after[ -]?hours|after \d|closes? at|we close|nobody (answers|picks up)|can'?t (answer|pick up|get to the phone)|go(es)? unanswered|phones? ring|calls? (stack|pile) up|slammed|swamped|on hold|phones? (go(es)? (nuts|crazy|wild)|blow(s)? up|flood(s)?|explode(s)?)|ringing off the hook|whoever answers first)/i;

/**
 * What the agent does for the visitor's industry, led by the pain they named ("lots of
 * cancellations", "we miss calls when adjusting patients") in the home page's own words.
 */
function painAnswered(message: string, example: string, field: string, k: Knowledge): string {
  // Their word for the people who book; a clinic's are patients even when unsaid.
  const people =
    /\b(patients|clients|customers|guests|members|students)\b/i.exec(message)?.[1]?.toLowerCase() ??
    (/\b(dental|medical)\b/.test(field) ? "patients" : undefined);
  const booking = k.frontDesk.find((f) => /\bno-show\b/.test(f.body));
  if (booking && BOOKING_PAIN.test(message))
    return lowerFirst(people ? booking.body.replace(/\bcustomers\b/, people) : booking.body);
  // "picks up on the first ring, after hours and during your busiest rush, so callers…": the part said.
  const pickUp = k.frontDesk
    .map((f) => /\bpicks up on the first ring[^.]*?(?=, so\b|\.)/.exec(f.body)?.[0])
    .find(Boolean);
  // (Said once: "after hours" in the example as well reads twice.)
  if (pickUp && MISSED_CALLS.test(message))
    return `${/after hours/.test(example) ? pickUp.replace(/,? after hours(?: and)?/, "") : pickUp}, then ${lowerFirst(example)}`;
  return lowerFirst(example);
}

/** Kinds of tool visitors name instead of a product ("my CRM"), and the listed tools of each kind. */
const KINDS: [RegExp, RegExp][] = [
  [/\bcrm\b/, /hubspot|salesforce|zoho/i],
  [/\bcalendars?\b|\bscheduling\b|\bbooking (app|software|system|tool)\b/, /calendar|outlook|calendly|acuity/i],
  [/\b(e-?mail|inbox)\b/, /gmail|outlook/i],
  [/\b(payments?|point of sale|pos)\b/, /square/i],
  [/\b(online store|e-?commerce|web ?shop)\b/, /shopify/i],
  [/\b(team chat|messaging app)\b/, /slack/i],
  [/\bautomations?\b/, /zapier/i],
];

// ("talk to a real human" is no tool.)
export const ASKS_INTEGRATION =
  /\b(integrat\w*|connect\w*|sync\w*|hook(s|ed|ing)? (it |them )?(up|in|into)|plug\w*|compatible|work(s)? with|talk(s)? to(?! (?:a |an |the |some |my |our )?(?:real |actual |live )?(?:human|humans|person|people|someone|somebody|robot|robots|bot|bots|machine|ai|customers?|callers?|clients?)\b)|link\w*|support\w*|(pull|pulls|look|looks|read|reads|see|access|check|checks) (up )?(\w+ ){0,2}(records?|charts?|files?|history|accounts?|data|info) (from|in|out of))\b/i;

/** The listed tools the message names or means ("HubSpot", "my CRM"). */
/** Short forms people type for listed tools ("google cal", "gcal", "o365"). */
const TOOL_SHORT: [RegExp, string][] = [
  [/\b(google cal|gcal|g cal|google calender)\b/, "google calendar"],
  [/\b(o365|office 365|ms outlook)\b/, "outlook"],
  [/\b(sfdc)\b/, "salesforce"],
];

export function integrationsMeant(message: string, k: Knowledge, byKind = true): string[] {
  const lower = TOOL_SHORT.reduce((m, [re, full]) => m.replace(re, full), message.toLowerCase());
  const word = (w: string) => new RegExp(`\\b${w.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(lower);
  // Whole names, or a name's own word ("outlook", "acuity", "zoho"): "Google Calendar" must not
  // stand for "Google Business Profile", nor "calendar" alone for Google Calendar.
  const generic = /^(google|microsoft|calendar|scheduling|crm)$/i;
  const named = k.integrations.filter(
    (t) => word(t) || (t.split(" ").length > 1 && t.split(" ").some((w) => !generic.test(w) && word(w))),
  );
  if (named.length > 0 || !byKind) return named;
  return KINDS.filter(([kind]) => kind.test(lower)).flatMap(([, tools]) => k.integrations.filter((t) => tools.test(t)));
}

/** "Does it integrate with HubSpot and Google Calendar?": yes for each listed tool, plainly. */
export function answerNamedIntegrations(
  d: Draft,
  named: string[],
  k: Knowledge,
  unlisted?: string,
  /** "do you work with restaurants? we use square": the trade's answer first. */
  industry?: { name: string; example: string },
  /** The unlisted tools were named first: they are what the visitor uses, so they are said first. */
  unlistedFirst = false,
  more: {
    /** "auto repair shop. do you work with square?": the trade is context, said after the tools. */
    tradeAfter?: boolean;
    /** "…and our shop management software": theirs, unnamed; asked which it is. */
    unnamedTool?: string;
  } = {},
): void {
  const others = k.integrations.filter((t) => !named.includes(t)).slice(0, 3);
  // What the connection does depends on the tool: a calendar gets bookings, a CRM gets leads.
  const calendar = named.some((t) => /calendar|outlook|calendly|acuity/i.test(t));
  const crm = named.some((t) => /hubspot|salesforce|zoho/i.test(t));
  const why =
    calendar && crm
      ? ", so bookings land in your calendar and every lead is logged in your CRM"
      : calendar
        ? ", so bookings land straight in your calendar"
        : crm
          ? ", so every lead is logged where your team already works"
          : ", so it fits into the tools your team already uses";
  // (Several tools named are the question; the trade's line would answer something not asked.)
  const tradeSaid = industry !== undefined && named.length < 2 && !more.tradeAfter;
  if (tradeSaid) d.say(`Yes: for ${industry.name.toLowerCase()}, the agent ${lowerFirst(industry.example)}`);
  const several = unlisted ? /\sand\s/.test(unlisted) : false;
  const notListed = unlisted
    ? `${unlisted.charAt(0).toUpperCase()}${unlisted.slice(1)} ${several ? "aren't" : "isn't"} on our list of integrations, so I won't promise ${several ? "them" : "it"}`
    : "";
  if (unlisted && unlistedFirst) {
    d.say(
      `${notListed}.`,
      `Our agents do work with ${joinAnd(named)}${why}; want me to have the team check ${several ? "those two" : "it"} for you?`,
    );
    citeIntegrations(d);
    return;
  }
  d.say(`${tradeSaid ? "And our agents work" : "Yes: our agents work"} with ${joinAnd(named)}${why}.`);
  if (industry && more.tradeAfter && named.length < 2)
    d.say(`For ${industry.name.toLowerCase()}, the agent ${lowerFirst(industry.example)}`);
  d.say(
    unlisted
      ? `${notListed}; want me to have the team check ${several ? "them" : "it"} for you?`
      : more.unnamedTool
        ? `Which ${more.unnamedTool.toLowerCase().replace(/^(our|my|the)\s+/, "")} do you use? They also connect to tools like ${joinAnd(others)}, and I can have the team check yours.`
        : `They also connect to tools like ${joinAnd(others)}; want me to have the team check the rest of your setup?`,
  );
  citeIntegrations(d);
}

/** The home page's integrations list as the source, and what to ask next. */
export function citeIntegrations(d: Draft): void {
  d.cite({ title: "Works with the tools you already use", url: "/#features" });
  d.use("home-features");
  d.suggest(
    "How long does setup take?",
    "How much is the Inbound Voice Agent?",
    "Can it transfer calls to a real person?",
  );
}

/** Words that name a business of one's own ("a tattoo studio", "our food truck"). */
const BUSINESS_NOUN =
  "artist|realtor|coach|trainer|therapist|lawyer|attorney|photographer|consultant|accountant|stylist|barber|groomer|mechanic|landscaper|cleaner|tutor|designer|baker|chef|caterer|florist|vet|veterinarian|hospital|contractor|electrician|plumber|roofer|painter|dentist|doctor|chiropractor|studio|shop|salon|spa|store|company|business|practice|office|agency|firm|truck|restaurant|cafe|bakery|bar|gym|clinic|garage|dealership|hotel|motel|school|academy|daycare|nursery|brewery|winery|farm|boutique|barbershop|parlor|parlour|service|services|center|centre|franchise|startup|co|kitchen|diner|pizzeria|lab|pharmacy|club|nonprofit|non-profit|charity|church|ministry|foundation|shelter|food bank|school district|association|funeral home|nursing home|care home|retirement home|mortuary|hospice|kennel|marina|inn|hostel|resort|venue|gallery|dojo";
const OWN_BUSINESS = new RegExp(
  `^\\s*(?:a |an |the )?((?:[a-z&'-]+\\s+){0,2}(?:${BUSINESS_NOUN}))(?:\\s+here\\b|\\s+\\d+\\s+[a-z]+\\s*[,.:;-]|\\s*[,.:;-])|\\b(?:i|we)(?:'m|'re|m|re| am| are)?\\s+(?:own|run|have|operate|manage|started|opened|a|an)\\s+(?:(?:a|an|my|our|the)\\s+)?((?:[a-z&'-]+\\s+){0,2}(?:${BUSINESS_NOUN}))\\b|\\b(?:my|our)\\s+((?:[a-z&'-]+\\s+){0,2}(?:${BUSINESS_NOUN}))\\b`,
  "i",
);

/** "anything for daycares?": a kind of business asked about, when none is said to be theirs. */
const FOR_BUSINESS = new RegExp(
  `\\b(?:anything|something|stuff|work|good|useful|help)\\s+(?:for|with)\\s+(?:a |an )?((?:[a-z&'-]+\\s+)?(?:${BUSINESS_NOUN}))(?:s|es)?\\b`,
  "i",
);

/** "vets", "dentists": a word for a kind of business, not a tool. */
export function isBusinessNoun(word: string): boolean {
  return new RegExp(`^(?:${BUSINESS_NOUN})(?:s|es)?$`, "i").test(word);
}

/** The visitor's own business as they name it (or, `asked`, a kind they ask about: "anything for daycares?"), or null. */
export function ownBusiness(message: string, asked = false): string | null {
  const m = (asked ? FOR_BUSINESS : OWN_BUSINESS).exec(message);
  const phrase = (m?.[1] ?? m?.[2] ?? m?.[3])
    ?.toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    // "we're a funeral home, ...": the business, not the words that say it is theirs.
    .replace(/^(?:we'?re|we are|i'?m|i am)\s+(?:(?:a|an|the)\s+)?/, "");
  // "my business", "our company" name no kind of business: nothing to tailor.
  if (
    !phrase ||
    /\b(small|the|this|that|whole)$/.test(phrase) ||
    /^(business|company|startup|services?|office|firm|agency|practice|center|centre|club|lab)$/.test(phrase)
  )
    return null;
  return phrase;
}

/** A business that sells goods online ("sell on etsy", "handmade candles", "my shopify store"). */
export const SELLS_PRODUCTS =
  /\b(shopify|etsy|woocommerce|ecommerce|e-commerce|online (shop|store|boutique)|web ?shop|sell(s|ing)? (\w+ )?(online|on (instagram|etsy|shopify|amazon|facebook|tiktok))|handmade|products|merch|(small|little|tiny) (shop|store))\b/i;

/** "I own a tattoo studio, would this make sense?": what the agents do for any business that takes calls. */
export function answerAnyBusiness(d: Draft, business: string, message: string, k: Knowledge): void {
  const [inbound, , website] = k.offers.agents as [AgentOffer, AgentOffer, AgentOffer];
  const article = /^[aeiou]/.test(business) ? "an" : "a";
  const yes =
    YES_NO.test(message) || /\b(make sense|worth it|good fit|right for|work for)\b/i.test(message) ? "Yes, " : "";
  // "can the chat answer questions about orders", "people asking on our website": the chat agent first.
  const online =
    /\b(chat|chats|website|site|online|web|store|shop|dms?|instagram|messages)\b/i.test(message) &&
    !/\b(calls?|phones?|ring|rings|voicemail)\b/i.test(message);
  // "i make candles and sell online, anything for a small shop like mine": a storefront that answers
  // shoppers, on plans a one-person shop can afford, before an agent for a site they may not have.
  const wiz = k.businesses.find((b) => b.slug === "rappy-customer-ai");
  if (online && wiz && SELLS_PRODUCTS.test(message)) {
    const w = k.offers.businessAiWiz;
    d.say(
      `${yes}${yes ? "for" : "For"} a small online shop, ${wiz.name} fits best: it builds a storefront from your products in about ${w.storefrontSetupMinutes} minutes and answers your shoppers by chat around the clock, from your own catalog and policies, with plans from ${formatUsd(w.plansFromMonthlyUsd)} a month.`,
      `If you'd rather add chat to a website you already have, the ${website.name} is ${formatUsd(website.setupUsd)} to set up and ${agentMonthly(website)}. Want me to tell you more about ${wiz.name}?`,
    );
    d.cite({ title: wiz.name, url: `/${wiz.slug}` });
    d.use(`business-${wiz.slug}`, `agent-${website.id}`);
    d.suggest(`How does ${wiz.name} work?`, "Does it work with Shopify?", "How can I contact the team?");
    return;
  }
  if (online) {
    d.say(
      `${yes}${yes ? "for" : "For"} ${article} ${business}, the ${website.name} answers your visitors in chat day or night, from your own products, services and policies, and turns them into leads and bookings.`,
      `It's ${formatUsd(website.setupUsd)} to set up and ${agentMonthly(website)}, with ${agentIncluded(website)} included.`,
      "Want me to work out the monthly bill for your chat volume?",
    );
    d.cite(k.sources.agents);
    d.use(`agent-${website.id}`);
    d.suggest("How long does setup take?", "Does it work with Shopify?", "How can I contact the team?");
    return;
  }
  d.say(
    `${yes}${yes ? "for" : "For"} ${article} ${business}, the ${inbound.name} answers every call day or night, ${lowerFirst(inbound.features[1] ?? inbound.features[0]!)} and ${lowerFirst(inbound.features[3] ?? inbound.features[2]!)}, and the ${website.name} does the same in chat on your site.`,
    `Most businesses start with the ${inbound.name}: ${formatUsd(inbound.setupUsd)} to set up and ${agentMonthly(inbound)}, with ${agentIncluded(inbound)} included.`,
    "Want me to work out the monthly bill for your call volume?",
  );
  d.cite(k.sources.agents);
  d.use(`agent-${inbound.id}`, `agent-${website.id}`);
  d.suggest("How long does setup take?", "Can it transfer calls to a real person?", "Does it work with my calendar?");
}

/** "Does it work with Jobber?": not on the list, said once, with what is and who can check. */
export function answerUnlistedIntegration(d: Draft, tool: string, k: Knowledge): void {
  // "jobber and quickbooks": each name capitalised, and said as two.
  const names = tool.split(/\s+and\s+/).map((t) => t.charAt(0).toUpperCase() + t.slice(1));
  const name = joinAnd(names);
  const some = k.integrations.filter((t) => /calendar|hubspot|zapier/i.test(t));
  d.say(
    `${name} ${names.length > 1 ? "aren't" : "isn't"} on our list of integrations, so I won't promise ${names.length > 1 ? "them" : "it"}. We connect to tools like ${joinAnd(some.length ? some : k.integrations.slice(0, 3))}, and our team can check ${name} for you at ${k.site.email}; want me to pass them the question?`,
  );
  d.cite({ title: "Works with the tools you already use", url: "/#features" });
  d.use("home-features");
  d.suggest("Does it work with Google Calendar?", "How long does setup take?", "How much is the Inbound Voice Agent?");
}

/** "the phone barely rings", "i dont need phones answered": the phone is not where the need is. */
export const PHONE_NOT_NEEDED =
  /\b(phones? (barely|rarely|hardly|never|seldom|almost never) (rings?|gets? used)|(don'?t|dont|do not|doesn'?t|does not) (really )?(need|want) (the |a |any )?(phones?|calls?|phone (agent|one|thing|calls))( answered| covered)?|(barely|hardly|rarely|never) (get|gets|have|has) (any )?(phone )?calls|(nobody|no one|noone) (calls|phones)|not (many|much|a lot of) (phone )?calls)\b/i;

/** "we have no website", "no real site": nothing for a website chat to sit on yet. */
export const NO_WEBSITE =
  /\b(no|don'?t have an?|dont have an?|do not have an?|without an?|never had an?)\s+(real\s+|actual\s+|proper\s+)?(web ?site|site)\b|\bno website\b/i;

/** "they use the form on our website", "the website to answer sizing questions": contact in writing, online. */
const CHAT_NEED =
  /\b((people|visitors|customers|clients|folks|ppl|guests|parents|shoppers) (hit|visit|come to|land on|go to|browse|use) (our|my|the) (web ?site|site|page|store)|(web ?site|site|online|web) (chat|form|to answer|answering|visitors?|shoppers?)|(form|chat|chats|dms?|messages?) on (the|my|our) (web ?site|site|page|store|shop)|(use|fill|fill out|through|via|thru) (the |our |a )?(web ?form|contact form|online form|form|chat|live chat)|chat ?bot|chat (widget|thing))\b/i;

/**
 * The agent a need stated in words points to, none named: the chat agent when the visitor writes
 * in rather than calls ("parents mostly email or use the form on our website, the phone barely rings").
 */
export function agentForNeed(message: string, agents: AgentOffer[]): AgentOffer | undefined {
  const chat = agents.find((a) => /conversation/i.test(a.overage.per));
  if (!chat) return undefined;
  // ("no real website, ppl book thru facebook messages": no site for a chat to sit on.)
  if (NO_WEBSITE.test(message)) return undefined;
  if (PHONE_NOT_NEEDED.test(message)) return chat;
  // ("fill the form on our site then never hear back": the follow-up call is the need, not the chat.)
  if (
    CHAT_NEED.test(message) &&
    !OUTBOUND_NEED.test(message) &&
    !/\b(calls?|phones?|ringing|voicemail|callers?|rings?)\b/i.test(message)
  )
    return chat;
  return undefined;
}

/**
 * A need said in words answered with the agent for it: what it does, its price and one offer
 * ("the phone barely rings, they use the form on our website" → the chat agent).
 */
export function answerAgentForNeed(
  d: Draft,
  agent: AgentOffer,
  k: Knowledge,
  opts: { opener?: string; adds?: string; offer?: string } = {},
): void {
  const does = lowerFirst(agent.summary.replace(/\.$/, ""));
  d.say(
    `${opts.opener ?? `That's what the ${agent.name} is for`}: it ${does}${opts.adds ? `, and ${opts.adds}` : ""}.`,
    `It's ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}, with ${agentIncluded(agent)} included. ${opts.offer ?? "Want me to work out the monthly bill for your volume?"}`,
  );
  d.cite(k.sources.agents);
  d.use(`agent-${agent.id}`);
  d.suggest("How long does setup take?", "Can it transfer calls to a real person?", "Does it work with my calendar?");
}

/** "calls back members who cancelled", "follow up with old leads": calls the business places. */
// ("our tech calls them back when they leave a message": messages returned, calls that came in,
// not calls the visitor wants placed.)
export const OUTBOUND_NEED =
  /\b(call(s|ing)? back(?![^.?!]{0,30}\b(?:leave|leaves|left) (?:a |us a |me a |them a )?(?:message|voicemail|vm|msg)\b)|call(s|ing)? (them|em|those|these|leads|people|customers|clients)(?: all)? back(?![^.?!]{0,30}\b(?:leave|leaves|left) (?:a |us a |me a |them a )?(?:message|voicemail|vm|msg)\b)|(web ?form|online form|contact form|form|quote form|website) (leads|fills|submissions|inquiries|enquiries)|leads? (?:from|off|through|via|on) (?:our|the|my) (?:website |web |online |quote |contact |site )?forms?|(leads|inquiries|enquiries) (sit|wait|sitting|waiting)|calls? (old|past|former|lapsed|my|our) (customers|clients|members|leads|patients)|follow(s|ing)?[ -]up|win[ -]back|\blast (?:year'?s|season'?s|summer'?s|spring'?s|fall'?s) (?:customers|clients|members|patients)\b|win (?:them|em|those|these|people|customers|clients|members|patients|guests|folks) back|(?:haven'?t|havent|have not|hasn'?t) (?:seen|heard from) (?:them|in)|re-?engage|reach out to|remind(ers?)?|outbound|no[ -]shows?|cold call|go(es)? nowhere|go(es)? cold|(go|goes|went|gone) (silent|quiet|dark)|radio silence|never hear(?:ing|s)? (?:back|from (?:us|anyone|me))|(?:nobody|no one|noone) (?:calls?|gets?|got) (?:them |em )?back|fall through|falls through|slip through|ghost(ed|s)?|(can|could|will) (it|u|you|ur \w+|something|someone|anything|the ai|ai|an ai|a bot) call (them|these|those|em|all of them)|(lapsed|inactive|dormant) (members|customers|clients|patients|accounts|leads|ones)|lapsed|reactivat\w*|(members|customers|clients|patients) who (stopped|quit|left|cancel\w*|lapsed)|stopped coming)\b|\b(lose|losing|lost|keep losing) (a lot of |lots of |many |some |our |my )?(members|customers|clients|patients|subscribers|regulars)\b|\b(members|customers|clients|patients|regulars) (drop off|drop out|leave|quit|cancel|churn|stop coming|don'?t come back|never come back)\b|\b(never|don'?t|dont|do not|won'?t) (come|coming) back\b|\b(old|past|stale|expired|dead|unsigned|lost) (quotes|leads|estimates|proposals|bids)\b|\bnever (signed|booked|bought|closed)\b|\bcall (a|my|our|this|the) list\b|\b(we|i) (have to|need to|got to|gotta|must) (call|ring|phone)\b|\bcall (?:like |about |around |maybe |up to )?\d+ (?:people|customers|clients|guests|families|parents|members|students|patients)\b|\b(?:want|need|like|get)\w*\s+(?:them |em |those |these |all of them )?(?:called|phoned|rung|contacted) back\b|\b(?:customers|clients|members|patients|people) from last (?:year|season|summer|spring|fall|winter|month)\b/i;

type BuildPlan = Knowledge["offers"]["buildPlans"][number];

/**
 * "Does it include the chat agent or is that extra?" about a build plan: what its list says, and
 * the way to get an agent when it has none.
 */
export function answerPlanIncludesAgent(
  d: Draft,
  plan: BuildPlan,
  agent: AgentOffer,
  k: Knowledge,
  /** "Can I add the chat thing later?": yes, and how. */
  addLater = false,
  message = "",
): void {
  const item = plan.includes.find((x) => x.toLowerCase().includes(agent.name.toLowerCase()));
  // "which one has the chat bot built in" names the plan; only a yes-or-no question gets a "Yes".
  const which = /\b(which|what)\s+(one|plan|of (them|those|these)|site|website|package)\b/i.test(message);
  const price = `${formatUsd(plan.investmentUsd)}${plan.monthlyUsd ? ` plus ${formatUsd(plan.monthlyUsd)} a month` : ""}`;
  if (item) {
    const how = item
      .replace(new RegExp(agent.name, "i"), "")
      .replace(/^[\s,:-]+/, "")
      .trim();
    d.say(
      which
        ? `The ${plan.name} plan: it includes the ${agent.name}${how ? `, ${how},` : ""} within its ${price}.`
        : `Yes: the ${plan.name} plan includes the ${agent.name}${how ? `, ${how},` : ""} within its ${price}.`,
    );
  } else {
    const withAgent = k.offers.buildPlans.find((p) =>
      p.includes.some((x) => x.toLowerCase().includes(agent.name.toLowerCase())),
    );
    d.say(
      `${addLater ? `Yes: the ${plan.name} plan doesn't include the ${agent.name}, but you can add it whenever you like` : `No: the ${plan.name} plan doesn't include the ${agent.name}; you can add it`} for ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}${withAgent ? `, or choose the ${withAgent.name} plan, which has it built in` : ""}.`,
    );
  }
  d.say("Want our team to scope your build with you?");
  d.cite(k.sources.build);
  d.use(`plan-${plan.id}`, `agent-${agent.id}`);
  d.suggest("How long does a website take?", "What does the Growth plan include?", "How can I contact the team?");
}

/** "Would that work for a restaurant?" after a build plan: the plan for that business, and the agent beside it. */
export function answerPlanForIndustry(
  d: Draft,
  plan: BuildPlan,
  industry: { name: string; example: string },
  k: Knowledge,
): void {
  const price = `${formatUsd(plan.investmentUsd)}${plan.monthlyUsd ? ` plus ${formatUsd(plan.monthlyUsd)} a month` : ""}`;
  const items = plan.includes.slice(0, 3).map(lowerFirst);
  d.say(
    `Yes: the ${plan.name} plan suits ${industry.name.toLowerCase()} too, with ${joinAnd(items)}, for ${price}.`,
    `If you'd like calls handled as well, the ${k.offers.agents[0]!.name} ${lowerFirst(industry.example)}`,
    "Want our team to scope your build with you?",
  );
  d.cite(k.sources.build);
  d.use(`plan-${plan.id}`);
  d.suggest("How long does a website take?", "How much is the Inbound Voice Agent?", "How can I contact the team?");
}
