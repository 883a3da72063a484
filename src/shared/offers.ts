import { z } from "zod";
import { formatMonthly, formatUsd } from "./money.ts";
import { formatCount } from "./number-format.ts";

const text = (max: number) => z.string().trim().min(1).max(max);
const usd = z.number().nonnegative().max(1_000_000);
const serviceType = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/**
 * content/offers.json: every price, limit and timeline the site states (spec §9). Pages, the
 * assistant and the PDFs read these numbers; prose refers to them through `{tokens}`.
 */
export const offersSchema = z.strictObject({
  agents: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
        name: text(60),
        serviceType,
        summary: text(200),
        setupUsd: usd,
        monthlyUsd: z.strictObject({ from: usd, to: usd }),
        monthlyNote: text(60).optional(),
        included: z.strictObject({ amount: z.number().int().positive(), unit: text(40) }),
        overage: z.strictObject({ usd: usd, per: text(20) }),
        perCallLimitMinutes: z.number().positive().optional(),
        /** Other words visitors use for this agent (the assistant recognises them). */
        aliases: z.array(text(40)).max(60).default([]),
        features: z.array(text(120)).min(2).max(8),
        featured: z.boolean().default(false),
      }),
    )
    .length(3),
  trial: z.strictObject({
    serviceType,
    serviceName: text(80),
    days: z.number().int().positive(),
    discoveryCallMinutes: z.number().int().positive(),
    setupUsd: usd,
    monthlyUsd: usd,
    qualifiedDownUsd: usd,
    buildBusinessDays: z.strictObject({ typical: text(10), max: z.number().int().positive() }),
  }),
  /** Website and app builds: the expandable investment plans of the home page. */
  buildPlans: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
        name: text(60),
        serviceType,
        investmentUsd: usd,
        monthlyUsd: usd.optional(),
        timeline: text(60),
        /** Other words visitors use for this plan (the assistant recognises them). */
        aliases: z.array(text(40)).max(60).default([]),
        summary: text(240),
        includes: z.array(text(140)).min(3).max(10),
        featured: z.boolean().default(false),
      }),
    )
    .max(4)
    .default([]),
  /** Business AI Wiz, the storefront assistant of the /rappy-customer-ai demo. */
  businessAiWiz: z.strictObject({ plansFromMonthlyUsd: usd, storefrontSetupMinutes: z.number().int().positive() }),
  setupDays: z.strictObject({ min: z.number().int().positive(), max: z.number().int().positive() }),
  launchDiscountPercent: z.number().int().min(0).max(100),
  paymentPlansFromDownUsd: usd,
});
export type Offers = z.infer<typeof offersSchema>;
export type AgentOffer = Offers["agents"][number];

/** The `{tokens}` prose may use, each backed by one number above. */
export function offerTokens(o: Offers): Record<string, string> {
  return {
    "trial.days": String(o.trial.days),
    "trial.discoveryCallMinutes": String(o.trial.discoveryCallMinutes),
    "trial.setup": formatUsd(o.trial.setupUsd),
    "trial.monthly": formatUsd(o.trial.monthlyUsd),
    "trial.qualifiedDown": formatUsd(o.trial.qualifiedDownUsd),
    "trial.buildDays": o.trial.buildBusinessDays.typical,
    "trial.buildDaysMax": String(o.trial.buildBusinessDays.max),
    "setup.minDays": String(o.setupDays.min),
    "setup.maxDays": String(o.setupDays.max),
    launchDiscountPercent: String(o.launchDiscountPercent),
    paymentPlansFromDown: formatUsd(o.paymentPlansFromDownUsd),
    "bizwiz.plansFrom": formatUsd(o.businessAiWiz.plansFromMonthlyUsd),
    "bizwiz.setupMinutes": String(o.businessAiWiz.storefrontSetupMinutes),
    // {agents.inbound-voice.monthly}: "$299" (or "$300–$700"), {agents.inbound-voice.included}: "60 call minutes".
    ...Object.fromEntries(
      o.agents.flatMap((a) => [
        [`agents.${a.id}.setup`, formatUsd(a.setupUsd)],
        [`agents.${a.id}.monthly`, formatMonthly(a.monthlyUsd)],
        [`agents.${a.id}.included`, `${formatCount(a.included.amount)} ${a.included.unit.replace(/ per month$/, "")}`],
        [`agents.${a.id}.overage`, `${formatUsd(a.overage.usd)} per ${a.overage.per}`],
      ]),
    ),
  };
}
