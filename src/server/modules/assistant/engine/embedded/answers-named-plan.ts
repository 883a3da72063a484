import { formatUsd } from "../../../../../shared/money.ts";
import type { Knowledge } from "../../knowledge/knowledge.ts";
import { Draft } from "./draft.ts";
import { joinAnd } from "./phrasing.ts";

/*
 * "do you have a $99/mo voicemail-only plan?", "i saw a $150 website plan, is that still available":
 * a plan the visitor names by its price or by what it leaves out. The plans that really cost that
 * are said, or plainly that there is none, then the nearest real one; never a pitch in its place.
 */

/** "do you have", "is there", "still available", "you got": asking whether a plan exists. */
const EXISTS_ASKED =
  /\b(do|does) (you|u|y'?all|ya|domu)( guys)?( still)? (have|offer|sell|do)\b|\b(you|u|you guys) (still )?(offer|sell)\b|\b(is|are) there\b|\bany chance (of|you have)\b|\b(still )?(available|offered|a thing)\b|\byou got\b|\bgot an?\b|\bcan i (get|buy|sign up for)\b|\bi (saw|heard|read)\b/i;

/** "$99/mo plan", "$49 a month option", "a 150 dollar website package": the price said as the plan's. */
const PRICED_PLAN =
  /(?:\$\s?(\d{1,3}(?:,\d{3})*|\d+)|\b(\d{1,3}(?:,\d{3})*|\d+)\s?(?:dollars?|bucks|usd))(?:\s?(\/\s?(?:mo|month)|a month|per month|monthly|a mo|\/mth))?\s?(?:[a-z-]+\s){0,3}?(?:plan|option|package|tier|version|deal|subscription|offer)\b/i;

/** "voicemail-only", "just takes messages", "an answering service": less than an agent, asked for. */
const LESS_THAN_AGENT =
  /\b(voicemail[- ]only|only voicemail|just (a )?voicemail|message[- ]taking|takes? messages|take a message|just (takes?|records?) messages|just records calls)\b/i;

type Kind = "calls" | "chat" | "website" | "twin";

const KIND_WORDS: [Kind, RegExp][] = [
  ["calls", /\b(voicemail|messages?|calls?|phones?|receptionist|answering|voice)\b/i],
  ["chat", /\b(chat|chatbot|live chat)\b/i],
  ["website", /\b(web ?site|site|web|landing page|app)\b/i],
  ["twin", /\b(twin|clone|coach(ing)?|avatar)\b/i],
];

interface Priced {
  kind: Kind;
  /** "the Launch Website plan's monthly fee (after $2,500 to build it)" */
  monthly: (usd: number) => string | null;
  upfront: (usd: number) => string | null;
}

function pricedOffers(k: Knowledge): Priced[] {
  const o = k.offers;
  return [
    ...o.agents.map(
      (a): Priced => ({
        kind: /website/i.test(a.id) ? "chat" : "calls",
        monthly: (usd) =>
          usd >= a.monthlyUsd.from && usd <= a.monthlyUsd.to
            ? `the ${a.name}${a.monthlyUsd.from === a.monthlyUsd.to ? "" : " at the low end of its range"} (plus ${formatUsd(a.setupUsd)} one-time setup)`
            : null,
        upfront: (usd) => (usd === a.setupUsd ? `the ${a.name}'s one-time setup` : null),
      }),
    ),
    {
      kind: "twin",
      monthly: (usd) =>
        usd === o.trial.monthlyUsd
          ? `the AI twin after its free ${o.trial.days}-day trial (plus ${formatUsd(o.trial.setupUsd)} to finish setup)`
          : null,
      upfront: (usd) => (usd === o.trial.setupUsd ? "the AI twin's setup after its free trial" : null),
    },
    ...o.buildPlans.map(
      (p): Priced => ({
        kind: "website",
        monthly: (usd) =>
          usd === p.monthlyUsd
            ? `the ${p.name} plan's monthly fee (after ${formatUsd(p.investmentUsd)} to build)`
            : null,
        upfront: (usd) => (usd === p.investmentUsd ? `the ${p.name} plan's build price` : null),
      }),
    ),
  ];
}

/** The lowest real offer of a kind, said with its figures. */
function nearest(kind: Kind | undefined, k: Knowledge): string {
  const o = k.offers;
  const inbound = o.agents.find((a) => a.id === "inbound-voice") ?? o.agents[0]!;
  const chat = o.agents.find((a) => /website/i.test(a.id));
  const plans = o.buildPlans.map(
    (p) =>
      `${p.name} (${formatUsd(p.investmentUsd)}${p.monthlyUsd === undefined ? "" : ` plus ${formatUsd(p.monthlyUsd)} a month`})`,
  );
  switch (kind) {
    case "website":
      return `Our website plans are ${joinAnd(plans)}.`;
    case "chat":
      if (chat)
        return `Our chat agent is the ${chat.name}: ${formatUsd(chat.setupUsd)} to set up and ${formatUsd(chat.monthlyUsd.from)} a month with ${included(chat.included)}.`;
      return `Our website plans are ${joinAnd(plans)}.`;
    case "twin":
      return `The AI twin is free for ${o.trial.days} days, then ${formatUsd(o.trial.setupUsd)} to finish setup and ${formatUsd(o.trial.monthlyUsd)} a month.`;
    default:
      return `For calls, the lowest is the ${inbound.name}: ${formatUsd(inbound.setupUsd)} to set up and ${formatUsd(inbound.monthlyUsd.from)} a month with ${included(inbound.included)}.`;
  }
}

/** "60 call minutes included" (the unit's own "per month" said once, by "a month" before it). */
const included = (x: { amount: number; unit: string }) =>
  `${x.amount.toLocaleString("en-US")} ${x.unit.replace(/ per month$/, "")} included`;

/** The answer to a plan named by a price or by what it leaves out; null when that is not the question. */
export function answerNamedPlan(message: string, k: Knowledge): Draft | null {
  const text = message.replace(/\s+/g, " ");
  if (!EXISTS_ASKED.test(text)) return null;
  // ("under $100 a month", "around $300": a budget, which the budget answer reads.)
  if (/\b(under|below|less than|cheaper than|up to|max(imum)?|around|about|roughly|budget|afford)\s+\$?\d/i.test(text))
    return null;
  const priced = PRICED_PLAN.exec(text);
  const less = LESS_THAN_AGENT.exec(text);
  if (!priced && !less) return null;
  const kind = KIND_WORDS.find(([, re]) => re.test(text))?.[0];
  const d = new Draft();
  const calls = kind === "calls" || (!kind && !!less);
  // ("just takes messages", "take a message": said back as a kind of plan, "message-taking".)
  const named = less
    ? less[0]
        .toLowerCase()
        .replace(/^just (a )?/, "")
        .replace(/^takes? messages$|^take a message$/, "message-taking")
    : undefined;
  if (priced) {
    const usd = Number((priced[1] ?? priced[2])!.replace(/,/g, ""));
    const perMonth = !!priced[3];
    const offers = pricedOffers(k).filter((p) => !kind || p.kind === kind || (calls && p.kind === "calls"));
    const monthly = offers.map((p) => p.monthly(usd)).filter((x): x is string => !!x);
    const upfront = perMonth ? [] : offers.map((p) => p.upfront(usd)).filter((x): x is string => !!x);
    if (!less && (monthly.length || upfront.length)) {
      const said = [
        ...(monthly.length ? [`${formatUsd(usd)} a month is ${joinAnd(monthly)}`] : []),
        ...(upfront.length ? [`${formatUsd(usd)} up front is ${joinAnd(upfront)}`] : []),
      ];
      d.say(`Yes: ${said.join(", and ")}.`, "Want me to work out what it would cost for your business?");
    } else {
      const what = named ? `${named} ` : "";
      const kindWord = kind === "website" ? "website " : kind === "chat" ? "chat " : kind === "twin" ? "AI twin " : "";
      d.say(
        `We don't have a ${formatUsd(usd)}${perMonth ? "-a-month" : ""} ${what || kindWord}plan.`,
        ...(calls || less ? [callsLine(k)] : [nearest(kind, k)]),
        calls || less ? "Want me to work out the bill for your call volume?" : "Want me to help you pick?",
      );
    }
  } else {
    const what = named!;
    d.say(
      `We don't sell ${/^[aeiou]/.test(what) ? "an" : "a"} ${what} ${/service|machine/.test(what) ? "" : "plan"}`.trim() +
        ".",
      callsLine(k),
      "Want me to work out the bill for your call volume?",
    );
  }
  d.cite(kind === "website" ? k.sources.build : kind === "twin" ? k.sources.trial : k.sources.agents);
  return d;
}

/** What answers a caller instead of a voicemail box, with its price. */
function callsLine(k: Knowledge): string {
  const a = k.offers.agents.find((x) => x.id === "inbound-voice") ?? k.offers.agents[0]!;
  return `The nearest is the ${a.name}: it answers every call live, day or night, takes the caller's details and texts or e-mails your team a summary, so no one has to leave a voicemail. It's ${formatUsd(a.setupUsd)} to set up and ${formatUsd(a.monthlyUsd.from)} a month with ${included(a.included)}.`;
}
