import { describe, expect, it } from "vitest";
import { statusOf } from "../../src/server/modules/businesses/businesses.mapper.ts";
import { businessContentSchema } from "../../src/shared/business.ts";

const withoutStatus = {
  slug: "quiet-venture",
  name: "Quiet Venture",
  description: "A venture whose file names no status.",
  category: "business",
  posterSrc: "/media/posters/quiet-venture.svg",
  sortOrder: 1,
};

describe("a business's status when none is given (spec §4: default comingsoon)", () => {
  it("is 'comingsoon' for a content file without one", () => {
    expect(businessContentSchema.parse(withoutStatus).status).toBe("comingsoon");
  });

  it("is 'comingsoon' for a stored row with an empty or unknown one, never 'live'", () => {
    expect(statusOf(null)).toBe("comingsoon");
    expect(statusOf("")).toBe("comingsoon");
    expect(statusOf("launched")).toBe("comingsoon");
    expect(statusOf("beta")).toBe("beta");
  });
});
