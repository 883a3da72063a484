import { MISSED_CALLS, NO_WEBSITE, OUTBOUND_NEED, exampleFor, ownBusiness } from "./answers-situation.ts";
import { sentencesIn } from "./text.ts";
import { agentFactLine, agentIncluded, agentMonthly } from "../../knowledge/fact-text.ts";
import { formatUsd } from "../../../../../shared/money.ts";
import { namedDescription, type BusinessFact, type Knowledge, type ToolItem } from "../../knowledge/knowledge.ts";
import type { KnowledgeIndex, SearchHit } from "../../knowledge/knowledge-index.ts";
import type { Persona } from "../../personas/persona.types.ts";
import type { Draft } from "./draft.ts";
import { firstSentences, joinAnd, lowerFirst, possessive } from "./phrasing.ts";
import { STOPWORDS } from "../../knowledge/stopwords.ts";
import { citeIntegrations } from "./answers-situation.ts";
import type { Attr } from "./vocabulary.ts";

/* Answers about the ventures, the invite-only tools, contact, the company, and found passages. */

export const STATUS_TEXT: Record<BusinessFact["status"], string> = {
  live: "live",
  beta: "in beta",
  testing: "in testing",
  comingsoon: "coming soon",
};

/** "is the dj thing something i could put in my bar now": whether the visitor can have it today. */
const CAN_HAVE_IT =
  /\b(could|can|would) (i|we|u|you)\b[^.?!]{0,20}\b(get|use|buy|put|have|try|sign up|install|order|rent|book)\b|\b(available|for sale)\b|\b(right )?now or\b|\bsign up\b/i;

export function answerBusiness(
  d: Draft,
  b: BusinessFact,
  attrs: Set<Attr>,
  k: Knowledge,
  tokens: string[] = [],
  message = "",
): void {
  const status = STATUS_TEXT[b.status];
  if (CAN_HAVE_IT.test(message) && !(["price", "monthly", "setup"] as Attr[]).some((a) => attrs.has(a))) {
    d.say(
      b.status === "live"
        ? `Yes: ${b.name} is live. ${firstSentences(namedDescription(b.name, b.description), 1)}`
        : `Not yet: ${b.name}, one of ${k.site.companyName}'s ventures, is ${status}. ${firstSentences(namedDescription(b.name, b.description), 1)}`,
      b.status === "live" && b.websiteUrl
        ? `You can start at ${b.websiteUrl}.`
        : `Its page on our site has a sign-up for launch updates; want me to pass your interest to our team?`,
    );
    d.cite(b.source);
    d.use(`business-${b.slug}`);
    d.suggest(`What is ${b.name}?`, "What other businesses do you run?", `How do I contact ${k.site.companyName}?`);
    return;
  }
  const detail = tokens.length ? publicDetail(b, tokens) : null;
  if (attrs.has("website") && (!attrs.has("what") || tokens.length <= 5) && !detail) {
    d.say(
      b.websiteUrl
        ? `${possessive(b.name)} website is ${b.websiteUrl}.`
        : `${b.name} is ${status} and has no public website yet; its page on our site has the latest news and a sign-up for launch updates.`,
    );
    d.cite(b.source);
    d.use(`business-${b.slug}`);
    d.suggest(`What is ${b.name}?`, "What other businesses do you run?", `How do I contact ${k.site.companyName}?`);
    return;
  }
  // "who founded this?": the venture is the company's own, and who leads the company.
  if (attrs.has("founder") && !detail) {
    const f = k.site.founder;
    d.say(
      `${b.name} is one of ${possessive(k.site.companyName)} ventures, built and run by ${k.site.companyName}, which was founded by ${f.name}, our ${f.title}.`,
    );
    d.cite(b.source);
    d.use(`business-${b.slug}`);
    d.suggest(`What is ${b.name}?`, "What other businesses do you run?", `How do I contact ${k.site.companyName}?`);
    return;
  }
  const asksPrice = (["price", "monthly", "setup"] as Attr[]).some((a) => attrs.has(a));
  // "how much and how long to set up": its price and its own setup time, not the agents' 7 to 14 days.
  const priced = asksPrice ? pricedSentences(b, attrs.has("time")) : [];
  if (priced.length > 0) {
    d.say(
      `${b.name} is one of ${k.site.companyName}'s ventures and is ${status}: ${asClause(b, firstSentences(b.description, 1))}`,
    );
    d.say(...priced);
    d.cite(b.source);
    d.use(`business-${b.slug}`);
    d.suggest(`What is ${b.name}?`, "What other businesses do you run?", `How do I contact ${k.site.companyName}?`);
    return;
  }
  if (asksPrice) {
    // "…what does it cost to sell on it and could we list our cider there": what the page does say.
    const told = detail && !/\$\d/.test(detail) ? detail : null;
    d.say(
      `Our site doesn't list pricing for ${b.name} yet; it's one of ${k.site.companyName}'s ventures and is ${status}.`,
      told ?? "",
      b.websiteUrl
        ? `Its own site, ${b.websiteUrl}, has the current details.`
        : `For details, contact ${k.site.email} or ${k.site.phone}.`,
    );
    d.cite(b.source);
    d.use(`business-${b.slug}`);
    d.suggest(`What is ${b.name}?`, "What other businesses do you run?", `How do I contact ${k.site.companyName}?`);
    return;
  }
  if (detail) d.say(detail, `${b.name} is one of ${k.site.companyName}'s ventures and is ${status}.`);
  else if (attrs.has("status") && !attrs.has("what"))
    d.say(
      `${b.name}, one of ${k.site.companyName}'s ventures, is ${status}.`,
      firstSentences(namedDescription(b.name, b.description), 1),
    );
  else
    d.say(
      // ("…is in testing: holographic avatar experiences…"; "AI DJ and VJ sets" keeps its capitals.)
      `${b.name} is one of ${k.site.companyName}'s ventures and is ${status}: ${asClause(b, firstSentences(b.description, 2))}`,
    );
  if (attrs.has("what") && b.fullDescription) d.say(firstSentences(b.fullDescription.split("\n\n")[1] ?? "", 1));
  if (b.websiteUrl) d.say(`You can visit it at ${b.websiteUrl}.`);
  else if (attrs.has("website"))
    d.say(`It has no public website yet; its page on our site has the latest news and a sign-up for launch updates.`);
  d.cite(b.source);
  d.use(`business-${b.slug}`);
  d.suggest(
    b.investorEnabled ? `What makes ${b.name} a solid investment?` : "What other businesses do you run?",
    "What other businesses do you run?",
    `How do I contact ${k.site.companyName}?`,
  );
}

/** The sentences of a business's public text that state a price (at most two). */
/**
 * A venture's description said after a colon: lower-cased, unless it opens on an acronym or on a
 * word of the venture's own name ("Julie is an AI twin…" keeps Julie's capital).
 */
function asClause(b: BusinessFact, text: string): string {
  const first = /^[A-Za-z-]+/.exec(text)?.[0] ?? "";
  const ownName = b.name.split(/\s+/).some((w) => w.toLowerCase() === first.toLowerCase());
  return /^[A-Z]{2}/.test(text) || ownName ? text : lowerFirst(text);
}

function pricedSentences(b: BusinessFact, timed = false): string[] {
  const text = [namedDescription(b.name, b.description), b.fullDescription, b.productPage].filter(Boolean).join(" ");
  const sentences = [...new Set(sentencesIn(text))];
  // A second sentence with only the same figures ("Plans start from $29/month…") says nothing new.
  const figures = (x: string): string[] => x.match(/\$[\d,.]+/g) ?? [];
  const priced = sentences
    .filter((x) => /\$\d/.test(x))
    .filter((x, i, all) => !all.slice(0, i).some((y) => figures(x).every((f) => figures(y).includes(f))));
  const took = /\b\d+\s*(minutes?|hours?|days?|weeks?)\b/i;
  if (!timed || priced.some((x) => took.test(x))) return priced.slice(0, 2);
  const time = sentences.find((x) => took.test(x));
  return priced.length ? [priced[0]!, ...(time ? [time] : [])] : [];
}

/** Words of a question that say nothing about which detail of a business is wanted. */
const NOT_DETAIL = new Set(
  // ("ok well what is u&me anyway, is it out yet", "fine, what does the product do then": no detail asked.)
  "what does have that this with work about tell more info information status live beta testing launched available website site visit link much many when will kind make makes made get gets do does you your they their anyway fine well then product products thing exactly actually really basically again out yet".split(
    " ",
  ),
);

/** Up to two sentences of a business's public text that answer a specific question (its markup, its price). */
export function publicDetail(b: BusinessFact, tokens: string[]): string | null {
  const own = new Set([
    ...b.name.toLowerCase().split(/[^a-z0-9]+/),
    ...b.slug.split("-"),
    ...b.aliases.flatMap((a) => a.split("-")),
  ]);
  const words = tokens.filter((t) => t.length > 2 && !own.has(t) && !NOT_DETAIL.has(t) && !STOPWORDS.has(t));
  if (words.length === 0) return null;
  const text = [namedDescription(b.name, b.description), b.fullDescription, b.productPage].filter(Boolean).join(" ");
  const best = bestSentences(text, words, 2, true);
  const matches = (s: string) =>
    words.some((w) => new RegExp(`\\b${w.slice(0, Math.max(4, w.length - 2))}`, "i").test(s));
  const found = sentencesIn(best);
  const kept = (found.length ? found : [best]).filter(matches);
  return kept.length ? kept.join(" ") : null;
}

export function answerBusinessList(d: Draft, k: Knowledge, only?: BusinessFact["status"]): void {
  if (only) {
    const names = k.businesses.filter((b) => b.status === only && !b.hiddenFromGrid).map((b) => b.name);
    d.say(`${names.length} of our ventures are ${STATUS_TEXT[only]}: ${joinAnd(names)}.`);
    d.cite({ title: "Our businesses", url: "/businesses" });
    d.suggest(
      names[0] ? `What is ${names[0]}?` : "What businesses do you run?",
      "What businesses do you run?",
      "Can I invest in your businesses?",
    );
    return;
  }
  // (The same ventures the Businesses grid shows, so the count agrees with the page.)
  const listed = k.businesses.filter((b) => !b.hiddenFromGrid);
  const group = (s: BusinessFact["status"]) => listed.filter((b) => b.status === s).map((b) => b.name);
  d.say(`${k.site.companyName} builds and runs ${listed.length} AI ventures.`);
  for (const s of ["live", "beta", "testing", "comingsoon"] as const) {
    const names = group(s);
    if (names.length)
      d.say(
        `${s === "comingsoon" ? "Coming soon" : s === "live" ? "Live" : s === "beta" ? "In beta" : "In testing"}: ${names.join(", ")}.`,
      );
  }
  d.cite({ title: "Our businesses", url: "/businesses" });
  const live = k.businesses.find((b) => b.status === "live");
  d.suggest(
    live ? `What is ${live.name}?` : "What do you build?",
    "How much is the Inbound Voice Agent?",
    "Can I invest in your businesses?",
  );
}

/** "what else do you build?": the services in a clause, then the ventures we run, by field and by name. */
export function answerWhatElse(d: Draft, k: Knowledge, besides?: string): void {
  const fields = [...new Set(k.businesses.map((b) => b.category.replace(/-/g, " ")))];
  const live = k.businesses.filter((b) => b.status === "live" && b.name !== besides).map((b) => b.name);
  d.say(
    `${besides ? "Besides" : "Besides the"} ${besides ?? "AI reception agents, AI twins and website and app builds we make for businesses"}, ${k.site.companyName} builds and runs its own AI ventures across ${joinAnd(fields)}; live ones include ${joinAnd(live.slice(0, 4))}.`,
    "Want to hear about one of them?",
  );
  d.cite({ title: "Our businesses", url: "/businesses" });
  d.suggest(live[0] ? `What is ${live[0]}?` : "What businesses do you run?", "What businesses do you run?");
}

export function answerBusinessCategory(d: Draft, k: Knowledge, category: BusinessFact["category"]): void {
  const inField = k.businesses.filter((b) => b.category === category);
  // A few are each said with what they are ("…, a sound and frequency learning lab, in beta").
  const what = (b: BusinessFact) =>
    (sentencesIn(b.description)[0] ?? "")
      .replace(/\.$/, "")
      .split(/,\s|\swhere\s/)[0]!
      .trim();
  const names = inField.map((b) =>
    inField.length <= 3 && what(b)
      ? `${b.name}, ${lowerFirst(what(b))} (${STATUS_TEXT[b.status]})`
      : `${b.name} (${STATUS_TEXT[b.status]})`,
  );
  d.say(
    inField.length <= 3
      ? `Yes, ${k.site.companyName} runs its own AI ventures, and ${inField.length === 1 ? "one is" : `${inField.length === 2 ? "two" : "three"} are`} in ${category.replace("-", " ")}: ${names.join("; ")}.`
      : `Our ${category.replace("-", " ")} ventures: ${joinAnd(names)}.`,
  );
  if (inField.length <= 3) d.say("Want to hear more about one of them?");
  d.cite({ title: "Our businesses", url: "/businesses" });
  d.suggest("What businesses do you run?", "Which of your ventures are live?", "Can I invest in your businesses?");
}

export function answerTools(d: Draft, tools: ToolItem[], k: Knowledge, asksPrice = false): void {
  if (tools.length === 1 && asksPrice) {
    const t = tools[0]!;
    d.say(
      `The site doesn't list a price for ${t.name}: it's an invite-only tool, so request access on the home page or contact ${k.site.email}, and our team will share the details.`,
    );
  } else if (tools.length === 1) {
    const t = tools[0]!;
    d.say(`${t.name} is our ${lowerFirst(t.tagline)}. ${t.description.replace(/ Available by request\.$/, "")}`);
    d.say(
      `It's invite-only: ask for access through Request Access on the home page, or contact us at ${k.site.email}, and we'll send you an invitation code.`,
    );
    if (t.demoPath) d.say(`You can see its demo at ${t.demoPath}.`);
  } else {
    d.say(
      `Our invite-only tools are ${tools
        .map((t) => `${t.name} (${t.tagline.toLowerCase()})`)
        .join(", ")
        .replace(/, ([^,]*)$/, " and $1")}.`,
    );
    d.say(
      `They're open to clients and partners by invitation: request access on the home page and we'll send you a code.`,
    );
  }
  d.cite(k.sources.tools);
  d.use(...tools.map((t) => `tool-${t.id}`));
  const other = k.tools.items.find((t) => !tools.includes(t));
  d.suggest(
    "How do I get an invitation code?",
    other ? `What is ${other.name}?` : "What do the AI agents cost?",
    "How can I contact the team?",
  );
}

/** A price a venture's page states, as a phrase ("from $29/month"), or null. */
function priceFrom(b: BusinessFact): string | null {
  const said = pricedSentences(b)[0]?.match(
    /\b(?:from |starting at )?\$[\d,.]*\d(?:\s?\/\s?[a-z]+|\s(?:a|per) [a-z]+)?/i,
  );
  return said ? said[0] : null;
}

/**
 * "hid store or business ai wiz for my candle shop": each of our own products in one sentence with
 * what it is and whether it can be had today, then which one can be started now.
 */
export function answerOfferingsCompared(d: Draft, items: (ToolItem | BusinessFact)[], k: Knowledge): void {
  const shown = items.slice(0, 3);
  const isVenture = (x: ToolItem | BusinessFact): x is BusinessFact => "slug" in x;
  for (const x of shown) {
    if (isVenture(x)) {
      const price = priceFrom(x);
      const what = firstSentences(namedDescription(x.name, x.description), 1).replace(/\.$/, "");
      d.say(`${what} (${STATUS_TEXT[x.status]}${price ? `, ${price}` : ""}).`);
    } else {
      const what = firstSentences(x.description.replace(/ Available by request\.$/, ""), 1);
      d.say(`${x.name} is our ${lowerFirst(x.tagline)}, by invitation only: ${lowerFirst(what)}`);
    }
  }
  const now = shown.filter((x): x is BusinessFact => isVenture(x) && x.status === "live");
  if (now.length === 1) {
    const rest = shown.filter((x) => x !== now[0]).map((x) => x.name);
    d.say(
      `${now[0]!.name} is the one you can start on today${now[0]!.websiteUrl ? `, at ${now[0]!.websiteUrl}` : ""}; for ${joinAnd(rest)}, ask through Request Access on the home page.`,
    );
  } else d.say("Want more on one of them?");
  for (const x of shown) {
    if (isVenture(x)) {
      d.cite(x.source);
      d.use(`business-${x.slug}`);
    } else {
      d.cite(k.sources.tools);
      d.use(`tool-${x.id}`);
    }
  }
  d.suggest(`What is ${shown[0]!.name}?`, `What is ${shown[1]!.name}?`, "How do I get an invitation code?");
}

/** Which of the listed tools the visitor named, and a plain yes or "not on the list". */
export function answerIntegrations(d: Draft, message: string, k: Knowledge): void {
  const lower = message.toLowerCase();
  const word = (w: string) => new RegExp(`\\b${w.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(lower);
  const named = k.integrations.filter((t) => word(t) || word(t.split(" ")[0]!));
  const list = k.integrations.join(", ");
  if (named.length > 0)
    d.say(
      `Yes: our agents work with ${joinAnd(named)}.`,
      `They book into your calendar, log leads in your CRM and connect to tools like ${joinAnd(k.integrations.filter((t) => !named.includes(t)).slice(0, 4))}.`,
    );
  else
    d.say(
      `Our agents work with the tools most small businesses use: ${list}.`,
      `If yours isn't on that list, our team can tell you what's possible: ${k.site.email} or ${k.site.phone}.`,
    );
  citeIntegrations(d);
}

/** The industries the site names, with what an agent does in the one the visitor is in. */
export function answerIndustry(
  d: Draft,
  item: { name: string; example: string } | undefined,
  k: Knowledge,
  asksPrice = false,
): void {
  if (item) {
    d.say(
      `${item.name} is one of the fields we set up most often: an AI reception agent there ${lowerFirst(item.example)}`,
    );
    const [phone] = k.offers.agents;
    const web = k.offers.agents[k.offers.agents.length - 1];
    d.say(
      `Most businesses like yours start with the ${phone?.name ?? "inbound agent"} for their phone line, often with the ${web?.name ?? "website agent"} too.`,
    );
  } else
    d.say(
      `We set up AI reception agents most often for ${joinAnd(k.industries.map((i) => i.name.toLowerCase()))}, and for any business where a missed call means a missed job.`,
    );
  if (asksPrice)
    for (const a of k.offers.agents.slice(0, 1))
      d.say(`The ${a.name} is ${agentFactLine(a).split(": ")[1]!.split(". ")[0]}.`);
  d.cite({ title: "Built for businesses that live on the phone", url: "/#industries-heading" });
  d.use("home-industries");
  d.suggest(
    "How much is the Inbound Voice Agent?",
    "What does the Website Reception Agent do?",
    `Can I try an AI twin free for ${k.offers.trial.days} days?`,
  );
}

const CALLS_TO_MAKE =
  /\b(old customers|past customers|former customers|(never|don'?t|nobody) (call|phone|ring)s? (them |em |people )?back|(call|phone|ring) (them|em) back|(?:also )?(?:call|phone|ring) back (?:ppl|people|folks|customers|clients|leads|those|anyone|everyone)\b|follow[ -]?ups?|follow(s|ing)? up|leads? go(es)? cold|lapsed|win[ -]?back|tune[ -]?ups?|reminder calls|old quotes|(estimate|quote) requests?|no[ -]?shows?|(leads?|inquir\w*|enquir\w*)\b(?: \w+){0,5}? (sit|sits|sitting|wait|waits|waiting|go(es)? cold)|(never|don'?t|doesn'?t|rarely|dont) (get|gets) (called|phoned|rung) back|before (anyone|someone|somebody|we|i) (calls?|phones?|rings?|gets?) (them |em )?back)\b/i;

/** Calls missed and calls never made, both in one message: two problems, two agents. */
export function namesBothCallNeeds(message: string): boolean {
  return (MISSED_CALLS.test(message) || TO_ANSWER.test(message)) && CALLS_TO_MAKE.test(message);
}

/** "slammed w calls. want something to answer + also call back…": the calls to answer, said as a want. */
const TO_ANSWER =
  /\b(?:something|someone|somebody|an? (?:ai|agent|bot)|it) to (?:answer|pick up)\b|\bslammed (?:w|with) calls\b/i;

/** "after-hours calls go to voicemail, plus 3000 old customers we never call back": both agents, missed calls first. */
export function answerBothCallNeeds(d: Draft, k: Knowledge, message = ""): void {
  // "leads from angi sit for hours": new leads called within minutes, as the home page says it does.
  const leads = /\b(leads?|inquir\w*|enquir\w*|form fills?|web ?forms?)\b/i.test(message);
  const inbound = k.offers.agents.find((a) => a.id === "inbound-voice");
  const outbound = k.offers.agents.find((a) => a.id === "outbound-voice");
  if (!inbound || !outbound) return;
  d.say(
    `Start with the ${inbound.name} for the calls you miss: it answers every call, day or night, books the job and texts your team, for ${formatUsd(inbound.setupUsd)} to set up and ${agentMonthly(inbound)} with ${agentIncluded(inbound)}.`,
    `Then the ${outbound.name} can ${leads ? "call new leads back within minutes, while they're still interested" : "work through the customers you never call back"}, at ${formatUsd(outbound.setupUsd)} to set up and ${agentMonthly(outbound)} with ${agentIncluded(outbound)}; want our team to plan both with you on a call?`,
  );
  d.cite(k.sources.agents);
  d.use(`agent-${inbound.id}`, `agent-${outbound.id}`);
  d.suggest("How long does setup take?", `How much is the ${inbound.name} for my call volume?`, "Can I book a call?");
}

/** A grounded starting point: which agent fits which problem, and the free trial. */
const PHONE_WORDS =
  /\b(phones?|calls?|calling|callers?|ringing|rings|voicemail|miss(ed|ing)? calls?|front desk|receptionists?|slammed|swamped|on hold)\b/i;
const SITE_WORDS =
  /\b(website|site|chat|visitors?|online|dms?|message us|messages?|insta|instagram|facebook|social media)\b/i;

export function answerRecommendation(
  d: Draft,
  industry: { name: string; example: string } | undefined,
  k: Knowledge,
  /** What the visitor said their problem is, in their own words so far ("phones are crazy"). */
  said = "",
  /** The message being answered, which settles it when the conversation so far names both channels. */
  latest = "",
): void {
  const [inbound, outbound, website] = k.offers.agents;
  // "website chat vs phone agent, which one? ppl mostly message us on the website": the products
  // compared are no need; what their customers do is.
  said = said
    .replace(
      /\b(website|web|site|chat|phone|voice|call|calling|inbound|outbound)\s+(chat|agent|agents|one|bot|thing|option)\b/gi,
      " ",
    )
    // ("inbound or outbound" names the two compared, not calls to place.)
    .replace(/\b(inbound|outbound)\b/gi, " ");
  // A need already stated gets one recommendation, the agent named first so "how much is that one?" is it.
  const phones = PHONE_WORDS.test(said);
  const site = SITE_WORDS.test(said);
  const followUps =
    OUTBOUND_NEED.test(said) ||
    /\b(follow[ -]?ups?|call (them )?back|old customers|past customers|no[ -]shows?|reminders?|leads? go cold)\b/i.test(
      said,
    );
  // "leads go cold cause we dont call back till next day": calling back is the outbound agent's work.
  // A trade of the ones that live on the phone, with no channel said: the phone agent, as most start.
  // ("…instagram ads…", then "we get like 20 appointment calls a week and miss half": the calls.)
  const phonesNow = PHONE_WORDS.test(latest);
  const siteNow = SITE_WORDS.test(latest);
  const pick = followUps
    ? outbound
    : phones && site && phonesNow !== siteNow
      ? phonesNow
        ? inbound
        : website
      : phones && !site
        ? inbound
        : site && !phones
          ? website
          : industry && !phones && !site
            ? inbound
            : undefined;
  // "no real website, ppl book thru facebook messages": a site first, with the chat built in.
  const withChat = k.offers.buildPlans.find((p) => website && p.includes.some((x) => x.includes(website.name)));
  const smallest = [...k.offers.buildPlans].sort((a, b) => a.investmentUsd - b.investmentUsd)[0];
  if (NO_WEBSITE.test(said) && !phones && !followUps && withChat && smallest && smallest !== withChat) {
    d.say(
      `With no website yet, I'd start with one: the ${withChat.name} plan builds your site with the ${website!.name} built in, so visitors get answers and book on the spot, for ${formatUsd(withChat.investmentUsd)} plus ${formatUsd(withChat.monthlyUsd ?? 0)} a month, ready in ${withChat.timeline}.`,
      `If you only need to be found and booked for now, the ${smallest.name} plan is ${formatUsd(smallest.investmentUsd)} plus ${formatUsd(smallest.monthlyUsd ?? 0)} a month. Want our team to scope it with you?`,
    );
    d.cite(k.sources.build);
    d.use(`plan-${withChat.id}`, `plan-${smallest.id}`);
    d.suggest(`What's in the ${withChat.name} plan?`, "How long does a website take?", "Can I pay in installments?");
    return;
  }
  // "for a law office": the business in the visitor's words; an industry's heading ("legal") is no
  // way to say who it is for.
  const own = industry ? (ownBusiness(said) ?? ownBusiness(said, true)) : null;
  const forWhom = own ? ` for ${/^[aeiou]/.test(own) ? "an" : "a"} ${own}` : industry ? " for your business" : "";
  if (pick) {
    d.say(
      // (The trade's own example when the pick is the agent the examples are written for.)
      `The ${pick.name} is the one I'd recommend${forWhom}: it ${lowerFirst(industry && pick === inbound ? exampleFor(industry, own ?? said) : pick.summary)}`,
      `It's ${formatUsd(pick.setupUsd)} to set up and ${agentMonthly(pick)}, with ${agentIncluded(pick)} included.`,
    );
    d.cite(k.sources.agents);
    d.use(`agent-${pick.id}`);
    d.suggest(`How long does setup take?`, "Can it transfer calls to a real person?", "Can I book a call?");
    return;
  }
  if (industry) d.say(`For ${industry.name.toLowerCase()}, an agent ${lowerFirst(industry.example)}`);
  d.say(
    `If missed calls are the problem, start with the ${inbound?.name ?? "inbound agent"}; if website visitors leave without asking, the ${website?.name ?? "website agent"}.`,
    `You can also try an AI twin free for ${k.offers.trial.days} days, and our team can recommend a setup on a call: ${k.site.phone}.`,
  );
  d.cite(k.sources.agents, k.sources.trial);
  d.use(...k.offers.agents.map((a) => `agent-${a.id}`));
  d.suggest(
    `How much is the ${inbound?.name ?? "Inbound Voice Agent"}?`,
    "How long does setup take?",
    "Can I book a call?",
  );
}

export function answerContact(d: Draft, attrs: Set<Attr>, k: Knowledge): void {
  const { email, phone } = k.site;
  if (attrs.has("book"))
    d.say(
      `I'd be glad to set up a call with our team. Call ${phone} or e-mail ${email}, or tell me your name and e-mail here and we'll reach out to book a time.`,
    );
  else if (attrs.has("human"))
    d.say(
      `Of course: you can talk to our team at ${phone} or ${email}. If you share your name and e-mail here, someone will get back to you.`,
    );
  else
    d.say(
      `You can reach ${k.site.companyName} at ${email} or ${phone}. If you like, leave your name and e-mail here and our team will get in touch.`,
    );
  d.cite(k.sources.contact);
  d.use("contact");
  d.suggest(
    "How much is the Inbound Voice Agent?",
    `Can I try an AI twin free for ${k.offers.trial.days} days?`,
    "How long does setup take?",
  );
}

export function answerCompany(d: Draft, attrs: Set<Attr>, k: Knowledge, message = ""): void {
  const { site } = k;
  // "Where are you based?": the place the company description gives ("an Austin-based studio").
  const place = /\b(?:an?\s+)?([A-Z][a-z]+(?: [A-Z][a-z]+)?)-based\b/.exec(site.description)?.[1];
  if (attrs.has("founder"))
    d.say(
      `${site.companyName} was founded by ${site.founder.name}, our ${site.founder.title}${attrs.has("location") && place ? `, and we're based in ${place}` : ""}.`,
      // "how long has he been doing this": the line of the bio that says how long.
      /\b(how long|experience|background|track record|years|qualified|done this)\b/i.test(message)
        ? (sentencesIn(site.founder.bio).find((x) => /\byears?\b/i.test(x)) ?? firstSentences(site.founder.bio, 1))
        : firstSentences(site.founder.bio, 2),
    );
  else if (attrs.has("location") && place)
    // (The description's own "an Austin-based studio" would say the place twice.)
    d.say(
      `We're based in ${place}.`,
      ...(firstSentences(site.description, 1).includes(place.split(",")[0]!)
        ? []
        : [firstSentences(site.description, 1)]),
    );
  else {
    // (The about page's opening may say the place the description already gave: said once.)
    const about = firstSentences(site.about.paragraphs[0] ?? "", 1);
    const description = firstSentences(site.description, 2);
    const again = place !== undefined && description.includes(place) && about.includes(place.split(",")[0]!);
    d.say(description, ...(again ? [] : [about]));
  }
  d.say(`For anything more, our team is at ${site.email} or ${site.phone}.`);
  d.cite(k.sources.about);
  d.use("company");
  d.suggest("What businesses do you run?", "What services do you offer?", "How can I contact the team?");
}

export function answerServices(d: Draft, k: Knowledge): void {
  const agents = k.offers.agents
    .map((a) => a.name)
    .join(", ")
    .replace(/, ([^,]*)$/, " and $1");
  d.say(
    `${k.site.companyName} offers AI reception agents (${agents}), AI twins you can try free for ${k.offers.trial.days} days, and website and app builds.`,
    `We also run invite-only tools such as ${k.tools.items
      .map((t) => t.name)
      .slice(0, 2)
      .join(" and ")}.`,
  );
  d.cite(k.sources.agents, k.sources.trial);
  d.suggest("How much is the Inbound Voice Agent?", "What is an AI twin?", "What website plans do you have?");
}

export function answerSocial(
  d: Draft,
  kind: "greeting" | "thanks" | "goodbye" | "identity" | "ok" | "insult",
  persona: Persona,
  k: Knowledge,
  message = "",
): void {
  if (kind === "greeting") {
    // "hey hows your day going": a friendly word back before the greeting's question.
    if (
      /\bhow('?s| is| are|re)? (your|ur|the|you)\b.*\b(day|doing|going|week|morning|things|it going)\b|\bhow are (you|u)\b|\bhow r u\b|\bwhat'?s up\b|\bsup\b/i.test(
        message,
      )
    )
      d.say("Going well, thanks for asking!");
    d.say(persona.greeting);
  } else if (kind === "insult")
    d.say(
      // "you're just a bot": yes, and said plainly.
      /\b(bot|robot|ai|machine|computer|not (a )?(real|human))\b/i.test(message) && persona.role !== "twin"
        ? `Yes, I'm ${persona.name}, an AI assistant, and I'm sorry I haven't been much help so far.`
        : "Sorry, I haven't been much help so far.",
      persona.role === "twin"
        ? `Tell me what you'd like to work on and I'll give you a straight answer, or I can pass a message to the real ${persona.name}.`
        : `Tell me what you're trying to fix, like missed calls, website leads or a budget, and I'll give you a straight answer; or reach our team at ${k.site.email}.`,
    );
  else if (kind === "thanks") d.say("You're welcome! Is there anything else I can help you with?");
  else if (kind === "ok") d.say("Great! Is there anything else you'd like to know?");
  else if (kind === "goodbye")
    d.say(`Thanks for stopping by! If anything comes up, reach us at ${k.site.email} or ${k.site.phone}.`);
  else if (persona.role === "twin")
    d.say(
      `I'm ${persona.name}'s AI twin: an AI version of ${persona.name}, built by ${k.site.companyName}, not ${persona.name} in person.`,
      // "will i be training with you or with the ai": the training is the real person's.
      /\b(train|training|trained|sessions?|coach|coached|coaching|work out|workouts?)\b/i.test(message)
        ? `Your training is with the real ${persona.name}; I answer questions and can set up your free consult call with her, or you can call ${persona.contactPhone ?? k.site.phone}.`
        : `I can answer your questions and pass a message to the real ${persona.name}; you can also call ${persona.contactPhone ?? k.site.phone}.`,
    );
  else
    d.say(
      `I'm ${persona.name}, ${k.site.companyName}'s ${persona.title}: an AI assistant, not a person.`,
      "I answer questions about our services, prices, free trial and businesses from our own site, and I can pass your details to our team.",
    );
  d.suggest(
    "What services do you offer?",
    "How much is the Inbound Voice Agent?",
    `Can I try an AI twin free for ${k.offers.trial.days} days?`,
  );
}

/** Sentences of a passage that share the most words with the question, in their original order. */
/** Verbs any sentence may carry: "what makes it solid" is about solid, not about the sentence that says "makes". */
const WEAK_VERBS = new Set("make makes made making get gets got do does did done".split(" "));

export function bestSentences(text: string, questionTokens: string[], n: number, weighRare = false): string {
  const found = sentencesIn(text);
  const sentences = found.length ? found : [text];
  if (sentences.length <= n) return sentences.join(" ");
  const words = new Set(questionTokens.filter((t) => t.length > 2 && !WEAK_VERBS.has(t)));
  const tokenized = sentences.map((s) => s.toLowerCase().split(/[^a-z0-9]+/));
  const has = (tokens: string[], w: string) =>
    tokens.includes(w) || (w.length > 4 && tokens.some((t) => t.startsWith(w.slice(0, 5))));
  // A word most sentences share ("products" on a store's page) says less than one only a few hold ("markup").
  const weight = (w: string) => 1 / Math.max(1, tokenized.filter((t) => has(t, w)).length);
  const scored = sentences.map((s, i) => {
    const hit = [...words].filter((w) => has(tokenized[i]!, w));
    const rare = weighRare ? hit.reduce((sum, w) => sum + weight(w), 0) / (words.size + 1) : 0;
    return { i, s, score: hit.length + rare };
  });
  const top = [...scored].sort((a, b) => b.score - a.score || a.i - b.i).slice(0, n);
  return top
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s)
    .join(" ");
}

/**
 * An FAQ answer with what was asked first: a leading "Yes."/"No." stays, then the sentence that
 * shares the most words with the question, then the others that share any, in their order.
 */
export function answerFirst(text: string, questionTokens: string[], faqQuestion?: string): string {
  // "Do I need a new number?" against the FAQ's "Will it work with my current number? Yes.": a
  // bare Yes or No is kept only for a question asked the FAQ's way round.
  const lead = /^(yes|no)\.\s+/i.exec(text);
  if (lead && faqQuestion) {
    const start = (t: string[]) => t.slice(0, 2).join(" ");
    const faqStart = start(
      faqQuestion
        .toLowerCase()
        .split(/[^a-z']+/)
        .filter(Boolean),
    );
    if (start(questionTokens) !== faqStart) text = text.slice(lead[0].length);
  }
  return answerFirstOf(text, questionTokens);
}

function answerFirstOf(text: string, questionTokens: string[]): string {
  const found = sentencesIn(text);
  const sentences = found.length ? found : [text];
  if (sentences.length <= 2) {
    const lead = /^(yes|no)\b/i.test(sentences[0] ?? "") ? 1 : 0;
    if (sentences.length - lead < 2) return sentences.join(" ");
  }
  const words = new Set(questionTokens.filter((t) => t.length > 3 && !STOPWORDS.has(t)));
  const score = (x: string) => {
    const ts = x.toLowerCase().split(/[^a-z0-9]+/);
    return [...words].filter((w) => ts.some((t) => t === w || (w.length > 4 && t.startsWith(w.slice(0, 5))))).length;
  };
  const lead = /^(yes|no)\b[.!]?$/i.test(sentences[0]!) ? [sentences[0]!] : [];
  const rest = sentences.slice(lead.length).map((x, i) => ({ x, i, s: score(x) }));
  const best = [...rest].sort((a, b) => b.s - a.s || a.i - b.i)[0];
  if (!best || best.s === 0) return sentences.join(" ");
  const others = rest.filter((r) => r !== best && r.s > 0);
  return [...lead, best.x, ...others.map((r) => r.x)].slice(0, 3).join(" ");
}

/** "Websites & apps. We design and build…": a page section's heading is not said. */
function withoutHeading(text: string): string {
  const m = /^([^.!?]{1,40})[.!?]\s+(?=[A-Z])/.exec(text);
  return m && m[1]!.split(/\s+/).length <= 4 && !/^(yes|no)\b/i.test(m[1]!) ? text.slice(m[0].length) : text;
}

/** An answer from the best passage the index found, or false when nothing fits well enough. */
export function answerFromPassage(d: Draft, hit: SearchHit | undefined, tokens: string[], k: Knowledge): boolean {
  if (!hit) return false;
  const p = hit.passage;
  // The FAQ's answer in its own words, never its question read back.
  if (p.kind === "faq") d.say(answerFirst(p.text, tokens, p.title));
  else if (p.kind === "blog") {
    const post = k.blog.find((b) => `/blog/post/${b.slug}` === p.source.url);
    if (!post) return false;
    if (p.id === `blog-${post.slug}`) d.say(`We wrote about that on our blog: "${post.title}". ${post.excerpt}`);
    else d.say(`From our blog post "${post.title}": ${bestSentences(p.text, tokens, 2)}`);
  } else d.say(bestSentences(withoutHeading(p.text), tokens, 2));
  d.cite(p.source);
  d.use(p.id);
  return true;
}

export function answerBlogList(d: Draft, k: Knowledge): void {
  d.say(`Our blog has ${k.blog.length} posts: ${k.blog.map((b) => `"${b.title}"`).join(", ")}.`);
  d.cite({ title: "Blog", url: "/blog" });
  for (const b of k.blog.slice(0, 2)) d.cite({ title: b.title, url: `/blog/post/${b.slug}` });
  d.suggest(
    "How do I add AI to my website?",
    "What is the difference between an AI twin and a chatbot?",
    "How much is the Website Reception Agent?",
  );
}

/**
 * The AI twin on what its persona file says: its boundaries (no medical advice, meal plans or
 * promises about results), its style, and the coaching it covers. False when none of that fits.
 */
export function answerTwin(d: Draft, persona: Persona, tokens: string[], k: Knowledge): boolean {
  const has = (...w: string[]) => w.some((x) => tokens.includes(x));
  const phone = persona.contactPhone ?? k.site.phone;
  if (
    has(
      "knee",
      "back",
      "injury",
      "injured",
      "pain",
      "hurt",
      "hurts",
      "doctor",
      "medical",
      "pregnant",
      "surgery",
      "condition",
    )
  ) {
    d.say(
      `I can't give medical advice, so please check with your doctor first. ${persona.name} can talk through what's right for you on a free consult: want me to set one up?`,
    );
  } else if (has("eat", "meal", "meals", "diet", "nutrition", "calories", "protein", "food")) {
    d.say(
      "I don't give meal plans or nutrition advice. What I can do is book you a free consult call to talk about your training goals: want me to set one up?",
    );
  } else if (has("results", "lose", "weight", "lbs", "pounds", "guarantee", "promise")) {
    d.say(
      `I can't promise results or timelines: that depends on you, and ${persona.name} will be honest about it on a free consult. Want me to book one?`,
    );
  } else if (has("cost", "costs", "price", "prices", "pricing", "rates", "rate", "charge", "fee", "fees", "quote")) {
    d.say(
      `I don't give prices or custom quotes here: ${persona.name} goes through the options with you on a free consult. Want me to book one? You can also call ${phone}.`,
    );
  } else if (has("style", "approach", "philosophy", "personality")) {
    d.say(`My style is ${lowerFirst(persona.tone.split(/(?<=\.)\s/)[0] ?? persona.tone)}`);
  } else {
    // Anything else is for the real coach: said plainly by the caller (answerUnknown), never a topic read back.
    return false;
  }
  d.suggest("Can I book a free consult?", `What is ${persona.name}'s coaching style?`, "Do you coach online?");
  return true;
}

export function answerBlogAuthor(d: Draft, k: Knowledge): void {
  d.say(`Our blog posts are written by ${k.site.founder.name}, ${k.site.companyName}'s ${k.site.founder.title}.`);
  d.cite({ title: "Blog", url: "/blog" });
  d.suggest("What's on your blog?", "How do I add AI to my website?", "What is an AI twin?");
}

/** Small talk, general knowledge or writing requests: a light no, and back to what we can help with. */
export function answerOffTopic(d: Draft, persona: Persona, k: Knowledge, business?: string | null): void {
  d.say(
    `That one's outside what I can help with here; I'm ${persona.name}, and I'm here for ${possessive(k.site.companyName)} AI reception agents, AI twins and website builds.`,
    business
      ? `For your ${business}, I can show you how an agent would answer your customers day and night; want me to?`
      : "What kind of business do you run? I'm happy to show you what we'd set up for it.",
  );
  d.cite(k.sources.agents);
  d.suggest(
    "What services do you offer?",
    "How much is the Inbound Voice Agent?",
    `Can I try an AI twin free for ${k.offers.trial.days} days?`,
  );
}

/** Words of a question about training with the coach (the twin's whole field). */
export const COACHING_WORDS =
  /\b(train\w*|work ?outs?|worked out|working out|sessions?|coach\w*|fitness|exercis\w*|body|weight|health\w*|pain|class\w*|diet|eat\w*|run\w*|strength|gym|stretch\w*|injur\w*|sleep|energy|goals?|plan|knees?|hips?|back|shoulders?|ankles?|joints?|muscles?|sore|hurts?|doctor|physio\w*|therap\w*|programs?|routines?|consults?|booking|schedul\w*|slots?|stretch\w*|nutrition|protein|shoes|sneakers)\b/i;

/** "help me pick a laptop for my daughter": an errand of another kind, whoever it is for. */
export const OTHER_ERRAND = /\b(pick|choose|buy|shop for|fix|repair|install|find me|recommend)\b/i;

export function answerUnknown(d: Draft, k: Knowledge, persona?: Persona, message = ""): void {
  if (persona?.role === "twin") {
    // "can you help me do my taxes": nothing to do with her coaching, said so, not guessed at.
    const coaching = COACHING_WORDS.test(message);
    // (A question about her, "what's your favourite colour", stays one for her in person.)
    const otherHelp = !coaching && /\b(help (?:me|us)|can you|could you|will you|would you)\b/i.test(message);
    d.say(
      !otherHelp
        ? `That's one for ${persona.name} in person, and I'd rather not guess.`
        : `That's outside what I can help with: I'm here for ${possessive(persona.name)} coaching, like sessions, how she works and booking a free consult call.`,
      `I can pass ${persona.name} a message if you leave your name and e-mail, or you can call ${persona.contactPhone ?? k.site.phone}.`,
    );
    d.cite(k.sources.contact);
    d.suggest("What is an AI twin?", `How much is an AI twin like ${persona.name}'s?`, "How can I contact the team?");
    return;
  }
  d.say(
    "I don't have that in what I know, and I'd rather not guess.",
    `I can help with ${k.site.companyName}'s AI reception agents, AI twins, website and app builds, and our businesses. For anything else, our team is at ${k.site.email} or ${k.site.phone}, or leave your name and e-mail here and they'll get back to you.`,
  );
  d.cite(k.sources.contact);
  d.suggest(
    "What services do you offer?",
    "How much is the Inbound Voice Agent?",
    `Can I try an AI twin free for ${k.offers.trial.days} days?`,
  );
}

/** A named thing, asked about something the knowledge does not say. */
export function answerUnknownAbout(d: Draft, name: string, k: Knowledge): void {
  d.say(
    `I don't have that detail about ${name}, and I'd rather not guess.`,
    `Our team can answer it at ${k.site.email} or ${k.site.phone}, or leave your name and e-mail here and they'll get back to you.`,
  );
  d.cite(k.sources.contact);
  d.suggest(`What is ${name}?`, "How can I contact the team?", "What services do you offer?");
}

export function answerEffectiveDate(d: Draft, k: Knowledge): void {
  const { terms, privacy } = k.legalDates;
  d.say(
    terms === privacy
      ? `Our Terms of Service and Privacy Policy are effective ${terms}.`
      : `Our Terms of Service are effective ${terms} and our Privacy Policy ${privacy}.`,
  );
  d.cite(k.sources.terms, k.sources.privacy);
  d.suggest(
    "How old do I need to be to use the services?",
    "Which law governs the terms?",
    "How can I contact the team?",
  );
}

/**
 * The best passage for a question, when it matched enough of the question's meaningful words to
 * be about the same thing (`hint` words steer the search but do not count toward that).
 */
export function search(
  index: KnowledgeIndex,
  text: string,
  opts: Parameters<KnowledgeIndex["search"]>[1],
  hint = "",
): SearchHit | undefined {
  if (hint) {
    const top = index.search(`${hint} ${text}`, opts)[0];
    return top && top.coverage >= 0.2 ? top : undefined;
  }
  const top = index.search(text, opts)[0];
  if (!top) return undefined;
  // One shared word is a coincidence unless the question has only that word and it is found as written.
  const enough = top.matched >= 2 || (top.coverage === 1 && top.exact);
  return top.coverage >= 0.6 && enough && (top.coverage === 1 || top.passage.kind !== "business") ? top : undefined;
}
