import { describe, expect, it } from "vitest";
import { FOOTER_COLUMNS, HEADERS } from "../../src/app/components/layout/navigation.ts";

/*
 * Issue 21: header and footer labels are in sentence case, except the texts the spec quotes
 * (public-site.md §2: "Back to Home" on the trial page, the blog category titles;
 * portal-and-admin.md: the portal header's "Investor Portal").
 */
const SPEC_QUOTED = new Set([
  "Back to Home",
  "Investor Portal",
  "Case Studies",
  "AI Integration Guide",
  "Success Stories",
]);

/** No word after the first starts with a capital, unless it is an acronym such as AI. */
const sentenceCase = (label: string) =>
  label
    .split(" ")
    .slice(1)
    .every((word) => !/^[A-Z][a-z]/.test(word));

describe("navigation labels", () => {
  const labels = [
    ...Object.values(HEADERS).flatMap((h) => [...h.links, ...("cta" in h ? [h.cta] : [])]),
    ...FOOTER_COLUMNS.flatMap((c) => c.links),
  ].map((l) => l.label);

  it("are in sentence case, except those the spec quotes", () => {
    const titleCase = labels.filter((l) => !SPEC_QUOTED.has(l) && !sentenceCase(l));
    expect(titleCase).toEqual([]);
  });

  it("keep the spec's own labels as it writes them", () => {
    for (const quoted of SPEC_QUOTED) expect(labels).toContain(quoted);
  });
});
