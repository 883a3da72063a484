import { describe, expect, it } from "vitest";
import { cpuSlowdownFor } from "../../scripts/cpu-calibration.mjs";

describe("the bench's CPU calibration (Lighthouse's throttling calculator)", () => {
  it("gives Lighthouse's default 4× to a high-end desktop and more to a faster one", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(1300)).toBe(3);
  });

  it("slows a low-end desktop less, so it emulates the same mid-tier phone", () => {
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 5);
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(50)).toBe(1);
  });

  it("keeps the default when the index was not measured", () => {
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
    expect(cpuSlowdownFor(0)).toBe(4);
  });
});
