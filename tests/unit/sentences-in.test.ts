import { describe, expect, it } from "vitest";
import { sentencesIn } from "../../src/server/modules/assistant/engine/embedded/text.ts";

describe("sentencesIn", () => {
  it("ends a sentence only at . ! or ? before a space or the end", () => {
    expect(sentencesIn("Overage is $1.50 per minute. Books appointments! Ready? yes")).toEqual([
      "Overage is $1.50 per minute.",
      "Books appointments!",
      "Ready?",
      "yes",
    ]);
  });

  it("keeps addresses, decimals and closing quotes whole", () => {
    expect(sentencesIn('Visit example.com for 3.5% off. He said "done." Then left.')).toEqual([
      "Visit example.com for 3.5% off.",
      'He said "done."',
      "Then left.",
    ]);
  });
});
