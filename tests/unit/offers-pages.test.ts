import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError, readJson } from "../../src/server/modules/content/content.loader.ts";
import { loadPages } from "../../src/server/modules/pages/pages.content.ts";
import { offersSchema, offerTokens } from "../../src/shared/offers.ts";
import { testSite } from "../fixtures/site.ts";

describe("offer tokens", () => {
  it("turn the offers into the spec's figures for prose", () => {
    const offers = readJson("content/offers.json", offersSchema);
    expect(offerTokens(offers)).toEqual({
      "agents.inbound-voice.setup": "$2,500",
      "agents.inbound-voice.monthly": "$299",
      "agents.inbound-voice.included": "60 call minutes",
      "agents.inbound-voice.overage": "$1.50 per minute",
      "agents.outbound-voice.setup": "$5,000",
      "agents.outbound-voice.monthly": "$300–$700",
      "agents.outbound-voice.included": "90 outbound minutes",
      "agents.outbound-voice.overage": "$1.50 per minute",
      "agents.website-reception.setup": "$3,000",
      "agents.website-reception.monthly": "$399",
      "agents.website-reception.included": "1,000 conversations",
      "agents.website-reception.overage": "$0.25 per conversation",
      "trial.days": "7",
      "trial.discoveryCallMinutes": "30",
      "trial.setup": "$500",
      "trial.monthly": "$99",
      "trial.qualifiedDown": "$99",
      "trial.buildDays": "2-3",
      "trial.buildDaysMax": "5",
      "setup.minDays": "7",
      "setup.maxDays": "14",
      launchDiscountPercent: "50",
      paymentPlansFromDown: "$99",
      "bizwiz.plansFrom": "$29",
      "bizwiz.setupMinutes": "15",
    });
  });
});

describe("loadPages", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  function copyContent(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pages-content-"));
    dirs.push(dir);
    fs.cpSync("content", dir, { recursive: true });
    return dir;
  }

  it("fills offer tokens and site placeholders in every page string, nested ones included", () => {
    const dir = copyContent();
    const file = path.join(dir, "pages", "trial.json");
    const trial = JSON.parse(fs.readFileSync(file, "utf8")) as { meta: { title: string; description: string } };
    trial.meta.title = "{trial.days}-day trial at {product}";
    fs.writeFileSync(file, JSON.stringify(trial));
    const pages = loadPages(dir, testSite);
    expect(pages.trial.meta.title).toBe("7-day trial at Testco");
    const all = JSON.stringify(pages);
    expect(all).not.toMatch(/\{[a-zA-Z.]+\}/);
    expect(pages.offers.trial.days).toBe(7);
    // Lists stay lists, with each item filled.
    const raw = JSON.parse(fs.readFileSync(path.join(dir, "pages", "trial.json"), "utf8")) as { faq: unknown[] };
    expect(Array.isArray(pages.trial.faq)).toBe(true);
    expect(pages.trial.faq).toHaveLength(raw.faq.length);
  });

  it("refuses an unknown token, naming the file and the token", () => {
    const dir = copyContent();
    const file = path.join(dir, "pages", "home.json");
    const home = JSON.parse(fs.readFileSync(file, "utf8")) as { meta: { title: string } };
    home.meta.title = "Only {trial.price}";
    fs.writeFileSync(file, JSON.stringify(home));
    expect(() => loadPages(dir, testSite)).toThrow(ContentError);
    expect(() => loadPages(dir, testSite)).toThrow(`Content file ${file} uses an unknown token {trial.price}.`);
  });
});
