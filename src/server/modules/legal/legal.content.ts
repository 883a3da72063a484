import fs from "node:fs";
import path from "node:path";
import type { LegalDocument } from "../../../shared/blog.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { ContentError } from "../content/content.loader.ts";
import { markdownToHtml } from "../content/markdown.ts";
import { fillPlaceholders } from "../content/placeholders.ts";

const TITLES = { terms: "Terms of Service", privacy: "Privacy Policy" } as const;

/** content/legal/{terms,privacy}.md; the first line states the effective date. */
export function loadLegal(contentDir: string, site: SiteConfig): Record<LegalDocument["kind"], LegalDocument> {
  const load = (kind: LegalDocument["kind"]): LegalDocument => {
    const file = path.join(contentDir, "legal", `${kind}.md`);
    const text = fillPlaceholders(fs.readFileSync(file, "utf8"), site);
    const m = /^Effective date:\s*(.+)$/m.exec(text);
    if (!m) throw new ContentError(`Legal text ${file} must state "Effective date: ..." on its own line.`);
    return {
      kind,
      title: TITLES[kind],
      effectiveDate: m[1]!.trim(),
      html: markdownToHtml(text.replace(m[0], "").trim()),
    };
  };
  return { terms: load("terms"), privacy: load("privacy") };
}
