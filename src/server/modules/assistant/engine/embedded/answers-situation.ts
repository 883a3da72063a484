import type { AgentOffer } from "../../../../../shared/offers.ts";
import { agentIncluded, agentMonthly } from "../../knowledge/fact-text.ts";
import type { Knowledge } from "../../knowledge/knowledge.ts";
import type { Draft } from "./draft.ts";
import { joinAnd, lowerFirst } from "./phrasing.ts";
import { formatUsd } from "../../../../../shared/money.ts";

/* A visitor's own situation ("I'm a plumber and miss calls on jobs") and the tools they use. */

const YES_NO =
  /^\s*(can|does|do|will|would|could|is|are)\b|\b(can|does|will|could|would) (it|you|this|the (agent|ai|bot))\b/i;

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
): void {
  const yes = YES_NO.test(message) ? "Yes: " : "";
  const field = industry.name.toLowerCase();
  d.say(`${yes}${yes ? "for" : "For"} ${field}, the agent ${lowerFirst(industry.example)}`);
  d.say(
    `Most businesses like yours start with the ${agent.name}: ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}, with ${agentIncluded(agent)} included.`,
  );
  d.say("Want me to work out the monthly bill for your call volume?");
  d.cite({ title: "Built for businesses that live on the phone", url: "/#industries-heading" }, k.sources.agents);
  d.use("home-industries", `agent-${agent.id}`);
  d.suggest("How long does setup take?", "Can it transfer calls to a real person?", "Does it work with my calendar?");
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

export const ASKS_INTEGRATION =
  /\b(integrat\w*|connect\w*|sync\w*|hook\w*|plug\w*|compatible|work(s)? with|talk(s)? to|link\w*|support\w*)\b/i;

/** The listed tools the message names or means ("HubSpot", "my CRM"). */
export function integrationsMeant(message: string, k: Knowledge): string[] {
  const lower = message.toLowerCase();
  const word = (w: string) => new RegExp(`\\b${w.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(lower);
  // Whole names first: "Google Calendar" must not stand for "Google Business Profile".
  const named = k.integrations.filter(
    (t) => word(t) || (t.split(" ").length > 1 && word(t.split(" ")[0]!) && !/google/i.test(t)),
  );
  if (named.length > 0) return named;
  return KINDS.filter(([kind]) => kind.test(lower)).flatMap(([, tools]) => k.integrations.filter((t) => tools.test(t)));
}

/** "Does it integrate with HubSpot and Google Calendar?": yes for each listed tool, plainly. */
export function answerNamedIntegrations(d: Draft, named: string[], k: Knowledge): void {
  const others = k.integrations.filter((t) => !named.includes(t)).slice(0, 3);
  d.say(
    `Yes: our agents work with ${joinAnd(named)}, so bookings land in your calendar and every lead is logged where your team already works.`,
    `They also connect to tools like ${joinAnd(others)}; want me to have the team check the rest of your setup?`,
  );
  d.cite({ title: "Works with the tools you already use", url: "/#features" });
  d.use("home-features");
  d.suggest(
    "How long does setup take?",
    "How much is the Inbound Voice Agent?",
    "Can it transfer calls to a real person?",
  );
}
