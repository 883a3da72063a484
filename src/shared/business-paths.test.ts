import { describe, expect, it } from "vitest";
import { businessPath, productPageOf } from "./business-paths.ts";

describe("businessPath", () => {
  it("is /business/{slug} for a business without a product page of its own", () => {
    expect(businessPath("dayo")).toBe("/business/dayo");
    expect(productPageOf("dayo")).toBeNull();
  });

  it("is /rappy-customer-ai for Business AI Wiz, whose demo page is its business page", () => {
    expect(businessPath("rappy-customer-ai")).toBe("/rappy-customer-ai");
    expect(productPageOf("rappy-customer-ai")).toBe("/rappy-customer-ai");
  });
});
