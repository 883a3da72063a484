import { createHash } from "node:crypto";
import type { InvestorDocumentEntry } from "../../../shared/investor-access.ts";
import type { InvestorDocument } from "../../../shared/investor.ts";
import type { InvestorPortal } from "../investor-access/investor-access.service.ts";
import { pageCount, renderInvestorPdf, type PdfInput } from "./render-pdf.ts";

/** A business's investor material as the assistant reads it (same content, same names). */
export interface InvestorMaterialSource {
  material(slug: string): { businessName: string; documents: InvestorDocument[] } | null;
  site: PdfInput["site"];
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
  const cache = new Map<string, Promise<Buffer>>();

  function pdfOf(input: PdfInput): Promise<Buffer> {
    const key = createHash("sha256").update(JSON.stringify(input)).digest("hex");
    let pdf = cache.get(key);
    if (!pdf) {
      pdf = renderInvestorPdf(input).catch((err: unknown) => {
        cache.delete(key);
        throw err;
      });
      cache.set(key, pdf);
    }
    return pdf;
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

    /** One document's PDF, or null: no such id for this business (the id is matched, never used as a path). */
    async file(portal: InvestorPortal, documentId: string): Promise<{ body: Buffer; fileName: string } | null> {
      if (documentId.length > 60 || !DOCUMENT_ID.test(documentId)) return null;
      const m = source.material(portal.slug);
      const document = m?.documents.find((d) => d.id === documentId);
      if (!m || !document) return null;
      const body = await pdfOf({ businessName: m.businessName, document, site: source.site });
      return { body, fileName: fileNameOf(m.businessName, document.title) };
    },
  };
}

export type InvestorDocuments = ReturnType<typeof createInvestorDocuments>;
