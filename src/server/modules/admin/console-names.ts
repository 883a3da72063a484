import type { Personas } from "../assistant/personas/personas.content.ts";

/** Names staff read instead of the ids the chat logs store. */
export interface ConsoleNames {
  /** `aurora` → "Aurora", the twin's slug → "Maya (AI twin)", `investor:{slug}` → "Investor assistant · {business}". */
  agent(agent: string): string;
  /** The chat endpoint a conversation was held on → the page a visitor used it from. */
  channel(channel: string | null): string;
}

/** Ids as they are: the command-line tools and tests that have no content. */
export const RAW_NAMES: ConsoleNames = {
  agent: (agent) => agent,
  channel: (channel) => channel ?? "Unknown page",
};

/**
 * Built from content, so a renamed persona or business is renamed in the console too. An id no
 * longer in content (a business removed since) is shown as stored rather than hidden.
 */
export function createConsoleNames(personas: Personas, businesses: { slug: string; name: string }[]): ConsoleNames {
  const businessName = new Map(businesses.map((b) => [b.slug, b.name]));
  const channels = new Map<string, string>([
    // The home page's voice demo and the floating site widget share Aurora's original endpoint.
    ["/aurora/chat", "Home demo and site widget"],
    [`/sales-chat/${personas.aurora.id}`, `${personas.aurora.name} demo page`],
    [`/sales-chat/${personas.max.id}`, `${personas.max.name} demo page`],
    [`/${personas.twin.id}-chat`, "AI twin demo page"],
    ["/aurora-chat", "Investor portals"],
  ]);
  return {
    agent(agent) {
      if (agent.startsWith("investor:")) {
        const slug = agent.slice("investor:".length);
        return `Investor assistant · ${businessName.get(slug) ?? slug}`;
      }
      const persona = personas.byId(agent);
      if (!persona) return agent;
      if (persona.role === "twin") return `${persona.name} (AI twin)`;
      if (persona.role === "investor") return "Investor assistant";
      return persona.name;
    },
    channel(channel) {
      if (channel === null) return "Unknown page";
      return channels.get(channel) ?? channel;
    },
  };
}
