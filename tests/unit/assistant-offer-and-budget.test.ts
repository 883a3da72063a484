import { describe, expect, it } from "vitest";
import { splitOffer } from "../../src/server/modules/assistant/engine/embedded/phrasing.ts";
import { parseNumber } from "../../src/server/modules/assistant/engine/numeric-guard.ts";
import { placesCounted, readBudgets, readUsage } from "../../src/server/modules/assistant/engine/quote.ts";

describe("splitOffer", () => {
  it("parts a closing offer joined by a semicolon from the sentence before it", () => {
    expect(splitOffer("Most agents are live in 7 to 14 days; want me to have the team set up a demo call?")).toEqual({
      body: "Most agents are live in 7 to 14 days.",
      offer: "Want me to have the team set up a demo call?",
    });
  });

  it("parts a closing offer said as its own sentence", () => {
    expect(splitOffer("We begin where you are. Shall I book you a free consult call?")).toEqual({
      body: "We begin where you are.",
      offer: "Shall I book you a free consult call?",
    });
  });

  it("takes a last question that is no offer as the closing one", () => {
    expect(splitOffer("Each agent is priced on its own. Which ones do you need?")).toEqual({
      body: "Each agent is priced on its own.",
      offer: "Which ones do you need?",
    });
  });

  it("leaves a reply that ends on a statement whole", () => {
    const reply = "Want me to book one for you? You can also call (512) 555-0142.";
    expect(splitOffer(reply)).toEqual({ body: reply, offer: "" });
  });
});

describe("readBudgets", () => {
  it("reads an upfront and a monthly limit together, with k for thousands", () => {
    expect(readBudgets("budget is like 6k upfront and 800/mo max")).toEqual({ upfront: 6000, monthly: 800 });
  });

  it("reads a monthly limit alone", () => {
    expect(readBudgets("my budget is like $300/month max")).toEqual({ upfront: null, monthly: 300 });
    expect(readBudgets("i can only spend about 150 a month")).toEqual({ upfront: null, monthly: 150 });
  });

  it("reads a setup limit alone", () => {
    expect(readBudgets("my budget is 1000 for setup")).toEqual({ upfront: 1000, monthly: null });
  });

  it("reads nothing without a word for a limit, or without an amount", () => {
    expect(readBudgets("what is 300 a month for")).toBeNull();
    expect(readBudgets("what is my budget")).toBeNull();
  });
});

describe("numbers and places as visitors write them", () => {
  it("reads a number in words past a hundred, with or without 'and'", () => {
    expect(parseNumber("two hundred fifty")).toBe(250);
    expect(parseNumber("two hundred and fifty")).toBe(250);
    expect(parseNumber("one hundred five")).toBe(105);
    expect(readUsage("ok if we do roughly two hundred fifty minutes a month whats my monthly bill")).toMatchObject({
      amount: 250,
      unit: "minute",
    });
    expect(readUsage("we use two hundred and five minutes a month")).toMatchObject({ amount: 205 });
  });

  it("counts 'both shops' as two places, and a shop alone as none", () => {
    expect(placesCounted("what would phone agents for both shops cost, setup + monthly")).toBe(2);
    expect(placesCounted("both of our locations need one")).toBe(2);
    expect(placesCounted("both agents for my shop")).toBeNull();
  });
});
