import { describe, expect, it } from "vitest";
import { testSite } from "../fixtures/site.ts";
import { pageTitle } from "../../src/app/lib/site.ts";

describe("pageTitle", () => {
  it("adds the company name after the page's own title", () => {
    expect(pageTitle("Blog", testSite)).toBe("Blog | Testco");
  });

  it("names the company once when the title already ends with it or is it", () => {
    expect(pageTitle("AI Reception Agents | Testco", testSite)).toBe("AI Reception Agents | Testco");
    expect(pageTitle("Testco", testSite)).toBe("Testco");
    expect(pageTitle(null, testSite)).toBe("Testco");
  });
});
