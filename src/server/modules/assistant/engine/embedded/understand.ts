import { englishWords } from "./english-words.ts";
import type { Knowledge } from "../../knowledge/knowledge.ts";
import { createCorrector, tokenize, type Corrector } from "./text.ts";
import { PAST_ALLOWANCE } from "../quote.ts";
import {
  ATTR_PHRASES,
  FAMILY_PHRASES,
  INJECTION_PATTERNS,
  SOCIAL_PHRASES,
  type Attr,
  type Family,
  type Social,
} from "./vocabulary.ts";

export type EntityRef =
  | { type: "agent"; id: string }
  | { type: "plan"; id: string }
  | { type: "tool"; id: string }
  | { type: "business"; slug: string }
  | { type: "family"; family: Family };

export interface Understanding {
  tokens: string[];
  /** The corrected message as one string (what the search index is given). */
  text: string;
  entities: EntityRef[];
  attrs: Set<Attr>;
  social: Set<Social>;
  injection: boolean;
  /** Words the engine recognised (entities, attributes, social) out of the meaningful ones. */
  recognisedShare: number;
  /** Meaningful words no phrase covered ("markup", "uptime"): what a passage must answer. */
  unrecognised: string[];
}

interface Phrase {
  tokens: string[];
  kind: "entity" | "attr" | "social";
  entity?: EntityRef;
  attr?: Attr;
  social?: Social;
}

const key = (e: EntityRef) => (e.type === "family" ? `family:${e.family}` : `${e.type}:${"id" in e ? e.id : e.slug}`);

export function sameEntity(a: EntityRef, b: EntityRef): boolean {
  return key(a) === key(b);
}

/** "apps" -> "app", so plurals match the phrases (which are mostly singular). */
function singular(t: string | undefined): string {
  if (!t || t.length < 4 || !t.endsWith("s") || t.endsWith("ss")) return t ?? "";
  return t.slice(0, -1);
}

/** A name as visitors type it: "U & Me" -> "u and me", "DAY-O" -> "day o". */
function phraseTokens(name: string): string[] {
  return tokenize(name.replace(/[-_]/g, " "));
}

/** The ways a business can be named: its name, slug, aliases, and the name without "the"/"ai". */
function businessPhrases(b: Knowledge["businesses"][number]): string[][] {
  const names = [b.name, b.slug, ...b.aliases].map(phraseTokens);
  const name = phraseTokens(b.name);
  const trimmed = name.filter((t, i) => !(i === 0 && t === "the") && !(i === name.length - 1 && t === "ai"));
  if (trimmed.length > 0 && trimmed.join("").length >= 4 && trimmed.join(" ") !== name.join(" ")) names.push(trimmed);
  if (name.length > 1) names.push([name.join("")]);
  const withoutAi = name.filter((t) => t !== "ai" && t !== "the");
  if (withoutAi.length > 1 && withoutAi.length < name.length) names.push(withoutAi);
  return names;
}

/**
 * Reads messages against the knowledge's names and the engine's vocabulary. Built once per
 * knowledge; `understand` is a pure function of the message.
 */
/** What a visitor's own business offers on trial ("a free trial class", "trial lessons"): not our trial. */
export const THEIR_TRIAL_THINGS =
  "class|classes|lesson|lessons|session|sessions|membership|memberships|pass|passes|workout|workouts|visit|visits";

export function createUnderstander(knowledge: Knowledge) {
  const phrases: Phrase[] = [];
  const addEntity = (tokens: string[], entity: EntityRef) => {
    if (tokens.length > 0) phrases.push({ tokens, kind: "entity", entity });
  };
  for (const a of knowledge.offers.agents) {
    for (const p of [a.name, a.id, ...a.aliases]) addEntity(phraseTokens(p), { type: "agent", id: a.id });
  }
  for (const p of knowledge.offers.buildPlans) {
    for (const n of [p.name, ...p.aliases]) addEntity(phraseTokens(n), { type: "plan", id: p.id });
  }
  for (const t of knowledge.tools.items) {
    const name = phraseTokens(t.name);
    addEntity(name, { type: "tool", id: t.id });
    addEntity(phraseTokens(t.id), { type: "tool", id: t.id });
    // "Aurora", "HiD", "Maxi" alone name a tool; "max" alone is too often "maximum".
    if (name[0] !== "max") addEntity([name[0]!], { type: "tool", id: t.id });
  }
  for (const b of knowledge.businesses) {
    for (const p of businessPhrases(b)) addEntity(p, { type: "business", slug: b.slug });
  }
  for (const [family, list] of Object.entries(FAMILY_PHRASES) as [Family, readonly string[]][]) {
    for (const p of list) addEntity(phraseTokens(p), { type: "family", family });
  }
  for (const [attr, list] of Object.entries(ATTR_PHRASES) as [Attr, string[]][]) {
    for (const p of list) phrases.push({ tokens: tokenize(p), kind: "attr", attr });
  }
  for (const [social, list] of Object.entries(SOCIAL_PHRASES) as [Social, string[]][]) {
    for (const p of list) phrases.push({ tokens: tokenize(p), kind: "social", social });
  }

  const byPrice = productsByPrice(knowledge);

  const byFirst = new Map<string, Phrase[]>();
  for (const p of phrases) {
    const list = byFirst.get(p.tokens[0]!) ?? [];
    list.push(p);
    byFirst.set(p.tokens[0]!, list);
  }
  const vocabulary = new Set(phrases.flatMap((p) => p.tokens));
  // A typo is never "corrected" into an insult ("studio" is no "stupid", "motion" no "moron"):
  // insults count only as typed.
  const insultOnly = new Set(
    phrases
      .filter((p) => p.kind === "social" && p.social === "insult")
      .flatMap((p) => p.tokens)
      .filter((t) => !phrases.some((q) => !(q.kind === "social" && q.social === "insult") && q.tokens.includes(t))),
  );
  const corrector: Corrector = createCorrector(
    [...vocabulary].filter((t) => !insultOnly.has(t)).concat(COMMON_WORDS),
    englishWords(),
  );

  function understand(message: string): Understanding {
    // "what would year one cost all in": a total, not "all" of the products.
    message = message
      .replace(/\ball[- ](in|told|up)\b/gi, "total")
      // "and monthly after its built?": after launch, not how long the build takes.
      .replace(
        /\b(after|once|when) (?:it'?s|it is|its|the (?:app|site|website) is) (?:built|done|finished|live|launched)\b/gi,
        "afterwards",
      )
      // "what does it cost after the 60 minutes": past the allowance, the overage.
      .replace(new RegExp(PAST_ALLOWANCE.source, "gi"), (m) => `${m} overage`)
      // "how many chats before i pay extra": overage, not "try before I pay".
      .replace(
        /\bbefore (?:i|we) (?:pay|start paying|get charged|am charged|are charged|get billed) (?:extra|more|over|overage)\b/gi,
        "before overage",
      );
    const tokens = tokenize(message).map((t) => corrector.correct(t));
    const injection = INJECTION_PATTERNS.some((re) => re.test(message));

    // Longest phrase first at each position; entity spans do not overlap, attribute spans may.
    const matches: { start: number; end: number; phrase: Phrase }[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const starts = new Set([...(byFirst.get(tokens[i]!) ?? []), ...(byFirst.get(singular(tokens[i])) ?? [])]);
      for (const p of starts) {
        if (p.tokens.every((t, k) => tokens[i + k] === t || singular(tokens[i + k]) === t))
          matches.push({ start: i, end: i + p.tokens.length, phrase: p });
      }
    }
    // Names first (longest first), then the question words around them.
    const rank = (m: (typeof matches)[number]) => (m.phrase.kind === "entity" ? 0 : 1);
    matches.sort((a, b) => rank(a) - rank(b) || b.end - b.start - (a.end - a.start) || a.start - b.start);
    const taken = new Array<boolean>(tokens.length).fill(false);
    const attrTaken = new Array<boolean>(tokens.length).fill(false);
    const entities: EntityRef[] = [];
    const attrs = new Set<Attr>();
    const social = new Set<Social>();
    const covered = new Array<boolean>(tokens.length).fill(false);
    for (const m of matches) {
      const p = m.phrase;
      if (p.kind === "entity") {
        let free = true;
        for (let k = m.start; k < m.end; k++) if (taken[k]) free = false;
        if (!free) continue;
        // "our tech calls them back when they leave a message": the visitor's own people returning
        // the messages callers leave, how they work today, not the agent that places calls.
        if (
          p.entity!.type === "agent" &&
          /^(call|calls|ring|rings)$/.test(tokens[m.start]!) &&
          ownPeopleBefore(tokens, m.start) &&
          messagesLeftAfter(tokens, m.end)
        )
          continue;
        for (let k = m.start; k < m.end; k++) taken[k] = true;
        if (!entities.some((e) => sameEntity(e, p.entity!))) entities.push(p.entity!);
      } else if (p.kind === "attr") {
        // "order from their phone" is the visitor's customers' phone, not a question about ours.
        if (
          p.attr === "contact" &&
          p.tokens.join(" ") === "phone" &&
          /^(their|his|her|from|own|customers|clients)$/.test(tokens[m.start - 1] ?? "")
        )
          continue;
        // "what would you set up for us" asks what we'd build, not what setting it up costs.
        if (
          p.attr === "setup" &&
          p.tokens.join(" ") === "set up" &&
          /^(would|could|can|will|you|u|we|to|gonna|should|i|help|me|us)$/.test(tokens[m.start - 1] ?? "") &&
          !/^(fee|fees|cost|costs|price|charge|charges)$/.test(tokens[m.end] ?? "")
        )
          continue;
        // "our classes go on sale dec 1": their own sale day, not a discount asked of us.
        if (
          p.attr === "discount" &&
          p.tokens.join(" ") === "sale" &&
          tokens[m.start - 1] === "on" &&
          /^(go|goes|going|went|gone|be|are|is)$/.test(tokens[m.start - 2] ?? "")
        )
          continue;
        // "can the phone agent deal with those calls": to handle, not a deal asked of us.
        if (p.attr === "discount" && /^deals?$/.test(p.tokens.join(" ")) && /^with$/.test(tokens[m.end] ?? ""))
          continue;
        // "setup fee" is one thing asked, not a setup question plus a price question; and the
        // "phone" of "the phone one" is part of a name, not a question about our number.
        let free = true;
        let inName = true;
        for (let k = m.start; k < m.end; k++) if (!taken[k]) inName = false;
        if (inName) continue;
        for (let k = m.start; k < m.end; k++) if (attrTaken[k]) free = false;
        if (!free) continue;
        for (let k = m.start; k < m.end; k++) attrTaken[k] = true;
        attrs.add(p.attr!);
      } else social.add(p.social!);
      for (let k = m.start; k < m.end; k++) covered[k] = true;
    }
    // "the launch and growth website plans": the first name borrows the words after the second.
    for (const m of [...matches]) {
      const p = m.phrase;
      const i = m.start - 2;
      if (p.kind !== "entity" || i < 0 || taken[i] || !/^(and|or|vs|versus|&)$/.test(tokens[i + 1]!)) continue;
      const rest = p.tokens.slice(1);
      // "launch and growth": a one-word name lends no words, so any name of that kind the word starts.
      for (let k = rest.length; k >= (rest.length === 0 ? 0 : 1); k--) {
        const wanted = [tokens[i]!, ...rest.slice(0, k)].join(" ");
        const other = (byFirst.get(tokens[i]!) ?? []).find(
          (q) =>
            q.kind === "entity" &&
            q.entity!.type === p.entity!.type &&
            (rest.length === 0 ? q.tokens.length > 1 : q.tokens.join(" ") === wanted),
        );
        if (!other || sameEntity(other.entity!, p.entity!)) continue;
        taken[i] = covered[i] = true;
        if (!entities.some((e) => sameEntity(e, other.entity!))) entities.push(other.entity!);
        matches.push({ start: i, end: i + 1, phrase: other });
        break;
      }
    }
    // "the 299 plan", "the $399 one": a product named by a price only it has.
    // A price two products share names the one of the same kind as the other thing named
    // ("the 2500 one and the 6500 one" are two website plans, not the inbound agent).
    const named: { at: number; options: EntityRef[] }[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const options = byPrice.get(priceToken(tokens[i]!));
      if (
        !options ||
        taken[i] ||
        !PRICE_AS_NAME.test(`${tokens[i - 1] ?? ""} _ ${tokens.slice(i + 1, i + 3).join(" ")}`)
      )
        continue;
      named.push({ at: i, options });
    }
    const kinds = new Set(
      [...entities, ...named.filter((x) => x.options.length === 1).map((x) => x.options[0]!)].map((e) => e.type),
    );
    for (const { at, options } of named) {
      const fitting = options.length === 1 ? options : options.filter((e) => kinds.has(e.type));
      if (fitting.length !== 1) continue;
      const entity = fitting[0]!;
      taken[at] = covered[at] = true;
      if (!entities.some((e) => sameEntity(e, entity))) entities.push(entity);
      matches.push({ start: at, end: at + 1, phrase: { tokens: [tokens[at]!], kind: "entity", entity } });
    }
    // Entities in the order the visitor named them.
    const firstAt = (e: EntityRef) =>
      matches.find((m) => m.phrase.entity && sameEntity(m.phrase.entity, e))?.start ?? 0;
    entities.sort((a, b) => firstAt(a) - firstAt(b));
    // "asking about lessons and trial classes": their trial class, not our AI twin trial.
    const text = tokens.join(" ");
    if (
      new RegExp(`\\btrial (${THEIR_TRIAL_THINGS})\\b`).test(text) &&
      // ("people who did a free trial class": a "free trial" that is their class is theirs too.)
      !new RegExp(
        `\\b(free trial(?! (${THEIR_TRIAL_THINGS}))|ai twin|twin|twins|7 day|seven day|trial period|your trial|the trial(?! (${THEIR_TRIAL_THINGS})))\\b`,
      ).test(text)
    ) {
      const i = entities.findIndex((e) => e.type === "family" && e.family === "trial");
      if (i >= 0) entities.splice(i, 1);
    }

    const meaningful = tokens.filter((t) => !FILLER.has(t));
    const recognised = tokens.filter((t, i) => covered[i] && !FILLER.has(t)).length;
    return {
      tokens,
      text: tokens.join(" "),
      entities,
      attrs,
      social,
      injection,
      recognisedShare: meaningful.length === 0 ? 1 : recognised / meaningful.length,
      unrecognised: tokens.filter((t, i) => !covered[i] && !FILLER.has(t)),
    };
  }

  return { understand, vocabulary };
}

export type Understander = ReturnType<typeof createUnderstander>;

/** Who calls back, when it is the visitor's own people: "we", "i", "our tech", "my receptionist". */
const OWN_PEOPLE =
  /^(we|i|tech|techs|technician|technicians|staff|receptionist|receptionists|team|wife|husband|assistant|assistants|manager|managers|pharmacist|pharmacists|nurse|nurses|employee|employees|office|secretary|dispatcher|dispatchers|partner|son|daughter|mom|dad|someone from|guys)$/;
const GAP =
  /^(usually|always|then|just|normally|manually|later|eventually|personally|still|typically|basically|try to|have to|has to|often|sometimes|will|would|should|can|must|gotta)$/;

/** "… when they leave a message", "… after they leave a voicemail": calls that came in. */
function messagesLeftAfter(tokens: string[], from: number): boolean {
  const after = tokens.slice(from, from + 8).join(" ");
  return /\b(leave|leaves|left) (?:a |us a |me a |them a )?(message|voicemail|vm|msg)\b/.test(after);
}

function ownPeopleBefore(tokens: string[], at: number): boolean {
  let i = at - 1;
  while (i >= 0 && GAP.test(tokens[i]!)) i--;
  return i >= 0 && OWN_PEOPLE.test(tokens[i]!);
}

/** A price said as a name: "the 299", "299 plan", "$399 one" (not "I pay 300 a month"). */
const PRICE_AS_NAME = /^(the|that|this|your) _|^\S* _ (plan|plans|one|ones|package|tier|option|agent|version|deal)\b/;

/**
 * The products each price belongs to: the inbound agent's $299 a month names it alone, $2,500
 * names the inbound agent or the Launch plan (see `understand`).
 */
/** "$2500", "2500", "2.5k", "3k" as the whole-dollar figure they say. */
function priceToken(t: string): string {
  const m = /^\$?(\d+(?:\.\d+)?)(k?)$/.exec(t);
  if (!m) return t;
  return String(Math.round(Number(m[1]) * (m[2] ? 1000 : 1)));
}

function productsByPrice(k: Knowledge): Map<string, EntityRef[]> {
  const seen = new Map<string, EntityRef[]>();
  const add = (usd: number | undefined, e: EntityRef) => {
    if (usd === undefined) return;
    const list = seen.get(String(usd)) ?? [];
    if (!list.some((x) => sameEntity(x, e))) list.push(e);
    seen.set(String(usd), list);
  };
  for (const a of k.offers.agents) {
    const e: EntityRef = { type: "agent", id: a.id };
    add(a.setupUsd, e);
    // "$300–$700": only the top names it; "300" is as near the inbound agent's $299.
    if (a.monthlyUsd.from === a.monthlyUsd.to) add(a.monthlyUsd.from, e);
    else add(a.monthlyUsd.to, e);
  }
  for (const p of k.offers.buildPlans) {
    const e: EntityRef = { type: "plan", id: p.id };
    add(p.investmentUsd, e);
    add(p.monthlyUsd, e);
  }
  add(k.offers.trial.setupUsd, { type: "family", family: "trial" });
  add(k.offers.trial.monthlyUsd, { type: "family", family: "trial" });
  return seen;
}

/** Words that say nothing about the topic; they neither count as recognised nor as unknown. */
const FILLER = new Set(
  (
    "a an the is are was be am do does did can could would will should i me my we our you your it its this that " +
    "to of in on for with and or but so if then just please what how which who when where why there here " +
    "tell know want like about much many some any more also really very need get have has had let us give " +
    "ok by at from into lol haha yeah yep nope fr tbh btw mean exactly actually right now just"
  ).split(" "),
);

/** Everyday words the corrector must not "fix" into a domain word. */
const COMMON_WORDS = (
  "triage tribal stuff things guys handle happens doesnt about after again against also always another answer anything around available because before being " +
  "better between business businesses calling could customer customers different doing during every everything " +
  "first found friend great happen happens hello helps their there these thing things think those through today " +
  "tomorrow under until weather where which while would write yesterday people please price prices could should " +
  "recipe poem story weather football movie music bitcoin stock stocks crypto capital france president joke " +
  "homework translate python javascript code coding program restaurant hotel flight travel doctor health " +
  "something someone sometimes question questions really little number numbers small large company companies " +
  "money month months minute minutes years hours hour hello thanks quick quickly start started starting online " +
  // Product names and words a letter or two from an insult ("motion" is no "moron").
  "motion notion emotion emotions lotion todoist trello asana slack zoom canva figma lane lake lamb trace track " +
  // Kinds of business and their words, so "rental" stays rental (not "dental") and "grooming" grooming.
  "rental rentals renting manage managing manager units unit tenant tenants landlord landlords faucet leak leaks " +
  "grooming groomer groomers salon salons barber barbers spa spas tattoo tattoos church churches food truck trucks " +
  "tutoring tutor tutors daycare bakery bakeries florist florists cleaning cleaners moving movers storage pest pool pools " +
  "locksmith towing photographer photographers counselor counselors emergency emergencies mobile orders ordering " +
  // Who told the visitor about us ("my cousin says", not "my coupon says").
  "smartest smart smarter wisest wise cousin cousins nephew niece brother sister mom dad wife husband uncle aunt buddy son daughter says said told"
).split(" ");
