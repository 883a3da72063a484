import fs from "node:fs";
import path from "node:path";
import { offerTokens } from "../../../../shared/offers.ts";
import type { BlogContent } from "../../blog/blog.content.ts";
import type { SiteContent } from "../../content/content.loader.ts";
import { fillPlaceholders } from "../../content/placeholders.ts";
import { loadInvestorMaterial } from "../../investor/investor.content.ts";
import type { PagesContent } from "../../pages/pages.content.ts";
import { buildKnowledge, type Knowledge } from "./knowledge.ts";
import { loadObjections } from "./objections.ts";

/** The assistant's knowledge from the content the pages already loaded, plus the legal and investor texts. */
export function loadKnowledge(
  contentDir: string,
  content: SiteContent,
  pages: PagesContent,
  blog: BlogContent,
): Knowledge {
  const legal = (kind: "terms" | "privacy") =>
    fillPlaceholders(fs.readFileSync(path.join(contentDir, "legal", `${kind}.md`), "utf8"), content.site);
  return buildKnowledge({
    site: content.site,
    offers: pages.offers,
    home: pages.home,
    service: pages.service,
    trial: pages.trial,
    businesses: content.businesses,
    blog: blog.posts,
    legal: { terms: legal("terms"), privacy: legal("privacy") },
    investor: loadInvestorMaterial(contentDir, content.site, offerTokens(pages.offers)),
    // The route /rappy-customer-ai renders this page as that business's product page (RESOLUTIONS §1).
    productPages: [{ slug: "rappy-customer-ai", page: pages.businessAiWiz }],
    objections: loadObjections(contentDir, content.site, pages.offers),
  });
}
