import { describe, expect, it } from "vitest";
import {
  paybackAtCac,
  revenueAtCount,
  revenueTarget,
} from "../../src/server/modules/assistant/engine/embedded/revenue-target.ts";

describe("revenueTarget: customers a revenue target takes at a price", () => {
  it("divides the visitor's yearly target by a year of the visitor's price", () => {
    expect(revenueTarget("at $29/mo how many shops to hit $1M ARR", "", 5)?.text).toBe(
      "At $29 a month, each shop brings in $348 a year ($29 × 12 = $348), so $1M of annual revenue takes about 2,874 paying shops ($1M ÷ $348 ≈ 2,874).",
    );
  });

  it("uses the documents' price when the visitor gives none, and says so", () => {
    const r = revenueTarget("how many subs do you need to hit $1M ARR at that price", "", 5);
    expect(r?.text).toContain("At the documents' $5 a month");
    expect(r?.text).toContain("about 16,667 paying subscribers");
    expect(r?.priceFromDocs).toBe(true);
  });

  it("takes a monthly target against the monthly price", () => {
    expect(revenueTarget("how many subscribers for $100k MRR at $20/month", "", null)?.text).toBe(
      "At $20 a month, $100K of monthly revenue takes about 5,000 paying subscribers ($100K ÷ $20 ≈ 5,000).",
    );
  });

  it("carries a follow-up's new target on the last question's price", () => {
    const r = revenueTarget("and for 5M?", "at $5/mo how many subs do u need for $2M a year", null);
    expect(r?.text).toContain("$5M of annual revenue takes about 83,333 paying subscribers");
  });

  it("answers nothing without a target, a price, or a count asked for", () => {
    expect(revenueTarget("how many subscribers do they have", "", 5)).toBeNull();
    expect(revenueTarget("how many shops for $1M a year", "", null)).toBeNull();
    expect(revenueTarget("what is the price, $5/mo?", "", 5)).toBeNull();
  });
});

describe("revenueAtCount: the revenue a count of customers brings at a price", () => {
  it("makes a yearly ARR from the documents' monthly price", () => {
    const r = revenueAtCount("if they get 10k subs whats the ARR", 5);
    expect(r?.text).toBe(
      "At the documents' $5 a month, 10,000 subscribers bring in $600,000 a year in ARR (10,000 × $5 × 12 = $600,000), before any costs.",
    );
    expect(r?.priceFromDocs).toBe(true);
  });

  it("takes the visitor's own price and a monthly figure when MRR is asked", () => {
    expect(revenueAtCount("whats the mrr at 2,500 shops paying $29/mo", null)?.text).toBe(
      "At $29 a month, 2,500 shops bring in $72,500 a month (2,500 × $29 = $72,500), before any costs.",
    );
  });

  it("answers nothing without a price, a count or a revenue question", () => {
    expect(revenueAtCount("if they get 10k subs whats the ARR", null)).toBeNull();
    expect(revenueAtCount("they have 10k subs", 5)).toBeNull();
    expect(revenueAtCount("how many subs for $1M ARR", 5)).toBeNull();
  });
});

describe("paybackAtCac: the months a customer's price takes to repay the visitor's CAC", () => {
  it("divides the CAC by the monthly price, to one decimal", () => {
    expect(paybackAtCac("cac payback on the cheapest plan if cac is $150", 29)?.text).toBe(
      "At $29 a month, the plan price the site gives, a $150 CAC pays back in about 5.2 months ($150 ÷ $29 ≈ 5.2), before the cost of serving the customer.",
    );
  });

  it("answers nothing without a payback question, a CAC or a price", () => {
    expect(paybackAtCac("cac is $150", 29)).toBeNull();
    expect(paybackAtCac("whats the cac payback", 29)).toBeNull();
    expect(paybackAtCac("payback if cac is $150", null)).toBeNull();
  });
});
