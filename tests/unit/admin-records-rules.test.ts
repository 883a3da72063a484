import { describe, expect, it } from "vitest";
import { csvLines, neutralise } from "../../src/server/modules/admin/csv.ts";
import { mentionsAddress } from "../../src/server/modules/admin/admin-data.repository.ts";

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

describe("a conversation mentions an address only as a whole", () => {
  it("finds the address with punctuation around it, in any case", () => {
    for (const text of [
      "ann@example.co",
      "Write to ANN@Example.Co.",
      "mail: ann@example.co, thanks",
      "<ann@example.co>",
      "(ann@example.co)",
      "it's ann@example.co\nbye",
    ]) {
      expect(mentionsAddress(text, "ann@example.co"), text).toBe(true);
    }
  });

  it("does not take a longer address for it", () => {
    for (const text of [
      "joann@example.co",
      "bob.ann@example.co",
      "ann@example.com",
      "ann@example.co.uk",
      "ann@example.co-op.org",
      "ann@example.co@x",
      "xann@example.co and ann@example.com",
    ]) {
      expect(mentionsAddress(text, "ann@example.co"), text).toBe(false);
    }
    expect(mentionsAddress("joann@example.co or ann@example.co", "ann@example.co")).toBe(true);
  });
});
