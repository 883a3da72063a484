import { describe, expect, it } from "vitest";
import { stableId, UUID_PATTERN } from "./ids.ts";

describe("stableId", () => {
  it("is a UUID, the same for the same name and different for another", () => {
    const a = stableId("business", "the-subs-ai");
    expect(a).toMatch(UUID_PATTERN);
    expect(stableId("business", "the-subs-ai")).toBe(a);
    expect(stableId("business", "rapid-q")).not.toBe(a);
    expect(stableId("video", "the-subs-ai")).not.toBe(a);
  });
});
