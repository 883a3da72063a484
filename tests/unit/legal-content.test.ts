import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError } from "../../src/server/modules/content/content.loader.ts";
import { loadLegal } from "../../src/server/modules/legal/legal.content.ts";
import { testSite } from "../fixtures/site.ts";

const dirs: string[] = [];
function legalDir(terms: string, privacy: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "legal-content-"));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, "legal"));
  fs.writeFileSync(path.join(dir, "legal", "terms.md"), terms);
  fs.writeFileSync(path.join(dir, "legal", "privacy.md"), privacy);
  return dir;
}

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("loadLegal", () => {
  it("titles both documents, takes the effective date from its own line and renders the rest", () => {
    const dir = legalDir(
      "Effective date:   January 1, 2025  \n\n## Use of {product}\n\nWrite to {email}.\n",
      "# Privacy\n\nEffective date: March 3, 2025\n\nWe keep little.",
    );
    const legal = loadLegal(dir, testSite);
    expect(legal.terms.kind).toBe("terms");
    expect(legal.terms.title).toBe("Terms of Service");
    expect(legal.terms.effectiveDate).toBe("January 1, 2025");
    expect(legal.terms.html).toBe(
      '<h2>Use of Testco</h2>\n<p>Write to <a href="mailto:hello@example.com">hello@example.com</a>.</p>\n',
    );
    expect(legal.privacy.kind).toBe("privacy");
    expect(legal.privacy.title).toBe("Privacy Policy");
    expect(legal.privacy.effectiveDate).toBe("March 3, 2025");
    expect(legal.privacy.html).not.toContain("Effective date");
    expect(legal.privacy.html).toContain("<p>We keep little.</p>");
  });

  it("refuses a text without an effective-date line, naming the file", () => {
    const dir = legalDir("Effective date: May 1, 2025\n\nOK", "Updated: sometime. Effective date: soon\n");
    const file = path.join(dir, "legal", "privacy.md");
    expect(() => loadLegal(dir, testSite)).toThrow(ContentError);
    expect(() => loadLegal(dir, testSite)).toThrow(
      `Legal text ${file} must state "Effective date: ..." on its own line.`,
    );
  });
});
