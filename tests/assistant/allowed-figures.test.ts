import { describe, expect, it } from "vitest";
import { findInventedFigures, type FigureSet } from "./allowed-figures.ts";

/** The eval's own check for invented figures: what it lets through and what it flags. */
describe("findInventedFigures", () => {
  // A small content of its own, so the check is tested apart from the site's content.
  const allowed = (): FigureSet => ({ money: new Set([29_900, 150, 250_000]), percent: new Set([7000]) });

  it("accepts the content's figures and flags any other", () => {
    expect(findInventedFigures("It's $299 a month, a 70% markup.", allowed())).toEqual([]);
    expect(findInventedFigures("It's $349 a month, a 75% markup.", allowed())).toEqual(["$349", "75%"]);
  });

  it("accepts money worked out from content figures, and only when the sum is right", () => {
    expect(findInventedFigures("About $599: $299 + 200 × $1.50 = $599.", allowed())).toEqual([]);
    expect(findInventedFigures("About $609: $299 + 200 × $1.50 = $609.", allowed())).toEqual(["$609"]);
  });

  it("accepts a share worked out to a percentage, and only when the division is right", () => {
    expect(findInventedFigures("About 41% of the price (70 ÷ 170 ≈ 41%).", allowed())).toEqual([]);
    expect(findInventedFigures("About 45% of the price (70 ÷ 170 ≈ 45%).", allowed())).toEqual(["45%"]);
    // (A share of two amounts rests on them: an invented operand is no working.)
    expect(findInventedFigures("About 41% ($28 ÷ $68 ≈ 41%).", allowed())).toEqual(["$28", "$68", "41%"]);
  });
});
