import { describe, expect, it } from "vitest";
import { printable } from "../../../shared/printable-text.ts";

describe("text for the PDFs' standard fonts", () => {
  it("keeps what Windows-1252 prints, accents and the stamp's middle dot included", () => {
    expect(printable("Prepared for Zoë O’Brien-Ålund · Nov 25, 2026 – Œuvre")).toBe(
      "Prepared for Zoë O’Brien-Ålund · Nov 25, 2026 – Œuvre",
    );
  });

  it("gives other Latin letters their base letter, and anything else a question mark", () => {
    expect(printable("Łukasz Dőry Đorđe Ştefan")).toBe("Lukasz Dory Dorde Stefan");
    expect(printable("李 Ada")).toBe("? Ada");
  });
});
