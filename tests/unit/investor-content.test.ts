import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError, loadContent, readJson } from "../../src/server/modules/content/content.loader.ts";
import { loadInvestorMaterial } from "../../src/server/modules/investor/investor.content.ts";
import type { InvestorDocument } from "../../src/shared/investor.ts";
import { offersSchema, offerTokens } from "../../src/shared/offers.ts";

const { site, businesses } = loadContent("content");
const tokens = offerTokens(readJson("content/offers.json", offersSchema));
const material = loadInvestorMaterial("content", site, tokens);

const allText = (docs: InvestorDocument[]) =>
  docs.flatMap((d) => [d.title, d.description, ...d.sections.flatMap((s) => [s.heading, ...s.paragraphs])]).join("\n");
const textOf = (slug: string) => allText(material.get(slug) ?? []);

describe("content/investor/", () => {
  it("ships exactly the spec's number of documents per business, and none for the others", () => {
    const counts = Object.fromEntries([...material].map(([slug, docs]) => [slug, docs.length]));
    expect(counts).toEqual({
      "holo-world": 3,
      "the-subs-ai": 3,
      dayo: 3,
      "harmonic-healing": 3,
      "domu-families": 1,
      "rappy-customer-ai": 3,
      ume: 2,
      uschinastore: 2,
      "julie-ai": 1,
      "my-new-djs-vjs-ai": 1,
      "my-movie-ai": 1,
      "harmonic-resonance-explorer": 1,
      "valuable-true-value": 1,
    });
    const slugs = businesses.map((b) => b.slug);
    for (const slug of material.keys()) expect(slugs, slug).toContain(slug);
  });

  it("covers overview, investment case, market, business model, projected revenue and use of funds for every business", () => {
    const topics: Record<string, RegExp> = {
      overview: /overview/i,
      investment: /solid investment/i,
      market: /market/i,
      model: /business model/i,
      revenue: /projected revenue/i,
      funds: /use of funds/i,
    };
    for (const [slug, docs] of material) {
      const headings = docs.flatMap((d) => d.sections.map((s) => s.heading)).join("\n");
      for (const [topic, re] of Object.entries(topics)) expect(headings, `${slug}: ${topic}`).toMatch(re);
      const revenue = docs.flatMap((d) => d.sections).find((s) => /projected revenue/i.test(s.heading))!;
      expect(revenue.paragraphs.join(" "), slug).toContain("in the millions by Year 3");
    }
  });

  it("places the spec's marketing figures with their businesses", () => {
    for (const slug of ["harmonic-healing", "harmonic-resonance-explorer"]) {
      expect(textOf(slug), slug).toMatch(/\$5\/month|\$5 per month/);
    }
    expect(textOf("uschinastore")).toContain("8-day");
    expect(textOf("uschinastore")).toContain("70%");
    expect(textOf("rappy-customer-ai")).toMatch(/15-minute|15 minutes/);
    // Every document list shows a figure where the business has one.
    const descriptions = (slug: string) => material.get(slug)!.map((d) => d.description);
    expect(descriptions("harmonic-healing").every((d) => d.includes("$5/month"))).toBe(true);
    expect(descriptions("uschinastore").every((d) => d.includes("8-day") && d.includes("70%"))).toBe(true);
    for (const [slug, docs] of material) {
      expect(
        docs.some((d) => d.description.includes("in the millions by Year 3")),
        slug,
      ).toBe(true);
    }
  });

  it("states no money amount, percentage or other figure beyond the spec's", () => {
    const soundHealing = new Set(["harmonic-healing", "harmonic-resonance-explorer"]);
    for (const [slug, docs] of material) {
      let text = allText(docs).replaceAll(site.phone, "").replaceAll(site.email, "");
      // Money and percentages: only the sound-healing subscription and the store's markup.
      for (const m of text.match(/\$\s?[\d,.]+\S*/g) ?? []) {
        expect(soundHealing.has(slug) && m.startsWith("$5/month"), `${slug}: ${m}`).toBe(true);
      }
      for (const m of text.match(/[\d.]+\s?(?:%|percent)/gi) ?? []) {
        expect(slug === "uschinastore" && m === "70%", `${slug}: ${m}`).toBe(true);
      }
      expect(text.match(/\b(?:thousand|billion|million(?!s by Year 3))\w*/gi), slug).toBeNull();
      // Any other number is a Year label or one of the spec's figures.
      text = text.replace(/\bYear [123]\b/g, "");
      if (soundHealing.has(slug)) text = text.replaceAll("$5/month", "");
      if (slug === "uschinastore") text = text.replaceAll("8-day", "").replaceAll("70%", "");
      if (slug === "rappy-customer-ai") text = text.replace(/\b15(?:-minute| minutes)\b/g, "");
      expect(text.match(/\d+/g), slug).toBeNull();
    }
  });

  it("fills every placeholder and token", () => {
    for (const [slug, docs] of material) {
      const text = allText(docs);
      expect(text, slug).not.toContain("{");
      expect(text, slug).not.toContain("}");
    }
    expect(textOf("domu-families")).toContain("Domu AI Families");
    expect(textOf("holo-world")).toContain(site.email);
    expect(textOf("holo-world")).toContain(site.phone);
  });

  it("prints every document on pages that start at 1 and run in order", () => {
    for (const [slug, docs] of material) {
      for (const d of docs) {
        const pages = d.sections.map((s) => s.page);
        expect(pages[0], `${slug}/${d.id}`).toBe(1);
        expect(
          [...pages].sort((a, b) => a - b),
          `${slug}/${d.id}`,
        ).toEqual(pages);
        expect(new Set(docs.map((x) => x.id)).size, slug).toBe(docs.length);
      }
    }
  });
});

describe("loadInvestorMaterial", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  function copyContent(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "investor-content-"));
    dirs.push(dir);
    fs.cpSync("content", dir, { recursive: true });
    return dir;
  }

  it("refuses an invalid file, naming it", () => {
    const dir = copyContent();
    const file = path.join(dir, "investor", "ume.json");
    const ume = JSON.parse(fs.readFileSync(file, "utf8")) as { documents: { title: string }[] };
    ume.documents[0]!.title = " ";
    fs.writeFileSync(file, JSON.stringify(ume));
    expect(() => loadInvestorMaterial(dir, site, tokens)).toThrow(ContentError);
    expect(() => loadInvestorMaterial(dir, site, tokens)).toThrow(file);
  });

  it("refuses a file that is not JSON, naming it", () => {
    const dir = copyContent();
    const file = path.join(dir, "investor", "dayo.json");
    fs.writeFileSync(file, "{ not json");
    expect(() => loadInvestorMaterial(dir, site, tokens)).toThrow(`Content file ${file} could not be read`);
  });

  it("refuses a file whose slug is not its name, naming it", () => {
    const dir = copyContent();
    const file = path.join(dir, "investor", "ume.json");
    const ume = JSON.parse(fs.readFileSync(file, "utf8")) as { slug: string };
    ume.slug = "urme";
    fs.writeFileSync(file, JSON.stringify(ume));
    expect(() => loadInvestorMaterial(dir, site, tokens)).toThrow(ContentError);
    expect(() => loadInvestorMaterial(dir, site, tokens)).toThrow(file);
  });

  it("refuses an unknown token, naming the file and the token", () => {
    const dir = copyContent();
    const file = path.join(dir, "investor", "julie-ai.json");
    const julie = JSON.parse(fs.readFileSync(file, "utf8")) as { documents: { description: string }[] };
    julie.documents[0]!.description = "Plans from {julie.price}.";
    fs.writeFileSync(file, JSON.stringify(julie));
    expect(() => loadInvestorMaterial(dir, site, tokens)).toThrow(
      `Content file ${file} uses an unknown token {julie.price}.`,
    );
  });

  it("refuses duplicate document ids and pages that skip or go back", () => {
    const dir = copyContent();
    const file = path.join(dir, "investor", "the-subs-ai.json");
    const original = fs.readFileSync(file, "utf8");
    const subs = JSON.parse(original) as { documents: { id: string; sections: { page: number }[] }[] };
    subs.documents[1]!.id = subs.documents[0]!.id;
    fs.writeFileSync(file, JSON.stringify(subs));
    expect(() => loadInvestorMaterial(dir, site, tokens)).toThrow(/duplicate id/);

    const skipping = JSON.parse(original) as typeof subs;
    skipping.documents[0]!.sections.at(-1)!.page = 9;
    fs.writeFileSync(file, JSON.stringify(skipping));
    expect(() => loadInvestorMaterial(dir, site, tokens)).toThrow(ContentError);
  });

  it("builds the {product} slug from the site's slug base", () => {
    const dir = copyContent();
    const other = { ...site, companyName: "Acme AI", slugBase: "acme" };
    const m = loadInvestorMaterial(dir, other, tokens);
    expect(m.has("acme-families")).toBe(true);
    expect(allText(m.get("acme-families")!)).toContain("Acme AI Families");
  });

  it("gives an empty map when there is no investor directory", () => {
    const dir = copyContent();
    fs.rmSync(path.join(dir, "investor"), { recursive: true });
    expect(loadInvestorMaterial(dir, site, tokens).size).toBe(0);
  });
});
