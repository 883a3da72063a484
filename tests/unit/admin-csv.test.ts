import { describe, expect, it } from "vitest";
import { csvLines, neutralise } from "../../src/server/modules/admin/csv.ts";

describe("CSV cells", () => {
  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const danger of ["=1+1", "+1", "-1", "@SUM(A1)", "\t=x", "\r=x"])
      expect(neutralise(danger)).toBe(`'${danger}`);
    for (const safe of ["Ada", "a=b", "1-2", "", "e@x.com"]) expect(neutralise(safe)).toBe(safe);
    expect(neutralise(null)).toBe("");
    expect(neutralise(42)).toBe("42");
    expect(neutralise(-3)).toBe("'-3");
  });

  it("quotes commas, quotes and line breaks and ends records with CRLF", () => {
    expect(csvLines([["a,b", 'say "hi"', "two\nlines", "plain"]])).toBe('"a,b","say ""hi""","two\nlines",plain\r\n');
    expect(csvLines([["=cmd", "x"]])).toBe("'=cmd,x\r\n");
  });
});
