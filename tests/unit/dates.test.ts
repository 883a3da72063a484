import { describe, expect, it } from "vitest";
import { formatLongDate } from "../../src/app/lib/dates.ts";

describe("formatLongDate", () => {
  it("prints the long US form of an ISO date", () => {
    expect(formatLongDate("2025-06-24")).toBe("June 24, 2025");
    expect(formatLongDate("2024-01-01")).toBe("January 1, 2024");
    expect(formatLongDate("2024-12-31")).toBe("December 31, 2024");
  });

  it("uses only the date part of a timestamp, whatever its time or zone", () => {
    expect(formatLongDate("2025-06-24T23:59:59-11:00")).toBe("June 24, 2025");
    expect(formatLongDate("2025-06-24T00:00:00+14:00")).toBe("June 24, 2025");
  });

  it("prints the same day in any local time zone", () => {
    const tz = process.env.TZ;
    try {
      for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"]) {
        process.env.TZ = zone;
        expect(formatLongDate("2025-03-01")).toBe("March 1, 2025");
      }
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
  });
});
