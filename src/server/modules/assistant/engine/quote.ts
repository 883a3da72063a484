import { formatUsd } from "../../../../shared/money.ts";
import { MONTH_NAMES as MONTH_LONG } from "../../../../shared/month-names.ts";
import type { Offers } from "../../../../shared/offers.ts";
import { parseNumber } from "./numeric-guard.ts";
import { joinAnd, lowerFirst } from "./embedded/phrasing.ts";

/*
 * Bills worked out from content/offers.json: a plan's monthly bill for the usage a visitor names,
 * a year of it, the total of several agents, or which of two is cheaper. The arithmetic is done
 * here, in code, and every answer shows its working in one line ("$299 + 200 × $1.50 = $599"),
 * so the visitor, the numeric guard and the LLM (handed the result as a computed fact) all see
 * where each figure comes from.
 */

type Agent = Offers["agents"][number];
type Plan = Offers["buildPlans"][number];

/** What the bill is for: the products the visitor named, now or earlier in the conversation. */
export interface QuoteSubject {
  agents: Agent[];
  trial: boolean;
  plans: Plan[];
  /** How many of these products the current message names itself (the rest come from the conversation). */
  namedNow?: number;
  /** Usage the visitor gave earlier for one of these agents ("I use 200 minutes more…"). */
  earlierUsage?: { agentId: string; usage: Usage };
  /** Usage given earlier for each of several of these agents ("40 calls a day", then "300 chats"). */
  earlierUsages?: { agentId: string; usage: Usage }[];
  /** The product the question is about ("is *that* cheaper than the inbound agent?"), when known. */
  first?: "trial" | { agent: string } | { plan: string };
  /** These were just added up together ("ok and per year?" after the total asks the total's year). */
  together?: boolean;
}

export interface Quote {
  /** One to three sentences: the figure asked for first, then the working, then one offer. */
  text: string;
  /** The arithmetic, one line each ("$299 + 200 × $1.50 = $599"). */
  working: string[];
  /** What the answer drew on, for sources. */
  about: "agents" | "trial" | "plans";
}

/** A money range: a plan whose monthly price depends on volume gives a low and a high end. */
interface Money {
  low: number;
  high: number;
}

const money = (low: number, high = low): Money => ({ low, high });
const add = (a: Money, b: Money): Money => money(a.low + b.low, a.high + b.high);
const times = (n: number, a: Money): Money => money(n * a.low, n * a.high);
const round2 = (n: number) => Math.round(n * 100) / 100;
const usd = (m: Money) =>
  m.low === m.high ? formatUsd(round2(m.low)) : `${formatUsd(round2(m.low))}–${formatUsd(round2(m.high))}`;
const count = (n: number) => n.toLocaleString("en-US");

const BELOW_HUNDRED =
  "(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)";
/** "ninety", "two hundred", "two hundred fifty", "two hundred and fifty", "three thousand". */
const WORD_NUMBER = `${BELOW_HUNDRED}(?:\\s(?:hundred(?:\\s(?:and\\s)?${BELOW_HUNDRED})?|thousand))?`;
const NUMBER = `(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?(?:\\s?k\\b)?|\\b${WORD_NUMBER}\\b|\\b(?:a|one)\\s(?:hundred|thousand)\\b`;

const USAGE_UNIT: Record<string, "minute" | "conversation" | "call"> = {
  minute: "minute",
  minutes: "minute",
  min: "minute",
  mins: "minute",
  conversation: "conversation",
  conversations: "conversation",
  chat: "conversation",
  chats: "conversation",
  convo: "conversation",
  convos: "conversation",
  call: "call",
  calls: "call",
};
const USAGE_RE = new RegExp(
  `(${NUMBER})\\s*(?:(extra|more|additional|additonal|over|overage|excess)\\s+)?(?:after[- ]hours?\\s+|late[- ]night\\s+|[a-z]+\\s+)?(minutes?|mins?|conversations?|convos?|chats?|calls?|leads?|dials?)\\b`,
  "gi",
);
/** "… a month", "… monthly" right after a number: the month's amount, not one call's length. */
const MONTHLY_AFTER = /^\s*(a|per|each|every|\/)\s*(month|mo)\b|^\s*monthly\b/i;
/** "800 old customers", "1,200 past clients": people to call, each one a call. */
const CALL_LIST = new RegExp(
  // ("30 HOAs and homeowners call": the number counts the HOAs, not the homeowners after "and".)
  `(${NUMBER})\\s+(?:(?!(?:and|or|plus|with)\\b)[a-z'-]+\\s+){0,2}(customers|clients|contacts|people|ppl|folks|patients|members|homeowners|leads|names|numbers|prospects|quotes|estimates|events|appointments|bookings|reservations|jobs|orders)\\b`,
  "i",
);
/** "a list of about 800 past customers": how many people a list holds, or null. */
export function listedCount(text: string): number | null {
  const m = CALL_LIST.exec(text) ?? ASKED_IN.exec(text);
  return m ? readNumber(m[1]!) : null;
}
/** "200 quote requests a month": people who asked, a list to call back once its call length is said. */
const ASKED_IN = new RegExp(
  `(${NUMBER})\\s+(?:[a-z'-]+\\s+){0,2}(requests|inquiries|enquiries|submissions|signups|sign-ups|applications|referrals)\\b`,
  "i",
);

/** "200 minutes more than the plan includes", "300 minutes over", "200 minutes above the allowance". */
const EXTRA_AFTER =
  /^\s*(?:a month\s+|per month\s+|monthly\s+)?(?:more|over|above|beyond|past|extra|on top|in excess)\b(?!\s+(?:a|per|each)\b)/i;
const OVER_BY = new RegExp(
  `\\b(?:go|going|went|be|am|are|run)\\s+over\\s+by\\s+(?:about\\s+|around\\s+|roughly\\s+|like\\s+|maybe\\s+)?(${NUMBER})`,
  "i",
);

export const ASKS_MONEY =
  /\b(bill|bills|cost|costs|costing|pay|paying|price|priced|totals?|how much|spend|spending|budget|charge|charged|owe|come to|comes to|run me|run us|set me back|set us back|monthly|upfront|up front|all in|all-in|in total|setup fees?|setup costs?|expensive|cheaper|cheapest|invoice|fees?|afford|worth it|save|saving|savings)\b/i;
const TOTAL =
  /\b(totals?|all three|all 3|all of (them|those|these|the agents)|all the agents|all your agents|all agents|every agent|each agent together|combined|together|both|altogether|sum|everything|all in|all-in|(?:it|that|this) all|all of it|in all|add (?:them|those|these|em|it all|them all) up)\b/i;
/** "Which one is cheaper?", "which costs less": the winner named, between the two the conversation is about. */
const WHICH_CHEAPER =
  /\b(which|what|whats|what's|what’s)( one| of (them|those|these|the two)(?: two)?)?( is| s|'s| would be| costs?(?: me| us)?| comes out| works out| ends up)? (cheaper|less expensive|more affordable|the cheapest|cheapest|less)\b|\bwhich (costs|is) less\b/i;
const CHEAPER =
  /\b(cheaper|less expensive|more expensive|pricier|costlier|cheapest|save|saving|savings|difference|differ|differs|by how much|how much more|how much less|costs?(?: me| us)? more|costs?(?: me| us)? less|more or less than)\b/i;
const YEAR =
  /\b(a|per|one|1|each|every|the first|first|whole|full|for a|12[- ]month)\s+year\b|\b(annual|annually|yearly|12 months|twelve months)\b/i;
/** "the first 3 months", "over 24 months"; not "booked out 2 months" or "3 months ahead", a wait, not a term. */
const MONTHS = new RegExp(
  `(?<!\\b(?:booked|booked out|booked up|out|waitlist|wait list|backlog(?:ged)?|behind)\\s+)(${NUMBER})\\s+months?\\b(?!\\s+(?:out|ahead|in advance|behind|of (?:bookings|backlog|waitlist)))`,
  "i",
);
const FIRST_YEAR =
  /\bfirst year\b|\byear one\b|\byear 1\b|\b1st year\b|\b(including|incl\.?|inc\.?|plus|with) (the )?setup\b|\ball in\b/i;

/** "3 locations", "2 dental offices": how many places the same agent would serve. */
/** Words that size one place by its team or its chairs ("a 2 man shop", "a 4 chair salon"), not count places. */
export const ONE_PLACE_SIZED =
  "man|men|person|people|guy|guys|chair|truck|van|bay|employee|staff|seat|table|bed|room|member|woman|women|tech|crew";

const SITES = new RegExp(
  // "3 locations", "2 dental offices", "3 dog grooming shops" (two words between only before a plural:
  // "a 3 chair dental office" is one office).
  // ("a 2 man shop", "a 4 chair salon": one place of that size.)
  `(${NUMBER})\\s+(?:(?:(?!(?:${ONE_PLACE_SIZED})\\b)[a-z-]+\\s+)?(locations?|offices?|stores?|clinics?|branches|branch|sites?|shops?|salons?|studios?|franchises?|gyms?|restaurants?|practices|kiosks?|outlets?|showrooms?|dealerships?|cafes?|spas?|venues?|warehouses?|yards?)|(?:[a-z-]+\\s+){2,3}(locations|offices|stores|clinics|branches|sites|shops|salons|studios|franchises|gyms|restaurants|practices|kiosks|outlets|showrooms|dealerships|cafes|spas|venues|warehouses|yards))\\b`,
  "i",
);

/** "at each location", "per kiosk", "for every office": what is had once per location. */
const PER_EACH_SITE =
  /\b(?:at|for|in|per|to)\s+(?:each|every)\s+(?:one|location|office|store|clinic|branch|site|shop|salon|studio|franchise|kiosk|outlet|showroom|dealership|cafe|spa|venue|gym|restaurant|practice|warehouse|yard)\b|\bper\s+(?:location|office|store|clinic|branch|shop|salon|studio|franchise|kiosk|outlet|showroom|dealership|cafe|spa|venue|gym|restaurant|practice|warehouse|yard)\b/i;

/** Things counted that are never places ("40 calls", "3 months"). */
const NOT_PLACES =
  /^(?:calls|minutes|mins|chats|conversations|convos|leads|months|days|weeks|years|yrs|hours|hrs|dollars|bucks|people|customers|clients|patients|members|employees|staff|agents|lines|numbers|texts|emails|jobs|orders|bookings|appointments|seconds|secs)$/i;

/**
 * "3 locations", or "4 dry cleaners, each store gets 75 mins": how many places, with the word for
 * one of them; a count is read before "each store" only when it counts things that can be places.
 */
export function sitesIn(message: string): RegExpExecArray | null {
  const named = SITES.exec(message);
  if (named) return named;
  // "phone agents for both shops": two places, named without a number.
  const both =
    /\bboth\s+(?:of\s+)?(?:our\s+|my\s+|the\s+|these\s+|those\s+)?(locations|offices|stores|clinics|branches|sites|shops|salons|studios|franchises|gyms|restaurants|practices|kiosks|outlets|showrooms|dealerships|cafes|spas|venues|warehouses|yards)\b/i.exec(
      message,
    );
  if (both) {
    const found = [both[0], "two", both[1]!.toLowerCase()] as unknown as RegExpExecArray;
    found.index = both.index;
    found.input = message;
    return found;
  }
  const each =
    /\b(?:each|every|per)\s+(store|location|shop|office|site|branch|clinic|salon|studio|franchise|kiosk|outlet|showroom|dealership|cafe|spa|venue|gym|restaurant|practice|warehouse|yard)\b/i.exec(
      message,
    );
  if (!each) return countedThenEach(message);
  const before = message.slice(0, each.index);
  for (const m of before.matchAll(new RegExp(`(${NUMBER})\\s+(?:[a-z-]+\\s+){0,3}?([a-z]+s)\\b`, "gi"))) {
    const n = readNumber(m[1]!);
    if (n === null || n < 2 || n > 50 || NOT_PLACES.test(m[2]!)) continue;
    const found = [m[0], m[1]!, `${each[1]!.toLowerCase()}s`] as unknown as RegExpExecArray;
    found.index = m.index!;
    found.input = message;
    return found;
  }
  return null;
}

/** "we run 3 bakeries, each with its own phone line": the places counted, then "each". */
function countedThenEach(message: string): RegExpExecArray | null {
  const m = new RegExp(`\\b(${NUMBER})\\s+(?:[a-z-]+\\s+){0,2}?([a-z]+s)\\b,?\\s+(?:and\\s+)?each\\b`, "i").exec(
    message,
  );
  const n = m ? readNumber(m[1]!) : null;
  if (!m || n === null || n < 2 || n > 50 || NOT_PLACES.test(m[2]!)) return null;
  const found = [m[0], m[1]!, m[2]!.toLowerCase()] as unknown as RegExpExecArray;
  found.index = m.index;
  found.input = message;
  return found;
}

/** How many places a message counts ("4 dry cleaners, each store…"), or null. */
export function placesCounted(message: string): number | null {
  const sites = sitesIn(message);
  return sites ? readNumber(sites[1]!) : null;
}

/**
 * "2 locations… the website chat on our site plus an inbound agent at each location": the agent
 * named in the clause that says "at each" is had once per location; otherwise once.
 */
function perPlace(message: string, a: Agent): number {
  const sites = sitesIn(message);
  const copies = sites ? readNumber(sites[1]!) : null;
  const each = PER_EACH_SITE.exec(message);
  if (copies === null || copies < 2 || copies > 50 || !each) return 1;
  const words = nameWords(a);
  const clause =
    message
      .slice(0, each.index)
      .split(/\b(?:plus|and|also|with)\b|[,.;]/i)
      .pop() ?? "";
  return words.some((w) => new RegExp(`\\b${w}`, "i").test(clause)) ? copies : 1;
}

/**
 * The words that name an agent as a thing to count ("2 phone agents", "3 chat widgets"): its name's
 * first word and its aliases', less the everyday ones ("the", "and", "call") that name nothing.
 */
function nameWords(a: Agent): string[] {
  return [a.name, ...a.aliases]
    .map((x) => x.split(" ")[0]!.toLowerCase())
    .filter(
      (w, i, all) =>
        all.indexOf(w) === i &&
        !/^(the|and|plus|over|add|ai|call|calls|calling|get|old|past|never|didn'?t|thing|robot|miss\w*|answer\w*|pick\w*|follow|lead|speed|win|ring\w*|chase\w*|ghosted|live|reminder)$/.test(
          w,
        ),
    );
}

function readNumber(written: string): number | null {
  const text = written.trim().toLowerCase().replace(/^a\s/, "one ");
  const k = /^([\d,.]+)\s?k$/.exec(text);
  if (k) return Number(k[1]!.replace(/,/g, "")) * 1000;
  return parseNumber(text);
}

export interface Usage {
  amount: number;
  unit: "minute" | "conversation" | "call";
  /** The visitor named the usage beyond what the plan includes, not the whole. */
  extra: boolean;
  /** "400 calls, avg 3 min each": how long the visitor says a call lasts. */
  minutesPerCall?: number;
  /** "20 calls a day, open 22 days a month": the month's amount worked out from a day's or a week's. */
  daily?: { perDay: number; days: number; per: "day" | "week"; assumed: boolean; night?: boolean };
  /** "on the cheapest tier": the low or the high end of a price that depends on volume. */
  tier?: "from" | "to";
  /** "300 calls, 40% after hours… only the after hours ones": the share billed, of the whole said. */
  share?: { percent: number; of: number; label: string; said?: string };
}

const LOW_TIER =
  /\b(cheapest|lowest|base|basic|bottom|entry|smallest|starter|minimum|min|low)[- ](tier|level|rate|price|plan|end|package|option)\b/i;
const HIGH_TIER =
  /\b(top|highest|priciest|maximum|max|biggest|high|premium)[- ](tier|level|rate|price|plan|end|package|option)\b/i;

/** The usage named, with the end of a volume-priced plan the visitor picked, if any. */
/**
 * "callers describe the whole saga for 5 min… will it handle long calls": how long one call runs,
 * said with no count of calls, is no month's usage to bill.
 */
export const ONE_CALL_LENGTH =
  /\b(long calls?|long-winded|rambl\w*|saga|whole story|talk(s|ing)? for|go(es)? on for|(cut|cuts|cutting) (them|it|callers?|people|him|her|customers?) off|hang(s|ing)? up on (them|callers?|people|ppl|folks|customers?)|on the (phone|line) for|after (a|one|1) min(ute)?|talks? forever|talk (?:and talk|on and on)|call (?:length|duration)|limit (?:on|to) how long|how long (?:each|a|one) call can (?:be|go|last|run)|how long (?:can|does|will|could|may) (?:a|one|the|my|our) (?:single )?(?:call|caller|conversation)s? (?:go|last|run|take|stay))\b/i;

/** "what does it cost after the 60 minutes", "if i go over the 1000 conversations": the allowance, not a usage. */
export const PAST_ALLOWANCE =
  /\b(?:after|past|beyond|over|above|exceed(?:s|ing)?|outside|more than)\s+(?:the|my|those|these|its|your)\s+(?:\d[\d,]*\s+)?(?:included\s+|free\s+)?(?:minutes|mins|conversations|chats)(?!\s+(?:a|per|each|every)\s+(?:month|day|week))\b/i;

export function readUsage(message: string): Usage | null {
  // ("40 calls a month, 1.5 min each. would i go over the included minutes": the usage is the rest.)
  message = message.replace(new RegExp(PAST_ALLOWANCE.source, "gi"), " ");
  const usage = readUsageAmount(message);
  if (!usage) return null;
  if (usage.unit === "minute" && usage.amount <= 30 && !usage.daily && ONE_CALL_LENGTH.test(message)) return null;
  const tier = LOW_TIER.test(message) ? "from" : HIGH_TIER.test(message) ? "to" : undefined;
  const share = shareOnly(message, usage.amount);
  return {
    ...usage,
    ...(tier ? { tier } : {}),
    ...(share ? { amount: Math.round((usage.amount * share.percent) / 100), share } : {}),
  };
}

/**
 * "300 calls a month, 40% after hours… if the ai only picks up the after hours ones": the part of
 * the calls the visitor wants covered, when they name that part again after "only" or "just".
 */
/** "a third of those", "half": a share said in words, as a percentage. */
const FRACTIONS: Record<string, number> = {
  "a third": 100 / 3,
  "two thirds": 200 / 3,
  half: 50,
  "a quarter": 25,
  "three quarters": 75,
  "a fifth": 20,
};

function shareOnly(message: string, of: number): Usage["share"] | null {
  const said =
    /\b(\d{1,2}(?:\.\d+)?\s*(?:%|percent)|(?:a|one|two) thirds?|(?:a |one )?half|(?:a|one|three) quarters?|a fifth)\s+(?:of (?:them|those|these|it|the calls)\s+)?(?:(?:are|is|come in|comes in|come|happen|happens|get|go)\s+)?((?:[a-z-]+\s*){1,3})/i.exec(
      message,
    );
  if (!said) return null;
  // ("at night", "on weekends": the part is named by its noun; "after hours" by both words.)
  const words = said[2]!
    .trim()
    .split(/\s+/)
    .filter((w, i, all) => !(i === 0 && all.length > 1 && /^(at|on|in|during|over|outside)$/i.test(w)));
  const label = words.slice(0, /^after$/i.test(words[0]!) ? 2 : 1).join(" ");
  const key = label.split(/\s+/)[0]!.toLowerCase();
  if (/^(of|a|the|and|or|to|more|less|off|discount|markup|margin|below|above|growth|increase)$/.test(key)) return null;
  const only = new RegExp(String.raw`\b(?:only|just)\b[^.?!]{0,40}\b${key}`, "i");
  // ("only forward the after hours ones": the part as the visitor names it when they ask.)
  const named = /\bthe ((?:[a-z-]+\s+){0,2}?[a-z-]+)\s+(?:ones|calls|chats)\b/i.exec(
    message.slice(said.index + said[0].length),
  )?.[1];
  const part = said[1]!.toLowerCase().replace(/^one /, "a ");
  const percent = /\d/.test(part)
    ? Number(/[\d.]+/.exec(part)![0])
    : (FRACTIONS[part.replace(/^a half$/, "half")] ?? 0);
  return percent > 0 && percent < 100 && only.test(message.slice(said.index + said[0].length))
    ? {
        percent,
        of,
        label: (named && named.toLowerCase().includes(key) ? named : label).toLowerCase(),
        ...(/\d/.test(part) ? {} : { said: part }),
      }
    : null;
}

/** "40 calls a day", "200 chats a week", "15 calls daily": usage over a period shorter than the bill's. */
const PER_PERIOD = new RegExp(
  `(${NUMBER})\\s*(?:(?:inbound|incoming|outbound|phone|website|web|customer|new|missed)\\s+)?(calls?|minutes?|mins?|chats?|conversations?|convos?|leads?|dials?|missed)\\s*(?:(?:a|per|each|every|/)\\s*(day|night|nite|evening|week|wk|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|(daily|weekly|nightly))\\b`,
  "i",
);
const DAYS_A_MONTH =
  /\b(?:x|×|times|for)\s*(\d{1,2})\s*(?:days|nights|nites)\b|\b(\d{1,2})\s*(?:working\s+|work\s+|business\s+|open\s+)?days\s*(?:a|per|each|every|\/|in a)\s*month\b|\bopen\s*(\d{1,2})\s*days\b(?!\s*(?:a|per|each|every|\/)\s*(?:week|wk)\b)/i;
const DAYS_A_WEEK = new RegExp(
  `\\b(${NUMBER})\\s*(?:working\\s+|business\\s+|open\\s+)?days\\s*(?:a|per|each|every|/|of the)\\s*(?:week|wk)\\b|\\b(mon(?:day)?\\s*(?:-|to|through|thru)\\s*(fri|sat|sun)(?:day)?)\\b|\\b(weekdays)\\b|\\b(7 days|seven days|every day|24\\/7)\\b`,
  "i",
);
/** Weeks in an average month (52 ÷ 12). */
const WEEKS_A_MONTH = 52 / 12;

const PER_CALL_LENGTH =
  /(\d+(?:\.\d+)?)\s*-?\s*(?:min|mins|minutes?)\s*(?:each|per call|a call|per lead|a lead|long|on average|avg|average)\b|\b(?:avg|average|averaging|about|around|maybe|like|roughly)\s*(?:of\s*)?(\d+(?:\.\d+)?)\s*-?\s*(?:min|mins|minutes?)\s*(?:each|per call|a call|long)?/i;

const MINUTE_WORDS: Record<string, string> = { a: "1", an: "1", one: "1", two: "2", three: "3", four: "4", five: "5" };

/** How long a call lasts, said after the calls: "2 min each", "each call maybe a minute". */
function lengthOfCall(after: string, whole = ""): RegExpExecArray | null {
  // "each one is like 45 seconds": seconds said as the minutes they are.
  const asMinutes = (t: string) =>
    t.replace(
      /\b(\d{1,3})\s*(?:sec|secs|seconds)\b/gi,
      (_, n: string) => `${Math.round((Number(n) / 60) * 100) / 100} min`,
    );
  after = asMinutes(after);
  whole = asMinutes(whole);
  // "if each call is 2 min and we call 400": the length may come before the count.
  const before =
    /\beach call (?:(?:is|takes|lasts|runs|averages?|goes)\s+)?(?:about\s+|around\s+|maybe\s+|like\s+|roughly\s+)?(\d+(?:\.\d+)?)\s*(?:min|mins|minutes?)\b/i.exec(
      whole,
    ) ??
    // "calls run like 3-4 min": the longer end.
    /\bcalls? (?:usually |typically |often )?(?:runs?|lasts?|takes?|averages?)\s+(?:like\s+|about\s+|around\s+|maybe\s+)?(?:\d+(?:\.\d+)?\s*[-–]\s*)?(\d+(?:\.\d+)?)\s*(?:min|mins|minutes?)\b/i.exec(
      whole,
    ) ??
    // "calls r usually 2 min", "calls are about 3 minutes".
    /\bcalls? (?:are|r|is|were)\s+(?:usually\s+|typically\s+|often\s+|about\s+|around\s+|like\s+|maybe\s+|roughly\s+)*(?:\d+(?:\.\d+)?\s*[-–]\s*)?(\d+(?:\.\d+)?)\s*(?:min|mins|minutes?)\b/i.exec(
      whole,
    );
  const found = PER_CALL_LENGTH.exec(
    after.replace(
      /\b(a|an|one|two|three|four|five)(?=\s*-?\s*(?:min|mins|minutes?)\b)/gi,
      (w) => MINUTE_WORDS[w.toLowerCase()]!,
    ),
  );
  return found ?? before;
}

// ("20 missed a day": missed calls, the noun left out.)
const unitOfWord = (word: string): Usage["unit"] | undefined =>
  /^(leads?|dials?|missed)$/i.test(word) ? "call" : USAGE_UNIT[word.toLowerCase()];

/** Days open a month from "open 22 days a month", "6 days a week", "mon-fri"; null when not said. */
function daysOpen(text: string): number | null {
  const month = DAYS_A_MONTH.exec(text);
  if (month) {
    const n = Number(month[1] ?? month[2] ?? month[3]);
    if (n >= 1 && n <= 31) return n;
  }
  const week = DAYS_A_WEEK.exec(text);
  if (!week) {
    // "fri and sat nights", "weekends": the days named, each once a week.
    const named = new Set(
      // (A short form counts beside another day or a time of day: "sun" alone is the sun.)
      [
        ...text.matchAll(
          /\b(mon|tues|tue|wednes|wed|thurs|thur|thu|fri|satur|sat|sun)(?:days?\b|(?=\s*(?:and|&|,|\/|\+|nights?|evenings?|mornings?|afternoons?)\b))(?!\s*(?:-|–|to|thru|through)\s*\w)/gi,
        ),
      ].map((m) => m[1]!.toLowerCase().slice(0, 3)),
    );
    if (/\bweekends?\b/i.test(text)) named.add("sat").add("sun");
    return named.size >= 1 && named.size <= 6 ? Math.round(named.size * WEEKS_A_MONTH) : null;
  }
  let perWeek: number | null;
  if (week[1]) perWeek = readNumber(week[1]);
  else if (week[2])
    perWeek = week[3]!.toLowerCase().startsWith("fri") ? 5 : week[3]!.toLowerCase().startsWith("sat") ? 6 : 7;
  else if (week[4]) perWeek = 5;
  else perWeek = 7;
  if (perWeek === null || perWeek < 1 || perWeek > 7) return null;
  return perWeek === 7 ? 30 : Math.round(perWeek * WEEKS_A_MONTH);
}

/** The usage a message names ("1,500 conversations a month", "200 minutes more than included"). */
function readUsageAmount(message: string): Usage | null {
  // "phones ring maybe 150 times a month": that many calls.
  const text = message
    .replace(/\u00a0/g, " ")
    .replace(
      /\b(?:phones?|phone lines?|lines?)\s+(?:rings?|ringing)\s+(?:about |around |like |maybe |roughly |probably |prob )?(\d[\d,]*)\s+times\b/gi,
      "$1 calls",
    );
  const over = OVER_BY.exec(text);
  // "about 20 calls a day, 2 min each, open 22 days a month": a day's usage times the days open; a
  // week's times the weeks in a month. With no days named, every day of a 30-day month is assumed
  // and the reply says so.
  const period = PER_PERIOD.exec(text);
  if (period) {
    const each = readNumber(period[1]!);
    const unit = unitOfWord(period[2]!);
    // "60 calls every friday night": one day a week is a week's usage.
    const per =
      /^(week|wk|weekly|\w+day)$/i.test(period[3] ?? period[4] ?? "") && !/^day$/i.test(period[3] ?? "")
        ? "week"
        : "day";
    if (each !== null && each > 0 && unit) {
      const named = per === "day" ? daysOpen(text) : null;
      const days = per === "day" ? (named ?? 30) : 0;
      // "call it 4 weeks a month": the visitor's own weeks in a month, else 52 ÷ 12.
      const saidWeeks = /\b([1-5](?:\.\d+)?)\s*weeks?\s*(?:a|per|each|in a|\/)\s*month\b/i.exec(text);
      const weeks = saidWeeks ? Number(saidWeeks[1]) : null;
      const amount = per === "day" ? each * days : Math.round(each * (weeks ?? WEEKS_A_MONTH));
      const length = unit === "call" ? lengthOfCall(text.slice(period.index + period[0].length), text) : null;
      const minutesPerCall = length ? Number(length[1] ?? length[2]) : undefined;
      return {
        amount,
        unit,
        extra: false,
        daily: {
          perDay: each,
          days: per === "week" && weeks ? weeks : days,
          per,
          assumed: per === "day" && named === null,
          ...(/^(night|nite|evening|nightly)$/i.test(period[3] ?? period[4] ?? "") ? { night: true } : {}),
        },
        ...(minutesPerCall ? { minutesPerCall } : {}),
      };
    }
  }
  // "800 old customers i want to call, each call maybe 2 min": a list to call is that many calls.
  // ("we call all 400 in one month": the number called, with no noun.)
  const list =
    CALL_LIST.exec(text) ??
    /\bcalls? (?:all |about |around |like |maybe )?(\d[\d,]*)\b(?!\s*(?:min|mins|minutes|calls?)\b)/i.exec(text);
  // ("a church with about 200 members, could the agent answer our phone": who they are, not calls.)
  if (
    list &&
    /\b(call|calls|calling|dial|dialing|ring|phone)\b/i.test(text) &&
    !(
      /\b(answer|answers|answering|inbound|incoming|pick up|picks up|phone|phones)\b/i.test(text) &&
      !/\b(call|calling|dial|dialing|ring|text|remind|reach)\s+(?:them|all|each|every|back|those|these|these people|out)\b|\b(outbound|call list|reach out|follow up|win back|reactivat\w*)\b/i.test(
        text,
      )
    )
  ) {
    const amount = readNumber(list[1]!);
    const length = lengthOfCall(text.slice(list.index + list[0].length), text);
    if (amount !== null && amount >= 10)
      return {
        amount,
        unit: "call",
        extra: false,
        ...(length ? { minutesPerCall: Number(length[1] ?? length[2]) } : {}),
      };
  }
  for (const m of text.matchAll(USAGE_RE)) {
    const amount = readNumber(m[1]!);
    const unit = unitOfWord(m[3]!);
    if (amount === null || !unit || amount <= 0) continue;
    // "one minute per call", "each call is a minute": a limit, not usage.
    if (amount === 1 && /^\s*(per|a|each)\b/i.test(text.slice(m.index + m[0].length))) continue;
    // "the phone one plus chat on our site": "one" names a product there, not one chat.
    if (amount === 1 && /^(one|a|an)\s+[a-z]+\s/i.test(m[0])) continue;
    // "one call answering agent per kiosk", "a chat widget": the unit word names a product there.
    if (
      amount === 1 &&
      /^(?:one|a|an)\b/i.test(m[1]!) &&
      /^\s*(?:[a-z]+ing|agents?|center|centre|bots?|widget|box|line|system|service|thing|tool|assistant|feature|option|plan)\b/i.test(
        text.slice(m.index + m[0].length),
      )
    )
      continue;
    // "call back within 5 min": how fast, not how many minutes.
    if (unit === "minute" && /\b(within|in under|under|in)\s+$/i.test(text.slice(0, m.index))) continue;
    // "reservation calls usually run 4-5 min": how long a call lasts, not the month's minutes.
    if (
      unit === "minute" &&
      /\bcalls?\b[^.?!]{0,30}\b(run|runs|last|lasts|take|takes|average|averages|usually|are|is|go)\b[^.?!]{0,15}$/i.test(
        text.slice(0, m.index),
      ) &&
      !MONTHLY_AFTER.test(text.slice(m.index + m[0].length))
    )
      continue;
    // "why would i pay you 299 a month": a price said, not usage.
    if (
      /\b(?:pay|paying|paid|spend|spending|charge|charges|charging|cost|costs|quoted?)\s+(?:(?:you|u|ya|them|him|her|like|about|around|over|almost|nearly)\s+)*\$?$/i.test(
        text.slice(0, m.index),
      )
    )
      continue;
    // "each call maybe 2 min": one call's length, not the month's minutes.
    if (
      unit === "minute" &&
      /\beach (?:call|one|dial)\s+(?:is\s+|takes\s+|lasts\s+|runs\s+)?(?:like\s+|about\s+|around\s+|maybe\s+|roughly\s+)?$/i.test(
        text.slice(0, m.index),
      )
    )
      continue;
    // "what if some of them go like 3 min": how long some calls run, not the month's minutes.
    if (
      unit === "minute" &&
      /\b(?:them|those|they|it|some|ones|a few|a couple|calls?)\s+(?:go|goes|run|runs|last|lasts|take|takes|are|is)\s+(?:like\s+|about\s+|around\s+|maybe\s+|over\s+|up to\s+)?$/i.test(
        text.slice(0, m.index),
      ) &&
      !MONTHLY_AFTER.test(text.slice(m.index + m[0].length))
    )
      continue;
    // "say 2 min per call": how long each call runs, not the month's minutes.
    if (unit === "minute" && /^\s*(?:per call|a call|per dial|per lead)\b/i.test(text.slice(m.index + m[0].length)))
      continue;
    // "burns thru the 60 mins", "what if we use up the 90": the allowance named, not usage.
    if (
      /\b(burns?|burned|burning|blows?|blew|goes?|went|going|runs?|ran|uses?|used|using|exceeds?|exceeded|hits?)\s+(?:(?:thru|through|past|over|out of|up)\s+)?(?:all\s+)?(?:of\s+)?(?:the|its|our|my|those|their)\s*$/i.test(
        text.slice(0, m.index),
      )
    )
      continue;
    const after = text.slice(m.index + m[0].length);
    // "we'd go over by about 500 conversations": beyond the allowance, whatever words come between.
    // "blew past the allowance by 40 minutes", "went over it by 40".
    const overBefore =
      /\b(over|past|beyond|above)\s+(?:(?:the|our|my|its|it|that)\s+)?(?:(?:allowance|limit|included|plan|minutes|cap|quota)\s+)?by\s+(?:about\s+|around\s+|roughly\s+|like\s+|maybe\s+)?$/i.test(
        text.slice(0, m.index),
      );
    const extra = Boolean(m[2]) || EXTRA_AFTER.test(after) || overBefore;
    const length = unit === "call" ? lengthOfCall(after, text) : null;
    const minutesPerCall = length ? Number(length[1] ?? length[2]) : undefined;
    return { amount, unit, extra, ...(minutesPerCall ? { minutesPerCall } : {}) };
  }
  if (over) {
    const amount = readNumber(over[1]!);
    if (amount !== null) return { amount, unit: "minute", extra: true };
  }
  // "chats like 1250", "conversations are about 900": the unit said before its amount.
  const unitFirst =
    /\b(minutes?|mins?|conversations?|convos?|chats?)\s+(?:are |is |like |about |around |maybe |roughly |~\s*)+(\d[\d,]*)\b(?!\s*(?:%|\$|dollars|bucks|a (?:call|chat)|each|per))/i.exec(
      text,
    );
  if (unitFirst) {
    const amount = readNumber(unitFirst[2]!);
    const unit = unitOfWord(unitFirst[1]!);
    if (amount !== null && amount >= 5 && unit) return { amount, unit, extra: false };
  }
  return null;
}

const MONTH_NAMES = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** A month as written: "jan", "january", "sept", "september". */
export const MONTH_WORDS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
/** "sept" → 8, "January" → 0: a month's place in the year. */
export const monthIndex = (word: string) => MONTH_NAMES.indexOf(word.slice(0, 3).toLowerCase());
/** The word for a unit of usage, counted: "calls", "minutes", "conversations". */
export const unitNoun = (unit: Usage["unit"]) =>
  unit === "conversation" ? "conversations" : unit === "call" ? "calls" : "minutes";

/** Every "june thru aug" in a message, where it starts and how many months it spans. */
function monthRanges(message: string): { at: number; months: number }[] {
  const name = "(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*";
  const out: { at: number; months: number }[] = [];
  for (const m of message.matchAll(
    new RegExp(`\\b${name}\\s*(?:-|–|to|thru|through|till|until)\\s*${name}\\b`, "gi"),
  )) {
    const from = MONTH_NAMES.indexOf(m[1]!.toLowerCase().slice(0, 3));
    const to = MONTH_NAMES.indexOf(m[2]!.toLowerCase().slice(0, 3));
    if (from >= 0 && to >= 0) out.push({ at: m.index, months: ((to - from + 12) % 12) + 1 });
  }
  return out;
}

/** "oct and nov", "nov, dec and jan": how many months are named in one list (two or more). */
function monthsListed(message: string): number | null {
  const name = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*";
  // ("march april may": names one after another count too.)
  const list = new RegExp(`\\b${name}(?:(?:\\s*(?:,|and|&|\\+|n)\\s*|\\s+)${name})+\\b`, "i").exec(message);
  if (!list) return null;
  const names = new Set((list[0].match(new RegExp(name, "gi")) ?? []).map((m) => m.toLowerCase().slice(0, 3)));
  return names.size >= 2 ? names.size : null;
}

/** "ignore setup", "not counting the setup": a total asked without the one-time fee. */
const NO_SETUP =
  /\b(?:ignore|ignoring|without|excluding|exclude|excl\.?|not counting|not including|minus|leave out|leaving out|forget|skip|(?:don'?t|do not|dont) (?:count|include|add))\s+(?:the\s+)?set ?up\b|\bno set ?up\b/i;

/** "june thru aug": how many months the first range spans, both ends included (two or more). */
function monthRange(message: string): number | null {
  const first = monthRanges(message)[0];
  return first && first.months >= 2 ? first.months : null;
}

function readMonths(message: string): number | null {
  const range = monthRange(message);
  if (range !== null) return range;
  const years = new RegExp(`(${NUMBER})\\s*(?:years?|yrs?)\\b`, "i").exec(message);
  // "customers we haven't called in 2 years", "2 years ago": time past, not a span to bill.
  const past =
    years &&
    (/^\s*(?:ago|back|since|old)\b/i.test(message.slice(years.index + years[0].length)) ||
      /\b(?:haven'?t|havent|hasn'?t|hasnt|not|never|didn'?t|didnt|last|past|over the last|for the last)\b[^.?!]{0,40}\b(?:in|for|over)\s+(?:the\s+)?(?:last\s+|past\s+)?$/i.test(
        message.slice(0, years.index),
      ));
  if (years && !past) {
    const n = readNumber(years[1]!);
    if (n !== null && n >= 1 && n <= 5) return n * 12;
  }
  // "first year if i only run it 5 months": the months it runs, within that year, are the period.
  const onlyMonths = new RegExp(
    `\\b(?:only|just)\\b[^.?!]{0,25}?\\b(${NUMBER})\\s+months?\\b|\\b(${NUMBER})\\s+months?\\s+(?:only|of (?:it|use|running))\\b`,
    "i",
  ).exec(message);
  const onlyN = onlyMonths ? readNumber((onlyMonths[1] ?? onlyMonths[2])!) : null;
  if (onlyN !== null && onlyN >= 2 && onlyN <= 12) return onlyN;
  if (YEAR.test(message) || /\b(year one|year 1|1st year|first year|for the year)\b/i.test(message)) return 12;
  // "i have 10k to spend this year": a budget for the year is a year to add up.
  if (/\bthis year\b/i.test(message) && readPlainBudget(message) !== null) return 12;
  const m = MONTHS.exec(message);
  if (!m) return null;
  const n = readNumber(m[1]!);
  return n !== null && n >= 2 && n <= 60 ? n : null;
}

const agentUnit = (a: Agent): "minute" | "conversation" =>
  /conversation/i.test(a.overage.per) ? "conversation" : "minute";
const monthlyOf = (a: Agent) => money(a.monthlyUsd.from, a.monthlyUsd.to);
const perMonth = "a month";
const OFFER = "Want our team to confirm it in writing?";

/** One agent's monthly bill for the usage named. */
/** "what's the extra on top", "how much is the overage": the overage alone, not the whole bill. */
const EXTRA_ASKED =
  /\b(extra|on top|overage|additional cost|how much more)\b|\bwhat (does|would|will) (that|it|this) add\b|\badds? to (my|the) bill\b/i;
// ("what would i pay per month, including any overage": the whole bill, the overage in it.)
const WHOLE_BILL =
  /\b(total|whole|altogether|all in|all-in|overall|bill|monthly|including|incl|with overage|with the overage)\b|\bpay (per|a|each|every) month\b/i;

function agentBill(
  a: Agent,
  usage: Usage,
): {
  text: string;
  working: string[];
  monthly: Money;
  extra?: { text: string; line: string };
  /** How the calls said became minutes, when they did ("…calls of 4 minutes would run past that limit"). */
  callsNote?: string;
} | null {
  const unit = agentUnit(a);
  let amount = usage.amount;
  let note = "";
  if (usage.unit === "call" && unit === "minute" && a.perCallLimitMinutes) {
    // A call on the inbound agent lasts at most its per-call limit: the minutes are bounded by it.
    const limit = a.perCallLimitMinutes === 1 ? "one minute" : `${a.perCallLimitMinutes} minutes`;
    // "each one is like 45 seconds": shorter calls use only their own minutes.
    const shorter = usage.minutesPerCall !== undefined && usage.minutesPerCall < a.perCallLimitMinutes;
    amount = shorter ? Math.round(usage.amount * usage.minutesPerCall!) : usage.amount * a.perCallLimitMinutes;
    // "avg 3 min each": longer than the plan's per-call limit, said plainly rather than billed as if it fit.
    note =
      usage.minutesPerCall && usage.minutesPerCall > a.perCallLimitMinutes
        ? ` Each call to the ${a.name} is limited to ${limit}, so that's ${count(usage.amount)} calls at ${limit} each; calls of ${count(usage.minutesPerCall)} minutes would run past that limit. It's built for short calls: a caller who needs longer can be transferred to your team under rules you set.`
        : shorter
          ? ` That's ${count(usage.amount)} calls × ${count(usage.minutesPerCall!)} minutes = ${count(amount)} minutes, each call inside the ${limit} limit.`
          : ` At up to ${limit} a call, ${count(usage.amount)} calls is at most ${count(amount)} minutes.`;
  } else if (usage.unit === "call" && unit === "minute" && usage.minutesPerCall) {
    // "200 leads, about 2 min each": the minutes are the calls times their length.
    amount = Math.round(usage.amount * usage.minutesPerCall);
    note = ` That's ${count(usage.amount)} calls × ${count(usage.minutesPerCall)} ${usage.minutesPerCall === 1 ? "minute" : "minutes"} = ${count(amount)} minutes.`;
  } else if (usage.unit !== unit) return null;
  if (usage.share) {
    const unitWord = usage.unit === "call" ? "calls" : usage.unit === "minute" ? "minutes" : "conversations";
    const { percent, of, label, said } = usage.share;
    const part = said ? `${said.replace(/^half$/, "half")} of` : `${count(percent)}% of`;
    // (One sentence with the per-call bound: "…is 120 calls, at most 120 minutes at up to one minute a call.")
    const bound = / At up to (.+?) a call, [\d,]+ calls is at most ([\d,]+) minutes\.$/.exec(note);
    note = bound
      ? ` Only the ${label} ones: ${part} ${count(of)} ${unitWord} is ${said ? "about " : ""}${count(usage.amount)} ${unitWord}, at most ${bound[2]} minutes at up to ${bound[1]} a call.`
      : ` Only the ${label} ones: ${part} ${count(of)} ${unitWord} is ${said ? "about " : ""}${count(usage.amount)} ${unitWord}.${note}`;
  }
  if (usage.daily) {
    const unitWord = usage.unit === "call" ? "calls" : usage.unit === "minute" ? "minutes" : "conversations";
    const { perDay, days, per, assumed } = usage.daily;
    const month =
      per === "week"
        ? days > 0
          ? `${count(perDay)} ${unitWord} a week × ${count(days)} weeks = ${count(usage.amount)} ${unitWord} a month`
          : `${count(perDay)} ${unitWord} a week × 52 weeks ÷ 12 months ≈ ${count(usage.amount)} ${unitWord} a month`
        : `${count(perDay)} ${unitWord} a ${usage.daily.night ? "night" : "day"} × ${count(days)} ${usage.daily.night ? "nights" : "days"} = ${count(usage.amount)} ${unitWord} a month`;
    const assumption = assumed
      ? " (if they come in every day of a 30-day month; tell me the days you're open and I'll redo it)"
      : "";
    note = ` That's ${month}${assumption}, and the included ${unit === "minute" ? "minutes" : "conversations"} are per month.${note}`;
  }
  const included = a.included.amount;
  const over = usage.extra ? amount : Math.max(0, amount - included);
  const ranged = a.monthlyUsd.from !== a.monthlyUsd.to;
  const base = ranged && usage.tier ? money(a.monthlyUsd[usage.tier]) : monthlyOf(a);
  const unitWord = unit === "minute" ? "minutes" : "conversations";
  const rate = `${formatUsd(a.overage.usd)} a ${a.overage.per}`;
  const volume = !ranged
    ? ""
    : usage.tier
      ? ` on the ${formatUsd(a.monthlyUsd[usage.tier])} tier`
      : `, depending on ${(a.monthlyNote ?? "volume").replace(/^by /, "")}`;
  if (over === 0) {
    return {
      text: `${count(amount)} ${unitWord} fits inside the ${count(included)} the ${a.name} includes, so your bill is ${usd(base)} ${perMonth}${volume}, with no overage.${note}`,
      working: [],
      monthly: base,
      callsNote: usage.unit === "call" && note ? note.trim() : undefined,
    };
  }
  const total = add(base, times(over, money(a.overage.usd)));
  const line = `${usd(base)} + ${count(over)} × ${formatUsd(a.overage.usd)} = ${usd(total)}`;
  const why = usage.extra
    ? `${count(over)} ${unitWord} beyond the ${count(included)} included, at ${rate}`
    : `${count(included)} ${unitWord} are included and the other ${count(over)} are ${rate}`;
  const extraCost = over * a.overage.usd;
  const extraLine = `${count(over)} × ${formatUsd(a.overage.usd)} = ${formatUsd(extraCost)}`;
  return {
    text: `Your ${a.name} bill would be about ${usd(total)} ${perMonth}${volume}: ${line} (${why}).${note}`,
    working: [line],
    monthly: total,
    callsNote: usage.unit === "call" && note ? note.trim() : undefined,
    extra: {
      text: `The extra would be ${formatUsd(extraCost)} ${perMonth} (${extraLine}) on top of the ${usd(base)}: ${why}.${note}`,
      line: extraLine,
    },
  };
}

/** A plain budget said beside a period ("4k for the whole first year"), for periodLine. */
function budgetFor(message: string, offers: Offers): { usd: number; planDownUsd: number } | null {
  const usd = readPlainBudget(message);
  return usd === null ? null : { usd, planDownUsd: offers.paymentPlansFromDownUsd };
}

function periodLine(
  months: number,
  monthly: Money,
  setup: number | null,
  label: string,
  /** "my total budget is 4k for the whole first year": the period's total set against it. */
  budget: { usd: number; planDownUsd: number } | null = null,
): { text: string; working: string[] } {
  const recurring = times(months, monthly);
  const working = [`${months} × ${usd(monthly)} = ${usd(recurring)}`];
  const span = months === 12 ? "a year" : `${months} months`;
  let text = `${span[0]!.toUpperCase()}${span.slice(1)} of ${label} is ${usd(recurring)} (${working[0]})`;
  let total = recurring;
  if (setup !== null && setup > 0) {
    const first = add(recurring, money(setup));
    total = first;
    const line = `${usd(recurring)} + ${formatUsd(setup)} = ${usd(first)}`;
    working.push(line);
    text += `, or ${usd(first)} for the first ${months === 12 ? "year" : span} with the one-time ${formatUsd(setup)} setup (${line})`;
  }
  text += ".";
  if (budget !== null) {
    const limit = budget.usd;
    if (total.low > limit) {
      const line = `${formatUsd(total.low)} − ${formatUsd(limit)} = ${formatUsd(total.low - limit)}`;
      working.push(line);
      text = `No, not within your ${formatUsd(limit)} budget. ${text} That's ${formatUsd(total.low - limit)} over it (${line}), though payment plans start from ${formatUsd(budget.planDownUsd)} down, so the setup needn't come out at once.`;
    } else if (total.high <= limit) {
      const line = `${formatUsd(limit)} − ${formatUsd(total.high)} = ${formatUsd(limit - total.high)}`;
      working.push(line);
      text = `Yes, it fits your ${formatUsd(limit)} budget. ${text} That leaves ${formatUsd(limit - total.high)} to spare (${line}).`;
    } else text = `It fits your ${formatUsd(limit)} budget only at the lower call volumes. ${text}`;
  }
  return { text, working };
}

/**
 * The bill the message asks to be worked out, or null when it asks for no arithmetic (a plain
 * "how much is it?" is a price, answered elsewhere).
 */
/** "each call is about a minute and a half", "2 min each", "90 seconds a call": minutes per call. */
function callLength(message: string): number | null {
  if (/\b(a|one) minute and a half\b|\b1\.5 ?min|\b90 seconds\b|\bone and a half minutes?\b/i.test(message)) return 1.5;
  const m =
    /\b(?:each|every|per|a)\s+(?:call|reminder|dial)\s+(?:is|lasts|takes|runs)?\s*(?:about|around|roughly|like|maybe)?\s*(\d+(?:\.\d+)?)\s*(?:min|mins|minutes?)\b/i.exec(
      message,
    ) ?? /\b(\d+(?:\.\d+)?)\s*(?:min|mins|minutes?)\s+(?:each|a call|per call|apiece)\b/i.exec(message);
  const n = m ? Number(m[1]) : NaN;
  return Number.isFinite(n) && n > 0 && n <= 30 ? n : null;
}

/** "how many reminders do the 90 mins get me at a minute and a half each": minutes over call length. */
function callsInMinutes(message: string, subject: QuoteSubject): Quote | null {
  const noun =
    /\bhow many\s+(calls|reminders|dials|leads|people|customers|follow[- ]?ups|callers|appointments)\b/i.exec(
      message,
    )?.[1];
  const each = callLength(message);
  const a = subject.agents.length === 1 ? subject.agents[0]! : undefined;
  if (!noun || !each || !a || agentUnit(a) !== "minute") return null;
  const said = /\b(\d[\d,]*)\s*(?:min|mins|minutes)\b(?!\s+(?:each|a call|per call|apiece))/i.exec(message);
  const minutes =
    said && Number(said[1]!.replace(/,/g, "")) !== each ? Number(said[1]!.replace(/,/g, "")) : a.included.amount;
  const calls = Math.floor(minutes / each);
  const line = `${count(minutes)} minutes ÷ ${each} minutes a call ≈ ${count(calls)}`;
  const inside = minutes <= a.included.amount ? `, inside the ${count(a.included.amount)} the ${a.name} includes` : "";
  return {
    text: `About ${count(calls)} ${noun.toLowerCase()} a month (${line})${inside}; each minute past that is ${formatUsd(a.overage.usd)}. ${OFFER}`,
    working: [line],
    about: "agents",
  };
}

/**
 * "my budget is like $300/month max", "6k upfront and 800/mo max", "1000 for setup": what the
 * visitor can spend a month and upfront, or null when no budget is said.
 */
export function readBudgets(message: string): { upfront: number | null; monthly: number | null } | null {
  if (
    !/\b(budget|afford|spend|max|maximum|up to|no more than|under|less than|at most|only have|only got|got|swing|cap|limit|can do|tops|manage|willing to)\b/i.test(
      message,
    )
  )
    return null;
  const amount = (re: RegExp) => {
    const m = re.exec(message);
    const v = m ? readNumber(m[1]!.replace(/^\$/, "")) : null;
    return v !== null && v >= 20 && v <= 50_000 ? v : null;
  };
  const upfront = amount(
    /(\$?\d[\d,.]*k?)\s*(?:\$|dollars|bucks|usd)?\s*(?:(?:to spend|to put down|to put in|to invest)\s+)?(?:upfront|up front|(?:for |on |as )?(?:the )?(?:setup|set up)|one[- ]time|to start|down)\b/i,
  );
  const monthly = amount(
    /(\$?\d[\d,.]*k?)\s*(?:\$|dollars|bucks|usd)?\s*(?:\/\s*mo\w*|(?:a|per|each) (?:month|mo)\b|monthly)/i,
  );
  return upfront === null && monthly === null ? null : { upfront, monthly };
}

/** "budget is around 10k, doable?": a budget with no "upfront" or "a month" said, or null. */
export function readPlainBudget(message: string): number | null {
  if (readBudgets(message)) return null;
  // "10k for this year. can i get…": an amount for the year, said first.
  const forYear =
    /^\s*(?:about\s+|around\s+|like\s+)?(\$?\d[\d,.]*\s?k?)\s+(?:for|this|per|a)\s+(?:this\s+|the\s+)?year\b/i.exec(
      message,
    );
  if (forYear) {
    const v = readNumber(forYear[1]!.replace(/^\$/, "").replace(/\s+/g, ""));
    if (v !== null && v >= 500 && v <= 500_000) return v;
  }
  const m =
    /\b(?:budget(?: is| of|'s)?|afford|spend|only have|only got|have|got|up to|under|max(?:imum)?|no more than|less than)\s+(?:is\s+|of\s+)?(?:about\s+|around\s+|like\s+|roughly\s+|maybe\s+)?(\$?\d[\d,.]*\s?k?)\b(?!\s*(?:calls?|minutes?|mins?|conversations?|chats?|locations?|people|leads?|members?|customers?|clients?|%))/i.exec(
      message,
    );
  const v = m ? readNumber(m[1]!.replace(/^\$/, "").replace(/\s+/g, "")) : null;
  return v !== null && v >= 500 && v <= 500_000 ? v : null;
}

/**
 * "2000 a year max for this. what fits", "annual budget is about 5k": what the visitor can spend
 * in a year, asked against what fits it; null otherwise.
 */
export function readYearlyBudget(message: string): number | null {
  if (readBudgets(message)) return null;
  if (
    !/\b(budget|max|maximum|tops|afford|only|limit|cap|at most|no more than|under|fits?|what can i get|enough)\b/i.test(
      message,
    )
  )
    return null;
  const m =
    /(\$?\d[\d,.]*\s?k?)\s*(?:\$|dollars|bucks|usd)?\s*(?:a|per|\/|each|for the|for a|for this|this)\s*(?:whole\s+|first\s+|full\s+)?(?:year|yr)\b/i.exec(
      message,
    ) ??
    /\b(?:annual|yearly)\s+budget(?:\s+is|\s+of|'s)?\s+(?:about\s+|around\s+|like\s+)?(\$?\d[\d,.]*\s?k?)/i.exec(
      message,
    );
  const v = m ? readNumber(m[1]!.replace(/^\$/, "").replace(/\s+/g, "")) : null;
  return v !== null && v >= 100 && v <= 500_000 ? v : null;
}

/**
 * "budget is like 6k upfront and 800/mo max. could i swing both?": the totals set against the
 * visitor's own limits, said plainly, with payment plans when the setup is over.
 */
function againstBudget(message: string, setup: number, monthly: Money, offers: Offers): string | null {
  // "and still stay under 800": a monthly ceiling (a setup is never that small).
  const ceiling = /\b(?:stay|stays|staying|keep it|keep us|remain)\s+(?:under|below|within)\s+\$?(\d[\d,]*)\b/i.exec(
    message,
  );
  const ceilingUsd = ceiling ? Number(ceiling[1]!.replace(/,/g, "")) : NaN;
  const budget =
    readBudgets(message) ?? (ceilingUsd >= 20 && ceilingUsd < 2500 ? { upfront: null, monthly: ceilingUsd } : null);
  if (!budget) return null;
  const { upfront, monthly: perMonth } = budget;
  const parts: string[] = [];
  if (upfront !== null)
    parts.push(
      setup <= upfront
        ? `the setup fits your ${formatUsd(upfront)} upfront`
        : `the setup is ${formatUsd(setup - upfront)} over your ${formatUsd(upfront)} upfront (${formatUsd(setup)} − ${formatUsd(upfront)} = ${formatUsd(setup - upfront)}), though payment plans start from ${formatUsd(offers.paymentPlansFromDownUsd)} down`,
    );
  if (perMonth !== null)
    parts.push(
      monthly.high <= perMonth
        ? `the monthly fits your ${formatUsd(perMonth)}`
        : monthly.low > perMonth
          ? `the monthly is over your ${formatUsd(perMonth)}`
          : `the monthly fits your ${formatUsd(perMonth)} at lower call volumes (${formatUsd(monthly.low)}) but not at the top of the range (${formatUsd(monthly.high)})`,
    );
  const said = parts.join(", and ");
  return `Against your budget, ${said}.`;
}

/** Two usages in one message, one per agent's unit ("1,200 chats and 80 call minutes"), or null. */
function bothUsages(message: string, agents: Agent[]): { agent: Agent; usage: Usage }[] | null {
  if (agents.length !== 2) return null;
  const found = message
    // ("the inbound agent at 200 minutes or the chat agent at 2000 chats": two usages set side by side.)
    .split(/,\s+|\s+and\s+|\s+plus\s+|\s+or\s+|\s*&\s*|;\s*/i)
    .map((part) => readUsage(part))
    .filter((u): u is Usage => u !== null);
  const unitOf = (u: Usage) => (u.unit === "conversation" ? "conversation" : "minute");
  const pairs = agents.map((agent) => ({ agent, usage: found.find((u) => unitOf(u) === agentUnit(agent)) }));
  if (agentUnit(agents[0]!) === agentUnit(agents[1]!) || pairs.some((p) => !p.usage)) return null;
  return pairs as { agent: Agent; usage: Usage }[];
}

/** "branch" → "branches", "office" → "offices", "locations" as it is. */
const plural = (w: string) => (/s$/.test(w) ? w : /(ch|sh)$/.test(w) ? `${w}es` : `${w}s`);
/** "branches" → "branch", "stores" → "store", "offices" → "office". */
const singular = (w: string) => w.replace(/(ch|sh|ss|x)es$/, "$1").replace(/([^s])s$/, "$1");

/** The usage an earlier bill was worked out from, said back: " (10 calls a day)", " (400 calls a month)". */
function usageSaid(u: Usage): string {
  const noun = unitNoun(u.unit);
  if (u.daily) return ` (${count(u.daily.perDay)} ${noun} a ${u.daily.per}, about ${count(u.amount)} a month)`;
  return u.extra ? "" : ` (${count(u.amount)} ${noun} a month)`;
}

const MONTH_NAME = `(?:${MONTH_WORDS})\\b`;
/** "nov and dec", "jun thru sep", "dec": months named as a season; "may" alone is the verb. */
const MONTH_SEASON = `(?:${MONTH_NAME}(?:\\s*(?:,|and|&|\\+|-|–|to|thru|through|till|until)\\s*${MONTH_NAME})+|(?!may\\b)${MONTH_NAME})`;
const SEASON = new RegExp(
  `\\b(summer|winter|spring|fall|autumn|(?!(?:this|the|that|next|last|each|every|per|a|one|our|my|off)\\s)[a-z]+ season|off[- ]?season|off[- ]?peak|busy season|slow season|high season|low season|busy months?|slow months?|the holidays|normally|usually|typically|most months|normal months?|a normal month|the rest of the (?:year|yr)|rest of the (?:year|yr)|${MONTH_SEASON})\\b`,
  "gi",
);

/** Whether a season or a month is named: "in feb and may", "summer", "the holidays". */
export function namesSeason(message: string): boolean {
  return new RegExp(SEASON.source, "i").test(message);
}

/** A season as said back: "nov and dec" → "November and December", "normally" → "a normal month". */
function seasonLabel(said: string): string {
  const s = said.toLowerCase();
  if (/^(normally|usually|typically|most months|normal months?|a normal month)$/.test(s)) return "a normal month";
  if (/rest of the/.test(s)) return "the rest of the year";
  if (!new RegExp(`^${MONTH_NAME}`).test(s)) return s;
  return s
    .replace(
      new RegExp(`\\b${MONTH_NAME}`, "g"),
      (m) => MONTH_LONG.find((x) => x.toLowerCase().startsWith(m.slice(0, 3)))!,
    )
    .replace(/\s*(?:-|–|to|thru|through|till|until)\s*/g, " to ")
    .replace(/\s*(?:&|\+)\s*/g, " and ");
}

/**
 * "in summer we get about 2000 chats a month, winter maybe 300": one usage per season, each the
 * first number said after its season (or just before it); null unless two seasons have one each.
 */
export function seasonalUsages(message: string): { label: string; amount: number }[] | null {
  const labels = [...message.matchAll(SEASON)];
  if (labels.length < 2) return null;
  const out: { label: string; amount: number }[] = [];
  for (const [i, m] of labels.entries()) {
    const end = m.index + m[0].length;
    const next = labels[i + 1]?.index ?? message.length;
    const after = /(\d[\d,]*(?:\.\d+)?\s?k?)\b/i.exec(message.slice(end, next));
    // ("40 calls a month normally": the amount said just before, with its unit.)
    const before = /(\d[\d,]*(?:\.\d+)?\s?k?)\D{0,20}$/i.exec(message.slice(Math.max(0, m.index - 36), m.index));
    // ("300 calls in july but only 40 in january": the number said right before "in" is that month's.)
    const tight =
      /(\d[\d,]*(?:\.\d+)?\s?k?)\s*(?:(?:calls?|min|mins|minutes|chats?|conversations?|convos?|a|per|month|mo)\s+){0,3}(?:in|for|during|over|around|through)\s+(?:the\s+)?$/i.exec(
        message.slice(Math.max(0, m.index - 40), m.index),
      );
    const n = readNumber((tight ?? after ?? before)?.[1]?.replace(/\s/g, "") ?? "");
    if (n !== null && n > 0) out.push({ label: seasonLabel(m[0]), amount: n });
  }
  return out.length >= 2 && new Set(out.map((x) => x.amount)).size >= 2 ? out.slice(0, 2) : null;
}

/**
 * "if i use 60 min in april, 180 in june and 300 in july, what do i pay for those 3 months": each
 * named month's bill, then their sum and the sum with setup; null unless two or more months each
 * have their own amount, for one agent.
 */
function namedMonths(message: string, subject: QuoteSubject): Quote | null {
  const a = subject.agents.length === 1 && subject.plans.length === 0 ? subject.agents[0]! : undefined;
  if (!a) return null;
  const said = [
    ...message.matchAll(
      new RegExp(
        `(?<![$\\d,.])(\\d[\\d,]*)\\s*(?:min|mins|minutes|conversations?|convos?|chats?)?\\s+(?:in|for|during)\\s+(${MONTH_WORDS})\\b`,
        "gi",
      ),
    ),
  ];
  if (said.length < 2 || said.length > 12) return null;
  const unit = agentUnit(a);
  const unitWord = unit === "minute" ? "minutes" : "conversations";
  const months = said.map((m) => ({
    name: MONTH_LONG.find((x) => x.toLowerCase().startsWith(m[2]!.toLowerCase().slice(0, 3)))!,
    amount: Number(m[1]!.replace(/,/g, "")),
  }));
  if (new Set(months.map((m) => m.name)).size < months.length) return null;
  const bills = months.map((m) => ({ m, b: agentBill(a, { amount: m.amount, unit, extra: false }) }));
  if (bills.some((x) => !x.b)) return null;
  const each = bills.map(({ m, b }) =>
    b!.working.length
      ? `${m.name} ${usd(b!.monthly)} (${b!.working[0]})`
      : `${m.name} ${usd(b!.monthly)} (${count(m.amount)} ${unitWord}, inside the ${count(a.included.amount)} included)`,
  );
  const total = bills.reduce((acc, x) => add(acc, x.b!.monthly), money(0));
  const sumLine = `${bills.map((x) => usd(x.b!.monthly)).join(" + ")} = ${usd(total)}`;
  const withSetup = add(total, money(a.setupUsd));
  const setupLine = `${usd(total)} + ${formatUsd(a.setupUsd)} = ${usd(withSetup)}`;
  return {
    text: `On the ${a.name}: ${joinAnd(each)}, so ${usd(total)} for those ${months.length} months (${sumLine}), or ${usd(withSetup)} with the one-time ${formatUsd(a.setupUsd)} setup (${setupLine}). ${OFFER}`,
    working: [...bills.flatMap((x) => x.b!.working), sumLine, setupLine],
    about: "agents",
  };
}

/** "those 4 months", "4 busy months": a count of peak months, under a year. */
const PEAK_MONTHS = new RegExp(
  `\\b(${NUMBER})\\s+(?:busy\\s+|peak\\s+|summer\\s+|crazy\\s+|slammed\\s+)?months?\\b`,
  "i",
);

/**
 * "jun thru sep is nuts, maybe 150 min a month those 4 months and way under 60 the rest. whats a
 * full year including setup": the busy months' bill, the quiet months' bill (their own amount, or
 * the monthly fee when inside the allowance) and the setup, with the working; null unless a year,
 * the busy months and the quiet rest are all said.
 */
function peakYear(message: string, subject: QuoteSubject): Quote | null {
  const a = subject.agents.length === 1 ? subject.agents[0]! : undefined;
  if (!a || a.monthlyUsd.from !== a.monthlyUsd.to) return null;
  // ("600 a month … 2200 a month" of the chat agent named before: its own unit.)
  const perMonth = [...message.matchAll(/(?<![$\d,])(\d[\d,]*)\s*(?:a|per|\/)\s*mo(?:nth)?\b/gi)];
  const usage =
    readUsage(message) ??
    (perMonth.length >= 2
      ? {
          amount: Number(perMonth[0]![1]!.replace(/,/g, "")),
          unit: agentUnit(a) === "conversation" ? ("conversation" as const) : ("minute" as const),
          extra: false,
        }
      : null);
  if (!usage) return null;
  if (!/\b(full|whole|a|the|per|first|all) (year|yr)\b|\b(yearly|annual\w*|12 months)\b/i.test(message)) return null;
  const counted = PEAK_MONTHS.exec(message);
  // "oct thru april … 600 a month but may-sep more like 2200": two ranges; the busy one is the range
  // said nearest the larger amount.
  const ranges = monthRanges(message);
  const bigAt = (() => {
    let at = -1;
    let most = -1;
    for (const m of message.matchAll(/(?<![$\d,])(\d[\d,]*)/g)) {
      const v = Number(m[1]!.replace(/,/g, ""));
      if (v > most && v < 100_000) [most, at] = [v, m.index];
    }
    return at;
  })();
  const nearest =
    ranges.length >= 2 ? [...ranges].sort((x, y) => Math.abs(x.at - bigAt) - Math.abs(y.at - bigAt))[0]!.months : null;
  const peak = nearest ?? monthRange(message) ?? monthsListed(message) ?? (counted ? readNumber(counted[1]!) : null);
  if (peak === null || peak < 1 || peak >= 12) return null;
  // The busy months' amount and the quiet months' ("normal months maybe 700 … april thru august
  // 1600"): the larger is the busy one; a quiet rest said only in words ("way under 60") is inside.
  const amounts = [
    ...message.matchAll(
      /(?<![$\d,])(\d[\d,]*)\s*(?:k\b)?\s*(?:(?:min|mins|minutes|chats?|conversations?|convos?|calls?)\b|(?:a|per|\/)\s*mo(?:nth)?\b)/gi,
    ),
  ]
    // ("avg call maybe 3 min", "2 min each": how long a call lasts, not a month's usage.)
    .filter(
      (m) =>
        !/\b(avg|average|each|per|every)\b[^.?!,]{0,14}$|\bcalls?\s+(?:are|r|is|last|lasts|run|runs|take|takes)\b[^.?!,]{0,14}$/i.test(
          message.slice(Math.max(0, m.index - 24), m.index),
        ) && !/^\s*(?:each|per call|a call|long)\b/i.test(message.slice(m.index + m[0].length)),
    )
    .map((m) => readNumber(m[1]!.replace(/,/g, "")))
    .filter((n): n is number => n !== null && n > 0);
  const busy = Math.max(usage.amount, ...amounts);
  // ("…140 min a month and the other months maybe 30": a quiet amount said with no unit of its own.)
  const restSaid =
    /\b(?:other (?:\d{1,2} )?months|remaining (?:\d{1,2} )?months|the rest(?: of the (?:year|yr))?|rest of the (?:year|yr)|off[- ]?season|otherwise|slow months|quiet months)\D{0,20}?(\d[\d,]*)/i.exec(
      message,
    );
  // ("about 700 the other months": the amount said just before them.)
  const restBefore =
    /(?<![$\d,])(\d[\d,]*)\s*(?:[a-z]+\s+){0,2}?(?:the |in the |for the )?(?:other months|rest of the (?:year|yr)|off[- ]?season|slow months|quiet months)\b/i.exec(
      message,
    );
  const restAmount = restSaid
    ? Number(restSaid[1]!.replace(/,/g, ""))
    : restBefore
      ? Number(restBefore[1]!.replace(/,/g, ""))
      : NaN;
  // ("40 calls normally … rest of the yr more like 50": the amount said for the rest wins.)
  const quietSaid = restAmount > 0 && restAmount < busy ? [restAmount] : amounts.filter((n) => n < busy);
  const quietInside =
    /\b(the rest|rest of the year|other months|off[- ]?season|otherwise|normal months|slow months|quiet months)\b/i.test(
      message,
    ) && /\b(under|less|below|barely|hardly|quiet|dead|slow|nothing|not much|within|inside)\b/i.test(message);
  if (quietSaid.length === 0 && !quietInside) return null;
  const billOf = (amount: number) => agentBill(a, { ...usage, amount, extra: false, daily: undefined });
  const busyBill = billOf(busy);
  const quietBill = quietSaid.length ? billOf(quietSaid[0]!) : null;
  if (!busyBill || (quietSaid.length && !quietBill)) return null;
  const base = monthlyOf(a);
  const quiet = quietBill?.monthly ?? base;
  const quietMonths = 12 - peak;
  const busyTotal = times(peak, busyBill.monthly);
  const quietTotal = times(quietMonths, quiet);
  // "ignore setup": the year's monthly bills alone.
  const noSetup = NO_SETUP.test(message);
  const total = add(add(busyTotal, quietTotal), money(noSetup ? 0 : a.setupUsd));
  const unit = agentUnit(a) === "minute" ? "minutes" : "conversations";
  const lines = [
    ...(busyBill.working.length ? busyBill.working : []),
    ...(quietBill?.working.length ? quietBill.working : []),
    `${peak} × ${usd(busyBill.monthly)} = ${usd(busyTotal)}`,
    `${quietMonths} × ${usd(quiet)} = ${usd(quietTotal)}`,
    noSetup
      ? `${usd(busyTotal)} + ${usd(quietTotal)} = ${usd(total)}`
      : `${formatUsd(a.setupUsd)} + ${usd(busyTotal)} + ${usd(quietTotal)} = ${usd(total)}`,
  ];
  const n = lines.length;
  const busyLine = busyBill.working[0] ?? usd(busyBill.monthly);
  const quietLine = quietBill
    ? quietBill.working[0]
      ? `${count(quietSaid[0]!)} ${unit}, ${quietBill.working[0]}`
      : `${count(quietSaid[0]!)} ${unit} fit inside the allowance`
    : "inside the allowance";
  // (Each line's figures come from content or a line before it, so the working reads in order.)
  return {
    text: noSetup
      ? `A year of the ${a.name}, not counting setup, comes to about ${usd(total)}: ${peak} busy months at ${usd(busyBill.monthly)} (${count(busy)} ${unit}, ${busyLine}; ${lines[n - 3]}) and ${quietMonths} quieter months at ${usd(quiet)} (${quietLine}; ${lines[n - 2]}), so ${lines[n - 1]}. ${OFFER}`
      : `The first year of the ${a.name} with setup comes to about ${usd(total)}: ${peak} busy months at ${usd(busyBill.monthly)} (${count(busy)} ${unit}, ${busyLine}; ${lines[n - 3]}), ${quietMonths} quieter months at ${usd(quiet)} (${quietLine}; ${lines[n - 2]}) and the one-time setup (${lines[n - 1]}). ${OFFER}`,
    working: lines,
    about: "agents",
  };
}

/** "whats the total for the first year including setup" after the locations' bills: that period with setup. */
function sitesSpan(message: string, monthly: Money, setup: number): { text: string; working: string[] } {
  const months = /\bfirst month\b/i.test(message) ? 1 : readMonths(message);
  if (!months || months < 1) return { text: "", working: [] };
  const period = times(months, monthly);
  const periodLine = `${months} × ${usd(monthly)} = ${usd(period)}`;
  const total = add(period, money(setup));
  const totalLine = `${usd(period)} + ${formatUsd(setup)} = ${usd(total)}`;
  const span = months === 1 ? "the first month" : months === 12 ? "the first year" : `the first ${months} months`;
  return {
    text:
      months === 1
        ? ` So ${span} comes to ${usd(total)} with setup (${totalLine}).`
        : ` So ${span} comes to ${usd(total)} with setup: ${periodLine}, and ${totalLine}.`,
    working: months === 1 ? [totalLine] : [periodLine, totalLine],
  };
}

/**
 * "two shops, one gets 200 min of calls a month the other 90", "3 offices: 100, 250 and 400
 * minutes": one amount per location, when as many amounts as locations are said and they differ.
 */
function usagePerSite(message: string, sites: RegExpExecArray, copies: number): number[] | null {
  const rest =
    message.slice(0, sites.index) + " ".repeat(sites[0].length) + message.slice(sites.index + sites[0].length);
  const amounts = [
    ...rest.matchAll(
      /(?<![$\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?![\d,]*\s*(?:%|k\b|\$|dollars?|bucks|usd|days?|nights?|weeks?|months?|years?|yrs?|hours?|hrs?|am\b|pm\b|seconds?|secs?|people|staff|employees|agents?|locations?|offices?|stores?|shops?|sites?|branch(?:es)?|clinics?|salons?|studios?|gyms?))/gi,
    ),
  ].map((m) => Number(m[1]!.replace(/,/g, "")));
  // ("200 minutes and 800 chats" are two agents' usage, not two locations'.)
  const units = new Set([...message.matchAll(USAGE_RE)].map((m) => unitOfWord(m[3]!)));
  if (units.size > 1 || amounts.length !== copies || amounts.some((n) => n < 5)) return null;
  return new Set(amounts).size > 1 ? amounts : null;
}

export function quote(message: string, subject: QuoteSubject, offers: Offers): Quote | null {
  // "how many calls does the 60 min cover, and if a storm month brings 400 calls whats that bill":
  // the allowance named is no usage; the other amount is.
  const said = readUsage(message);
  if (said && offers.agents.some((a) => a.included.amount === said.amount)) {
    const without = message.replace(
      new RegExp(`\\b${said.amount}\\s*(?:min|mins|minutes|conversations?|chats?)\\b`, "i"),
      "the included",
    );
    const other = readUsage(without);
    if (other && other.amount !== said.amount) message = without;
    // "with the 60 minutes included thats like how many calls": the allowance asked about, no bill.
    else if (/\bhow many (calls|callers|conversations|chats|people|customers)\b/i.test(message)) return null;
  }
  const peaked = peakYear(message, subject);
  if (peaked) return peaked;
  const byMonth = namedMonths(message, subject);
  if (byMonth) return byMonth;
  // "summer ~2000 chats a month, winter maybe 300": the bill for each season.
  const seasons = readUsage(message) ? seasonalUsages(message) : null;
  if (seasons) {
    const unit = readUsage(message)!.unit;
    const unitWord = unitNoun(unit);
    const bills = seasons.map((x) => ({
      x,
      // (Each season's calls last as long as the visitor said calls last.)
      q: quote(
        `what would my bill be with ${x.amount} ${unitWord} a month${unit === "call" && readUsage(message)!.minutesPerCall ? `, each call is ${readUsage(message)!.minutesPerCall} min` : ""}`,
        subject,
        offers,
      ),
    }));
    if (bills.every((b) => b.q && !/^The .+ is billed by/.test(b.q.text))) {
      const said = bills.map(
        ({ x, q }) =>
          `In ${x.label}, ${lowerFirst(q!.text.replace(` ${OFFER}`, "").trim()).replace(/^Your\b/, "your")}`,
      );
      return {
        text: `${said.join(" ")} ${OFFER}`,
        working: bills.flatMap((b) => b.q!.working),
        about: "agents",
      };
    }
  }
  // "the first-year total, setup included", "the 6-month total": the words as if apart.
  message = message
    .replace(/\b(\w+)-(year|month|week)s?\b/gi, "$1 $2")
    .replace(/\bset ?up included\b/gi, "with setup")
    // "whats that per year w the setup": "w" is "with".
    .replace(/\bw\/?\s+(?=(the )?set ?up\b)/gi, "with ");
  const fitted = callsInMinutes(message, subject);
  if (fitted) return fitted;
  const usage = readUsage(message);
  // "and if we use 150 minutes?", "monthly for inbound if we do like 300 mins": usage is a bill question.
  const asksBill =
    ASKS_MONEY.test(message) ||
    // "is that on top of the setup?": the monthly and the setup together.
    /\b(on top of|in addition to|separate from)\b[^?]*\bset ?up\b/i.test(message) ||
    (usage !== null &&
      // ("and for 200 extra minutes?" right after a price: the bill with them.)
      /\b(monthly|month|if|use|using|used|do|doing|get|getting|need|have|had|run|with|for|what about|how about)\b/i.test(
        message,
      ) &&
      !/\b(include|includes|included|come with|comes with|limit|limited|cap)\b/i.test(message)) ||
    WHICH_CHEAPER.test(message) ||
    // "45 calls a month… would the 60 included minutes cover me": the bill, to show it fits.
    (usage !== null && /\b(cover|covers|covered|enough|be within|stay within|stay under)\b/i.test(message)) ||
    /\bmore or less than\b/i.test(message) ||
    // "ok and per year?", "yearly?" right after a price: that for a year.
    /^\W*(?:(?:ok|okay|so|and|alright|what about|how about)\s+)*(?:(?:per|a|for a|for the|the|over a|in a|first)\s+(?:year|yr)|yearly|annually|annual)\W*$/i.test(
      message,
    ) ||
    // "10k for this year. can i get the launch website and the inbound agent?": a budget to set the sum against.
    (readPlainBudget(message) !== null && (subject.namedNow ?? 0) >= 1 && readMonths(message) !== null) ||
    // "what's that for the first year, setup plus 12 months": a year's total, asked without a money word.
    (FIRST_YEAR.test(message) && /\b(what'?s|whats|what is|what would|what does|come out|for)\b/i.test(message)) ||
    // "what about for 6 months", "and for 2 years": a period's total, asked without a money word.
    (new RegExp(`\\b(what about|how about|and|for|over)\\b[^.?!]{0,12}\\b(${NUMBER})\\s+(months?|years?)\\b`, "i").test(
      message,
    ) &&
      !/\b(ago|old|since|contract|cancel|trial)\b/i.test(message)) ||
    // "whats the twin for a year", "whats that per year": a year's total, asked without a money word.
    (/\b(for|per|a|over a|in a) year\b|\byearly\b|\bannually\b/i.test(message) &&
      /\b(what'?s|whats|what is|what would|what does|how much)\b/i.test(message) &&
      // ("is that locked in for a year or can i cancel": the contract's length, not a year's sum.)
      !/\b(locked|lock|contract|commit\w*|cancel\w*|stuck|sign up for|tied)\b/i.test(message)) ||
    // "per year?", "and annually?": the period alone, after a price.
    /^\W*(?:and |so |ok |okay |what about |how about |for )?(?:per |a |the |one |each |for a |over a |the whole |the first |first )?(?:year|yr|annual|annually|yearly|12 months|twelve months)(?: then| total| cost)?\W*$/i.test(
      message,
    ) ||
    // "and add the launch website on top?" after a bundle: the new total.
    ((subject.namedNow ?? 0) >= 2 && /\b(add|adding|on top)\b/i.test(message)) ||
    // "5k upfront and maybe 450 a month. a basic website and something to answer my phone. does that
    // fit": the sum of the two set against both budgets.
    (readBudgets(message) !== null && subject.agents.length + subject.plans.length + (subject.trial ? 1 : 0) >= 2) ||
    // "could i squeeze in the one that calls people back too and still stay under 800": the new total
    // against the budget.
    (readPlainBudget(message) !== null &&
      /\b(squeeze|add|adding|also|too|as well|on top|plus)\b/i.test(message) &&
      subject.agents.length + subject.plans.length + (subject.trial ? 1 : 0) >= 2) ||
    // "and if i throw in the outbound one, new totals?": the sum again, with the one added.
    (subject.agents.length + subject.plans.length + (subject.trial ? 1 : 0) >= 2 &&
      /\b(new|updated|revised|the) (totals?|numbers|sums?|price|prices|monthly)\b|\bnew totals?\b/i.test(message)) ||
    // "ok so both together per month?": a total, asked without a money word.
    (TOTAL.test(message) && /\b(per month|a month|monthly|month|a year|per year|upfront|setup)\b/i.test(message)) ||
    (/\b(difference|differ|diff|compare|vs|versus)\b/i.test(message) &&
      // ("difference between the two over the first year": a period's cost, set side by side.)
      /\b(setup|set up|upfront|up front|price|prices|cost|costs|monthly|cheaper|first year|per year|a year|over (?:a|the|\d+|two|three|six) (?:years?|months))\b/i.test(
        message,
      ));
  // "what about for a dentist with 2 offices?", after a price: the same agent, once per office.
  // ("2 locations … what about calls after hours" asks about the calls, not the locations.)
  const sitesAt = sitesIn(message)?.index ?? -1;
  const perSites =
    sitesAt >= 0 &&
    subject.agents.length + subject.plans.length + (subject.trial ? 1 : 0) <= 1 &&
    (/\b(make it|change it to|actually|instead|each|per|for each)\b/i.test(message) ||
      /\b(what about|how about|and for|what if)\b[^.?!]{0,30}$/i.test(message.slice(0, sitesAt)));
  if (!asksBill && !perSites) return null;
  const months = readMonths(message);
  const lower = message.toLowerCase();

  // Which of two is cheaper: "is the twin cheaper than the inbound agent?"
  const first = subject.first;
  const products: { label: string; monthly: Money; setup: number; first: boolean }[] = [
    ...subject.agents.map((a) => ({
      label: `the ${a.name}`,
      monthly: monthlyOf(a),
      setup: a.setupUsd,
      first: typeof first === "object" && "agent" in first && first.agent === a.id,
    })),
    ...(subject.trial
      ? [
          {
            label: "the AI twin",
            monthly: money(offers.trial.monthlyUsd),
            setup: offers.trial.setupUsd,
            first: first === "trial",
          },
        ]
      : []),
    ...subject.plans.map((p) => ({
      label: `the ${p.name} plan`,
      monthly: money(p.monthlyUsd ?? 0),
      setup: p.investmentUsd,
      first: typeof first === "object" && "plan" in first && first.plan === p.id,
    })),
  ].sort((a, b) => Number(b.first) - Number(a.first));
  const which = WHICH_CHEAPER.test(message);
  const difference = /\b(difference|differ|diff|compare|vs|versus|by how much)\b/i.test(message);
  // "the difference between those two on setup": the one-time fees, side by side.
  if (products.length === 2 && (difference || which) && /\b(setup|set up|upfront|up front|one-time)\b/i.test(message)) {
    const [a, b] = [...products].sort((x, y) => x.setup - y.setup) as [
      (typeof products)[number],
      (typeof products)[number],
    ];
    const line = `${formatUsd(b.setup)} − ${formatUsd(a.setup)} = ${formatUsd(b.setup - a.setup)}`;
    // "…upfront, and over a year on the monthly fees": the yearly difference of the monthly too.
    const yearly =
      /\b(year|yearly|annual|annually|12 months)\b/i.test(message) &&
      /\b(monthly|month|fees|per month|a month)\b/i.test(message) &&
      a.monthly.low === a.monthly.high &&
      b.monthly.low === b.monthly.high;
    const perMonthDiff = b.monthly.low - a.monthly.low;
    const monthLine = `${formatUsd(b.monthly.low)} − ${formatUsd(a.monthly.low)} = ${formatUsd(Math.abs(perMonthDiff))}`;
    const yearLine = `12 × ${formatUsd(Math.abs(perMonthDiff))} = ${formatUsd(Math.abs(perMonthDiff) * 12)}`;
    const yearText = yearly
      ? ` On the monthly fees, ${perMonthDiff >= 0 ? b.label : a.label} is ${formatUsd(Math.abs(perMonthDiff))} a month more (${perMonthDiff >= 0 ? monthLine : `${formatUsd(a.monthly.low)} − ${formatUsd(b.monthly.low)} = ${formatUsd(-perMonthDiff)}`}), so ${formatUsd(Math.abs(perMonthDiff) * 12)} more over a year (${yearLine}).`
      : "";
    return {
      text: `${a.label.charAt(0).toUpperCase()}${a.label.slice(1)} costs less to set up: ${formatUsd(a.setup)} against ${formatUsd(b.setup)} for ${b.label}, ${formatUsd(b.setup - a.setup)} less (${line}).${yearText} Would you like help choosing between them?`,
      working: yearly ? [line, monthLine, yearLine] : [line],
      about: subject.trial ? "trial" : subject.agents.length ? "agents" : "plans",
    };
  }
  // "How much more is the custom app than the growth site?": the differences, setup and monthly.
  if (
    products.length === 2 &&
    /\bhow much (more|less|extra)\b|\bcosts? (more|less)\b/i.test(message) &&
    /\bthan\b/i.test(message) &&
    // ("over the first year, how much more is growth than launch": the two years, below.)
    !months
  ) {
    const [lo, hi] = [...products].sort((x, y) => x.setup + 12 * x.monthly.low - (y.setup + 12 * y.monthly.low)) as [
      (typeof products)[number],
      (typeof products)[number],
    ];
    const setupLine = `${formatUsd(hi.setup)} − ${formatUsd(lo.setup)} = ${formatUsd(hi.setup - lo.setup)}`;
    const diff = money(hi.monthly.low - lo.monthly.low, hi.monthly.high - lo.monthly.high);
    const monthlyLine = `${usd(hi.monthly)} − ${usd(lo.monthly)} = ${usd(diff)}`;
    const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);
    return {
      text: `${cap(hi.label)} costs ${formatUsd(hi.setup - lo.setup)} more upfront (${setupLine}) and ${usd(diff)} more a month (${monthlyLine}) than ${lo.label}. Would you like help choosing between them?`,
      working: [setupLine, monthlyLine],
      about: subject.plans.length ? "plans" : subject.agents.length ? "agents" : "trial",
    };
  }
  // "which is cheaper over a year": each one's setup and that many months, side by side.
  // "how much more is that per year just in the monthly fees": the monthly fees alone, no setup.
  const feesOnly =
    NO_SETUP.test(message) || /\b(?:just|only)\s+(?:in |on |the )*monthly\b|\bmonthly fees? only\b/i.test(message);
  if (products.length === 2 && months && !usage && (which || CHEAPER.test(message)) && feesOnly) {
    const [lo, hi] = [...products].sort((x, y) => x.monthly.high - y.monthly.high) as [
      (typeof products)[number],
      (typeof products)[number],
    ];
    if (lo.monthly.high <= hi.monthly.low) {
      const diff = money(hi.monthly.low - lo.monthly.high, hi.monthly.high - lo.monthly.low);
      const monthLine = `${usd(hi.monthly)} − ${usd(lo.monthly)} = ${usd(diff)}`;
      const yearDiff = times(months, diff);
      const yearLine = `${months} × ${usd(diff)} = ${usd(yearDiff)}`;
      const period = months === 12 ? "a year" : `${months} months`;
      return {
        text: `In monthly fees alone, ${hi.label} is ${usd(yearDiff)} more over ${period}: ${usd(hi.monthly)} against ${usd(lo.monthly)} a month is ${usd(diff)} more (${monthLine}), and ${yearLine}. Would you like help choosing between them?`,
        working: [monthLine, yearLine],
        about: subject.plans.length ? "plans" : subject.agents.length ? "agents" : "trial",
      };
    }
  }
  // ("price both of those out… cheapest monthly option": both together at the low tier, not a contest.)
  const bothPriced = /\bboth\b|\btogether\b/i.test(message) && !which && !difference;
  // "what do the two cost over the first year" of two build plans: one site or the other, never both.
  const alternatives =
    subject.plans.length === 2 &&
    subject.agents.length === 0 &&
    !subject.trial &&
    !/\b(both|together|total|all|combined|sum|plus|and the)\b/i.test(message);
  if (products.length === 2 && months && !usage && (which || CHEAPER.test(message) || alternatives) && !bothPriced) {
    const totals = products.map((p) => {
      const monthsCost = money(p.monthly.low * months, p.monthly.high * months);
      const total = add(monthsCost, money(p.setup));
      return { p, total, line: `${formatUsd(p.setup)} + ${months} × ${usd(p.monthly)} = ${usd(total)}` };
    });
    const [lo, hi] = [...totals].sort((x, y) => x.total.high - y.total.high) as [
      (typeof totals)[number],
      (typeof totals)[number],
    ];
    const period = months === 12 ? "the first year" : `the first ${months} months`;
    const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);
    const clear = lo.total.high <= hi.total.low;
    // "whats the difference in first year cost": the gap itself, worked out, when both are one figure.
    const gapLine =
      (difference || /\bhow much (more|less|extra)\b/i.test(message)) &&
      lo.total.low === lo.total.high &&
      hi.total.low === hi.total.high
        ? `${formatUsd(hi.total.low)} − ${formatUsd(lo.total.low)} = ${formatUsd(hi.total.low - lo.total.low)}`
        : null;
    // "how much more is growth than launch": said of the dearer one, as asked.
    const more = /\bhow much (more|extra)\b|\bmore expensive\b|\bpricier\b|\bcosts? more\b/i.test(message);
    const gap = gapLine
      ? `${formatUsd(hi.total.low - lo.total.low)} ${more ? "more" : "less"} (${gapLine}) `
      : `${more ? "more" : "less"} `;
    const [first, second] = more ? [hi, lo] : [lo, hi];
    return {
      text: clear
        ? `${cap(first.p.label)} costs ${gap}over ${period}: ${usd(first.total)} (${first.line}) against ${usd(second.total)} for ${second.p.label} (${second.line}), setup included. Would you like help choosing between them?`
        : `Over ${period}, setup included, ${lo.p.label} comes to ${usd(lo.total)} (${lo.line}) and ${hi.p.label} to ${usd(hi.total)} (${hi.line}). Would you like help choosing between them?`,
      working: [lo.line, hi.line, ...(clear && gapLine ? [gapLine] : [])],
      about: subject.plans.length ? "plans" : subject.agents.length ? "agents" : "trial",
    };
  }
  if (
    (CHEAPER.test(message) || difference) &&
    (/\bthan\b/i.test(message) || which || difference) &&
    products.length === 2 &&
    !usage &&
    !months
  ) {
    const [a, b] = products as [(typeof products)[number], (typeof products)[number]];
    const [lo, hi] = a.monthly.high <= b.monthly.low ? [a, b] : b.monthly.high <= a.monthly.low ? [b, a] : [null, null];
    if (!lo || !hi) return null;
    const diff = money(hi.monthly.low - lo.monthly.high, hi.monthly.high - lo.monthly.low);
    const line = `${usd(hi.monthly)} − ${usd(lo.monthly)} = ${usd(diff)}`;
    const setupText =
      lo.setup < hi.setup
        ? ` Setup is lower too: ${formatUsd(lo.setup)} against ${formatUsd(hi.setup)}.`
        : ` Setup is ${formatUsd(lo.setup)} against ${formatUsd(hi.setup)}.`;
    // "is that more or less than the one that answers the phone": the one asked about, said first.
    if (/\bmore or less\b/i.test(message) && a === hi) {
      const setupMore =
        hi.setup > lo.setup ? ` Setup is higher too: ${formatUsd(hi.setup)} against ${formatUsd(lo.setup)}.` : "";
      return {
        text: `More: ${hi.label} is ${usd(hi.monthly)} ${perMonth} against ${usd(lo.monthly)} for ${lo.label}, so ${usd(diff)} more each month (${line}).${setupMore} Would you like help choosing between them?`,
        working: [line],
        about: subject.trial ? "trial" : subject.agents.length ? "agents" : "plans",
      };
    }
    const cheaperAsked = !/\b(more expensive|pricier|costlier)\b/i.test(message);
    const yes = (a === lo) === cheaperAsked ? "Yes" : "No";
    const afterTrial = subject.trial ? ` after the free ${offers.trial.days}-day trial` : "";
    // "Is it cheaper…?" gets a yes or no; "what's the price difference" gets the difference itself.
    const yesNo = /^\s*(?:ok\s+|so\s+|and\s+)*(is|are|does|do|would|will|can|could|isn'?t|wouldn'?t)\b/i.test(message);
    const lead = which
      ? `${lo.label.charAt(0).toUpperCase()}${lo.label.slice(1)} is cheaper`
      : yesNo
        ? yes
        : `${lo.label.charAt(0).toUpperCase()}${lo.label.slice(1)} costs less`;
    return {
      // (Its name led already when it was said to be the cheaper one: "it" after that.)
      text: `${lead}: ${lead.toLowerCase().startsWith(lo.label.toLowerCase()) ? "it" : lo.label} is ${usd(lo.monthly)} ${perMonth}${lo.label === "the AI twin" && afterTrial ? `${afterTrial},` : ""} against ${usd(hi.monthly)} for ${hi.label}, so it costs ${usd(diff)} less each month (${line}).${setupText} Would you like help choosing between them?`,
      working: [line],
      about: subject.trial ? "trial" : subject.agents.length ? "agents" : "plans",
    };
  }

  // Several products together: "the total for all three agents", "growth website plus the inbound agent",
  // "2 inbound agents plus one website agent".
  // "plus"/"and" add up only products named in this very message ("growth website plus the inbound agent").
  const wantsTotal =
    TOTAL.test(lower) ||
    (subject.together === true && (subject.namedNow ?? 0) === 0) ||
    // "what does month 1 come to with setup", two products the topic: their total.
    /\b(first month|month 1|month one|first year|year one|year 1)\b/.test(lower) ||
    (/\b(per month|a month|monthly|upfront|up front|plus|and)\b/.test(lower) && (subject.namedNow ?? 0) >= 2);
  // "and if we use like 100 min of calls a month?" after a bundle: the bundle again, with that usage
  // on the one agent billed in that unit.
  // "1,200 chats and 80 call minutes" for the chat and the phone agent: each billed on its own usage.
  const twoUsages = bothUsages(message, subject.agents);
  if (products.length === subject.agents.length && twoUsages) {
    // ("an inbound agent at each warehouse plus the website chat": the one at each, that many times.)
    const bills = twoUsages.map(({ agent, usage: u }) => ({
      agent,
      bill: agentBill(agent, u),
      n: perPlace(message, agent),
    }));
    // "which is cheaper: the phone agent with 100 min, or the chat with 1200 chats": the two bills set
    // against each other, not added up.
    const compared =
      bills.length === 2 &&
      bills.every((x) => x.bill && x.n === 1) &&
      (which || CHEAPER.test(message) || /\bor\b[^?]*\?[^?]*\bhow much\b/i.test(message)) &&
      !TOTAL.test(lower);
    if (compared) {
      const [lo, hi] = [...bills].sort((x, y) => x.bill!.monthly.high - y.bill!.monthly.high) as [
        (typeof bills)[number],
        (typeof bills)[number],
      ];
      const clear = lo.bill!.monthly.high <= hi.bill!.monthly.low;
      const diff = money(hi.bill!.monthly.low - lo.bill!.monthly.low, hi.bill!.monthly.high - lo.bill!.monthly.high);
      const said = (x: typeof lo) => x.bill!.working[0] ?? `${usd(x.bill!.monthly)} with no overage`;
      const gapLine = `${usd(hi.bill!.monthly)} − ${usd(lo.bill!.monthly)} = ${usd(diff)}`;
      if (clear)
        return {
          text: `The ${lo.agent.name} is cheaper at that usage: ${said(lo)} a month, against ${said(hi)} for the ${hi.agent.name}, so ${usd(diff)} less a month (${gapLine}). Setup is ${formatUsd(lo.agent.setupUsd)} against ${formatUsd(hi.agent.setupUsd)}. Would you like help choosing between them?`,
          working: [...bills.flatMap((x) => x.bill!.working), gapLine],
          about: "agents",
        };
    }
    if (bills.every((x) => x.bill)) {
      const term = (n: number, v: string) => (n > 1 ? `${n} × ${v}` : v);
      const setup = bills.reduce((t, x) => t + x.n * x.agent.setupUsd, 0);
      const monthly = bills.reduce((t, x) => add(t, times(x.n, x.bill!.monthly)), money(0));
      const lines = bills.map((x) => x.bill!.working[0] ?? `${usd(x.bill!.monthly)}`);
      const sumLine = `${bills.map((x) => term(x.n, usd(x.bill!.monthly))).join(" + ")} = ${usd(monthly)}`;
      const setupLine = `${bills.map((x) => term(x.n, formatUsd(x.agent.setupUsd))).join(" + ")} = ${formatUsd(setup)}`;
      const each = bills
        .map((x, i) => `${lines[i]} for ${x.n > 1 ? `each ${x.agent.name}` : `the ${x.agent.name}`}`)
        .join(" and ");
      const range = monthly.low !== monthly.high ? ", depending on outbound call volume" : "";
      const span = months ? sitesSpan(message, monthly, setup) : { text: "", working: [] };
      return {
        text: `That month comes to about ${usd(monthly)}${range}: ${each}, so ${sumLine}. Setup is a one-time ${formatUsd(setup)} (${setupLine}).${span.text} ${OFFER}`,
        working: [...lines, sumLine, setupLine, ...span.working],
        about: "agents",
      };
    }
  }
  // "what would each cost me for the first year": each product's own period, side by side.
  const eachMonths = readMonths(message);
  if (
    products.length >= 2 &&
    products.length <= 4 &&
    !usage &&
    eachMonths !== null &&
    // ("an inbound agent at each location" is a count, not each product's own total.)
    /\b(each|each one|separately|individually|apiece|respectively|one by one)\b/i.test(
      message.replace(new RegExp(PER_EACH_SITE.source, "gi"), ""),
    )
  ) {
    const span = eachMonths === 12 ? "the first year" : `the first ${eachMonths} months`;
    const lines = products.map((x) => {
      const total = add(money(x.setup), times(eachMonths, x.monthly));
      return { x, line: `${formatUsd(x.setup)} + ${eachMonths} × ${usd(x.monthly)} = ${usd(total)}`, total };
    });
    const said = lines.map(({ x, line, total }) => `${x.label} is ${usd(total)} (${line})`);
    return {
      text: `For ${span}, setup included, ${said.slice(0, -1).join(", ")} and ${said[said.length - 1]}. ${OFFER}`,
      working: lines.map((l) => l.line),
      about: subject.plans.length ? "plans" : "agents",
    };
  }
  const usageAgents = usage
    ? subject.agents.filter((a) => agentUnit(a) === (usage.unit === "conversation" ? "conversation" : "minute"))
    : [];
  const bundleUsage = usage && products.length >= 2 && usageAgents.length === 1 && !sitesIn(message);
  if (bundleUsage) subject.earlierUsage = { agentId: usageAgents[0]!.id, usage };
  if (
    products.length >= 2 &&
    (wantsTotal || bundleUsage) &&
    !which &&
    !difference &&
    (!usage || bundleUsage) &&
    !/\bthan\b/.test(lower)
  ) {
    const earlier = subject.earlierUsage;
    const agentOf = (label: string) => subject.agents.find((a) => `the ${a.name}` === label);
    const countOf = (label: string) => {
      const a = agentOf(label);
      if (!a) return 1;
      const words = nameWords(a);
      const re = new RegExp(`(${NUMBER})\\s+(?:x\\s+)?(?:${[...new Set(words)].join("|")})\\b`, "i");
      const n = re.exec(message);
      const v = n ? readNumber(n[1]!) : null;
      if (v !== null && v >= 1 && v <= 50) return v;
      return perPlace(message, a);
    };
    const usages = subject.earlierUsages ?? (earlier ? [earlier] : []);
    const usageOf = (a: Agent | undefined) => (a ? usages.find((e) => e.agentId === a.id) : undefined);
    const billOf = (x: (typeof products)[number]) => {
      const a = agentOf(x.label);
      const used = usageOf(a);
      return a && used ? (agentBill(a, used.usage)?.monthly ?? x.monthly) : x.monthly;
    };
    const items = products.map((x) => ({ ...x, n: countOf(x.label), bill: billOf(x) }));
    const term = (n: number, v: string) => (n > 1 ? `${n} × ${v}` : v);
    const setup = items.reduce((t, x) => t + x.n * x.setup, 0);
    const monthly = items.reduce((t, x) => add(t, times(x.n, x.bill)), money(0));
    const setupLine = `${items.map((x) => term(x.n, formatUsd(x.setup))).join(" + ")} = ${formatUsd(setup)}`;
    const withUsage = earlier ? subject.agents.find((a) => a.id === earlier.agentId) : undefined;
    // The earlier bills' own working first, so every figure of the total is worked out here.
    const earlierLine =
      usages
        .map((e) => {
          const a = subject.agents.find((x) => x.id === e.agentId);
          return a ? agentBill(a, e.usage)?.working[0] : undefined;
        })
        .filter((x): x is string => Boolean(x))
        .join("; ") || undefined;
    const monthlyLine = `${earlierLine ? `${earlierLine}; ` : ""}${items.map((x) => term(x.n, usd(x.bill))).join(" + ")} = ${usd(monthly)}`;
    const working = [setupLine, ...(earlierLine ? [earlierLine] : []), monthlyLine];
    const names =
      subject.agents.length === offers.agents.length &&
      items.length === offers.agents.length &&
      items.every((x) => x.n === 1)
        ? `all ${items.length} agents`
        : items
            .map((x) => (x.n > 1 ? `${x.n} × ${x.label.replace(/^the /, "")}` : x.label))
            .join(", ")
            .replace(/, ([^,]*)$/, " and $1");
    const usageNote =
      usages.length > 1
        ? ", with the usage you gave for each"
        : withUsage
          ? `, with your ${count(earlier!.usage.amount)}${earlier!.usage.extra ? " extra" : ""} ${earlier!.usage.unit}s on the ${withUsage.name}`
          : "";
    const range = monthly.low !== monthly.high ? ", depending on outbound call volume" : "";
    const monthlyFirst =
      /\b(per month|a month|monthly)\b/.test(lower) && !/\b(upfront|up front|setup|set up|total)\b/.test(lower);
    let text = monthlyFirst
      ? `For ${names} together it's ${usd(monthly)} ${perMonth} (${monthlyLine})${usageNote}${range}, after ${formatUsd(setup)} in one-time setup (${setupLine}).`
      : `For ${names} together it's ${formatUsd(setup)} in one-time setup (${setupLine}), then ${usd(monthly)} ${perMonth} (${monthlyLine})${usageNote}${range}.`;
    if (months) {
      const p = periodLine(months, monthly, setup, names, budgetFor(message, offers));
      working.push(...p.working);
      // A budget's yes or no comes first, before the working.
      const verdict = /^(?:No, not within|Yes, it fits|It fits)[^.]*\.\s*/.exec(p.text);
      text = verdict ? `${verdict[0]}${text} ${p.text.slice(verdict[0].length)}` : `${text} ${p.text}`;
    } else if (/\b(first month|month 1|month one)\b/i.test(message)) {
      // "what does month 1 come to with setup": the one-time setup and that month together.
      const first = add(monthly, money(setup));
      const line = `${formatUsd(setup)} + ${usd(monthly)} = ${usd(first)}`;
      working.push(line);
      text += ` The first month comes to ${usd(first)} with setup (${line}).`;
    }
    // "both agents plus the growth website": the plan has the chat agent built in, said with the sum without it.
    const builtIn = subject.plans.flatMap((p) =>
      subject.agents.filter((a) => p.includes.some((i) => i.includes(a.name))).map((a) => ({ p, a })),
    )[0];
    if (builtIn && !months && items.every((x) => x.n === 1)) {
      const rest = items.filter((x) => x.label !== `the ${builtIn.a.name}`);
      const setup2 = rest.reduce((t, x) => t + x.setup, 0);
      const monthly2 = rest.reduce((t, x) => add(t, x.bill), money(0));
      const setupLine2 = `${rest.map((x) => formatUsd(x.setup)).join(" + ")} = ${formatUsd(setup2)}`;
      const monthlyLine2 = `${rest.map((x) => usd(x.bill)).join(" + ")} = ${usd(monthly2)}`;
      working.push(setupLine2, monthlyLine2);
      text += ` The ${builtIn.p.name} plan already has the ${builtIn.a.name} installed, though, so you'd only need it separately for another site: without it, it's ${formatUsd(setup2)} setup (${setupLine2}) and ${usd(monthly2)} ${perMonth} (${monthlyLine2}).`;
    }
    const fit = againstBudget(message, setup, monthly, offers);
    // "does that fit", "can i stay under 800": the yes or no first, the sums after it.
    const fitAsked =
      /\b(does (that|it|this) fit|will (that|it) fit|fit (in|into|within)?\s*(my|the|that|our)? ?budget|stay under|afford)\b/i.test(
        message,
      );
    if (fit && fitAsked) {
      const verdict = /\bover your\b/.test(fit)
        ? "No"
        : /\bbut not at the top\b/.test(fit)
          ? "Not quite"
          : "Yes, it fits";
      text = `${verdict}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
    }
    if (fit) text += ` ${fit}`;
    // "300 calls, each about 4 minutes" on the one-minute agent: said as the single bill says it,
    // never counted as one-minute calls in silence.
    const callsNote = usages.length === 1 && withUsage ? agentBill(withUsage, earlier!.usage)?.callsNote : undefined;
    if (callsNote && /run past that limit/.test(callsNote)) text += ` ${callsNote}`;
    // "self storage, 3 locations… phone agent and website chat, total": the sum is for one set.
    const manySites = sitesIn(message);
    const siteCount = manySites ? readNumber(manySites[1]!) : null;
    if (siteCount !== null && siteCount > 1 && items.every((x) => x.n === 1))
      return {
        text: `${text} That's one set for one location; each of your ${count(siteCount)} ${plural(manySites![2] ?? manySites![3] ?? "locations")} can have its own agents, trained on its own hours and services. Want our team to size it across all of them with you?`,
        working,
        about: subject.agents.length ? "agents" : subject.plans.length ? "plans" : "trial",
      };
    return {
      text: `${text} ${OFFER}`,
      working,
      about: subject.agents.length ? "agents" : subject.plans.length ? "plans" : "trial",
    };
  }

  // "3 locations, each with its own phone agent": the same agent once per location.
  const sites = sitesIn(message);
  const copies = sites ? readNumber(sites[1]!) : null;
  // "2 offices (one website tho)": the chat agent serves the one site, not each office.
  const oneSite =
    /\b(one|1|single|same|shared)\s+(web ?site|site)\b/i.test(message) &&
    subject.agents.length === 1 &&
    agentUnit(subject.agents[0]!) === "conversation";
  const sitesOk = copies !== null && copies >= 2 && copies <= 50 && products.length <= 1 && !oneSite;
  const siteWord = sites
    ? (sites[2] ?? sites[3]!)
        .toLowerCase()
        .replace(/^(branch)$/, "branches")
        .replace(/([^s])$/, "$1s")
    : "";
  // "about 100 mins per location": each location's bill, then all of them.
  const perSite =
    usage &&
    new RegExp(
      `\\b(per|each|every|a|for each)\\s+(location|office|store|clinic|branch|site|shop|salon|studio|franchise|kiosk|outlet|showroom|dealership|cafe|spa|venue|warehouse|yard)\\b|\\beach\\b`,
      "i",
    ).test(message);
  // "two shops, one gets 200 min a month the other 90": each location's own bill, then the sum.
  // ("an agent at each" names no agent: the one billed in the usage's unit.)
  const usages =
    copies !== null && copies >= 2 && copies <= 50 && !oneSite && usage && !subject.trial && !subject.plans.length
      ? usagePerSite(message, sites!, copies)
      : null;
  if (usages) {
    const a =
      (subject.agents.length === 1 ? subject.agents[0] : undefined) ??
      offers.agents.find((x) => agentUnit(x) === (usage!.unit === "conversation" ? "conversation" : "minute"))!;
    const bills = usages.map((amount) => agentBill(a, { ...usage!, amount, extra: false, daily: undefined }));
    if (bills.every(Boolean)) {
      const unitWord = agentUnit(a) === "minute" ? "minutes" : "conversations";
      const one = singular(siteWord);
      const each = bills.map((b, i) => {
        const shown = b!.working[0] ?? `inside the ${count(a.included.amount)} included`;
        return i === 0
          ? `For the ${one} with ${count(usages[0]!)} ${unitWord}, the ${a.name} would be about ${usd(b!.monthly)} a month (${shown})`
          : `${i === usages.length - 1 ? "and " : ""}for the one with ${count(usages[i]!)}, ${usd(b!.monthly)} (${shown})`;
      });
      const monthly = bills.reduce((sum, b) => add(sum, b!.monthly), money(0));
      const setup = copies! * a.setupUsd;
      const sumLine = `${bills.map((b) => usd(b!.monthly)).join(" + ")} = ${usd(monthly)}`;
      const setupLine = `${copies} × ${formatUsd(a.setupUsd)} = ${formatUsd(setup)}`;
      const span = sitesSpan(message, monthly, setup);
      return {
        text: `${each.join("; ")}. Together that's ${usd(monthly)} a month (${sumLine}), plus ${formatUsd(setup)} in one-time setup (${setupLine}).${span.text} ${OFFER}`,
        working: [...bills.flatMap((b) => b!.working), sumLine, setupLine, ...span.working],
        about: "agents",
      };
    }
  }
  if (sitesOk && usage && perSite && (products.length === 0 || subject.agents.length === 1)) {
    const a =
      subject.agents[0] ??
      offers.agents.find((x) => agentUnit(x) === (usage.unit === "conversation" ? "conversation" : "minute"))!;
    const one = agentBill(a, usage);
    if (one) {
      const setup = copies * a.setupUsd;
      const monthly = times(copies, one.monthly);
      const working = [
        ...one.working,
        `${copies} × ${usd(one.monthly)} = ${usd(monthly)}`,
        `${copies} × ${formatUsd(a.setupUsd)} = ${formatUsd(setup)}`,
      ];
      const each = one.working[0] ? ` (${one.working[0]})` : "";
      const span = sitesSpan(message, monthly, setup);
      // ("each misses 50 calls, about 3 minutes": the one-minute limit said, as on one bill.)
      const limitNote = one.callsNote && /run past that limit/.test(one.callsNote) ? ` ${one.callsNote}` : "";
      return {
        text: `Each ${singular(siteWord)}'s ${a.name} would be about ${usd(one.monthly)} a month${each}, so your ${copies} ${siteWord} come to ${usd(monthly)} a month (${working[working.length - 2]}), plus ${formatUsd(setup)} in one-time setup (${working[working.length - 1]}).${limitNote}${span.text} ${OFFER}`,
        working: [...working, ...span.working],
        about: "agents",
      };
    }
  }
  if (sitesOk && (products.length === 0 || subject.agents.length === 1) && !usage) {
    const a = subject.agents[0] ?? offers.agents[0]!;
    const setup = copies * a.setupUsd;
    const monthly = times(copies, monthlyOf(a));
    const working = [
      `${copies} × ${formatUsd(a.setupUsd)} = ${formatUsd(setup)}`,
      `${copies} × ${usd(monthlyOf(a))} = ${usd(monthly)}`,
    ];
    // "what would setup and the first month come to": the two added up as well; "all in for the
    // first year": the setup and twelve months.
    const yearMonths = /\bfirst month\b/i.test(message) ? null : readMonths(message);
    const year = yearMonths ? times(yearMonths, monthly) : null;
    const firstMonth = year
      ? add(year, money(setup))
      : /\bfirst month\b/i.test(message)
        ? add(monthly, money(setup))
        : null;
    const firstLine = !firstMonth
      ? ""
      : year
        ? `${formatUsd(setup)} + ${yearMonths} × ${usd(monthly)} = ${usd(firstMonth)}`
        : `${formatUsd(setup)} + ${usd(monthly)} = ${usd(firstMonth)}`;
    return {
      text: firstMonth
        ? `With ${/^[AEIOU]/.test(a.name) ? "an" : "a"} ${a.name} for each of your ${copies} ${siteWord}, setup is ${formatUsd(setup)} (${working[0]}) and the monthly is ${usd(monthly)} (${working[1]}), so ${year ? (yearMonths === 12 ? "the first year comes" : `the first ${yearMonths} months come`) : "setup and the first month come"} to ${usd(firstMonth)}${year ? " with setup" : ""} (${firstLine}). ${OFFER}`
        : `With ${/^[AEIOU]/.test(a.name) ? "an" : "a"} ${a.name} for each of your ${copies} ${siteWord}, setup is ${formatUsd(setup)} (${working[0]}) and the monthly is ${usd(monthly)} (${working[1]}), each trained on its own location's hours and services. ${OFFER}`,
      working,
      about: "agents",
    };
  }

  // "and if we do like 200 minutes a month?" after two agents, one billed in minutes; "we only get
  // 40 min of calls a month, would I pay overage?" with none named: the one agent billed that way.
  const unitOf = (u: Usage) => (u.unit === "conversation" ? "conversation" : "minute");
  const onlyProduct = products.length === 1 && subject.agents.length === 1 ? subject.agents[0] : undefined;
  const byUnit =
    usage && !onlyProduct && subject.plans.length === 0 && !subject.trial
      ? (subject.agents.length > 1 ? subject.agents : products.length === 0 ? offers.agents : []).filter(
          (a) => agentUnit(a) === unitOf(usage),
        )
      : [];
  const chosen =
    byUnit.length === 1
      ? byUnit[0]
      : // "if we get like 150 minutes of calls" after a list of the agents: none named now, so the
        // calls that come in, unless the visitor speaks of calls they place.
        byUnit.length > 1 && (products.length === 0 || (subject.namedNow ?? 0) === 0)
        ? ((/\boutbound\b|\bcalls? (we|i) (make|place)\b/i.test(message)
            ? byUnit.find((a) => /outbound/i.test(a.id))
            : undefined) ?? offers.agents.find((a) => agentUnit(a) === unitOf(usage!)))
        : undefined;
  if (products.length !== 1 && !chosen) return null;
  // ("ok say the chat does around 1100 conversations", after the phone agent was recommended: the
  // usage is the chat agent's, named now with its own unit, not the one the conversation was about.)
  const namedByUnit =
    onlyProduct &&
    usage &&
    (subject.namedNow ?? 0) === 0 &&
    agentUnit(onlyProduct) !== unitOf(usage) &&
    usage.unit === "conversation"
      ? offers.agents.find((a) => agentUnit(a) === "conversation")
      : undefined;
  const agent = namedByUnit ?? onlyProduct ?? chosen ?? subject.agents[0];
  if (agent && usage) {
    const bill = agentBill(agent, usage);
    if (!bill) {
      const unitWord = agentUnit(agent) === "minute" ? "minutes" : "conversations";
      // "600 old customers… how many calls does that cover": minutes, not calls, so the calls a
      // minute each would be, and the length of theirs asked for.
      // ("what would that cost roughly": a minute a call, said as the assumption it is.)
      const rough =
        unitWord === "minutes" &&
        usage.unit === "call" &&
        /\b(rough\w*|ballpark|ball park|estimate|ish|approx\w*)\b/i.test(message)
          ? agentBill(agent, { ...usage, minutesPerCall: 1 })
          : null;
      if (rough)
        return {
          text: `Roughly, if each call runs about a minute: ${rough.text.replace(/^Your\b/, "your")} I'll redo it if you tell me: how long do yours usually run?`,
          working: rough.working,
          about: "agents",
        };
      if (unitWord === "minutes" && usage.unit === "call")
        return {
          text: `The ${agent.name} is billed by the minute, not by the call: ${count(agent.included.amount)} minutes are included in ${usd(monthlyOf(agent))} ${perMonth}, about ${count(agent.included.amount)} calls if each runs a minute, then ${formatUsd(agent.overage.usd)} a ${agent.overage.per}, after ${formatUsd(agent.setupUsd)} in one-time setup. For your ${count(usage.amount)} calls, how long does each usually run? I'll work out the bill from that.`,
          working: [],
          about: "agents",
        };
      return {
        text: `The ${agent.name} is billed by ${unitWord}: ${count(agent.included.amount)} are included in ${usd(monthlyOf(agent))} ${perMonth}, then ${formatUsd(agent.overage.usd)} a ${agent.overage.per}, after ${formatUsd(agent.setupUsd)} in one-time setup. Roughly how many ${unitWord} a month do you expect? I'll work out the bill from that.`,
        working: [],
        about: "agents",
      };
    }
    // ("is there a setup fee on top?": the setup asked about, not the overage.)
    const extraOnly =
      bill.extra &&
      EXTRA_ASKED.test(
        message
          .replace(/\b(setup|set up|set-up)( fees?| costs?| charges?)? on top\b/gi, "")
          // ("and with 200 extra minutes?": the usage's own word, not the overage asked alone.)
          .replace(/\b\d[\d,.]*k?\s*(extra|additional|more)\s+(minutes?|mins?|conversations?|chats?|calls?)\b/gi, ""),
      ) &&
      !WHOLE_BILL.test(message) &&
      !months;
    let text = extraOnly ? bill.extra!.text : bill.text;
    const working = extraOnly ? [bill.extra!.line] : [...bill.working];
    if (months) {
      const p = periodLine(months, bill.monthly, agent.setupUsd, "that", budgetFor(message, offers));
      working.push(...p.working);
      text += ` ${p.text}`;
    } else if (/\bfirst month\b/i.test(message)) {
      // "What's the total for the first month?": the one-time setup and that month's bill.
      const first = add(bill.monthly, money(agent.setupUsd));
      const line = `${formatUsd(agent.setupUsd)} + ${usd(bill.monthly)} = ${usd(first)}`;
      working.push(line);
      text += ` The first month comes to ${usd(first)} with the one-time setup (${line}).`;
    } else if (
      // ("ruby quoted me $319/mo for 50 minutes. whats yours": set against a quote, the setup counts too.)
      /\b(price|cost|costs|how much|upfront|up front|setup|run me|run us|set me back|quoted?|charges?|yours)\b/i.test(
        message,
      )
    ) {
      // "price? we get 1,600 chats a month": the setup is part of the price asked for.
      text += ` Setup is a one-time ${formatUsd(agent.setupUsd)}.`;
    }
    return { text: `${text} ${OFFER}`, working, about: "agents" };
  }
  // "is that on top of the setup?": yes, and the first month with both.
  if (
    !usage &&
    !months &&
    products.length === 1 &&
    /\b(on top of|in addition to|separate from|extra to|plus|besides)\b[^?]*\bset ?up\b|\bset ?up\b[^?]*\b(included|extra|separate|on top)\b/i.test(
      message,
    )
  ) {
    const p = products[0]!;
    const total = add(p.monthly, money(p.setup));
    const line = `${formatUsd(p.setup)} + ${usd(p.monthly)} = ${usd(total)}`;
    return {
      text: `Yes: the ${usd(p.monthly)} a month for ${p.label} is on top of the one-time ${formatUsd(p.setup)} setup, so the first month comes to ${usd(total)} (${line}) and every month after is ${usd(p.monthly)}. ${OFFER}`,
      working: [line],
      about: subject.trial ? "trial" : subject.plans.length ? "plans" : "agents",
    };
  }
  // "so whats the first month total then": the one-time setup and the first month's fee.
  if (!usage && !months && products.length === 1 && /\bfirst month\b/i.test(message)) {
    const p = products[0]!;
    const total = add(p.monthly, money(p.setup));
    const line = `${formatUsd(p.setup)} + ${usd(p.monthly)} = ${usd(total)}`;
    const cap = p.label.charAt(0).toUpperCase() + p.label.slice(1);
    return {
      text: `${cap} comes to ${usd(total)} for the first month: the one-time ${formatUsd(p.setup)} setup plus the first month's ${usd(p.monthly)} (${line}). After that it's ${usd(p.monthly)} ${perMonth}. ${OFFER}`,
      working: [line],
      about: subject.trial ? "trial" : subject.plans.length ? "plans" : "agents",
    };
  }
  if (!months) return null;
  const only = products[0]!;
  // "and the first year with setup?" after a bill worked out from usage: that bill, not the base price.
  const carried = subject.earlierUsage;
  const carriedAgent = carried && subject.agents.length === 1 && subject.agents[0]!.id === carried.agentId;
  const carriedBill = carriedAgent ? agentBill(subject.agents[0]!, carried.usage) : null;
  if (carriedBill && carriedBill.working.length > 0) {
    const a = subject.agents[0]!;
    const p = periodLine(months, carriedBill.monthly, a.setupUsd, "that", budgetFor(message, offers));
    return {
      text: `With your usage${usageSaid(carried!.usage)} the ${a.name} comes to about ${usd(carriedBill.monthly)} a month (${carriedBill.working[0]}). ${p.text} ${OFFER}`,
      working: [...carriedBill.working, ...p.working],
      about: "agents",
    };
  }
  // A year of an agent: the twelve months, and the first year with its setup, as for the twin.
  const setupIncluded = FIRST_YEAR.test(message) || subject.trial || subject.plans.length > 0 || months !== null;
  // "if we end up on the top tier": one end of a price range, as asked.
  const tierEnd = LOW_TIER.test(message) ? only.monthly.low : HIGH_TIER.test(message) ? only.monthly.high : null;
  const p = periodLine(
    months,
    tierEnd !== null ? money(tierEnd) : only.monthly,
    setupIncluded ? only.setup : null,
    subject.trial ? "it" : only.label,
    budgetFor(message, offers),
  );
  const lead = subject.trial
    ? `After the free ${offers.trial.days}-day trial the AI twin is ${formatUsd(offers.trial.monthlyUsd)} ${perMonth}, so`
    : "";
  const body = lead ? `${lead} ${lowerFirst(p.text)}` : p.text;
  return {
    text: `${body} ${OFFER}`,
    working: p.working,
    about: subject.trial ? "trial" : subject.plans.length ? "plans" : "agents",
  };
}
