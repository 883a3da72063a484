import { describe, expect, it } from "vitest";
import { formatCount, formatTwoDecimals } from "../../src/shared/number-format.ts";

describe("formatCount", () => {
  it("groups thousands with commas as en-US does", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(4000)).toBe("4,000");
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatCount(-2500)).toBe("-2,500");
  });

  it("rounds to a whole number and never prints a negative zero", () => {
    expect(formatCount(1499.5)).toBe("1,500");
    expect(formatCount(-0.2)).toBe("0");
  });

  it("prints what Intl prints for any whole number", () => {
    for (const n of [1, 12, 123, 1234, 12345, 123456, 9999999, 10000000, 2 ** 40])
      expect(formatCount(n)).toBe(n.toLocaleString("en-US"));
  });
});

describe("formatTwoDecimals", () => {
  it("prints exactly two decimals with grouped units", () => {
    expect(formatTwoDecimals(1.5)).toBe("1.50");
    expect(formatTwoDecimals(0.25)).toBe("0.25");
    expect(formatTwoDecimals(1234.5)).toBe("1,234.50");
    expect(formatTwoDecimals(-3.1)).toBe("-3.10");
  });

  it("rounds half away from zero on the written digits, as Intl does", () => {
    expect(formatTwoDecimals(1.005)).toBe("1.01");
    expect(formatTwoDecimals(0.125)).toBe("0.13");
    expect(formatTwoDecimals(2.999)).toBe("3.00");
    expect(formatTwoDecimals(0.001)).toBe("0.00");
    for (const n of [0.015, 1.255, 10.005, 99.995, 1234.565])
      expect(formatTwoDecimals(n)).toBe(
        n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      );
  });
});
