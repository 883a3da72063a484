import fs from "node:fs";
import path from "node:path";
import { investorFileSchema, type InvestorDocument, type InvestorMaterial } from "../../../shared/investor.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { ContentError, readJson } from "../content/content.loader.ts";
import { fillPlaceholders, fillSlug } from "../content/placeholders.ts";

export type { InvestorDocument, InvestorMaterial, InvestorSection } from "../../../shared/investor.ts";

/** Site placeholders, then `{tokens}` from the offers; an unknown token stops the start. */
function filler(site: SiteConfig, tokens: Record<string, string>, file: string) {
  return (s: string) =>
    fillPlaceholders(s, site).replace(/\{([a-zA-Z.]+)\}/g, (_m, key: string) => {
      const v = tokens[key];
      if (v === undefined) throw new ContentError(`Content file ${file} uses an unknown token {${key}}.`);
      return v;
    });
}

/**
 * Reads content/investor/<slug>.json: each business's investor documents, the source of the
 * portal's document list, the investor assistant's answers and the PDFs. No directory, no documents.
 */
export function loadInvestorMaterial(
  contentDir: string,
  site: SiteConfig,
  tokens: Record<string, string>,
): InvestorMaterial {
  const material: InvestorMaterial = new Map();
  const dir = path.join(contentDir, "investor");
  if (!fs.existsSync(dir)) return material;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  for (const name of files) {
    const file = path.join(dir, name);
    const raw = readJson(file, investorFileSchema);
    const slug = fillSlug(raw.slug, site);
    const base = name.slice(0, -".json".length);
    if (base !== raw.slug && base !== slug)
      throw new ContentError(`Content file ${file} holds the documents of "${raw.slug}", not of "${base}".`);
    if (material.has(slug)) throw new ContentError(`Content file ${file} repeats the documents of "${slug}".`);
    const fill = filler(site, tokens, file);
    const documents: InvestorDocument[] = raw.documents.map((d) => ({
      id: d.id,
      title: fill(d.title),
      description: fill(d.description),
      sections: d.sections.map((s) => ({ heading: fill(s.heading), page: s.page, paragraphs: s.paragraphs.map(fill) })),
    }));
    material.set(slug, documents);
  }
  return material;
}
