import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  businessContentSchema,
  businessDefaultsSchema,
  type BusinessContent,
  type BusinessDefaults,
} from "../../../shared/business.ts";
import { siteConfigSchema, type SiteConfig } from "../../../shared/site-config.ts";

export interface SiteContent {
  site: SiteConfig;
  businessDefaults: BusinessDefaults;
  businesses: BusinessContent[];
}

export class ContentError extends Error {}

export function readJson<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    throw new ContentError(`Content file ${file} could not be read: ${(err as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentError(`Content file ${file} is invalid at ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  return parsed.data;
}

/** `{product}` in content stands for the company (RESOLUTIONS §2): name in prose, slugBase in slugs. */
function resolvePlaceholders(b: BusinessContent, site: SiteConfig): BusinessContent {
  const prose = (s: string) => s.replaceAll("{product}", site.companyName);
  return {
    ...b,
    slug: b.slug.replaceAll("{product}", site.slugBase),
    name: prose(b.name),
    description: prose(b.description),
    fullDescription: b.fullDescription === undefined ? undefined : prose(b.fullDescription),
  };
}

export function loadContent(contentDir: string): SiteContent {
  const site = readJson(path.join(contentDir, "site.json"), siteConfigSchema);
  const businessDefaults = readJson(path.join(contentDir, "business-defaults.json"), businessDefaultsSchema);
  const dir = path.join(contentDir, "businesses");
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const businesses = files.map((f) => resolvePlaceholders(readJson(path.join(dir, f), businessContentSchema), site));

  const seen = new Map<string, string>();
  for (const b of businesses) {
    for (const key of [b.slug, ...b.aliases]) {
      const owner = seen.get(key);
      if (owner && owner !== b.slug)
        throw new ContentError(`Slug or alias "${key}" is used by both ${owner} and ${b.slug}.`);
      seen.set(key, b.slug);
    }
  }
  return { site, businessDefaults, businesses };
}
