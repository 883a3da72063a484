import { describe, expect, it } from "vitest";
import type { BusinessStatus } from "./business.ts";
import { ventureStats } from "./venture-stats.ts";

const of = (...statuses: BusinessStatus[]) => statuses.map((status) => ({ status }));

describe("ventureStats", () => {
  it("counts every venture, the live ones, beta and testing together, and those coming soon", () => {
    expect(ventureStats(of("live", "live", "beta", "testing", "testing", "comingsoon"))).toEqual([
      { label: "Ventures in the portfolio", value: 6 },
      { label: "Live businesses", value: 2 },
      { label: "In beta and testing", value: 3 },
      { label: "Coming soon", value: 1 },
    ]);
  });

  it("gives zeros, not gaps, for an empty portfolio", () => {
    expect(ventureStats([]).map((s) => s.value)).toEqual([0, 0, 0, 0]);
  });
});
