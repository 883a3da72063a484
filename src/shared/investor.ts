import { z } from "zod";

const text = (max: number) => z.string().trim().min(1).max(max);
const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One topic of an investor document, printed on `page` of its PDF (1-based). */
export const investorSectionSchema = z.strictObject({
  heading: text(100),
  page: z.number().int().min(1).max(12),
  paragraphs: z.array(text(1200)).min(1).max(6),
});
export type InvestorSection = z.infer<typeof investorSectionSchema>;

export const investorDocumentSchema = z
  .strictObject({
    /** Unique within its business; names the PDF. */
    id: z.string().max(60).regex(kebab, "must be kebab-case"),
    title: text(80),
    /** One sentence for the document list, carrying the business's marketing figure where it has one. */
    description: text(280),
    sections: z.array(investorSectionSchema).min(1).max(16),
  })
  .superRefine((doc, ctx) => {
    // Pages start at 1 and each section stays on its page or starts the next one.
    doc.sections.forEach((s, i) => {
      const prev = i === 0 ? 0 : doc.sections[i - 1]!.page;
      const ok = i === 0 ? s.page === 1 : s.page === prev || s.page === prev + 1;
      if (!ok) {
        const message = i === 0 ? "the first section must be on page 1" : `page must be ${prev} or ${prev + 1}`;
        ctx.addIssue({ code: "custom", message, path: ["sections", i, "page"] });
      }
    });
  });
export type InvestorDocument = z.infer<typeof investorDocumentSchema>;

/** content/investor/<slug>.json: the presentation documents of one business's investor portal. */
export const investorFileSchema = z
  .strictObject({
    /** The business slug; may hold `{product}` like the business file's own slug. */
    slug: z
      .string()
      .max(80)
      .regex(/^(?:\{product\}|[a-z0-9]+)(?:-(?:\{product\}|[a-z0-9]+))*$/),
    documents: z.array(investorDocumentSchema).min(1).max(6),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.documents.forEach((d, i) => {
      if (seen.has(d.id))
        ctx.addIssue({ code: "custom", message: `duplicate id "${d.id}"`, path: ["documents", i, "id"] });
      seen.add(d.id);
    });
  });
export type InvestorFile = z.infer<typeof investorFileSchema>;

/** Resolved investor documents per resolved business slug; a business without documents has no entry. */
export type InvestorMaterial = Map<string, InvestorDocument[]>;
