import { usd, type EvalCase } from "./eval-cases.ts";

/*
 * Issue 20's regression cases: what an outside reviewer typed as business owners and investors
 * do, that the keyword engine got wrong. Literal values only, as in eval-cases.ts.
 */

/** Bills worked out from the prices, with their working shown. */
const arithmetic: EvalCase[] = [
  {
    id: "bill-inbound-200-minutes-over",
    ask: "I use 200 minutes more than the inbound agent includes: what's my monthly bill?",
    expect: [usd("$599"), /\$299 \+ 200 × \$1\.50 = \$599/],
    tags: ["price"],
  },
  {
    id: "bill-inbound-total-minutes",
    endpoint: "sales-max",
    ask: "if we use about 160 minutes a month on the inbound voice agent, what would we pay?",
    expect: [usd("$449"), /\$299 \+ 100 × \$1\.50/],
    tags: ["price"],
  },
  {
    id: "bill-website-1500-conversations",
    ask: "What would the website agent cost with 1,500 conversations a month?",
    expect: [usd("$524"), /\$399 \+ 500 × \$0\.25 = \$524/],
    tags: ["price"],
  },
  {
    id: "bill-website-within-allowance",
    ask: "we'd have maybe 800 chats a month on the website reception agent, how much is that?",
    expect: [usd("$399"), /no overage|inside|within/i],
    reject: [/×/],
    tags: ["price"],
  },
  {
    id: "bill-twin-year-after-trial",
    ask: "How much is a year of the AI twin after the trial?",
    expect: [usd("$1,188"), /12 × \$99 = \$1,188/],
    tags: ["price", "trial"],
  },
  {
    id: "bill-all-three-agents",
    ask: "What's the total for all three agents?",
    expect: [usd("$10,500"), /\$998\s?–\s?\$1,398/],
    tags: ["price"],
  },
  {
    id: "bill-outbound-extra-minutes-range",
    ask: "outbound agent plus 50 extra minutes, what's the monthly cost",
    expect: [/\$375\s?–\s?\$775/],
    tags: ["price"],
  },
  {
    id: "bill-follow-up-usage-after-agent",
    endpoint: "sales-aurora",
    before: ["How much is the inbound voice agent?"],
    ask: "and if I used 100 minutes, what would I pay?",
    expect: [usd("$359"), /\$299 \+ 40 × \$1\.50 = \$359/],
    tags: ["price"],
  },
  {
    id: "compare-twin-after-trial-with-inbound",
    endpoint: "sales-aurora",
    before: ["Can I try an AI twin for free?"],
    ask: "ok and is that cheaper than the inbound one?",
    expect: [/^Yes/, usd("$99"), usd("$299"), usd("$200")],
    tags: ["price", "trial"],
  },
];

export const SALES_CASES: EvalCase[] = [...arithmetic];
