import path from "node:path";
import type { ZodType } from "zod";
import { offersSchema, offerTokens, type Offers } from "../../../shared/offers.ts";
import {
  demoPageSchema,
  homePageSchema,
  personaDemosSchema,
  servicePageSchema,
  trialPageSchema,
  type DemoPage,
  type HomePage,
  type PersonaDemos,
  type ServicePage,
  type TrialPage,
} from "../../../shared/pages.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { ContentError, readJson } from "../content/content.loader.ts";
import { fillPlaceholders } from "../content/placeholders.ts";

export interface PagesContent {
  offers: Offers;
  trial: TrialPage;
  service: ServicePage;
  home: HomePage;
  businessAiWiz: DemoPage;
  /** The AI twin, Aurora and Max demo pages. */
  personaDemos: PersonaDemos;
}

/** Replaces `{token}`s from offers and the site placeholders in every string of a page. */
export function fillPage<T>(value: T, tokens: Record<string, string>, site: SiteConfig, file: string): T {
  const fill = (s: string) =>
    fillPlaceholders(s, site).replace(/\{([a-zA-Z.-]+)\}/g, (_m, key: string) => {
      const v = tokens[key];
      if (v === undefined) throw new ContentError(`Content file ${file} uses an unknown token {${key}}.`);
      return v;
    });
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return fill(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

export function loadPages(contentDir: string, site: SiteConfig): PagesContent {
  const offers = readJson(path.join(contentDir, "offers.json"), offersSchema);
  const tokens = offerTokens(offers);
  const page = <T>(name: string, schema: ZodType<T>): T => {
    const file = path.join(contentDir, "pages", `${name}.json`);
    return fillPage(readJson(file, schema), tokens, site, file);
  };
  return {
    offers,
    trial: page("trial", trialPageSchema),
    service: page("ai-reception-agents", servicePageSchema),
    home: page("home", homePageSchema),
    businessAiWiz: page("business-ai-wiz", demoPageSchema),
    personaDemos: page("persona-demos", personaDemosSchema),
  };
}
