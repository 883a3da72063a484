import { describe, expect, it } from "vitest";
import { findUnsupportedFigures, parseNumber } from "../../src/server/modules/assistant/engine/numeric-guard.ts";

// What the knowledge says, in the shapes the passages write it (formatUsd, formatMonthly, offers.json units).
const reference = [
  "Outbound Voice Agent\nOutbound Voice Agent: $5,000 setup, $300–$700 per month by call volume, 90 outbound minutes per month, overage $1.50 per minute.",
  "Inbound Voice Agent\n$2,500 setup, $299 per month, 60 call minutes per month, $0.25 per conversation after 1,000 conversations.",
  "Free trial\nA 14-day free trial; your agent is built in 3 business days. No credit card.",
  "Sound healing venture\nA $5/month subscription; revenue in the millions by Year 3; a 70% markup and 8-day delivery.",
];

const check = (reply: string, visitor?: string) => findUnsupportedFigures(reply, reference, visitor);

describe("findUnsupportedFigures: money", () => {
  it("accepts an amount the knowledge states, however it is written", () => {
    for (const reply of [
      "Setup is $5,000.",
      "Setup is $5000.",
      "Setup is $5k.",
      "Setup is $5K.",
      "Setup is $5 thousand.",
      "Setup is 5,000 dollars.",
      "Setup is 5000 USD.",
      "Setup is USD 5,000.",
      "Setup is US$5,000.",
      "Overage is $1.50 a minute.",
      "Overage is $1.5 a minute.",
      "It is $0.25 per conversation.",
      "It is 25 cents per conversation.",
    ]) {
      expect(check(reply), reply).toEqual([]);
    }
  });

  it("flags an amount the knowledge does not state", () => {
    expect(check("The outbound agent is $199 per month.")).toEqual(["$199"]);
    expect(check("Setup is 4,000 dollars.")).toEqual(["4,000 dollars"]);
    expect(check("Setup is USD 99.")).toEqual(["USD 99"]);
    expect(findUnsupportedFigures("Setup is $2.5k.", ["Setup: $2,400."])).toEqual(["$2.5k"]);
    expect(check("Overage is $1.75 a minute.")).toEqual(["$1.75"]);
  });

  it("reads millions: $1.2 million is 1,200,000", () => {
    expect(findUnsupportedFigures("Revenue of $1.2 million.", ["Projected revenue: $1,200,000 by Year 3."])).toEqual(
      [],
    );
    expect(findUnsupportedFigures("Revenue of $1.2M.", ["Projected revenue: $1,200,000."])).toEqual([]);
    expect(findUnsupportedFigures("Revenue of $1.3 million.", ["Projected revenue: $1,200,000."])).toEqual([
      "$1.3 million",
    ]);
  });

  it("supports money only by money: the same number in another context is not a price", () => {
    // 90 is a count of minutes in the knowledge, never an amount.
    expect(check("It costs $90 a month.")).toEqual(["$90"]);
    // 70 is a percentage in the knowledge.
    expect(check("It costs $70.")).toEqual(["$70"]);
  });

  it("checks both ends of a price range", () => {
    expect(check("It is $300–$700 a month.")).toEqual([]);
    expect(check("It is $300-$700 a month.")).toEqual([]);
    expect(check("It is $300 - $700 a month.")).toEqual([]);
    expect(check("It is $300 to $700 a month.")).toEqual([]);
    expect(check("It is $300-700/month.")).toEqual([]);
    expect(check("It is 300-700 dollars a month.")).toEqual([]);
    expect(check("It is $300-$800 a month.")).toEqual(["$300-$800"]);
    expect(check("It is $250–$700 a month.")).toEqual(["$250–$700"]);
    expect(check("It is $300 to 900 a month.")).toEqual(["$300 to 900"]);
  });

  it("does not read a count after a price as the end of a price range", () => {
    expect(check("Setup is $5,000 - 90 outbound minutes are included.")).toEqual([]);
  });

  it("never lets the visitor's message support an amount", () => {
    expect(check("Yes, it is $199 a month.", "Is it $199 a month?")).toEqual(["$199"]);
    expect(check("Yes, 50% off.", "Can I get 50% off?")).toEqual(["50%"]);
  });

  it("lists each unsupported figure once, in reply order", () => {
    expect(check("It is $199, or $99, then $199 again; setup $5,000.")).toEqual(["$199", "$99"]);
  });
});

describe("findUnsupportedFigures: percentages", () => {
  it("accepts a percentage the knowledge states", () => {
    expect(check("A 70% markup.")).toEqual([]);
    expect(check("A 70 percent markup.")).toEqual([]);
    expect(findUnsupportedFigures("A 70% markup.", ["a seventy-ish 70 percent markup"])).toEqual([]);
  });

  it("flags a percentage the knowledge does not state", () => {
    expect(check("We give 20% off.")).toEqual(["20%"]);
    expect(check("We give 20 percent off.")).toEqual(["20 percent"]);
    expect(check("We give 12.5% off.")).toEqual(["12.5%"]);
  });

  it("supports a percentage only by a percentage", () => {
    // 90 and 14 appear in the knowledge, never as percentages.
    expect(check("90% of calls are answered.")).toEqual(["90%"]);
    expect(check("Save 14%.")).toEqual(["14%"]);
  });

  it("checks both ends of a percentage range", () => {
    expect(findUnsupportedFigures("Margins of 10-20%.", ["margins between 10% and 20%"])).toEqual([]);
    expect(findUnsupportedFigures("Margins of 10% to 30%.", ["margins between 10% and 20%"])).toEqual(["10% to 30%"]);
  });
});

describe("findUnsupportedFigures: counts with a unit", () => {
  it("accepts a count whose number the knowledge holds in any context", () => {
    for (const reply of [
      "It includes 90 outbound minutes.",
      "It includes 90 minutes a month.",
      "You get 1,000 conversations.",
      "You get 1000 conversations.",
      "You get 1k conversations.",
      "The trial lasts 14 days.",
      "It is a 14-day trial.",
      "We build it in 3 business days.",
      "Delivery takes 8 days.",
      "Inbound includes 60 call minutes.",
    ]) {
      expect(check(reply), reply).toEqual([]);
    }
  });

  it("flags a count whose number the knowledge does not hold", () => {
    expect(check("It includes 120 outbound minutes.")).toEqual(["120 outbound minutes"]);
    expect(check("The trial lasts 30 days.")).toEqual(["30 days"]);
    expect(check("You get 2,000 conversations.")).toEqual(["2,000 conversations"]);
    expect(check("A 21-day trial.")).toEqual(["21-day"]);
    expect(check("We build it in 7 business days.")).toEqual(["7 business days"]);
    expect(check("Up to 25 seats.")).toEqual(["25 seats"]);
    expect(check("It works for 12 locations.")).toEqual(["12 locations"]);
  });

  it("reads number words", () => {
    expect(check("The trial lasts fourteen days.")).toEqual([]);
    expect(check("It includes ninety minutes.")).toEqual([]);
    expect(check("The trial lasts thirty days.")).toEqual(["thirty days"]);
    expect(check("The trial lasts twenty-one days.")).toEqual(["twenty-one days"]);
    expect(findUnsupportedFigures("It takes 14 days.", ["The trial lasts fourteen days."])).toEqual([]);
  });

  it("checks both ends of a count range", () => {
    expect(check("It takes 3-8 days.")).toEqual([]);
    expect(check("It takes 3 to 8 days.")).toEqual([]);
    expect(check("It takes 3-10 days.")).toEqual(["3-10 days"]);
  });

  it("lets the visitor's own count stand in the reply", () => {
    expect(check("With 12 locations, the outbound agent fits.", "We have 12 locations")).toEqual([]);
    expect(check("With 12 locations, the outbound agent fits.", "We have 11 locations")).toEqual(["12 locations"]);
    expect(check("With 12 locations, the outbound agent fits.")).toEqual(["12 locations"]);
  });

  it("does not read numbers without a unit, years or positions as figures", () => {
    expect(check("Domu AI was founded in 2025.")).toEqual([]);
    expect(check("Revenue reaches the millions by Year 3 of operation.")).toEqual([]);
    expect(check("See step 4 calls for details.")).toEqual([]);
    expect(check("Call +1 (555) 010-2000 to book a call.")).toEqual([]);
    expect(check("It runs on llama3.1 and answers calls 24/7.")).toEqual([]);
    expect(check("One of our agents will call you.")).toEqual([]);
    expect(check("Open 9:30 calls only.")).toEqual([]);
  });

  it("finds every kind of figure in one reply", () => {
    expect(
      check("Outbound is $300–$700 a month with 90 outbound minutes, setup $6,000, 20% off and 45 days to try."),
    ).toEqual(["$6,000", "20%", "45 days"]);
  });

  it("returns nothing for a reply without figures or with empty reference", () => {
    expect(check("Happy to help! What would you like to know?")).toEqual([]);
    expect(findUnsupportedFigures("It costs $5.", [])).toEqual(["$5"]);
  });
});

describe("parseNumber", () => {
  it("normalises separators, scales and number words", () => {
    expect(parseNumber("2,500")).toBe(2500);
    expect(parseNumber("2.5k")).toBe(2500);
    expect(parseNumber("1.2 million")).toBe(1_200_000);
    expect(parseNumber("3bn")).toBe(3_000_000_000);
    expect(parseNumber("fourteen")).toBe(14);
    expect(parseNumber("twenty-five")).toBe(25);
    expect(parseNumber("two hundred")).toBe(200);
    expect(parseNumber("lots")).toBeNull();
  });
});

describe("findUnsupportedFigures: figures worked out in the reply", () => {
  it("accepts a bill whose working uses the knowledge's prices and the visitor's usage", () => {
    expect(check("That's $599 a month: $299 + 200 × $1.50 = $599.", "I use 200 minutes more")).toEqual([]);
    // The overage is a difference of two counts: 1,500 asked, 1,000 included.
    expect(check("About $649: $299 + 233.33 × $1.50 = $649.", "1,500 conversations")).toEqual(["$649"]);
    expect(check("$299 + 500 × $0.25 = $424 a month.", "1,500 conversations a month")).toEqual([]);
    expect(check("A year is $3,588 (12 × $299 = $3,588).")).toEqual([]);
    expect(check("$5,000 + $2,500 = $7,500 in setup, then $300–$700 + $299 = $599–$999 a month.")).toEqual([]);
    expect(check("$299 − $5 = $294 less.")).toEqual([]);
  });

  it("accepts a result built on an earlier line's result", () => {
    expect(check("12 × $299 = $3,588, and $3,588 + $2,500 = $6,088 with setup.")).toEqual([]);
  });

  it("refuses a result whose arithmetic is wrong", () => {
    expect(check("That's $650 a month: $299 + 200 × $1.50 = $650.", "200 minutes")).toEqual(["$650"]);
    expect(check("$5,000 + $2,500 = $8,000 in setup.")).toEqual(["$8,000"]);
  });

  it("refuses a result built on a price the knowledge does not hold", () => {
    expect(check("$349 + 200 × $1.50 = $649 a month.", "200 minutes")).toEqual(["$349", "$649"]);
    expect(check("$299 + 200 × $2 = $699.", "200 minutes")).toEqual(["$2", "$699"]);
  });

  it("refuses a count nobody gave", () => {
    expect(check("$299 + 37 × $1.50 = $354.50 a month.", "how much is it?")).toEqual(["$354.50"]);
  });
});
