import { createHash } from "node:crypto";
import type { InvestorDocumentEntry } from "../../../shared/investor-access.ts";
import type { InvestorDocument } from "../../../shared/investor.ts";
import type { InvestorPortal } from "../investor-access/investor-access.service.ts";
import { pageCount, renderInvestorPdf, type PdfInput } from "./render-pdf.ts";

/** A business's investor material as the assistant reads it (same content, same names). */
export interface InvestorMaterialSource {
  material(slug: string): { businessName: string; documents: InvestorDocument[] } | null;
  site: PdfInput["site"];
  /** The clock of the stamp's date (tests pin it). */
  now?: () => number;
}

/** Stamped PDFs kept at once: enough for an investor's view then download, never the whole list. */
const STAMPED_KEPT = 24;

/** The stamp's date, as the console writes days ("Nov 25, 2026"), on the server's UTC calendar. */
const STAMP_DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** What a personal code's PDFs carry on every page. */
export function stampFor(investorName: string, nowMs: number): string {
  return `Prepared for ${investorName} \u00b7 ${STAMP_DATE.format(new Date(nowMs))}`;
}

/** Document ids are kebab-case in content; anything else names no document and is never looked up. */
const DOCUMENT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const documentPath = (businessId: string, documentId: string) =>
  `/api/investor-documents/${businessId}/${documentId}.pdf`;

/** What a download is called: the business and the title, nothing from the request. */
export function fileNameOf(businessName: string, title: string): string {
  return `${businessName} - ${title}.pdf`;
}

/**
 * The investor documents of a business: the list the portal shows and the PDFs themselves, made
 * from content on first request and kept per content (a hash of everything a PDF is made from),
 * so a content change makes new files and the same content always gives the same bytes.
 */
export function createInvestorDocuments(source: InvestorMaterialSource) {
  const now = source.now ?? Date.now;
  const cache = new Map<string, Promise<Buffer>>();
  // Stamped copies differ per investor and per day: a small cache of their own, so they neither
  // push out nor mix with the shared files above.
  const stamped = new Map<string, Promise<Buffer>>();

  function kept(map: Map<string, Promise<Buffer>>, key: string, make: () => Promise<Buffer>, max = Infinity) {
    let pdf = map.get(key);
    if (pdf) {
      // Most recently used last, so the oldest is the one let go.
      map.delete(key);
      map.set(key, pdf);
      return pdf;
    }
    pdf = make().catch((err: unknown) => {
      map.delete(key);
      throw err;
    });
    map.set(key, pdf);
    if (map.size > max) map.delete(map.keys().next().value!);
    return pdf;
  }

  function pdfOf(input: PdfInput, stamp?: string): Promise<Buffer> {
    const key = createHash("sha256").update(JSON.stringify(input)).digest("hex");
    if (!stamp) return kept(cache, key, () => renderInvestorPdf(input));
    return kept(stamped, `${key}:${stamp}`, () => renderInvestorPdf(input, stamp), STAMPED_KEPT);
  }

  return {
    /** The portal's document list (an empty list for an enabled business without documents). */
    list(portal: InvestorPortal): InvestorDocumentEntry[] {
      const m = source.material(portal.slug);
      if (!m) return [];
      return m.documents.map((d) => ({
        id: d.id,
        title: d.title,
        description: d.description,
        pages: pageCount(d),
        viewUrl: documentPath(portal.id, d.id),
        downloadUrl: `${documentPath(portal.id, d.id)}?download=1`,
      }));
    },

    /**
     * One document's PDF, or null: no such id for this business (the id is matched, never used
     * as a path). For a personal code's investor it carries "Prepared for {name} · {date}".
     */
    async file(
      portal: InvestorPortal,
      documentId: string,
      preparedFor?: string,
    ): Promise<{ body: Buffer; fileName: string } | null> {
      if (documentId.length > 60 || !DOCUMENT_ID.test(documentId)) return null;
      const m = source.material(portal.slug);
      const document = m?.documents.find((d) => d.id === documentId);
      if (!m || !document) return null;
      const stamp = preparedFor === undefined ? undefined : stampFor(preparedFor, now());
      const body = await pdfOf({ businessName: m.businessName, document, site: source.site }, stamp);
      return { body, fileName: fileNameOf(m.businessName, document.title) };
    },

    /** A document's title by id, for the engagement record (null when content no longer has it). */
    titleOf(slug: string, documentId: string): string | null {
      return source.material(slug)?.documents.find((d) => d.id === documentId)?.title ?? null;
    },
  };
}

export type InvestorDocuments = ReturnType<typeof createInvestorDocuments>;
