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

/** A next step offered at the end of a reply. */
const OFFER = /\b(want me to|shall i|would you like|want to)\b[^.!]*\?$/i;

/** Concerns answered as a salesperson would: acknowledged, answered from the site, one figure, a next step. */
const objections: EvalCase[] = [
  {
    id: "objection-hire-a-receptionist",
    endpoint: "sales-max",
    ask: "Why not just hire a receptionist?",
    expect: [/first ring|day or night/i, usd("$299"), OFFER],
    reject: [/Outbound Voice Agent/],
    tags: ["price"],
  },
  {
    id: "objection-callers-hate-robots",
    ask: "My callers hate talking to robots",
    expect: [/natural voice/i, /transfer/i, OFFER],
    reject: [/I don't have/i],
    tags: ["service"],
  },
  {
    id: "objection-older-customers-hang-up",
    ask: "most of my customers are older and they'll just hang up on a bot",
    expect: [/natural voice/i, /person/i, OFFER],
    tags: ["service"],
  },
  {
    id: "objection-wrong-answer",
    ask: "What if it gives a wrong answer to a customer?",
    expect: [/never makes things up/i, /summary/i, OFFER],
    reject: [/Business AI Wiz/],
    tags: ["service"],
  },
  {
    id: "objection-twelve-locations",
    ask: "I have twelve locations",
    expect: [/each location/i, usd("$299"), OFFER],
    reject: [/venture studio/i],
    tags: ["service"],
  },
  {
    id: "objection-too-pricey",
    ask: "honestly this all seems pricey for a small shop",
    expect: [/pay for itself|pays for itself/i, /no long-term contract/i, OFFER],
    reject: [/Business AI Wiz/],
    tags: ["price"],
  },
  {
    id: "objection-not-technical",
    endpoint: "sales-aurora",
    ask: "i'm not very techy, who would even set all this up?",
    expect: [/we build/i, /7 to 14 days/i, OFFER],
    tags: ["setup-time"],
  },
];

/** Industries and integrations, by name and by meaning. */
const fit: EvalCase[] = [
  {
    id: "situation-restaurant-reservations",
    ask: "I own a restaurant, can it handle reservations?",
    expect: [/^Yes/, /reservations/i, /Inbound Voice Agent/, usd("$299")],
    reject: [/^Restaurants\./],
    tags: ["service", "price"],
  },
  {
    id: "situation-plumber-misses-calls-on-jobs",
    endpoint: "sales-max",
    ask: "I'm a plumber and I miss calls when I'm on jobs",
    expect: [/Inbound Voice Agent/, usd("$299"), /plumbing/i],
    reject: [/I don't have/i],
    tags: ["service", "price"],
  },
  {
    id: "integrations-hubspot-and-google-calendar",
    ask: "Does it integrate with HubSpot and Google Calendar?",
    expect: [/^Yes/, /HubSpot/, /Google Calendar/],
    reject: [/Google Business Profile/],
    tags: ["service"],
  },
  {
    id: "integrations-my-crm",
    ask: "will it sync with our CRM?",
    expect: [/^Yes/, /HubSpot|Salesforce|Zoho/],
    tags: ["service"],
  },
];

/** The AI twin answers as the coach, from her own content, in whole sentences. */
const twin: EvalCase[] = [
  {
    id: "twin-own-price",
    endpoint: "twin",
    ask: "What's your price?",
    expect: [/free consult/i],
    reject: [/\$/, /Inbound Voice Agent|reception agent/i],
    tags: ["greeting"],
  },
  {
    id: "twin-first-session-prompt",
    endpoint: "twin",
    ask: "What does a first session look like?",
    expect: [/goals/i, /bring/i],
    reject: [/coaching includes/i],
    tags: ["greeting"],
  },
  {
    id: "twin-years-without-training-prompt",
    endpoint: "twin",
    ask: "I haven't trained in years. Is that okay?",
    expect: [/where you are|a lot of my clients/i],
    reject: [/coaching includes/i],
    tags: ["greeting"],
  },
  {
    id: "twin-are-you-a-bot",
    endpoint: "twin",
    ask: "wait are you actually maya or a bot",
    expect: [/AI twin/i],
    reject: [/coaching includes/i],
    tags: ["greeting"],
  },
  {
    id: "twin-meal-plan-stays-in-role",
    endpoint: "twin",
    ask: "can you just give me a meal plan to drop 20 lbs",
    expect: [/meal plans/i, /consult/i],
    reject: [/covers that with you/i],
    tags: ["unknown"],
  },
  {
    id: "twin-online-or-in-person-prompt",
    endpoint: "twin",
    ask: "Do you coach online or in person?",
    expect: [/online/i, /in person/i],
    tags: ["greeting"],
  },
];

/** Investor documents read by meaning, with the page cited, and gaps said plainly. */
const subs = { investor: "the-subs-ai" } as const;
const documents: EvalCase[] = [
  {
    id: "investor-meaning-makes-money",
    endpoint: subs,
    unlocked: true,
    ask: "How does it make money?",
    expect: [/subscription/i, /Financial Model, page 1/],
    reject: [/millions by Year 3/],
    tags: ["investor"],
  },
  {
    id: "investor-meaning-money-used-for",
    endpoint: subs,
    unlocked: true,
    ask: "What will the money be used for?",
    expect: [/catalog/i, /Financial Model, page 2/],
    tags: ["investor"],
  },
  {
    id: "investor-meaning-year-two",
    endpoint: subs,
    unlocked: true,
    ask: "What happens in Year 2?",
    expect: [/Year 2 adds team subscriptions/],
    tags: ["investor"],
  },
  {
    id: "investor-meaning-who-leads",
    endpoint: subs,
    unlocked: true,
    ask: "Who leads this venture?",
    expect: [/operated by Domu AI/, /Marcus Reed/],
    tags: ["investor"],
  },
  {
    id: "investor-meaning-launched",
    endpoint: subs,
    unlocked: true,
    ask: "Has it launched?",
    expect: [/\blive\b/i],
    tags: ["investor"],
  },
  {
    id: "investor-not-covered-churn-cac",
    endpoint: subs,
    unlocked: true,
    ask: "What's the churn and CAC?",
    expect: [/don't cover/i, /churn/i],
    reject: [/millions by Year 3/],
    tags: ["investor", "unknown"],
  },
  {
    id: "investor-not-covered-risks",
    endpoint: subs,
    unlocked: true,
    ask: "What are the risks?",
    expect: [/don't cover/i, /hello@example\.com/],
    reject: [/millions by Year 3/],
    tags: ["investor", "unknown"],
  },
];

/** Follow-ups resolved against what the conversation is about. */
const thread: EvalCase[] = [
  {
    id: "follow-up-total-keeps-the-earlier-bill",
    endpoint: "sales-aurora",
    before: ["I use 200 minutes more than the inbound agent includes: what's my monthly bill?"],
    ask: "and if I add the website agent, what's the total?",
    expect: [usd("$998"), /\$599 \+ \$399 = \$998/, usd("$5,500")],
    tags: ["price"],
  },
  {
    id: "offer-accepted-bill-then-a-bare-number",
    endpoint: "sales-aurora",
    before: ["how much is the inbound agent", "yes"],
    ask: "about 300",
    expect: [usd("$659"), /\$299 \+ 240 × \$1\.50 = \$659/],
    tags: ["price"],
  },
  {
    id: "offer-accepted-bill-asks-the-volume",
    endpoint: "sales-max",
    before: ["how much is the website agent"],
    ask: "sure",
    expect: [/how many website chats/i],
    tags: ["price"],
  },
  {
    id: "offer-accepted-call-starts-the-lead",
    endpoint: "sales-aurora",
    before: ["how long does setup take?"],
    ask: "yes please",
    expect: [/What's your name/, /e-mail/],
    tags: ["lead"],
  },
  {
    id: "follow-up-which-of-those-plans-has-the-agent",
    endpoint: "sales-aurora",
    before: ["Compare your website plans"],
    ask: "Which one of those has the AI agent built in?",
    expect: [/^The Growth Website \+ AI Agent plan/, usd("$6,500")],
    reject: [/AI twin/i],
    tags: ["build-plan"],
  },
  {
    id: "compare-website-plans-lists-the-plans",
    ask: "Compare your website plans",
    expect: [/Launch Website/, /Growth Website/, /Custom App/],
    reject: [/blog/i],
    tags: ["build-plan"],
  },
  {
    id: "follow-up-which-agent-calls-old-customers",
    endpoint: "sales-max",
    before: ["what do your agents cost?"],
    ask: "which of them rings past customers?",
    expect: [/^The Outbound Voice Agent/],
    tags: ["price"],
  },
  {
    id: "insult-gets-an-apology-not-a-price-list",
    ask: "you suck",
    expect: [/sorry/i],
    reject: [/\$\s?\d/],
    tags: ["greeting"],
  },
];

/** Investor questions the documents answer only in part, or not at all. */
const gaps: EvalCase[] = [
  {
    id: "investor-two-part-question",
    endpoint: { investor: "uschinastore" },
    unlocked: true,
    ask: "whats the markup and the delivery promise",
    expect: [/70\s?% markup/, /8-day delivery promise/],
    tags: ["investor"],
  },
  {
    id: "investor-two-part-what-and-how-fast",
    endpoint: { investor: "rappy-customer-ai" },
    unlocked: true,
    ask: "what is business ai wiz and how fast is setup for a shop",
    expect: [/AI storefront/i, /15 minutes/],
    reject: [/millions by Year 3/],
    tags: ["investor"],
  },
  {
    id: "investor-rare-word-finds-its-sentence",
    endpoint: { investor: "ume" },
    unlocked: true,
    ask: "is this basically a therapy app?",
    expect: [/not a substitute for professional therapy/],
    tags: ["investor"],
  },
  {
    id: "investor-solid-investment-not-funds-for-us-china-store",
    endpoint: { investor: "uschinastore" },
    unlocked: true,
    ask: "What makes US China Store a solid investment?",
    expect: [/70\s?% markup/, /\(From the Executive Summary, page \d\.\)/],
    reject: [/Investment funds/],
    tags: ["investor"],
  },
  {
    id: "investor-year-two-revenue-has-no-figure",
    endpoint: { investor: "holo-world" },
    unlocked: true,
    ask: "how much revenue are they projecting in year 2",
    expect: [/no revenue figure for Year 2/i, /Year 2 adds permanent venue installations/],
    tags: ["investor"],
  },
  {
    id: "investor-margin-per-order",
    endpoint: { investor: "uschinastore" },
    unlocked: true,
    ask: "what kind of margin do they make per order",
    expect: [/70\s?% markup/, /margin/i],
    reject: [/millions by Year 3/],
    tags: ["investor"],
  },
  {
    id: "investor-subscriber-count-not-given",
    endpoint: { investor: "harmonic-healing" },
    unlocked: true,
    ask: "how many paying subscribers do u have right now",
    expect: [/don't give a number/i],
    tags: ["investor", "unknown"],
  },
  {
    id: "investor-status-said-once",
    endpoint: { investor: "holo-world" },
    unlocked: true,
    ask: "is this actually live or still just an idea",
    expect: [/in testing/i],
    reject: [/in testing\.[^.]*in testing/i],
    tags: ["investor"],
  },
  {
    id: "investor-locked-public-line-is-a-sentence",
    endpoint: { investor: "ume" },
    ask: "what are the funds going to be used for",
    expect: [/U & Me is in testing: a relationship coaching AI/],
    tags: ["investor", "locked"],
  },
];

/** Businesses and tools the site does not list, discounts, sign-offs. */
const edges: EvalCase[] = [
  {
    id: "bill-three-locations",
    ask: "i have 3 locations and each one needs its own phone agent. total setup and monthly?",
    expect: [usd("$7,500"), usd("$897"), /3 × \$299 = \$897/],
    tags: ["price"],
  },
  {
    id: "bill-two-products-monthly-and-upfront",
    ask: "if i get the inbound agent and website reception both, whats my monthly and whats upfront",
    expect: [usd("$698"), usd("$5,500")],
    tags: ["price"],
  },
  {
    id: "bill-custom-app-two-years",
    ask: "custom app, what would 2 years cost me total",
    expect: [usd("$19,776")],
    tags: ["price", "build-plan"],
  },
  {
    id: "follow-up-difference-on-setup",
    endpoint: "sales-aurora",
    before: ["what does the website chat one cost", "and the phone one?"],
    ask: "whats the difference between those two on setup",
    expect: [usd("$500"), usd("$2,500"), usd("$3,000")],
    reject: [/blog/i],
    tags: ["price", "comparison"],
  },
  {
    id: "follow-up-it-is-the-plan-the-reply-named",
    endpoint: "sales-aurora",
    before: ["how long does the growth one take"],
    ask: "does it come with hosting",
    expect: [/Growth Website \+ AI Agent/, /hosting/i],
    tags: ["build-plan"],
  },
  {
    id: "hipaa-patient-data-needs-an-agreement",
    ask: "we're a dental office, is this hipaa compliant? patient info is sensitive",
    expect: [/separate agreement/i, /hello@example\.com/],
    reject: [/^yes/i],
    tags: ["legal"],
  },
  {
    id: "terms-governing-law",
    ask: "where are your terms, like what state law governs the contract",
    expect: [/State of Texas/],
    sources: ["/terms"],
    tags: ["legal"],
  },
  {
    id: "contract-twelve-months-is-not-a-yes",
    ask: "is this going to lock me into a 12 month contract like my last vendor did",
    expect: [/no long-term contract/i],
    reject: [/^yes/i],
    tags: ["price"],
  },
  {
    id: "lead-lowercase-name-with-details",
    ask: "cool. im tony, tony.b@gmail.com, 210 555 4432",
    expect: [/Thanks, Tony!/, /tony\.b@gmail\.com/],
    reject: [/What's your name/i],
    tags: ["lead"],
  },
  {
    id: "integrations-unlisted-tool-beside-a-kind",
    ask: "does it connect to jobber? thats what we use for scheduling",
    expect: [/Jobber isn't on our list/],
    reject: [/^Yes/],
    tags: ["service"],
  },
  {
    id: "situation-trade-named-first",
    ask: "law firm, can it screen new clients before they get to an attorney",
    expect: [/^Yes/, /new-client|consultation/i],
    reject: [/Launch Website/],
    tags: ["service"],
  },
  {
    id: "situation-unlisted-business",
    ask: "i own a tattoo studio, would this even make sense for me",
    expect: [/^Yes, for a tattoo studio/, /Inbound Voice Agent/, usd("$299")],
    reject: [/sorry/i],
    tags: ["service", "price"],
  },
  {
    id: "situation-do-you-work-with-plumbers",
    ask: "do you work with plumbers",
    expect: [/^Yes/, /plumbing/i],
    reject: [/integrations|I don't have anything on/i],
    tags: ["service"],
  },
  {
    id: "integrations-unlisted-tool",
    ask: "does it work with jobber",
    expect: [/Jobber isn't on our list/, /hello@example\.com/],
    reject: [/I don't have anything on/i],
    tags: ["service"],
  },
  {
    id: "discount-on-top-of-the-prices",
    ask: "is the 50% off on top of the prices on the site or already in them",
    expect: [/50\s?% below market/, /doesn't say/i],
    reject: [/coupon/i],
    tags: ["discount"],
  },
  {
    id: "sign-off-thats-all",
    ask: "thanks thats all i needed",
    expect: [/thanks for stopping by|you're welcome/i],
    reject: [/consent|twin/i],
    tags: ["greeting"],
  },
  {
    id: "lead-capitalised-name-before-email",
    ask: "ok im interested. Dana Whitfield, dana.w@brightsmiledental.com",
    expect: [/Dana Whitfield/, /dana\.w@brightsmiledental\.com/],
    reject: [/What's your name/],
    tags: ["lead"],
  },
];

export const SALES_CASES: EvalCase[] = [
  ...edges,
  ...gaps,
  ...thread,
  ...arithmetic,
  ...objections,
  ...fit,
  ...twin,
  ...documents,
];
