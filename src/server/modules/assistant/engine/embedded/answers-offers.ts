import { formatUsd } from "../../../../../shared/money.ts";
import { formatCount as count } from "../../../../../shared/number-format.ts";
import type { AgentOffer } from "../../../../../shared/offers.ts";
import {
  agentIncluded,
  agentMonthly,
  agentOverage,
  agentPerCall,
  agentSetup,
  type BuildPlan,
} from "../../knowledge/fact-text.ts";
import type { Knowledge } from "../../knowledge/knowledge.ts";
import type { Persona } from "../../personas/persona.types.ts";
import type { Draft } from "./draft.ts";
import { joinAnd, lowerFirst } from "./phrasing.ts";
import { readBudgets, readPlainBudget } from "../quote.ts";
import type { Attr } from "./vocabulary.ts";

/* Answers about the agents, the AI twin trial, the build plans and the offer terms, built from fields. */

const PRICE_ATTRS: Attr[] = ["price", "setup", "monthly", "included", "perCall", "overage"];

/** "is it 300 a month or 700?": one figure or another, asked which. */
const EITHER_FIGURE = /\d\D{0,14}\bor\b\s*\$?\d/i;

/** "how many calls does it cover": the allowance counted in what the visitor counts. */
const HOW_MANY = /\bhow many (calls|callers|people|customers|conversations|chats|visitors)\b/i;

function agentSentences(a: AgentOffer, attrs: Set<Attr>, k: Knowledge, message = "", whole = message): string[] {
  const out: string[] = [];
  const perCall = agentPerCall(a);
  // "is it 300 a month or 700? which is it": a range is both ends, by what it depends on.
  if (a.monthlyUsd.from !== a.monthlyUsd.to && (EITHER_FIGURE.test(message) || /\bwhich is it\b/i.test(message))) {
    out.push(
      `Both: the ${a.name} is ${formatUsd(a.monthlyUsd.from)} to ${formatUsd(a.monthlyUsd.to)} a month ${a.monthlyNote ?? "by volume"}, so where you land depends on how much calling you need, with ${agentIncluded(a)} included and ${agentOverage(a)} past that.`,
    );
    return out;
  }
  const howMany = HOW_MANY.exec(message)?.[1]?.toLowerCase();
  if (howMany && (attrs.has("included") || attrs.size === 0 || attrs.has("what"))) {
    const minutes = a.included.unit.includes("minutes");
    if (minutes && a.perCallLimitMinutes === 1)
      out.push(
        `At least ${count(a.included.amount)} calls a month: the ${a.name} includes ${agentIncluded(a)}, and each call is capped at one minute.`,
        `Past that, it's ${agentOverage(a)}.`,
      );
    else if (minutes)
      out.push(
        `The ${a.name} counts minutes, not calls: it includes ${agentIncluded(a)}, so how many calls that covers depends on how long they run. Past that, it's ${agentOverage(a)}.`,
      );
    else out.push(`The ${a.name} includes ${agentIncluded(a)}; past that, it's ${agentOverage(a)}.`);
    return out;
  }
  const asked = PRICE_ATTRS.filter((x) => attrs.has(x));
  if (attrs.has("setup") && !attrs.has("time") && !attrs.has("monthly") && !attrs.has("price"))
    out.push(`The ${a.name} has a ${agentSetup(a)} fee.`);
  else if (attrs.has("monthly") && !attrs.has("setup") && !attrs.has("price"))
    out.push(`The ${a.name} is ${agentMonthly(a)}.`);
  else if (attrs.has("price") || (attrs.has("setup") && attrs.has("monthly")))
    out.push(
      `The ${a.name} is ${formatUsd(a.setupUsd)} for setup plus ${agentMonthly(a)}, with ${agentIncluded(a)} included.`,
    );
  // "and if i go past the minutes?": what going past costs comes first, the allowance inside it.
  const overageFirst = attrs.has("overage") && !attrs.has("price") && !attrs.has("setup") && !attrs.has("monthly");
  // "does it just cut off?": the worry answered first, then what going past costs.
  const cutOff =
    /\b(cut(s|ting)? (off|out)|shut(s|ting)? (off|down)|stop(s|ping)? (working|answering)|hang(s)? up|goes dead|turn(s)? off)\b/i.test(
      message,
    );
  // "how many minutes do i get and whats the rate after": both in one sentence.
  if (
    overageFirst &&
    attrs.has("included") &&
    !cutOff &&
    /\b(how many|included|do (i|we) get|come with|allowance)\b/i.test(message)
  )
    out.push(
      `The ${a.name} includes ${agentIncluded(a).replace(/ per month$/, " a month")}; past that, it's ${agentOverage(a)}, on top of the ${agentMonthly(a).replace(/ per month.*$/, "")} monthly fee.`,
    );
  // "how many minutes do i get… and whats the rate after": the allowance was that part's answer.
  else if (
    overageFirst &&
    whole !== message &&
    /\b(how many|included|includes?|allowance)\b/i.test(whole.replace(message, ""))
  )
    out.push(
      `Past that, it's ${agentOverage(a)}, on top of the ${agentMonthly(a).replace(/ per month.*$/, "")} monthly fee.`,
    );
  // "do callers get cut off at a minute??": the per-call limit asked, not the month's allowance.
  else if (
    overageFirst &&
    cutOff &&
    a.perCallLimitMinutes &&
    /\b(?:at|after) (?:a|one|1) min(?:ute)?\b|\bper call\b/i.test(message)
  )
    out.push(
      `Each call to the ${a.name} is limited to ${a.perCallLimitMinutes === 1 ? "one minute" : `${a.perCallLimitMinutes} minutes`}: it's built for short calls, and a caller who needs longer, or asks for a person, can be transferred straight to your team under rules you set.`,
    );
  else if (overageFirst)
    out.push(
      `${cutOff ? `No, nothing cuts off: past` : "Past"} the ${agentIncluded(a).replace(/ per month$/, "")} a month the ${a.name} includes, it's ${agentOverage(a)}, on top of the ${agentMonthly(a).replace(/ per month.*$/, "")} monthly fee.`,
    );
  if (attrs.has("included") && !attrs.has("price") && !overageFirst)
    out.push(`The ${a.name} includes ${agentIncluded(a)}${perCall ? `, counted at up to ${perCall}` : ""}.`);
  if (attrs.has("perCall") && !(attrs.has("included") && perCall))
    out.push(
      perCall
        ? `Each call to the ${a.name} is limited to ${perCall.replace(/ per call$/, "")}.`
        : `The site lists no per-call limit for the ${a.name}; its plan includes ${agentIncluded(a)}.`,
    );
  if (attrs.has("overage") && !overageFirst)
    out.push(`Past the included ${a.included.unit.replace(/ per month$/, "")}, overage is ${agentOverage(a)}.`);
  if (attrs.has("time"))
    out.push(
      `Most agents go live ${k.offers.setupDays.min} to ${k.offers.setupDays.max} days after the discovery call.`,
    );
  if (asked.length === 0 && !attrs.has("time")) {
    out.push(`The ${a.name} ${lowerFirst(a.summary)}`);
    out.push(
      `It's ${formatUsd(a.setupUsd)} for setup plus ${agentMonthly(a)}, including ${agentIncluded(a)}${perCall ? ` (${perCall})` : ""}; overage is ${agentOverage(a)}.`,
    );
  }
  return out;
}

/**
 * A figure the visitor states as the price to check ("so the inbound would be like 1250 setup
 * then?", "setup is $2,500 right?"), not one they have or spend ("my budget is 1000").
 */
function claimedFigures(message: string): number[] {
  if (/\b(budget|afford|have|got|spend|spending|pay|paying|paid|only)\b/i.test(message)) return [];
  // "we get like 1400 a month on our site" is usage; "is it 300 a month or 700?" asks which, not whether.
  if (
    /\b(get|gets|getting|see|receive|handle|calls|chats|conversations|minutes|visitors|leads|messages)\b/i.test(message)
  )
    return [];
  if (EITHER_FIGURE.test(message)) return [];
  const m = message.replace(/(\d),(\d{3})\b/g, "$1$2");
  const out: number[] = [];
  for (const re of [
    /\$?\b(\d+(?:\.\d+)?)\s*(?:k\b)?\s*(?:for (?:the )?)?(?:setup|set up|to set up|upfront|up front|a month|per month|\/mo|monthly|a mo)\b/gi,
    /\b(?:setup|set up|monthly|month)\s+(?:is|would be|will be|of|at|=)\s+(?:like\s+|about\s+|around\s+)?\$?(\d+(?:\.\d+)?)/gi,
  ])
    for (const x of m.matchAll(re)) {
      const n = Number(x[1]) * (/\dk\b/i.test(x[0]) ? 1000 : 1);
      if (n >= 10) out.push(n);
    }
  return out;
}

export function answerAgents(
  d: Draft,
  agents: AgentOffer[],
  attrs: Set<Attr>,
  k: Knowledge,
  message = "",
  whole = message,
): void {
  // "is that cheaper than the website reception agent?" of the website chat agent: one agent, two names.
  const unique = agents.filter((a, i) => agents.findIndex((x) => x.id === a.id) === i);
  if (unique.length === 1 && agents.length > 1) {
    const a = unique[0]!;
    d.say(
      `That's the same agent under two names: the ${a.name} is ${formatUsd(a.setupUsd)} to set up and ${agentMonthly(a)}, with ${agentIncluded(a)} included.`,
      `Want me to compare it with one of our other agents?`,
    );
    return;
  }
  if (agents.length === 1) {
    const a = agents[0]!;
    const sentences = agentSentences(a, attrs, k, message, whole);
    const claimed = claimedFigures(message);
    const figures = [a.setupUsd, a.monthlyUsd.from, a.monthlyUsd.to];
    if (claimed.length > 0 && sentences.length > 0) {
      const right = claimed.every((n) => figures.includes(n));
      sentences[0] = `${right ? "Yes" : "Not quite"}: ${sentences[0]!.replace(/^The /, "the ")}`;
    }
    d.say(...sentences);
  } else if (PRICE_ATTRS.filter((x) => attrs.has(x)).join() === "perCall") {
    // "how long can a call go": the limit where the site gives one, plainly none where it doesn't.
    const calling = agents.filter((a) => !/conversation/i.test(a.overage.per));
    const limited = calling.filter((a) => agentPerCall(a));
    const open = calling.filter((a) => !agentPerCall(a));
    d.say(
      ...limited.map((a) => `Each call to the ${a.name} is limited to ${agentPerCall(a)!.replace(/ per call$/, "")}.`),
      ...(open.length
        ? [
            `The site lists no per-call limit for the ${joinAnd(open.map((a) => a.name))}; ${open.length > 1 ? "they count" : "it counts"} minutes across the month.`,
          ]
        : []),
    );
  } else if (agents.length === 2 && attrs.has("compare") && PRICE_ATTRS.every((x) => !attrs.has(x))) {
    // "whats the diff between the outbound and inbound ones": what each does, then what each costs.
    const [a, b] = agents as [AgentOffer, AgentOffer];
    d.say(
      `The ${a.name} ${lowerFirst(a.summary.replace(/\.$/, ""))}; the ${b.name} ${lowerFirst(b.summary.replace(/\.$/, ""))}.`,
      `The ${a.name} is ${formatUsd(a.setupUsd)} to set up and ${agentMonthly(a)}; the ${b.name} is ${formatUsd(b.setupUsd)} and ${agentMonthly(b)}.`,
    );
  } else {
    const only = PRICE_ATTRS.filter((x) => attrs.has(x));
    const all = agents.length === k.offers.agents.length;
    const lead: Partial<Record<Attr, string>> = {
      setup: "The one-time setup fees are:",
      monthly: "The monthly fees are:",
      included: "Each plan includes a monthly allowance:",
      overage: "Overage is what use past the included allowance costs:",
    };
    d.say(
      (only.length === 1 && lead[only[0]!]) ||
        (all ? `Here are our ${agents.length} AI reception agents:` : "Here's how they compare:"),
    );
    for (const a of agents) {
      const perCall = agentPerCall(a);
      if (only.length === 1 && only[0] === "setup") d.say(`The ${a.name}: ${agentSetup(a)}.`);
      else if (only.length === 1 && only[0] === "monthly") d.say(`The ${a.name}: ${agentMonthly(a)}.`);
      else if (only.length === 1 && only[0] === "included")
        d.say(`The ${a.name}: ${agentIncluded(a)}${perCall ? `, ${perCall}` : ""}.`);
      else if (only.length === 1 && only[0] === "overage") d.say(`The ${a.name}: ${agentOverage(a)}.`);
      else
        d.say(
          `The ${a.name}: ${formatUsd(a.setupUsd)} setup, ${agentMonthly(a)}, ${agentIncluded(a)}${perCall ? ` (${perCall})` : ""}, overage ${agentOverage(a)}.`,
        );
    }
    if (attrs.has("time"))
      d.say(`Each goes live ${k.offers.setupDays.min} to ${k.offers.setupDays.max} days after the discovery call.`);
  }
  d.cite(k.sources.agents);
  d.use(...agents.map((a) => `agent-${a.id}`));
  const other = k.offers.agents.find((a) => !agents.includes(a));
  d.suggest(
    other ? `What does the ${other.name} cost?` : "Which agent is the cheapest?",
    "How long does setup take?",
    `Can I try an AI twin free for ${k.offers.trial.days} days?`,
  );
}

/** An agent's first year at its lowest monthly fee, setup included: how two agents are ranked by price. */
export const agentFirstYear = (a: AgentOffer): number => a.setupUsd + 12 * a.monthlyUsd.from;

/** The agent with the lowest setup fee, then the lowest monthly fee (or the highest, for `priciest`). */
export function answerCheapest(
  d: Draft,
  k: Knowledge,
  priciest: boolean,
  among: AgentOffer[] = k.offers.agents,
  byMonthly = false,
): void {
  // A monthly range that overlaps another's ($300–$700 against $399) orders nothing by the month:
  // the first year, setup included, does.
  const overlap = among.some((a) =>
    among.some((b) => a !== b && a.monthlyUsd.from < b.monthlyUsd.from && a.monthlyUsd.to > b.monthlyUsd.from),
  );
  const sorted = [...among].sort((a, b) =>
    byMonthly && !overlap
      ? a.monthlyUsd.from - b.monthlyUsd.from || a.setupUsd - b.setupUsd
      : agentFirstYear(a) - agentFirstYear(b) || a.setupUsd - b.setupUsd,
  );
  const pick = priciest ? sorted[sorted.length - 1]! : sorted[0]!;
  // "the cheaper one" of two compared is that, not the cheapest of everything we sell.
  const some = among.length < k.offers.agents.length;
  d.say(
    some
      ? `The ${pick.name} is the ${priciest ? "pricier" : "cheaper"} ${among.length === 2 ? "of the two" : "of those"}: ${formatUsd(pick.setupUsd)} setup and ${agentMonthly(pick)}, with ${agentIncluded(pick)}.`
      : `The ${pick.name} is our ${priciest ? "highest-priced" : "most affordable"} agent: ${formatUsd(pick.setupUsd)} setup and ${agentMonthly(pick)}, with ${agentIncluded(pick)}.`,
  );
  // The others in one sentence, so a reply of several parts keeps them all.
  const others = sorted
    .filter((x) => x !== pick)
    .map((a) => `the ${a.name} is ${formatUsd(a.setupUsd)} setup and ${agentMonthly(a)}`);
  if (others.length > 0) {
    const line =
      others.length === 1 ? others[0]! : `${others.slice(0, -1).join(", ")}, and ${others[others.length - 1]}`;
    d.say(`${line.charAt(0).toUpperCase()}${line.slice(1)}.`);
  }
  d.cite(k.sources.agents);
  d.use(...sorted.map((a) => `agent-${a.id}`));
  d.suggest(`What does the ${pick.name} include?`, "How long does setup take?", "Do you offer payment plans?");
}

export function answerCheapestPlan(d: Draft, k: Knowledge, priciest: boolean, among: BuildPlan[]): void {
  const sorted = [...among].sort((a, b) => a.investmentUsd - b.investmentUsd);
  const pick = priciest ? sorted[sorted.length - 1]! : sorted[0]!;
  d.say(
    `The ${pick.name} plan is our ${priciest ? "largest" : "most affordable"} build: ${formatUsd(pick.investmentUsd)}${pick.monthlyUsd !== undefined ? ` plus ${formatUsd(pick.monthlyUsd)} per month` : ""}, ready in ${pick.timeline}.`,
    // What it includes, not the other plans: "how long does it take?" next is about this one.
    `It includes ${pick.includes
      .slice(0, 4)
      .map((x) => lowerFirst(x))
      .join("; ")
      .replace(/; ([^;]*)$/, "; and $1")}.`,
  );
  d.cite(k.sources.build);
  d.use(...sorted.map((p) => `plan-${p.id}`));
  d.suggest(
    `What does the ${pick.name} plan include?`,
    "Do you offer payment plans?",
    "How much is the Website Reception Agent?",
  );
}

export function answerTrial(
  d: Draft,
  attrs: Set<Attr>,
  k: Knowledge,
  message = "",
  persona?: Persona,
  /** The whole message when `message` is one of its questions. */
  whole = message,
): void {
  const t = k.offers.trial;
  const said = d.length();
  // "whats this ai twin trial, do i need a card": what it is, then the card.
  if (/\bwhat(?:'?s| is) (?:this|the|an?|that)?\s*(?:ai )?twin\b/i.test(message) && attrs.has("card"))
    d.say(
      `An AI twin is an AI version of you: it talks with your customers in your voice and personality and answers the way you would when you can't, and the ${t.days}-day trial puts it to work with real customers.`,
    );
  // "someone said you can clone me with AI??": yes, and that is the twin, before its terms.
  if (/\b(clone me|cloning me|clone myself)\b/i.test(message))
    d.say(
      `Yes: that's our AI twin, an AI version of you that talks with your customers in your voice and personality and answers the way you would when you can't.`,
    );
  // "can it answer my cell too or just the website": where a twin is installed.
  if (
    /\b(cell|cellphone|phone|phones|number|line|calls?|website|site)\b/i.test(message) &&
    /\b(answer|answers|pick up|picks up|take|takes|work on|works on|install\w*|go on|put it on|be on)\b/i.test(
      message,
    ) &&
    !/\b(voice|sound|sounds|price|cost|how much)\b/i.test(message)
  )
    d.say(
      `Yes: we install your AI twin on your website, your phone line or both, so it can take your calls as well as your site's chats.`,
    );
  if (attrs.has("card")) d.say(`No credit card is needed: the ${t.days}-day trial is free and has no contract.`);
  if (
    attrs.has("after") ||
    ((attrs.has("price") || attrs.has("monthly") || attrs.has("setup")) && !attrs.has("trialCost"))
  )
    d.say(
      // Asked what a twin costs (not what comes after the trial): the free trial comes first.
      ...(attrs.has("after") ? [] : [`An AI twin starts with a free ${t.days}-day trial, with no credit card.`]),
      // "do i get auto charged": no card is taken, so nothing is charged by itself.
      ...(/\bauto[- ]?charg\w*|\bcharged automatically\b|\bcharg\w* (me|my card|my credit card)\b|\bstart charging\b|\bauto[- ]?(bill|renew)\w*/i.test(
        message,
      ) && !attrs.has("card")
        ? ["No automatic charge: the trial takes no credit card."]
        : []),
      `If you keep your AI twin after the trial, it's ${formatUsd(t.setupUsd)} to finish setup plus ${formatUsd(t.monthlyUsd)} per month; qualified clients can start with ${formatUsd(t.qualifiedDownUsd)} down. If not, you owe nothing.`,
    );
  // "is the free trial actually free? what happens after the 7 days": the other question says what follows.
  const afterAskedApart =
    !attrs.has("after") &&
    whole !== message &&
    /\b(after|afterwards|are up|is over|ends|runs out|expires)\b/i.test(whole);
  // ("do i have to put a card down": the card's own answer says no; a "Yes" here would contradict it.)
  // "forget about it after 7 days, do i get auto charged": the charge asked about is answered, not a "Yes".
  const autoCharge =
    /\bauto[- ]?charg\w*|\bcharged automatically\b|\bstart charging\b|\bauto[- ]?(bill|renew)\w*/i.test(message);
  if (autoCharge && !d.text.includes("No automatic charge"))
    d.say(
      `No automatic charge: the ${t.days}-day trial is free and takes no credit card, so nothing is billed when it ends.`,
      `If you keep your AI twin, it's ${formatUsd(t.setupUsd)} to finish setup plus ${formatUsd(t.monthlyUsd)} per month; if not, you owe nothing.`,
    );
  else if (attrs.has("trialCost") && !attrs.has("card") && !/\b(?:credit |debit )?cards?\b/i.test(whole))
    d.say(
      `Yes, the ${t.days}-day trial is free, with no credit card.${afterAskedApart ? "" : ` Continuing afterwards is ${formatUsd(t.setupUsd)} setup plus ${formatUsd(t.monthlyUsd)} per month.`}`,
    );
  if (attrs.has("trialLength") || (attrs.has("time") && !attrs.has("buildTime") && d.length() === said))
    d.say(
      `The free trial runs for ${t.days} days with real customers, starting with a ${t.discoveryCallMinutes}-minute discovery call.`,
    );
  // "is the twin quicker", after the agents' go-live time: yes, set against it.
  const quicker = /\b(quicker|faster|sooner|less time)\b/i.test(message);
  if (attrs.has("buildTime"))
    d.say(
      quicker
        ? `Yes: we build and install your AI twin in ${t.buildBusinessDays.typical} business days after the discovery call (up to ${t.buildBusinessDays.max} for complex setups), against ${k.offers.setupDays.min} to ${k.offers.setupDays.max} days for an agent.`
        : `We build and install your AI twin in ${t.buildBusinessDays.typical} business days after the discovery call; complex setups take up to ${t.buildBusinessDays.max} business days.`,
    );
  // "i want something that sounds like me": what that is, before how it sounds.
  const asksWhat = /\bwhat(?:'?s| is)(?: the| an| this)? (?:ai )?twin\b/i.test(message);
  const wantsOne =
    asksWhat ||
    (/\b(i want|we want|i need|we need|looking for|something)\b/i.test(message) && !/\btwin\b/i.test(message));
  if (attrs.has("voice") && wantsOne)
    d.say(
      `${asksWhat ? "An AI twin is" : "That's an AI twin:"} an AI version of you that talks with your customers in your voice and personality, free to try for ${t.days} days.`,
    );
  if (attrs.has("voice"))
    d.say(
      // "my voice or a robot voice?" is no yes-or-no question.
      `${/\bor\b/i.test(message) ? "It can be your own: with" : wantsOne ? "With" : "Yes: with"} a short voice sample we can match your own voice, and we shape how it speaks and answers on your personality. You can also choose a professional voice.`,
    );
  if (attrs.has("discoveryCall"))
    d.say(
      `It starts with a ${t.discoveryCallMinutes}-minute discovery call where we learn how you talk, sell and serve.`,
    );
  // "What is the trial?": what a twin is, then the pitch; a specific question gets only its answer.
  const introOnly = d.length() === said && attrs.has("what");
  if (introOnly && persona?.role === "twin") {
    // Asked of a twin, "what is this AI twin thing" is first about the one answering.
    const n = persona.name;
    d.say(
      `That's me: I'm ${n}'s AI twin, an AI version of ${n} that answers your questions the way ${n} would, whenever ${n} can't.`,
      `${k.site.companyName} builds them for businesses, free for ${t.days} days with no credit card, then ${formatUsd(t.setupUsd)} to finish setup and ${formatUsd(t.monthlyUsd)} a month.`,
      "Now, what are you hoping to work on?",
    );
  } else if (introOnly) d.say(k.twinIntro.split(/(?<=\.)\s/)[0]!);
  if (d.length() === said || (introOnly && persona?.role !== "twin")) {
    // ("No credit card is needed…" said already: the steps alone.)
    const steps = `after a ${t.discoveryCallMinutes}-minute discovery call we build and install an AI version of you in ${t.buildBusinessDays.typical} business days, and you run it with real customers.`;
    d.say(
      /credit card/i.test(d.text) || /\bcredit card\b/i.test(message)
        ? `${steps.charAt(0).toUpperCase()}${steps.slice(1)}`
        : `Our free ${t.days}-day AI twin trial needs no credit card: ${steps}`,
      `If you continue, it's ${formatUsd(t.setupUsd)} to finish setup plus ${formatUsd(t.monthlyUsd)} per month.`,
    );
  }
  d.cite(k.sources.trial);
  d.use("trial");
  d.suggest("Do I need a credit card for the trial?", "What happens after the trial?", "Can it use my own voice?");
}

/** Words of a question that name something a plan includes ("hosting", "SEO", "revisions"). */
export function planItemsAsked(tokens: string[], plans: BuildPlan[]): { plan: BuildPlan; item: string }[] {
  const asked = tokens.filter((t) => t.length >= 3 && !NOT_ITEM_WORDS.has(t));
  const out: { plan: BuildPlan; item: string }[] = [];
  for (const plan of plans)
    for (const item of plan.includes) {
      const words = item.toLowerCase().split(/[^a-z]+/);
      if (asked.some((t) => words.includes(t) || words.includes(t.replace(/s$/, "")))) out.push({ plan, item });
    }
  return out;
}

const NOT_ITEM_WORDS = new Set([
  // "and monthly after that?" asks the monthly price, not the "monthly performance report".
  "monthly",
  // "what would you fix first" is no "mobile-first design"; "calls come in fast" no "fast-loading".
  "first",
  "fast",
  "loading",
  "month",
  "after",
  "new",
  "current",
  "number",
  "lead",
  "leads",
  "business",
  "use",
  "setup",
  "small",
  "the",
  "and",
  "for",
  "you",
  "your",
  "does",
  "did",
  "with",
  "website",
  "websites",
  "site",
  "plan",
  "plans",
  "app",
  "apps",
  "launch",
  "growth",
  "custom",
  "include",
  "includes",
  "get",
  "how",
  "many",
  "much",
  "what",
  "can",
  "any",
  "are",
  "one",
  "web",
  "ios",
  "agent",
  "mobile",
  "design",
]);

export function answerPlanItems(
  d: Draft,
  found: { plan: BuildPlan; item: string }[],
  k: Knowledge,
  /** "5 pages is plenty. cost?", "an ios app, ballpark?": the plan that fits, with its price. */
  priceAsked = false,
): void {
  const byPlan = new Map<BuildPlan, string[]>();
  for (const f of found) byPlan.set(f.plan, [...(byPlan.get(f.plan) ?? []), f.item]);
  if (priceAsked) {
    const [plan, items] = [...byPlan][0]!;
    d.say(
      `The ${plan.name} plan fits that: it includes ${items.map(lowerFirst).join("; ")}, for ${formatUsd(plan.investmentUsd)}${plan.monthlyUsd !== undefined ? ` plus ${formatUsd(plan.monthlyUsd)} a month` : ""}, ready in ${plan.timeline}.`,
    );
    d.cite(k.sources.build);
    d.use(`plan-${plan.id}`);
    d.suggest("What does the Growth plan include?", "Do you offer payment plans?", "How long does a website take?");
    return;
  }
  for (const [plan, items] of byPlan) d.say(`The ${plan.name} plan includes ${items.map(lowerFirst).join("; ")}.`);
  d.cite(k.sources.build);
  d.use(...[...byPlan.keys()].map((p) => `plan-${p.id}`));
  d.suggest("How much is the Launch Website plan?", "Do you offer payment plans?", "How long does a website take?");
}

/** The line of a build plan's list that includes payments ("User accounts, admin dashboard and payments"), if any. */
export function paymentsIn(p: BuildPlan): string | undefined {
  return p.includes.find((i) => /\bpayments?\b/i.test(i));
}

/** "can the app take payments?": the plans that include payments say so; the others point to one that does. */
export function answerPlanPayments(
  d: Draft,
  k: Knowledge,
  asked: readonly BuildPlan[],
  what = "Taking payments",
): void {
  // ("online ordering on the Launch plan": its quote-request forms still take an order to confirm.)
  const forms =
    what !== "Taking payments" && asked.length === 1 ? asked[0]!.includes.find((i) => /\bforms\b/i.test(i)) : undefined;
  const withPayments = asked.filter((p) => paymentsIn(p));
  const without = asked.filter((p) => !paymentsIn(p));
  if (withPayments.length > 0 && without.length === 0) {
    const p = withPayments[0]!;
    d.say(`Yes: the ${p.name} plan includes ${lowerFirst(paymentsIn(p)!)}.`);
    d.use(`plan-${p.id}`);
  } else {
    const other = k.offers.buildPlans.find((p) => paymentsIn(p));
    d.say(
      `${what} isn't in the ${without.map((p) => p.name).join(" or the ")} plan's list${
        forms ? `, though its ${lowerFirst(forms)} can take order requests for you to confirm` : ""
      }${
        other
          ? `; the ${other.name} plan includes ${lowerFirst(paymentsIn(other)!)}, for ${formatUsd(other.investmentUsd)}${other.monthlyUsd !== undefined ? ` plus ${formatUsd(other.monthlyUsd)} a month` : ""}`
          : ""
      }.`,
    );
    d.use(...without.map((p) => `plan-${p.id}`), ...(other ? [`plan-${other.id}`] : []));
  }
  d.say("Want our team to scope it with you?");
  d.cite(k.sources.build);
  d.suggest("What does the Custom App plan include?", "Do you offer payment plans?", "How long does an app take?");
}

/**
 * "a website where people can order online": the plan whose list has payments takes the orders;
 * the website plans take bookings and quote requests, said with the lowest of them.
 */
export function answerOnlineOrders(d: Draft, k: Knowledge, message: string): void {
  const app = k.offers.buildPlans.find((p) => paymentsIn(p));
  if (!app) return;
  const site = k.offers.buildPlans.filter((p) => !paymentsIn(p)).sort((a, b) => a.investmentUsd - b.investmentUsd)[0];
  const monthly = (p: BuildPlan) => (p.monthlyUsd !== undefined ? ` plus ${formatUsd(p.monthlyUsd)} a month` : "");
  d.say(
    `${/^\s*(can|could|do|does|will|would)\b/i.test(message) ? "Yes: for" : "For"} taking orders and payments online, the ${app.name} plan includes ${lowerFirst(paymentsIn(app)!)}, for ${formatUsd(app.investmentUsd)}${monthly(app)}, ready in ${app.timeline}.`,
  );
  if (site)
    d.say(
      `Our website plans take bookings and quote requests rather than payments, starting with the ${site.name} at ${formatUsd(site.investmentUsd)}${monthly(site)}.`,
    );
  d.say("Want our team to scope your build with you?");
  d.cite(k.sources.build);
  d.use(`plan-${app.id}`, ...(site ? [`plan-${site.id}`] : []));
  d.suggest("What does the Custom App plan include?", "Do you offer payment plans?", "How long does an app take?");
}

/**
 * "and if i want the chat thing on it too?" after a site plan without it: the plan with the chat
 * agent built in, set against that plan plus the agent, with the working.
 */
export function answerChatOnSite(d: Draft, k: Knowledge, site: BuildPlan, chat: AgentOffer): boolean {
  const bundle = k.offers.buildPlans.find((p) => p.includes.some((i) => i.includes(chat.name)));
  if (!bundle || bundle === site || site.monthlyUsd === undefined || bundle.monthlyUsd === undefined) return false;
  const upfront = site.investmentUsd + chat.setupUsd;
  const monthly = site.monthlyUsd + chat.monthlyUsd.from;
  const more = bundle.investmentUsd - upfront;
  const less = monthly - bundle.monthlyUsd;
  d.say(
    `The ${bundle.name} plan has the ${chat.name} built in: ${formatUsd(bundle.investmentUsd)} plus ${formatUsd(bundle.monthlyUsd)} a month, ready in ${bundle.timeline}.`,
    `Adding the agent to the ${site.name} instead comes to ${formatUsd(site.investmentUsd)} + ${formatUsd(chat.setupUsd)} = ${formatUsd(upfront)} upfront and ${formatUsd(site.monthlyUsd)} + ${formatUsd(chat.monthlyUsd.from)} = ${formatUsd(monthly)} a month${
      more > 0 && less > 0
        ? `, so the ${bundle.name} plan costs ${formatUsd(more)} more to start (${formatUsd(bundle.investmentUsd)} − ${formatUsd(upfront)} = ${formatUsd(more)}) and ${formatUsd(less)} less each month (${formatUsd(monthly)} − ${formatUsd(bundle.monthlyUsd)} = ${formatUsd(less)})`
        : ""
    }. Want our team to scope it with you?`,
  );
  d.cite(k.sources.build, k.sources.agents);
  d.use(`plan-${bundle.id}`, `plan-${site.id}`, `agent-${chat.id}`);
  d.suggest("What does the Growth plan include?", "Do you offer payment plans?", "How long does a website take?");
  return true;
}

export const SMALL_NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "which would u pick for me", "which is better for me": a pick asked for, not only the facts. */
const ASKS_PICK =
  /\b(which|what)\b[^.?!]*\b(would|should|do|will)\s+(you|u|i)\b[^.?!]*\b(pick|choose|recommend|go with|get|go for)\b|\brecommend\b|\bwhich (one )?(is )?(better|best|right) for (me|us)\b|\bis (the )?\w+( one| plan)? worth (it|the)\b/i;

export function answerPlans(d: Draft, named: BuildPlan[], attrs: Set<Attr>, k: Knowledge, message = ""): void {
  const plans = [...new Set(named)];
  const line = (p: BuildPlan) =>
    `${p.name}: ${formatUsd(p.investmentUsd)}${p.monthlyUsd !== undefined ? ` plus ${formatUsd(p.monthlyUsd)} per month` : ""}, ready in ${p.timeline}.`;
  if (plans.length === 1) {
    const p = plans[0]!;
    if ((attrs.has("time") || attrs.has("buildTime")) && !attrs.has("price"))
      d.say(`The ${p.name} plan takes ${p.timeline}.`);
    // ("whats the monthly on it": the fee, not the plan described again.)
    else if (
      attrs.has("included") ||
      (attrs.has("what") && !attrs.has("monthly") && !attrs.has("price")) ||
      (!attrs.has("price") && !attrs.has("monthly"))
    ) {
      // "whats in growth exactly besides the chat": every item, less the one set aside.
      const whole = /\b(exactly|everything|all of it|full list|whole list|besides|apart from|other than|else)\b/i.test(
        message,
      );
      const aside =
        /\b(?:besides|apart from|other than|except)\s+(?:the\s+)?(chat|agent|bot|booking|seo|blog|hosting|pages?)\b/i.exec(
          message,
        )?.[1];
      const asideRe = aside
        ? new RegExp(/chat|agent|bot/i.test(aside) ? "agent|chat" : aside.replace(/s$/, ""), "i")
        : null;
      // ("whats included in the growth plan": every item, not the first three.)
      const items =
        whole || attrs.has("included") ? p.includes.filter((x) => !asideRe?.test(x)) : p.includes.slice(0, 3);
      d.say(
        `The ${p.name} plan is ${lowerFirst(p.summary)}`,
        `It's ${line(p).slice(p.name.length + 2)} ${aside ? `Besides the ${aside}, it includes` : "It includes"} ${items
          .map(lowerFirst)
          .join("; ")
          .replace(/; ([^;]*)$/, items.length > 2 ? "; and $1" : "; $1")}.`,
      );
    } else d.say(`The ${p.name} plan is ${line(p).slice(p.name.length + 2)}`);
    // "budget is around 10k, doable?": the plan's one-time price against it, and what fits instead.
    const budget = readPlainBudget(message) ?? readBudgets(message)?.upfront ?? null;
    if (budget !== null) {
      const over = p.investmentUsd - budget;
      const fits = [...k.offers.buildPlans]
        .filter((x) => x.investmentUsd <= budget && x.id !== p.id)
        .sort((a, b) => b.investmentUsd - a.investmentUsd)[0];
      d.say(
        over <= 0
          ? `That fits your ${formatUsd(budget)} budget.`
          : `That's ${formatUsd(over)} over your ${formatUsd(budget)} budget (${formatUsd(p.investmentUsd)} − ${formatUsd(budget)} = ${formatUsd(over)}), though payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down${fits ? `, and the ${fits.name} plan at ${formatUsd(fits.investmentUsd)} fits it${/\bapp\b/i.test(p.name) && !/\bapp\b/i.test(fits.name) ? " as a website rather than an app" : ""}` : ""}.`,
      );
    }
  } else if (plans.length < k.offers.buildPlans.length) {
    // "compare the growth and launch plans": the two side by side, and what the pricier one adds.
    const [low, high] = [...plans].sort((a, b) => a.investmentUsd - b.investmentUsd);
    const lowItems = new Set(low!.includes.map((i) => i.toLowerCase()));
    const adds = high!.includes.filter((i) => !lowItems.has(i.toLowerCase())).slice(0, 2);
    d.say(`Here's how the ${low!.name} and ${high!.name} plans compare:`, line(low!), line(high!));
    if (adds.length > 0) d.say(`The ${high!.name} plan adds ${adds.map(lowerFirst).join(", and ")}.`);
    if (adds.length > 0 && ASKS_PICK.test(message) && low!.includes[0])
      d.say(
        // (Small counts in words: a sentence whose only figure was said already reads as a repeat.)
        `If ${lowerFirst(low!.includes[0]).replace(/\b([1-9]|10)\b/, (n) => SMALL_NUMBERS[Number(n)]!)} covers what you need, the ${low!.name} plan does it for less; if you want ${/^[A-Z]/.test(adds[adds.length - 1]!) ? "the " : ""}${lowerFirst(adds[adds.length - 1]!).replace(/ installed and trained on your business$/, "")} working for you too, I'd pick the ${high!.name} plan.`,
      );
  } else {
    d.say(`We build websites and apps on ${plans.length === 3 ? "three" : plans.length} plans:`);
    for (const p of plans) d.say(line(p));
  }
  d.cite(k.sources.build);
  d.use(...plans.map((p) => `plan-${p.id}`));
  const other = k.offers.buildPlans.find((p) => !plans.includes(p));
  d.suggest(
    other ? `What does the ${other.name} plan include?` : "Do you offer payment plans?",
    "Do you offer payment plans?",
    "How much is the Website Reception Agent?",
  );
}

export function answerDiscount(d: Draft, k: Knowledge, asksForCode = true, message = ""): void {
  // "Do you offer a nonprofit discount?": that kind said plainly not to be listed.
  // "admin at a church. we're a nonprofit, do you have discounts?": the kind said nearest the discount.
  const discountAt = Math.max(0, message.search(/\bdiscount/i));
  const kind = [
    ...message.matchAll(
      /\b(non-?profit|student|veteran|military|senior|church|charity|teacher|first responder|startup|educational)\b/gi,
    ),
  ].sort((a, b) => Math.abs(a.index - discountAt) - Math.abs(b.index - discountAt))[0]?.[1];
  // "whats this launch pricing thing, do i have to do anything": the offer itself explained.
  // "what was that 50% discount thing": the launch pricing, by its figure.
  const launchPercent = new RegExp(`\\b${k.offers.launchDiscountPercent}\\s?(%|percent|pct)`, "i").test(message);
  // "is 2500 the discounted number or do i get half off that": the prices said are already it.
  const priceNamed = /\$?(\d{1,2},?\d{3})\b/.exec(message);
  const agentAt = priceNamed
    ? k.offers.agents.find((a) => a.setupUsd === Number(priceNamed[1]!.replace(",", "")))
    : undefined;
  if (
    /\b(?:already )?discounted (?:number|price|rate)\b|\bhalf off (?:that|of that|on top)\b|\bon top of (?:that|the)\b/i.test(
      message,
    )
  ) {
    const a = agentAt ?? k.offers.agents[0]!;
    d.say(
      `Yes: ${formatUsd(a.setupUsd)} to set up and ${agentMonthly(a)} for the ${a.name} are already the launch prices, up to ${k.offers.launchDiscountPercent}% below market; there's no further half off on top.`,
      `Payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down if you'd like to spread the setup; want our team to confirm it in writing?`,
    );
    d.cite(k.sources.agents);
    d.use("offer");
    return;
  }
  if (
    !asksForCode &&
    !kind &&
    (launchPercent || /\b(launch (pric\w*|offer|deal|discount|special|rate)|testimonial)\b/i.test(message))
  ) {
    d.say(
      `${/^\W*(is there|are there|do you (have|offer|do)|any)\b/i.test(message) ? "Yes: launch" : "Launch"} pricing means our prices are up to ${k.offers.launchDiscountPercent}% below market, and all you do in return is give us a testimonial once your agent is live.`,
      `It's already in the prices on the site, and payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down.`,
    );
    d.cite(k.sources.agents);
    d.use("offer");
    d.suggest("How do payment plans work?", "How much is the Inbound Voice Agent?", "Is there a long-term contract?");
    return;
  }
  // "my buddy said theres like a half off thing going on": that is the launch pricing, already in.
  if (/\b(half[- ]off|half (the )?price|half of[f]?|fifty percent|50\s?%?\s?off)\b/i.test(message)) {
    d.say(
      `That half off is our launch pricing, and it's already in the prices on the site: they're up to ${k.offers.launchDiscountPercent}% below market, in exchange for a testimonial once your agent is live, so there's nothing further off.`,
      `What can help is a payment plan, from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down; want me to have the team set one up with you?`,
    );
    d.cite(k.sources.agents);
    d.use("offer");
    d.suggest("How do payment plans work?", "How much is the Inbound Voice Agent?", "Is there a long-term contract?");
    return;
  }
  if (asksForCode) d.say("I can't give out discount or coupon codes.");
  else if (kind) d.say(`We don't list a ${kind.toLowerCase()} discount.`);
  else d.say("We don't list any other discounts.");
  d.say(
    `What we do offer: launch pricing up to ${k.offers.launchDiscountPercent}% below market in exchange for a testimonial, and payment plans from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down.`,
  );
  d.cite(k.sources.agents);
  d.use("offer");
  d.suggest(
    "How do payment plans work?",
    "How much is the Inbound Voice Agent?",
    `Can I try an AI twin free for ${k.offers.trial.days} days?`,
  );
}

/** "Is the 50% off on top of the prices?": what the site says, and that it doesn't say more. */
export function answerDiscountApplied(d: Draft, k: Knowledge, agent?: AgentOffer): void {
  // "does the 50% apply to the outbound agent too, whats the price after": that agent's prices are the launch prices.
  d.say(
    agent
      ? `Yes, the ${agent.name} included, and it's already in its price: the prices on the site are launch prices, up to ${k.offers.launchDiscountPercent}% below market, in exchange for a testimonial once your agent is live. So the ${agent.name} is ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}, with no further discount on top.`
      : `It's already in them: the prices on the site are launch prices, up to ${k.offers.launchDiscountPercent}% below market, in exchange for a testimonial once your agent is live, so there's no further discount on top.`,
    `Our team will confirm your exact price at ${k.site.email} or ${k.site.phone}; want me to pass them your details?`,
  );
  d.cite(k.sources.agents);
  d.use("offer");
  d.suggest("How do payment plans work?", "How much is the Inbound Voice Agent?", "Is there a long-term contract?");
}

export function answerPaymentPlans(d: Draft, k: Knowledge, build?: { name: string }): void {
  // "can i pay the app in installments": the build's price, not the agents' monthly billing.
  if (build) {
    d.say(
      // (The site's launch pricing is the agents' offer; a build is not said to carry it.)
      `Payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down, so the ${build.name} plan doesn't have to be paid all at once; our team sets the schedule with you when they scope the build.`,
    );
    d.cite(k.sources.build);
    d.use("offer");
    d.suggest("How long does a website take?", "What does the Growth plan include?", "How do I book a call?");
    return;
  }
  d.say(
    `Payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down, and plans run month to month after setup.`,
    `For the AI twin, qualified clients can start with ${formatUsd(k.offers.trial.qualifiedDownUsd)} down. Launch pricing is up to ${k.offers.launchDiscountPercent}% below market in exchange for a testimonial.`,
  );
  d.cite(k.sources.agents);
  d.use("offer", "trial");
  d.suggest("Is there a long-term contract?", "How much is the Outbound Voice Agent?", "How do I book a call?");
}

/**
 * How long an agent and a website take together, or a website alone ("and if i also want the website redone, how long
 * on top"): each its own time, the agent's days after the discovery call and the build's weeks.
 */
export function answerAgentAndBuildTime(d: Draft, agents: AgentOffer[], plans: BuildPlan[], k: Knowledge): void {
  const { min, max } = k.offers.setupDays;
  const agentPart =
    agents.length === 0
      ? ""
      : agents.length === 1
        ? `The ${agents[0]!.name} goes live ${min} to ${max} days after the discovery call, and `
        : `The agents go live ${min} to ${max} days after the discovery call, and `;
  const weeks = plans
    .map((p) => `${p.timeline} on the ${p.name} plan`)
    .join(plans.length === 2 ? " or " : ", ")
    .replace(/, ([^,]*)$/, ", or $1");
  const buildPart =
    plans.length === 1
      ? `the ${plans[0]!.name} plan takes ${plans[0]!.timeline} to build`
      : agents.length > 0
        ? `a new website is its own build: ${weeks}`
        : `a new website takes ${weeks}`;
  const sentence = `${agentPart}${buildPart}.`;
  d.say(
    sentence.charAt(0).toUpperCase() + sentence.slice(1),
    agents.length > 0
      ? "Want our team to put both on one timeline with you?"
      : "Want our team to scope your build with you?",
  );
  d.cite(k.sources.setup);
  d.cite(k.sources.build);
  d.suggest(
    "How much is the Inbound Voice Agent?",
    "How much is the Launch Website plan?",
    "Do you offer payment plans?",
  );
}

export function answerSetupTime(d: Draft, k: Knowledge, withTwin = false): void {
  d.say(
    `Most agents go live in ${k.offers.setupDays.min} to ${k.offers.setupDays.max} days after the discovery call, depending on how many tools we connect.`,
  );
  // The twin's build time only when the twin is asked about: it is not the agents' setup.
  if (withTwin)
    d.say(
      `An AI twin for the free trial is built in ${k.offers.trial.buildBusinessDays.typical} business days (up to ${k.offers.trial.buildBusinessDays.max} for complex setups).`,
    );
  d.cite(k.sources.setup);
  d.use("offer", "trial");
  d.suggest("How much is the Inbound Voice Agent?", "What happens on the discovery call?", "Can I try it for free?");
}

/**
 * "Is the AI twin the same price as the reception agents?", "so it's cheaper?": the twin against
 * the agents as a family, from the lowest to the highest of their prices.
 */
export function answerTwinAgainstAgents(d: Draft, message: string, k: Knowledge, again = false): void {
  const agents = k.offers.agents;
  const setups = agents.map((a) => a.setupUsd);
  const monthlyLow = Math.min(...agents.map((a) => a.monthlyUsd.from));
  const monthlyHigh = Math.max(...agents.map((a) => a.monthlyUsd.to));
  const t = k.offers.trial;
  const twinCheaper = t.monthlyUsd < monthlyLow && t.setupUsd < Math.min(...setups);
  const askedCheaper = /\b(cheaper|less|lower|more affordable|save)\b/i.test(message);
  const askedDearer = /\b(more expensive|pricier|costlier|more)\b/i.test(message) && !askedCheaper;
  const yes = askedCheaper ? twinCheaper : askedDearer ? !twinCheaper : false;
  if (again) {
    // Asked once more ("so it's cheaper?"): the short answer, not the same sentence again.
    d.say(
      `${yes ? "Yes" : "No"}: ${formatUsd(t.monthlyUsd)} a month against ${formatUsd(monthlyLow)} to ${formatUsd(monthlyHigh)}, and ${formatUsd(t.setupUsd)} to finish setup against ${formatUsd(Math.min(...setups))} to ${formatUsd(Math.max(...setups))}, with the first ${t.days} days free.`,
      "Want me to help you start the free trial?",
    );
    d.cite(k.sources.trial, k.sources.agents);
    return;
  }
  // "Is it the same price?" gets a yes or no; "what's the difference in price?" the answer itself.
  const yesNo =
    /^\s*(?:ok\s+|so\s+|and\s+)*(is|are|does|do|would|will|can|could|isn'?t)\b|\?\s*$/i.test(message) &&
    !/^\s*(what|whats|what's|how)\b/i.test(message);
  d.say(
    `${yesNo ? `${yes ? "Yes" : "No"}: the AI twin` : "The AI twin"} costs less. After its free ${t.days}-day trial it's ${formatUsd(t.setupUsd)} to finish setup and ${formatUsd(t.monthlyUsd)} a month, while the reception agents are ${formatUsd(Math.min(...setups))} to ${formatUsd(Math.max(...setups))} to set up and ${formatUsd(monthlyLow)} to ${formatUsd(monthlyHigh)} a month.`,
    "Want me to help you start the free trial?",
  );
  d.cite(k.sources.trial, k.sources.agents);
  d.use("trial", ...agents.map((a) => `agent-${a.id}`));
  d.suggest("What is an AI twin?", "How much is the Inbound Voice Agent?", "How long does setup take?");
}

/** "Can I try it first?": yes, the AI twin's free trial; the agents are month to month instead. */
export function answerTryFirst(d: Draft, k: Knowledge): void {
  const t = k.offers.trial;
  d.say(
    `Yes: you can try an AI twin free for ${t.days} days with no credit card, and if you keep it, it's ${formatUsd(t.setupUsd)} to finish setup and ${formatUsd(t.monthlyUsd)} a month.`,
    "The trial is for the AI twin; the reception agents are billed month to month with no long-term contract, so you're never locked in. Want me to help you start the free trial?",
  );
  d.cite(k.sources.trial);
  d.use("trial");
  d.suggest("What is an AI twin?", "How much is the Inbound Voice Agent?", "How long does setup take?");
}

const orList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;

/** What fits a budget: every way in whose monthly price (or setup) is within it, with its other cost. */
export function answerBudget(
  d: Draft,
  k: Knowledge,
  budget: { upfront: number | null; monthly: number | null },
  /** The agent their need points to ("im on the phone all day… whats best for me"), if any. */
  need?: AgentOffer,
  /** A second need said beside it ("parents calling… and asking prices on the website"). */
  alsoNeed?: AgentOffer,
): void {
  const t = k.offers.trial;
  if (need && alsoNeed && budget.monthly !== null && need.monthlyUsd.to <= budget.monthly) {
    const both = need.monthlyUsd.to + alsoNeed.monthlyUsd.to;
    const working = `${formatUsd(need.monthlyUsd.to)} + ${formatUsd(alsoNeed.monthlyUsd.to)}`;
    if (both <= budget.monthly)
      d.say(
        `With ${formatUsd(budget.monthly)} a month you can run both: the ${need.name} and the ${alsoNeed.name} come to ${formatUsd(both)} a month (${working} = ${formatUsd(both)}), after ${formatUsd(need.setupUsd + alsoNeed.setupUsd)} in one-time setup (${formatUsd(need.setupUsd)} + ${formatUsd(alsoNeed.setupUsd)} = ${formatUsd(need.setupUsd + alsoNeed.setupUsd)}).`,
        `Payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down. Want our team to confirm it in writing?`,
      );
    else
      d.say(
        `With ${formatUsd(budget.monthly)} a month, I'd start with the ${need.name}: it's ${agentMonthly(need)} with ${agentIncluded(need)} included, after a one-time ${formatUsd(need.setupUsd)} setup.`,
        `Adding the ${alsoNeed.name} as well would take you over your ${formatUsd(budget.monthly)}: ${working} = ${formatUsd(both)} a month, so that one could come later. Want me to work out the bill for your volume?`,
      );
    d.cite(k.sources.agents);
    d.use("offer", `agent-${need.id}`, `agent-${alsoNeed.id}`);
    d.suggest("How do payment plans work?", "How long does setup take?", "Can it transfer calls to a real person?");
    return;
  }
  if (need && budget.monthly !== null && need.monthlyUsd.to <= budget.monthly) {
    d.say(
      `With ${formatUsd(budget.monthly)} a month, I'd go with the ${need.name}: it ${lowerFirst(need.summary)}`,
      `It's ${agentMonthly(need)} with ${agentIncluded(need)} included, inside your budget, after a one-time ${formatUsd(need.setupUsd)} setup, and payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down. Want me to work out the bill for your volume?`,
    );
    d.cite(k.sources.agents);
    d.use("offer", `agent-${need.id}`);
    d.suggest("How do payment plans work?", "How long does setup take?", "Can it transfer calls to a real person?");
    return;
  }
  // "700 a month, what can I get": two agents that fit together are the answer a salesperson gives.
  const pair = budget.monthly !== null ? pairWithin(k, budget.monthly, budget.upfront) : null;
  if (pair && budget.monthly !== null) {
    const [a, b] = pair;
    const monthly = a.monthlyUsd.to + b.monthlyUsd.to;
    const setup = a.setupUsd + b.setupUsd;
    d.say(
      `With ${formatUsd(budget.monthly)} a month you could run two agents together: the ${a.name} and the ${b.name} come to ${formatUsd(monthly)} a month (${formatUsd(a.monthlyUsd.to)} + ${formatUsd(b.monthlyUsd.to)} = ${formatUsd(monthly)}), after ${formatUsd(setup)} in one-time setup (${formatUsd(a.setupUsd)} + ${formatUsd(b.setupUsd)} = ${formatUsd(setup)}).`,
      `Either one alone fits too, and payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down; want me to help you pick what fits your calls and your website?`,
    );
    d.cite(k.sources.agents);
    d.use("offer", `agent-${a.id}`, `agent-${b.id}`);
    d.suggest("How do payment plans work?", "How long does setup take?", "Which agent do I need?");
    return;
  }
  // A monthly limit says most about what they can run; an upfront one alone, what they can start.
  const upfront = budget.monthly === null;
  const usd = (budget.monthly ?? budget.upfront)!;
  const fits: string[] = [];
  for (const a of k.offers.agents) {
    const monthly =
      a.monthlyUsd.from !== a.monthlyUsd.to
        ? `from ${formatUsd(a.monthlyUsd.from)} a month ${a.monthlyNote ?? "by volume"}`
        : `${formatUsd(a.monthlyUsd.from)} a month`;
    // "$3,500 upfront and $350 a month": both limits, when both are given.
    const setupFits = budget.upfront === null || a.setupUsd <= budget.upfront;
    if (upfront ? a.setupUsd <= usd : a.monthlyUsd.from <= usd && setupFits)
      fits.push(`the ${a.name} (${monthly}, ${formatUsd(a.setupUsd)} setup)`);
  }
  // (How many of the ways in are agents: said before the twin and the builds join the list.)
  const agentsFit = fits.length;
  if (upfront ? t.setupUsd <= usd : t.monthlyUsd <= usd)
    fits.push(
      `the AI twin (free for ${t.days} days, then ${formatUsd(t.setupUsd)} to finish setup and ${formatUsd(t.monthlyUsd)} a month)`,
    );
  // A monthly budget with no upfront limit: the smallest build that fits it, not a $15,000 app
  // because its monthly fee is small.
  const plansFit = k.offers.buildPlans.filter((p) =>
    upfront
      ? p.investmentUsd <= usd
      : (p.monthlyUsd ?? 0) <= usd && (budget.upfront === null || p.investmentUsd <= budget.upfront),
  );
  for (const p of upfront || budget.upfront !== null ? plansFit : plansFit.slice(0, 1))
    fits.push(`the ${p.name} plan (${formatUsd(p.investmentUsd)} to build, ${formatUsd(p.monthlyUsd ?? 0)} a month)`);
  const plans = `payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down`;
  // "budget maybe 200 a month": the agents said plainly to be over it, and what fits instead.
  const lowestAgent = [...k.offers.agents].sort((a, b) => a.monthlyUsd.from - b.monthlyUsd.from)[0];
  if (!upfront && agentsFit === 0 && fits.length > 0 && lowestAgent && lowestAgent.monthlyUsd.from > usd) {
    d.say(
      `At ${formatUsd(usd)} a month our reception agents are over budget (the lowest, the ${lowestAgent.name}, is ${formatUsd(lowestAgent.monthlyUsd.from)} a month), but ${orList(fits)} fits.`,
      `Setup is one-time, and ${plans}; want me to help you pick?`,
    );
    d.cite(k.sources.agents, k.sources.trial);
    d.use("offer", "trial");
    d.suggest("How does the free trial work?", "What does the Launch Website include?", "How do payment plans work?");
    return;
  }
  if (fits.length === 0) {
    answerLowestCostWayIn(d, k);
    return;
  }
  // "300 a month and 1k upfront": an agent whose monthly fits but whose setup doesn't, said plainly.
  const setupOnlyOver =
    !upfront && budget.upfront !== null && agentsFit === 0
      ? k.offers.agents.find((a) => a.monthlyUsd.from <= usd && a.setupUsd > budget.upfront!)
      : undefined;
  d.say(
    upfront
      ? // (Every way in that fits is named: a website build is as much an answer as an agent.)
        `With ${formatUsd(usd)} upfront, ${orList(fits.slice(0, 6))} fits; for anything with a bigger setup, ${plans}.`
      : `With ${budget.upfront !== null ? `${formatUsd(budget.upfront)} upfront and ` : ""}${formatUsd(usd)} a month you could run ${orList(fits.slice(0, 4))}.`,
    upfront
      ? "Want me to help you pick the one that fits what you need?"
      : setupOnlyOver
        ? `The ${setupOnlyOver.name}'s ${formatUsd(setupOnlyOver.monthlyUsd.from)} a month fits too, but its ${formatUsd(setupOnlyOver.setupUsd)} setup is over your ${formatUsd(budget.upfront!)} upfront; ${plans}, which can bridge that. Want me to help you pick?`
        : `Setup is one-time, and ${plans}; want me to help you pick the one that fits what you need?`,
  );
  d.cite(k.sources.agents, k.sources.trial);
  d.use("offer", "trial");
  d.suggest("How do payment plans work?", "How does the free trial work?", "Which agent do I need?");
}

/** The two fixed-price agents with the most monthly spend inside a budget (and its setup limit), if two fit. */
function pairWithin(k: Knowledge, monthly: number, upfront: number | null): [AgentOffer, AgentOffer] | null {
  const fixed = k.offers.agents.filter((a) => a.monthlyUsd.from === a.monthlyUsd.to);
  let best: [AgentOffer, AgentOffer] | null = null;
  for (const [i, a] of fixed.entries())
    for (const b of fixed.slice(i + 1)) {
      const sum = a.monthlyUsd.to + b.monthlyUsd.to;
      if (sum > monthly || (upfront !== null && a.setupUsd + b.setupUsd > upfront)) continue;
      if (!best || sum > best[0].monthlyUsd.to + best[1].monthlyUsd.to) best = [a, b];
    }
  return best;
}

/**
 * "2000 a year max for this. what fits": each way in's first year (setup plus 12 months) against
 * the visitor's year, with the working; when no agent fits, the lowest agent's year said plainly.
 */
export function answerYearBudget(d: Draft, k: Knowledge, yearly: number): void {
  const t = k.offers.trial;
  const year = (name: string, setup: number, monthly: number, after = "") => ({
    name,
    total: setup + 12 * monthly,
    line: `${formatUsd(setup)} + 12 × ${formatUsd(monthly)} = ${formatUsd(setup + 12 * monthly)}${after}`,
  });
  const agents = k.offers.agents
    .map((a) => year(`the ${a.name}`, a.setupUsd, a.monthlyUsd.from))
    .sort((a, b) => a.total - b.total);
  const others = [
    year("the AI twin", t.setupUsd, t.monthlyUsd, `, after the free ${t.days}-day trial`),
    ...k.offers.buildPlans.map((p) => year(`the ${p.name} plan`, p.investmentUsd, p.monthlyUsd ?? 0)),
  ];
  const fits = [...agents, ...others].filter((x) => x.total <= yearly).sort((a, b) => a.total - b.total);
  const lowestAgent = agents[0]!;
  const say: string[] = [];
  if (fits.length === 0) {
    const lowest = [...agents, ...others].sort((a, b) => a.total - b.total)[0]!;
    say.push(
      `Honestly, ${formatUsd(yearly)} for the year is under everything we offer: the lowest first year is ${lowest.name}, ${lowest.line}.`,
    );
  } else {
    const listed = fits.slice(0, 3).map((x) => `${x.name} (${x.line})`);
    say.push(
      `With ${formatUsd(yearly)} for the year, ${listed.length === 1 ? `${listed[0]} fits in its first year` : `these fit in their first year: ${listed.slice(0, -1).join(", ")} and ${listed[listed.length - 1]}`}.`,
    );
    if (!fits.includes(lowestAgent))
      say.push(`A reception agent doesn't: the lowest, ${lowestAgent.name}, is ${lowestAgent.line} in its first year.`);
  }
  say.push(
    `Payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down if the setup is what's in the way; want me to help you pick?`,
  );
  d.say(...say);
  d.cite(k.sources.agents, k.sources.trial);
  d.use("offer", "trial");
  d.suggest("How does the free trial work?", "How do payment plans work?", "Which agent do I need?");
}

/** "AI twin or a reception agent?": what each is for, with its price, and how to choose. */
export function answerTwinVersusAgent(d: Draft, agent: AgentOffer, k: Knowledge, sameAsked = false): void {
  const t = k.offers.trial;
  // "is that the same thing as…": the no first.
  if (sameAsked) d.say("No, they're different products.");
  d.say(
    `An AI twin is an AI version of you: it talks with your customers in your voice and personality, free for ${t.days} days, then ${formatUsd(t.setupUsd)} to finish setup and ${formatUsd(t.monthlyUsd)} a month.`,
    `The ${agent.name} is your front desk: it ${lowerFirst(agent.summary.replace(/\.$/, ""))}, for ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}.`,
    "If customers want to hear from you personally, start with the twin; if every call needs answering and booking, the agent. Want me to help you start the free trial?",
  );
  d.cite(k.sources.trial, k.sources.agents);
  d.use("trial", `agent-${agent.id}`);
  d.suggest("How does the free trial work?", `How much is the ${agent.name}?`, "Can it sound like me?");
}

/** "What's your cheapest option?": the lowest-priced way in, then the lowest-priced agent and build. */
export function answerLowestCostWayIn(d: Draft, k: Knowledge, payOverTime = false, message = ""): void {
  const t = k.offers.trial;
  const firstYear = (setup: number, monthly: number) => setup + 12 * monthly;
  const agent = [...k.offers.agents].sort(
    (a, b) => firstYear(a.setupUsd, a.monthlyUsd.from) - firstYear(b.setupUsd, b.monthlyUsd.from),
  )[0]!;
  const plan = [...k.offers.buildPlans].sort(
    (a, b) => firstYear(a.investmentUsd, a.monthlyUsd ?? 0) - firstYear(b.investmentUsd, b.monthlyUsd ?? 0),
  )[0];
  // "need a website for my flower shop… whats ur cheapest option": the cheapest website, first.
  if (
    plan &&
    /\b(website|web ?site|site|web page|webpage)\b/i.test(message) &&
    !/\b(chat|agent|bot)\b/i.test(message)
  ) {
    d.say(
      `For a website, the ${plan.name} plan is the most affordable: ${formatUsd(plan.investmentUsd)}${plan.monthlyUsd ? ` plus ${formatUsd(plan.monthlyUsd)} a month` : ""}, ready in ${plan.timeline}. It includes ${plan.includes.slice(0, 2).map(lowerFirst).join(" and ")}.`,
      `Payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down. Want our team to scope your build with you?`,
    );
    d.cite(k.sources.build);
    d.use(`plan-${plan.id}`);
    return;
  }
  // "any cheaper way in or discounts": the discount asked is the launch pricing already in the prices,
  // said in the same breath (a reply keeps its first two sentences when it answers several parts).
  const discountAsked = !payOverTime && /\b(discounts?|deals?|promo\w*|coupons?|specials?)\b/i.test(message);
  d.say(
    `The lowest-cost way in is the AI twin: free for ${t.days} days, then ${formatUsd(t.setupUsd)} to finish setup and ${formatUsd(t.monthlyUsd)} a month.`,
    `If it's your phone line you need covered, our lowest-priced agent is the ${agent.name} at ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}${
      plan && !discountAsked
        ? `; for a website, the ${plan.name} plan is ${formatUsd(plan.investmentUsd)}${plan.monthlyUsd ? ` plus ${formatUsd(plan.monthlyUsd)} a month` : ""}`
        : ""
    }${
      discountAsked
        ? `; as for discounts, that's already a launch price, up to ${k.offers.launchDiscountPercent}% below market in exchange for a testimonial, and payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down`
        : ""
    }.`,
  );
  // "anything cheaper or can i pay over time": both asked, both answered.
  if (payOverTime)
    d.say(
      `And yes, you can spread the setup out: payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down, and prices are launch prices, up to ${k.offers.launchDiscountPercent}% below market.`,
    );
  if (process.env.DBG) console.error("LCW", payOverTime, message);
  d.cite(k.sources.trial, k.sources.agents);
  d.suggest("How does the free trial work?", "How much is the Inbound Voice Agent?", "Do you offer payment plans?");
}

/**
 * "difference between the chat agent and the ai twin?", "which is better for a life coach, it's just
 * me": the twin is the person, the agent is the business's front desk; a one-person business gets
 * the twin first.
 */
export function answerTwinOrAgent(d: Draft, agent: AgentOffer, k: Knowledge, solo: boolean): void {
  const t = k.offers.trial;
  const twin = `an AI twin is you: it talks with your customers in your own voice and personality, with a free ${t.days}-day trial, then ${formatUsd(t.setupUsd)} to finish setup and ${formatUsd(t.monthlyUsd)} a month`;
  const theAgent = `the ${agent.name} is your business's own assistant, not a copy of you: ${lowerFirst(agent.summary.replace(/\.$/, ""))}, for ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}`;
  if (solo)
    d.say(
      `When it's just you, I'd start with the AI twin: clients get to talk with you, in your voice, even when you're busy, and you can try it free for ${t.days} days.`,
      `After the trial it's ${formatUsd(t.setupUsd)} to finish setup and ${formatUsd(t.monthlyUsd)} a month; the ${agent.name} (${formatUsd(agent.setupUsd)} plus ${agentMonthly(agent)}) suits a business with a front desk to cover.`,
    );
  else
    d.say(
      `The difference: ${theAgent}; ${twin}.`,
      "If customers come to talk with you personally, the twin fits; if it's your business's front desk, the agent.",
    );
  d.cite(k.sources.trial, k.sources.agents);
  d.suggest("How does the free trial work?", `How much is the ${agent.name}?`, "Can it sound like me?");
}

/** "Up to 12 custom pages with copywriting": the page count a plan's list gives, if any. */
function pagesOf(plan: BuildPlan): number | null {
  for (const item of plan.includes) {
    const m = /\bup to (\d+)\b[^.]*\bpages?\b/i.exec(item);
    if (m) return Number(m[1]);
  }
  return null;
}

/** "i need like 8 pages": the smallest build plan whose pages cover it, and why not the one below. */
export function answerPlanForPages(d: Draft, pages: number, k: Knowledge, message = ""): boolean {
  const withPages = k.offers.buildPlans
    .map((p) => ({ p, n: pagesOf(p) }))
    .filter((x): x is { p: BuildPlan; n: number } => x.n !== null)
    .sort((a, b) => a.n - b.n);
  if (withPages.length === 0) return false;
  const fit = withPages.find((x) => x.n >= pages);
  const below = [...withPages].reverse().find((x) => x.n < pages);
  if (!fit) {
    const top = withPages[withPages.length - 1]!;
    d.say(
      `${pages} pages is more than our largest website plan covers (the ${top.p.name}, up to ${top.n} pages), so our team would scope it with you as a custom build.`,
    );
    d.cite(k.sources.build);
    return true;
  }
  const { p } = fit;
  const extra = p.includes.find((x) => /agent/i.test(x) && !/pages?/i.test(x));
  d.say(
    // The plan is named first: "does it have the chat built in?" is about it next.
    `${below ? `For ${pages} pages it's the ${p.name} plan` : `The ${p.name} plan fits`}: up to ${fit.n} pages${below ? ` (the ${below.p.name} stops at ${below.n})` : ""}${extra ? `, with ${lowerFirst(extra)}` : ""}, for ${formatUsd(p.investmentUsd)}${p.monthlyUsd ? ` plus ${formatUsd(p.monthlyUsd)} a month` : ""}, ready in ${p.timeline}.`,
  );
  // "budget is around 5k tops": the build's price against it, with the way to spread it.
  const budget = readPlainBudget(message) ?? readBudgets(message)?.upfront ?? null;
  if (budget !== null && p.investmentUsd > budget)
    d.say(
      `That's ${formatUsd(p.investmentUsd - budget)} over your ${formatUsd(budget)} (${formatUsd(p.investmentUsd)} − ${formatUsd(budget)} = ${formatUsd(p.investmentUsd - budget)}), though payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down, so it needn't come out at once.`,
    );
  else if (budget !== null) d.say(`That fits your ${formatUsd(budget)}.`);
  d.cite(k.sources.build);
  d.suggest(`What does the ${p.name} plan include?`, "Can I add the chat agent later?", "How can I contact the team?");
  return true;
}

const WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun";
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** "March", for "mar": the month said back whole. */
const monthName = (abbr: string) =>
  new Date(Date.UTC(2001, MONTHS.indexOf(abbr.slice(0, 3)), 1)).toLocaleString("en-US", {
    month: "long",
    timeZone: "UTC",
  });
const DATE = "(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?";

/** Days from one month-and-day to another, the later one taken as within the next twelve months. */
function daysBetween(from: [string, string], to: [string, string]): number {
  const at = ([mon, day]: [string, string], year: number) =>
    Date.UTC(year, MONTHS.indexOf(mon.slice(0, 3)), Number(day));
  const start = at(from, 2001);
  let end = at(to, 2001);
  if (end < start) end = at(to, 2002);
  return Math.round((end - start) / 86_400_000);
}

/**
 * "can you have it live by friday", "need it up in 3 days", "ready before next week": the days the
 * visitor gives us, at most (a weekday is within the week), and the words they used; null if none.
 * With no today said beside a date ("before jan 15") `days` is NaN, and the answer works back from
 * the date instead.
 */
export function deadlineAsked(message: string): { days: number; phrase: string } | null {
  const m = message.toLowerCase();
  // "by march 1. today is jan 20": the days between the two dates.
  const by = new RegExp(`\\b(?:by|before|for|until)\\s+${DATE}`).exec(m);
  const today =
    new RegExp(`\\b(?:today is|today's|its|it's|now is)\\s+${DATE}`).exec(m) ??
    // "april 18 today": the date before the word.
    new RegExp(`\\b${DATE}\\s+(?:is\\s+)?today\\b`).exec(m);
  // "before black friday. today is nov 10": a holiday's usual date stands for it.
  const holiday =
    /\b(?:by|before|for|until)\s+(black friday|thanksgiving|christmas|new year'?s?|valentine'?s(?: day)?|mother'?s day|july 4th|4th of july|halloween)\b/.exec(
      m,
    );
  if (holiday && today) {
    const on: Record<string, [string, string]> = {
      "black friday": ["nov", "25"],
      thanksgiving: ["nov", "24"],
      christmas: ["dec", "25"],
      halloween: ["oct", "31"],
      "july 4th": ["jul", "4"],
      "4th of july": ["jul", "4"],
    };
    const key = holiday[1]!.replace(/'/g, "");
    const date =
      on[key] ?? (/new year/.test(key) ? ["jan", "1"] : /valentine/.test(key) ? ["feb", "14"] : ["may", "10"]);
    return { days: daysBetween([today[1]!, today[2]!], date as [string, string]), phrase: holiday[0] };
  }
  // "we open march 3rd and today is feb 18": the other date said beside today's is the one to meet.
  const other = today
    ? [...m.matchAll(new RegExp(`\\b${DATE}`, "g"))].find((x) => x.index !== today.index + today[0].indexOf(x[0]))
    : undefined;
  const target = by ?? (other ? (["", other[1]!, other[2]!] as const) : null);
  // "opening on the 20th and today's the 3rd": days of the same month (or the next).
  const dayToday = /\btoday(?:'s| is)\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b/.exec(m);
  const dayOther = dayToday
    ? [...m.matchAll(/\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b/g)].find(
        (x) => x.index !== dayToday.index + dayToday[0].indexOf(x[0]),
      )
    : undefined;
  if (!today && dayToday && dayOther && Number(dayToday[1]) <= 31 && Number(dayOther[1]) <= 31) {
    const gap = Number(dayOther[1]) - Number(dayToday[1]);
    return { days: gap >= 0 ? gap : gap + 30, phrase: `by the ${dayOther[0].replace(/^the\s+/, "")}` };
  }
  if (target && today) {
    const days = daysBetween([today[1]!, today[2]!], [target[1]!, target[2]!]);
    return {
      days,
      phrase: `by ${monthName(target[1]!)} ${target[2]}`,
    };
  }
  if (
    !/\b(live|ready|running|set ?up|up|launch|launched|done|working|installed|go live|built|build|make|finish|finished|deliver|delivered|doable)\b/.test(
      m,
    )
  )
    return null;
  // "if i want it live before jan 15 when do i need to start": the date alone, no today to count from.
  if (by && !today) return { days: NaN, phrase: `by ${monthName(by[1]!)} ${by[2]}` };
  // "live before february", "by march": a month alone.
  const byMonth =
    /\b(by|before|until|for|in)\s+((?:(?:the\s+)?(?:start|beginning|end|middle)\s+of\s+)?)(january|jan|february|feb|march|mar|april|apr|may|june|jun|july|jul|august|aug|september|sept|sep|october|oct|november|nov|december|dec)\b(?!\s*\d)/.exec(
      m,
    );
  // ("240 min of calls in april, whats my april bill": the month of a bill, not a date to be live by.)
  // ("in july we get like 400 calls": the month of the usage, not a deadline either.)
  const usageInMonth =
    byMonth?.[1] === "in" &&
    new RegExp(`\\bin\\s+${byMonth[2]}${byMonth[3]}\\s+(we|i|our|they|it|calls|things|business|we're|were)\\b`).test(m);
  const billInMonth =
    usageInMonth ||
    (byMonth?.[1] === "in" &&
      /\b(bill|cost|costs|how much|pay|price|charge)\b/.test(m) &&
      !/\b(live|ready|launch\w*|running|installed|built|done)\b/.test(m));
  if (byMonth && !today && !billInMonth)
    return { days: NaN, phrase: `${byMonth[1] === "before" ? "before" : "by"} ${byMonth[2]}${monthName(byMonth[3]!)}` };
  const day = new RegExp(`\\b(?:by|before|for|on|until|til)\\s+(?:this\\s+|next\\s+)?(${WEEKDAYS})\\b`).exec(m);
  if (day) return { days: /\bnext\s/.test(day[0]) ? 13 : 6, phrase: day[0].replace(/^(for|on|until|til)\s/, "by ") };
  const rel =
    /\b(?:by|before|for|until)\s+(tomorrow|tonight|today|the weekend|this weekend|next week|this week|end of (?:the |this )?(?:week|month)|next month|the end of (?:the |this )?(?:week|month))\b/.exec(
      m,
    ) ?? /\b(tomorrow|tonight|this week|next week|this weekend|next month)\b/.exec(m);
  if (rel) {
    const w = rel[1]!;
    const days = /tonight|today/.test(w)
      ? 0
      : /tomorrow/.test(w)
        ? 1
        : /next week/.test(w)
          ? 7
          : /month/.test(w)
            ? w.includes("next")
              ? 45
              : 21
            : 6;
    return { days, phrase: rel[0].startsWith("by") || rel[0].startsWith("before") ? rel[0] : `by ${w}` };
  }
  const span = /\b(?:in|within|inside of|under)\s+(\d{1,3}|a|an|one|two|three|four|five|six)\s+(days?|weeks?)\b/.exec(
    m,
  );
  if (span) {
    const n = /^\d+$/.test(span[1]!) ? Number(span[1]) : (NUMBER_WORDS[span[1]!] ?? 1);
    return { days: n * (span[2]!.startsWith("week") ? 7 : 1), phrase: span[0] };
  }
  return null;
}

/**
 * Whether a build plan can be ready by the visitor's date, from its timeline ("3-5 weeks"); the
 * plan is the one with the agent built in when a chat is wanted with it.
 */
export function answerPlanDeadline(
  d: Draft,
  deadline: { days: number; phrase: string },
  plan: BuildPlan,
  k: Knowledge,
  message = "",
): void {
  const weeks = /(\d+)\s*-\s*(\d+)\s*weeks/.exec(plan.timeline);
  const [min, max] = weeks ? [Number(weeks[1]) * 7, Number(weeks[2]) * 7] : [NaN, NaN];
  if (Number.isNaN(deadline.days) && weeks) {
    d.say(
      YES_NO_ASKED.test(message)
        ? `Yes, if we start at least ${weeks[2]} weeks before ${deadline.phrase.replace(/^(by|before) /, "")}: the ${plan.name} plan takes ${plan.timeline}.`
        : `The ${plan.name} plan takes ${plan.timeline}, so to have it ${deadline.phrase}, start at least ${weeks[2]} weeks before.`,
      `It's ${formatUsd(plan.investmentUsd)}${plan.monthlyUsd !== undefined ? ` plus ${formatUsd(plan.monthlyUsd)} per month` : ""}. Want our team to scope it with you this week so the clock starts sooner?`,
    );
    d.cite(k.sources.build);
    d.use(`plan-${plan.id}`);
    d.suggest(`What's in the ${plan.name} plan?`, "Do you offer payment plans?", "How can I contact the team?");
    return;
  }
  const lead = !weeks
    ? `The ${plan.name} plan takes ${plan.timeline}`
    : deadline.days < min
      ? `Honestly, probably not ${deadline.phrase}: the ${plan.name} plan takes ${plan.timeline}`
      : deadline.days < max
        ? `It's possible ${deadline.phrase}, but tight: the ${plan.name} plan takes ${plan.timeline}`
        : `Yes, ${deadline.phrase} is doable: the ${plan.name} plan takes ${plan.timeline}`;
  d.say(
    `${lead}${deadline.days > 0 && weeks ? `, and you have about ${Math.round(deadline.days / 7) <= 1 ? "a week" : `${Math.round(deadline.days / 7)} weeks`}` : ""}.`,
    `It's ${formatUsd(plan.investmentUsd)}${plan.monthlyUsd !== undefined ? ` plus ${formatUsd(plan.monthlyUsd)} per month` : ""}. Want our team to scope it with you this week so the clock starts sooner?`,
  );
  d.cite(k.sources.build);
  d.use(`plan-${plan.id}`);
  d.suggest(`What's in the ${plan.name} plan?`, "Do you offer payment plans?", "How can I contact the team?");
}

/** Whether the agents can be live by the visitor's date, from the setup days the site gives. */
/** "can it be live by march 1?", "is that doable": a yes or no asked, not when to start. */
const YES_NO_ASKED =
  /^\W*(can|could|will|would|is|are|do|does)\b|\b(doable|possible|realistic|feasible|in time|make it)\b/i;

export function answerDeadline(d: Draft, deadline: { days: number; phrase: string }, k: Knowledge, message = ""): void {
  const { min, max } = k.offers.setupDays;
  const when = `most agents go live ${min} to ${max} days after the discovery call, depending on how many tools we connect`;
  // "by March 3" worked out from today's date: how many days that leaves, said too.
  if (Number.isNaN(deadline.days)) {
    d.say(
      YES_NO_ASKED.test(message)
        ? `Yes, if we have the discovery call at least ${max} days before ${deadline.phrase.replace(/^(by|before) /, "")}: ${when}.`
        : `To be live ${deadline.phrase}, have the discovery call at least ${max} days before it: ${when}.`,
      "The sooner we have that call, the more room you have. Want me to have the team book it?",
    );
    d.cite(k.sources.setup);
    d.use("offer");
    d.suggest("What happens on the discovery call?", "How much is the Inbound Voice Agent?", "Can I try it for free?");
    return;
  }
  const by = /^by (?:[A-Z][a-z]+ \d|the \d)/.test(deadline.phrase)
    ? `${deadline.phrase}, ${deadline.days} days from now`
    : deadline.phrase;
  d.say(
    deadline.days < min
      ? `Honestly, probably not ${by}: ${when}.`
      : deadline.days < max
        ? `It's possible ${by}, but not certain: ${when}.`
        : `Yes, ${by}${by === deadline.phrase ? "" : ","} is realistic: ${when}.`,
    "The sooner we have that call, the sooner yours is live. Want me to have the team book it?",
  );
  d.cite(k.sources.setup);
  d.use("offer");
  d.suggest("What happens on the discovery call?", "How much is the Inbound Voice Agent?", "Can I try it for free?");
}

/** "is there a free trial for the phone agent or only the twin?": the trial is the twin's, said first. */
export function answerTrialForAgent(d: Draft, agent: AgentOffer, k: Knowledge): void {
  const t = k.offers.trial;
  d.say(
    `The free ${t.days}-day trial is only for the AI twin; the ${agent.name} has no free trial.`,
    `It's ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}, billed month to month with no long-term contract, and our team can run a demo call so you hear it on your own kind of calls first. Want me to set that up?`,
  );
  d.cite(k.sources.trial);
  d.use("trial", `agent-${agent.id}`);
  d.suggest("What is an AI twin?", `How much is the ${agent.name}?`, "How long does setup take?");
}

/**
 * "whats the diff between the growth website and just buying the website chat agent": the plan
 * that has the agent built in against the agent alone, with what each costs in its first year.
 */
export function answerPlanOrAgent(d: Draft, plan: BuildPlan, agent: AgentOffer, k: Knowledge, base?: BuildPlan): void {
  const planYear = plan.investmentUsd + 12 * (plan.monthlyUsd ?? 0);
  const agentYear = agentFirstYear(agent);
  const builtIn = plan.includes.find((i) => i.toLowerCase().includes(agent.name.toLowerCase()));
  if (base) {
    // "the growth plan or the launch plan plus the chat agent separately": both ways, a year each.
    const upfront = base.investmentUsd + agent.setupUsd;
    const monthly = (base.monthlyUsd ?? 0) + agent.monthlyUsd.from;
    const pairYear = upfront + 12 * monthly;
    const [cheaper, dearer] =
      planYear <= pairYear ? [plan.name, `${base.name} plus the agent`] : [`${base.name} plus the agent`, plan.name];
    d.say(
      `The ${plan.name} plan has the ${agent.name} built in: ${formatUsd(plan.investmentUsd)} plus ${formatUsd(plan.monthlyUsd ?? 0)} a month. The ${base.name} plan with the agent added separately is ${formatUsd(base.investmentUsd)} + ${formatUsd(agent.setupUsd)} = ${formatUsd(upfront)} up front and ${formatUsd(base.monthlyUsd ?? 0)} + ${formatUsd(agent.monthlyUsd.from)} = ${formatUsd(monthly)} a month.`,
      `Over the first year that's ${formatUsd(plan.investmentUsd)} + 12 × ${formatUsd(plan.monthlyUsd ?? 0)} = ${formatUsd(planYear)} against ${formatUsd(upfront)} + 12 × ${formatUsd(monthly)} = ${formatUsd(pairYear)}, so ${cheaper} costs ${formatUsd(Math.abs(pairYear - planYear))} less than ${dearer} (${formatUsd(Math.max(pairYear, planYear))} − ${formatUsd(Math.min(pairYear, planYear))} = ${formatUsd(Math.abs(pairYear - planYear))}). Want our team to scope the site with you?`,
    );
    d.cite(k.sources.build);
    d.use(`plan-${plan.id}`, `plan-${base.id}`, `agent-${agent.id}`);
    d.suggest(
      `What else is in the ${plan.name} plan?`,
      `What does the ${base.name} plan include?`,
      "Do you offer payment plans?",
    );
    return;
  }
  d.say(
    `The ${plan.name} plan is a new website${builtIn ? ` with the ${agent.name} built in` : ""}: ${formatUsd(plan.investmentUsd)} plus ${formatUsd(plan.monthlyUsd ?? 0)} a month, ready in ${plan.timeline}. The ${agent.name} on its own goes on the site you already have: ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}.`,
    `Over the first year that's ${formatUsd(planYear)} for the plan (${formatUsd(plan.investmentUsd)} + 12 × ${formatUsd(plan.monthlyUsd ?? 0)} = ${formatUsd(planYear)}) against ${formatUsd(agentYear)} for the agent alone (${formatUsd(agent.setupUsd)} + 12 × ${formatUsd(agent.monthlyUsd.from)} = ${formatUsd(agentYear)}), setup included, so if your site needs redoing anyway, the plan is the better deal. Want our team to look at your current site with you?`,
  );
  d.cite(k.sources.build);
  d.use(`plan-${plan.id}`, `agent-${agent.id}`);
  d.suggest(`What else is in the ${plan.name} plan?`, `How much is the ${agent.name}?`, "Do you offer payment plans?");
}
