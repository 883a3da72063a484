import PDFDocument from "pdfkit";
import type { InvestorDocument } from "../../../shared/investor.ts";
import { printable } from "../../../shared/printable-text.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";

/** What one PDF is made from: all of it content, so the same content gives the same bytes. */
export interface PdfInput {
  businessName: string;
  document: InvestorDocument;
  site: Pick<SiteConfig, "companyName" | "email" | "phone" | "siteUrl" | "copyrightYear">;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const FOOTER_H = 40;
const INK = "#0f172a";
const BODY = "#1e293b";
const MUTED = "#64748b";
const ACCENT = "#4f46e5";
const ACCENT_SOFT = "#c7d2fe";
const RULE = "#e2e8f0";

/** Pages a document declares (its sections' highest page): its PDF has exactly that many. */
export const pageCount = (doc: InvestorDocument) => Math.max(...doc.sections.map((s) => s.page));

export class PdfLayoutError extends Error {}

/**
 * Renders one investor document: a cover band on page 1 (business, title, company, confidentiality),
 * each section on the page its content declares (the assistant cites those pages), the contact
 * details on the last page and "Page N of M" on every page. The creation date comes from the
 * content, not the clock, so the bytes (and the file id pdfkit derives from them) are stable.
 *
 * `stamp` ("Prepared for {name} · {date}") is printed under the footer of every page, so a copy
 * passed on shows whose it was.
 */
export function renderInvestorPdf(input: PdfInput, stamp?: string): Promise<Buffer> {
  const { document: d, businessName, site } = input;
  const total = pageCount(d);
  const created = new Date(Date.UTC(site.copyrightYear, 0, 1));
  const pdf = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_H, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: `${businessName} - ${d.title}`,
      Author: site.companyName,
      Subject: d.description,
      Creator: site.companyName,
      Producer: site.companyName,
      CreationDate: created,
      ModDate: created,
    },
    lang: "en-US",
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const width = A4.width - 2 * MARGIN;

  function cover(): void {
    const bandH = 268;
    pdf.rect(0, 0, A4.width, bandH).fill(INK);
    pdf.rect(0, bandH, A4.width, 4).fill(ACCENT);
    pdf
      .font("Helvetica-Bold")
      .fontSize(9)
      .fillColor(ACCENT_SOFT)
      .text(site.companyName.toUpperCase(), MARGIN, 48, { characterSpacing: 1.6, width });
    pdf
      .font("Helvetica")
      .fontSize(9)
      .fillColor("#94a3b8")
      .text("INVESTOR DOCUMENT  |  CONFIDENTIAL", MARGIN, 48, { characterSpacing: 1.2, width, align: "right" });
    pdf.font("Helvetica-Bold").fontSize(30).fillColor("#ffffff").text(businessName, MARGIN, 96, { width });
    pdf.moveDown(0.15).font("Helvetica").fontSize(18).fillColor(ACCENT_SOFT).text(d.title, { width });
    pdf
      .moveDown(0.7)
      .font("Helvetica")
      .fontSize(10.5)
      .fillColor("#cbd5e1")
      .text(d.description, {
        width: width * 0.86,
        lineGap: 2.5,
      });
    pdf
      .font("Helvetica")
      .fontSize(8.5)
      .fillColor("#94a3b8")
      .text(`Prepared by ${site.companyName} for prospective investors.`, MARGIN, bandH - 34, { width });
    pdf.x = MARGIN;
    pdf.y = bandH + 36;
  }

  function runningHeader(): void {
    pdf
      .font("Helvetica-Bold")
      .fontSize(8.5)
      .fillColor(INK)
      .text(`${businessName}  |  ${d.title}`, MARGIN, 30, { width, lineBreak: false });
    pdf
      .font("Helvetica")
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(site.companyName, MARGIN, 30, { width, align: "right", lineBreak: false });
    pdf
      .moveTo(MARGIN, 46)
      .lineTo(A4.width - MARGIN, 46)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    pdf.x = MARGIN;
    pdf.y = MARGIN + 20;
  }

  function section(heading: string, paragraphs: string[]): void {
    if (pdf.y > MARGIN + 30) pdf.moveDown(0.9);
    const top = pdf.y;
    pdf.rect(MARGIN, top + 1, 3, 15).fill(ACCENT);
    pdf
      .font("Helvetica-Bold")
      .fontSize(14)
      .fillColor(INK)
      .text(heading, MARGIN + 12, top, { width: width - 12 });
    pdf.moveDown(0.45);
    for (const p of paragraphs) {
      pdf
        .font("Helvetica")
        .fontSize(10.5)
        .fillColor(BODY)
        .text(p, MARGIN, pdf.y, { width, lineGap: 3.2, align: "left" });
      pdf.moveDown(0.6);
    }
  }

  function contact(): void {
    const boxH = 92;
    const top = A4.height - MARGIN - FOOTER_H - boxH;
    if (pdf.y > top - 12) throw new PdfLayoutError(`"${d.title}" leaves no room for the contact details.`);
    pdf.roundedRect(MARGIN, top, width, boxH, 6).fill("#f1f5f9");
    pdf
      .font("Helvetica-Bold")
      .fontSize(11)
      .fillColor(INK)
      .text(`Talk to ${site.companyName}`, MARGIN + 18, top + 16);
    pdf
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor(BODY)
      .text(`E-mail: ${site.email}`, MARGIN + 18, top + 36)
      .text(`Phone: ${site.phone}`, MARGIN + 18, top + 51)
      .text(`Web: ${site.siteUrl}`, MARGIN + 18, top + 66);
  }

  function footers(): void {
    const range = pdf.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      pdf.switchToPage(i);
      // Writing in the bottom margin must not start a new page.
      const bottom = pdf.page.margins.bottom;
      pdf.page.margins.bottom = 0;
      const y = A4.height - MARGIN + 6;
      pdf
        .moveTo(MARGIN, y - 10)
        .lineTo(A4.width - MARGIN, y - 10)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
      pdf
        .font("Helvetica")
        .fontSize(8)
        .fillColor(MUTED)
        .text(`Confidential. Prepared for prospective investors of ${businessName}.`, MARGIN, y, {
          width,
          lineBreak: false,
        });
      pdf.text(`Page ${i + 1} of ${range.count}`, MARGIN, y, { width, align: "right", lineBreak: false });
      if (stamp) {
        pdf
          .font("Helvetica-Bold")
          .fontSize(8)
          .fillColor(ACCENT)
          .text(printable(stamp), MARGIN, y + 13, { width, lineBreak: false });
      }
      pdf.page.margins.bottom = bottom;
    }
  }

  cover();
  let page = 1;
  for (const s of d.sections) {
    while (page < s.page) {
      pdf.addPage();
      page += 1;
      runningHeader();
    }
    section(s.heading, s.paragraphs);
    // pdfkit opens a page on its own when text overflows: that would move later sections off their page.
    if (pdf.bufferedPageRange().count !== page)
      throw new PdfLayoutError(`Section "${s.heading}" of "${d.title}" does not fit on page ${s.page}.`);
  }
  contact();
  if (pdf.bufferedPageRange().count !== total)
    throw new PdfLayoutError(`"${d.title}" came out at ${pdf.bufferedPageRange().count} pages, not ${total}.`);
  footers();
  pdf.end();
  return done;
}
