import { stemmer } from "stemmer";
import { formatUsd } from "../../../../../shared/money.ts";
import type { AgentOffer, Offers } from "../../../../../shared/offers.ts";
import { agentMonthly } from "../../knowledge/fact-text.ts";
import type { Knowledge } from "../../knowledge/knowledge.ts";
import type { Draft } from "./draft.ts";
import { lowerFirst } from "./phrasing.ts";
import { tokenize } from "./text.ts";

/*
 * "Which one of those has the AI agent built in?": the question picks among the things the
 * conversation is about (the plans just compared, the agents just priced) by what each one is and
 * includes, and the answer names the one that fits.
 */

type Plan = Offers["buildPlans"][number];
export type Candidate = { kind: "plan"; plan: Plan } | { kind: "agent"; agent: AgentOffer };

const FILLER = new Set(
  "which one ones of those these them do does has have had with the a an is are that this it its built in come comes included include includes plan plans option options package packages agent agents get gets your you we i my me best for would could should can to of on at and or what recommend pick choose suggest go better us our so then if".split(
    " ",
  ),
);
/** Words that mean the AI agent the Growth plan is named for ("the AI", "the chatbot"). */
const SAME: Record<string, string> = {
  chatbot: "agent",
  bot: "agent",
  assistant: "agent",
  ai: "ai",
  receptionist: "agent",
};

const stems = (text: string) => tokenize(text).map((w) => stemmer(SAME[w] ?? w));

function describe(c: Candidate): string {
  return c.kind === "plan"
    ? [c.plan.name, c.plan.summary, ...c.plan.includes].join(" ")
    : [c.agent.name, c.agent.summary, ...c.agent.features].join(" ");
}

/** The candidate the question points at, or null when none (or several equally) fit. */
export function pickWhich(question: string, candidates: Candidate[]): Candidate | null {
  const words = tokenize(question)
    .filter((w) => !FILLER.has(w) || w === "ai")
    .map((w) => stemmer(SAME[w] ?? w));
  // "agent" alone names every agent; kept only to tell plans apart ("the plan with the AI agent").
  if (
    candidates.every((c) => c.kind === "plan") &&
    /\b(agent|chatbot|bot|assistant|receptionist|chat|ai)\b/i.test(question)
  )
    words.push("agent");
  if (words.length === 0) return null;
  const scored = candidates
    .map((c) => {
      const said = stems(describe(c));
      const have = new Set(said);
      const pairs = new Set(said.slice(1).map((w, i) => `${said[i]} ${w}`));
      const name = new Set(stems(c.kind === "plan" ? c.plan.name : c.agent.name));
      // The name counts double: "the one with the AI agent" is the plan named for it; so does a
      // phrase said as the candidate says it ("needs online booking": the plan with online booking).
      const score =
        words.reduce((n, w) => n + (name.has(w) ? 2 : have.has(w) ? 1 : 0), 0) +
        words.slice(1).filter((w, i) => pairs.has(`${words[i]} ${w}`)).length * 2;
      return { c, score };
    })
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  if (!best || best.score === 0 || (next && next.score === best.score)) return null;
  return best.c;
}

export function answerWhich(d: Draft, c: Candidate, question: string, k: Knowledge): void {
  if (c.kind === "plan") {
    const p = c.plan;
    const words = new Set(stems(question));
    // "which has the chat", "which comes with ai": the included item that is the agent.
    const agentItem = /\b(chat|chatbot|bot|ai|assistant|receptionist|agent)\b/i.test(question)
      ? p.includes.find((i) => /\bagent\b/i.test(i))
      : undefined;
    const item =
      agentItem ?? p.includes.find((i) => stems(i).some((w) => words.has(w) && !FILLER.has(w))) ?? p.includes[0]!;
    // "which would u pick for an escape room that needs online booking": a pick, said as one.
    const pick = /\b(pick|choose|recommend|go with|go for|suggest)\b/i.test(question);
    d.say(
      pick
        ? `I'd pick the ${p.name} plan: it includes ${lowerFirst(item)}.`
        : `The ${p.name} plan: it includes ${lowerFirst(item)}.`,
      `It's ${formatUsd(p.investmentUsd)}${p.monthlyUsd !== undefined ? ` plus ${formatUsd(p.monthlyUsd)} per month` : ""}, ready in ${p.timeline}.`,
    );
    d.cite(k.sources.build);
    d.use(`plan-${p.id}`);
    d.suggest(`What else is in the ${p.name} plan?`, "Do you offer payment plans?", "How long does a website take?");
  } else {
    const a = c.agent;
    const pick = /\b(pick|choose|recommend|go with|go for|suggest)\b/i.test(question);
    d.say(
      `${pick ? "I'd pick the" : "The"} ${a.name}: it ${lowerFirst(a.summary)}`,
      `It's ${formatUsd(a.setupUsd)} to set up and ${agentMonthly(a)}.`,
    );
    d.cite(k.sources.agents);
    d.use(`agent-${a.id}`);
    d.suggest(`How much is the ${a.name}?`, "How long does setup take?", "Can it transfer calls to a real person?");
  }
}
