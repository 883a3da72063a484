import { describe, expect, it } from "vitest";
import {
  agentFactLine,
  agentIncluded,
  agentMonthly,
  agentOverage,
  agentPerCall,
  agentSetup,
  offerFactLine,
  planFactLine,
  trialFactLine,
} from "../../src/server/modules/assistant/knowledge/fact-text.ts";
import { loadContent } from "../../src/server/modules/content/content.loader.ts";
import { loadPages } from "../../src/server/modules/pages/pages.content.ts";
import type { AgentOffer } from "../../src/shared/offers.ts";

const offers = loadPages("content", loadContent("content").site).offers;
const agent = (id: string) => offers.agents.find((a) => a.id === id)!;
const plan = (id: string) => offers.buildPlans.find((p) => p.id === id)!;

/** An agent unlike the real ones: a per-call limit above one minute, a fractional setup. */
const custom: AgentOffer = {
  ...agent("inbound-voice"),
  name: "Test Agent",
  setupUsd: 1250.5,
  monthlyUsd: { from: 100, to: 100 },
  monthlyNote: undefined,
  perCallLimitMinutes: 3,
  included: { amount: 1500, unit: "calls per month" },
  overage: { usd: 2, per: "call" },
};

describe("sentences built from offers.json", () => {
  it("states each agent's figures as the pricing page does", () => {
    expect(agentFactLine(agent("inbound-voice"))).toBe(
      "Inbound Voice Agent: $2,500 one-time setup and $299 per month, including 60 call minutes per month, each call limited to one minute per call; overage $1.50 per minute. Answers every call to your business number, day or night, and books, qualifies or routes each caller.",
    );
    expect(agentMonthly(agent("outbound-voice"))).toBe("$300 to $700 per month by call volume");
    expect(agentIncluded(agent("website-reception"))).toBe("1,000 conversations per month");
    expect(agentOverage(agent("website-reception"))).toBe("$0.25 per conversation");
    expect(agentPerCall(agent("outbound-voice"))).toBeNull();
    expect(agentFactLine(agent("outbound-voice"))).not.toContain("each call limited");
  });

  it("formats other figures too: minutes per call, cents in a setup fee, a flat monthly fee", () => {
    expect(agentPerCall(custom)).toBe("3 minutes per call");
    expect(agentSetup(custom)).toBe("$1,250.50 one-time setup");
    expect(agentMonthly(custom)).toBe("$100 per month");
    expect(agentIncluded(custom)).toBe("1,500 calls per month");
    expect(agentOverage(custom)).toBe("$2 per call");
  });

  it("states each build plan, with or without a monthly fee", () => {
    expect(planFactLine(plan("launch-website"))).toMatch(
      /^Launch Website: \$2,500 investment plus \$49 per month, timeline 2-3 weeks\. A fast, professional website .* Includes: Up to 5 custom-designed pages; .*; One round of revisions before launch\.$/,
    );
    const { monthlyUsd: _omit, ...noMonthly } = plan("custom-app");
    expect(planFactLine(noMonthly)).toMatch(/^Custom App: \$15,000 investment, timeline 6-10 weeks\./);
  });

  it("states the trial and the offer terms", () => {
    expect(trialFactLine(offers)).toBe(
      "AI Twin 7 Day Free Trial: free for 7 days, no credit card needed. It starts with a 30-minute discovery call; the AI twin is built and installed in 2-3 business days (up to 5 for complex setups). To keep it after the trial: $500 to finish setup plus $99 per month; qualified clients can start with $99 down.",
    );
    expect(offerFactLine(offers)).toBe(
      "Setup of an agent takes 7 to 14 days. Launch pricing is up to 50% below market in exchange for a testimonial. Payment plans start from $99 down.",
    );
  });
});
