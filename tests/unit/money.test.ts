import { describe, expect, it } from "vitest";
import { formatMonthly, formatUsd } from "../../src/shared/money.ts";

// Spec pricing: "$2,500 setup", "$299/mo", "overage $1.50/min", "$0.25 per conversation",
// "$300-$700/mo by volume".
describe("formatUsd", () => {
  it("prints whole dollars without cents and with thousands separators", () => {
    expect(formatUsd(2500)).toBe("$2,500");
    expect(formatUsd(299)).toBe("$299");
    expect(formatUsd(0)).toBe("$0");
  });

  it("prints other amounts with exactly two decimals", () => {
    expect(formatUsd(1.5)).toBe("$1.50");
    expect(formatUsd(0.25)).toBe("$0.25");
    expect(formatUsd(1234.5)).toBe("$1,234.50");
  });

  it("rounds to cents, never more than two decimals", () => {
    expect(formatUsd(0.125)).toBe("$0.13");
    expect(formatUsd(2.999)).toBe("$3.00");
  });
});

describe("formatMonthly", () => {
  it("prints one amount when the range is a single price", () => {
    expect(formatMonthly({ from: 299, to: 299 })).toBe("$299");
  });

  it("prints a range with an en dash between the two ends", () => {
    expect(formatMonthly({ from: 300, to: 700 })).toBe("$300–$700");
    expect(formatMonthly({ from: 1.5, to: 2 })).toBe("$1.50–$2");
  });
});
