import { formatMonthly, formatUsd } from "../../../../shared/money.ts";
import type { AgentOffer, Offers } from "../../../../shared/offers.ts";

/*
 * Sentences built from the structured offers: the only way a price, limit or timeline reaches an
 * answer. The embedded engine composes with these; the LLM engine gets them as its knowledge.
 */

export type BuildPlan = Offers["buildPlans"][number];

const count = (n: number) => n.toLocaleString("en-US");

export function agentMonthly(a: AgentOffer): string {
  const m = formatMonthly(a.monthlyUsd).replace("–", " to ");
  return `${m} per month${a.monthlyNote ? ` ${a.monthlyNote}` : ""}`;
}

export function agentSetup(a: AgentOffer): string {
  return `${formatUsd(a.setupUsd)} one-time setup`;
}

export function agentIncluded(a: AgentOffer): string {
  return `${count(a.included.amount)} ${a.included.unit}`;
}

export function agentOverage(a: AgentOffer): string {
  return `${formatUsd(a.overage.usd)} per ${a.overage.per}`;
}

export function agentPerCall(a: AgentOffer): string | null {
  if (a.perCallLimitMinutes === undefined) return null;
  const n = a.perCallLimitMinutes;
  return n === 1 ? "one minute per call" : `${count(n)} minutes per call`;
}

/** One line with every figure of an agent, e.g. for the knowledge passages. */
export function agentFactLine(a: AgentOffer): string {
  const perCall = agentPerCall(a);
  return (
    `${a.name}: ${agentSetup(a)} and ${agentMonthly(a)}, including ${agentIncluded(a)}` +
    `${perCall ? `, each call limited to ${perCall}` : ""}; overage ${agentOverage(a)}. ${a.summary}`
  );
}

export function planFactLine(p: BuildPlan): string {
  return (
    `${p.name}: ${formatUsd(p.investmentUsd)} investment${p.monthlyUsd !== undefined ? ` plus ${formatUsd(p.monthlyUsd)} per month` : ""}, ` +
    `timeline ${p.timeline}. ${p.summary} Includes: ${p.includes.join("; ")}.`
  );
}

export function trialFactLine(o: Offers): string {
  const t = o.trial;
  return (
    `${t.serviceName}: free for ${t.days} days, no credit card needed. It starts with a ${t.discoveryCallMinutes}-minute discovery call; ` +
    `the AI twin is built and installed in ${t.buildBusinessDays.typical} business days (up to ${t.buildBusinessDays.max} for complex setups). ` +
    `To keep it after the trial: ${formatUsd(t.setupUsd)} to finish setup plus ${formatUsd(t.monthlyUsd)} per month; ` +
    `qualified clients can start with ${formatUsd(t.qualifiedDownUsd)} down.`
  );
}

export function offerFactLine(o: Offers): string {
  return (
    `Setup of an agent takes ${o.setupDays.min} to ${o.setupDays.max} days. Launch pricing is up to ${o.launchDiscountPercent}% below market in exchange for a testimonial. ` +
    `Payment plans start from ${formatUsd(o.paymentPlansFromDownUsd)} down.`
  );
}
