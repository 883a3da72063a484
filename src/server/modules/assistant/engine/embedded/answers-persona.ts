import type { Knowledge } from "../../knowledge/knowledge.ts";
import type { Persona } from "../../personas/persona.types.ts";
import type { Draft } from "./draft.ts";
import type { EntityRef } from "./understand.ts";

// "what can you do", "how can Aurora help", "how would Max help my startup", "what do you offer"
const CAPABILITY =
  /\b(?:what|how)\s+(?:can|could|would|will|do|does|might)\b.*\b(?:do|help|helps|offer|assist|support)\b|\bwhat (?:can|do) (?:you|\w+) help with\b/;
// Families that say nothing more specific than "what you do"; "my startup" names the visitor's
// own business, not our ventures.
const GENERAL = new Set(["company", "services"]);
const VISITORS_OWN = /\b(?:my|our)\b/;

/**
 * Whether the visitor asks what the persona herself does: addressed as "you" or by her name,
 * about nothing more specific than their own business. The persona's namesake tool ("Aurora
 * AI") counts as her name.
 */
export function asksWhatPersonaDoes(text: string, name: string, entities: EntityRef[], k: Knowledge): boolean {
  if (!CAPABILITY.test(text)) return false;
  const own = name.toLowerCase();
  if (!new RegExp(`\\b(?:you|${own.replace(/[^a-z0-9 ]/g, "")})\\b`).test(text)) return false;
  return entities.every(
    (e) =>
      (e.type === "family" && (GENERAL.has(e.family) || (e.family === "businesses" && VISITORS_OWN.test(text)))) ||
      (e.type === "tool" && k.tools.items.some((t) => t.id === e.id && t.name.toLowerCase().startsWith(own))),
  );
}

/** What the persona covers, from her own topics in content/personas, and a question back. */
export function answerCapabilities(d: Draft, persona: Persona, k: Knowledge): void {
  // "How setup works" reads on mid-sentence as "how setup works"; "AI twins" keeps its capitals.
  const topics = persona.topics.map((t) =>
    (/^[A-Z][a-z]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t).replace(/[.]$/, ""),
  );
  const list = topics.length > 1 ? `${topics.slice(0, -1).join("; ")}; and ${topics.at(-1)}` : topics[0];
  d.say(
    `I'm ${persona.name}, ${k.site.companyName}'s ${persona.title}. I can help with ${list}.`,
    "Tell me a little about your business and what takes up most of your time, and I'll point you to where AI would help first.",
  );
  d.cite(k.sources.agents);
  d.suggest("How much is the Inbound Voice Agent?", "What is an AI twin?", "Can I book a strategy call?");
}
