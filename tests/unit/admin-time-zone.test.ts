import { describe, expect, it } from "vitest";
import { dayIn, dayRange, nextDay, startOfDay } from "../../src/server/modules/admin/time-zone.ts";

const iso = (ms: number) => new Date(ms).toISOString();

describe("days in the viewer's time zone", () => {
  it("finds midnight in zones behind, ahead of and at UTC, at half hours too", () => {
    expect(iso(startOfDay("2026-11-25", "America/New_York"))).toBe("2026-11-25T05:00:00.000Z");
    expect(iso(startOfDay("2026-11-25", "Asia/Kolkata"))).toBe("2026-11-24T18:30:00.000Z");
    expect(iso(startOfDay("2026-11-25", "UTC"))).toBe("2026-11-25T00:00:00.000Z");
    expect(iso(startOfDay("2026-11-25", "Pacific/Kiritimati"))).toBe("2026-11-24T10:00:00.000Z");
  });

  it("follows daylight saving changes on both sides", () => {
    // New York springs forward on 2026-03-08 (EST → EDT) and falls back on 2026-11-01.
    expect(iso(startOfDay("2026-03-08", "America/New_York"))).toBe("2026-03-08T05:00:00.000Z");
    expect(iso(startOfDay("2026-03-09", "America/New_York"))).toBe("2026-03-09T04:00:00.000Z");
    expect(iso(startOfDay("2026-11-01", "America/New_York"))).toBe("2026-11-01T04:00:00.000Z");
    expect(iso(startOfDay("2026-11-02", "America/New_York"))).toBe("2026-11-02T05:00:00.000Z");
    // Europe/London: BST ends 2026-10-25.
    expect(iso(startOfDay("2026-10-25", "Europe/London"))).toBe("2026-10-24T23:00:00.000Z");
    expect(iso(startOfDay("2026-10-26", "Europe/London"))).toBe("2026-10-26T00:00:00.000Z");
  });

  it("says which day it is somewhere at an instant", () => {
    const t = Date.parse("2026-11-25T03:00:00Z");
    expect(dayIn(t, "America/New_York")).toBe("2026-11-24");
    expect(dayIn(t, "UTC")).toBe("2026-11-25");
    expect(dayIn(Date.parse("2026-11-25T20:00:00Z"), "Asia/Tokyo")).toBe("2026-11-26");
  });

  it("steps to the next day across month and year ends and leap days", () => {
    expect(nextDay("2026-11-30")).toBe("2026-12-01");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
  });

  it("turns a from–to range of whole days into [since, before)", () => {
    expect(dayRange("2026-11-01", "2026-11-30", "America/Los_Angeles")).toEqual({
      since: "2026-11-01T07:00:00.000Z",
      before: "2026-12-01T08:00:00.000Z",
    });
    expect(dayRange(undefined, "2026-11-30", "UTC")).toEqual({ since: undefined, before: "2026-12-01T00:00:00.000Z" });
    expect(dayRange(undefined, undefined, "UTC")).toEqual({ since: undefined, before: undefined });
  });
});
