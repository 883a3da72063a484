import { describe, expect, it } from "vitest";
import { testSite } from "../fixtures/site.ts";
import { pageTitle, siteFromMatches } from "../../src/app/lib/site.ts";

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

describe("siteFromMatches", () => {
  it("finds the site configuration in the root route's data", () => {
    expect(siteFromMatches([undefined, { id: "routes/blog" }, { id: "root", data: { site: testSite } }])).toBe(
      testSite,
    );
  });

  it("is undefined without a root match or without site data", () => {
    expect(siteFromMatches([{ id: "routes/blog", data: { site: testSite } }])).toBeUndefined();
    expect(siteFromMatches([{ id: "root" }])).toBeUndefined();
    expect(siteFromMatches([])).toBeUndefined();
  });
});
