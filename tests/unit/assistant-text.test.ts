import { describe, expect, it } from "vitest";
import {
  createCorrector,
  editDistance,
  splitSentences,
  tokenize,
} from "../../src/server/modules/assistant/engine/embedded/text.ts";

describe("tokenize", () => {
  it("lower-cases, expands chat shorthand and keeps money, numbers and percentages whole", () => {
    expect(tokenize("How much 4 the Inbound agnet?")).toEqual(["how", "much", "for", "the", "inbound", "agnet"]);
    expect(tokenize("wat r u charging, $2,500 or 50%?")).toEqual([
      "what",
      "are",
      "you",
      "charging",
      "$2500",
      "or",
      "50%",
    ]);
    expect(tokenize("U & Me")).toEqual(["you", "and", "me"]);
    expect(tokenize("What's DAY-O?")).toEqual(["what", "is", "day", "o"]);
    expect(tokenize("the agnt")).toEqual(["the", "agent"]);
    expect(tokenize("Growth Website + AI Agent")).toEqual(["growth", "website", "and", "ai", "agent"]);
    expect(tokenize("$1.50 per min.")).toEqual(["$1.50", "per", "minutes"]);
  });
});

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and adjacent swaps as one edit each", () => {
    expect(editDistance("agent", "agent", 2)).toBe(0);
    expect(editDistance("agnet", "agent", 2)).toBe(1);
    expect(editDistance("inbond", "inbound", 2)).toBe(1);
    expect(editDistance("outbund", "outbound", 2)).toBe(1);
    expect(editDistance("prize", "price", 2)).toBe(1);
    expect(editDistance("recieve", "receive", 2)).toBe(1);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
  });

  it("stops counting past the cap", () => {
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("createCorrector", () => {
  const { correct } = createCorrector([
    "inbound",
    "outbound",
    "agent",
    "website",
    "reception",
    "minutes",
    "price",
    "phone",
    "spend",
  ]);

  it("replaces a misspelt word of five letters or more by the nearest known word", () => {
    expect(correct("agnet")).toBe("agent");
    expect(correct("outbnd")).toBe("outbound");
    expect(correct("inbond")).toBe("inbound");
    expect(correct("websit")).toBe("website");
    expect(correct("recepton")).toBe("reception");
    expect(correct("minuets")).toBe("minutes");
  });

  it("leaves short words, known words, numbers and unrelated words alone", () => {
    expect(correct("agen")).toBe("agen");
    expect(correct("send")).toBe("send");
    expect(correct("iphone")).toBe("iphone");
    expect(correct("price")).toBe("price");
    expect(correct("$2500")).toBe("$2500");
    expect(correct("weather")).toBe("weather");
    expect(correct("bitcoin")).toBe("bitcoin");
  });
});

describe("splitSentences", () => {
  it("splits after . ! ? followed by space and joins back to the exact text", () => {
    const text = "The Outbound Voice Agent is $5,000 for setup. Overage is $1.50 per minute! Want more? Ask me.";
    const parts = splitSentences(text);
    expect(parts).toEqual([
      "The Outbound Voice Agent is $5,000 for setup. ",
      "Overage is $1.50 per minute! ",
      "Want more? ",
      "Ask me.",
    ]);
    expect(parts.join("")).toBe(text);
  });

  it("keeps a decimal amount and a closing quote inside their sentence", () => {
    expect(splitSentences('It costs $0.25 each. She said "yes." Then left.')).toEqual([
      "It costs $0.25 each. ",
      'She said "yes." ',
      "Then left.",
    ]);
  });

  it("returns one piece for a text without an ending", () => {
    expect(splitSentences("No full stop here")).toEqual(["No full stop here"]);
  });
});
