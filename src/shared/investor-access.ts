import { z } from "zod";

/** POST /api/investor-access/{slug}: the investor portal's password form. */
export const investorAccessBodySchema = z.strictObject(
  {
    password: z
      .string({ error: (issue) => (issue.input === undefined ? "Enter the password." : "The password must be text.") })
      .min(1, "Enter the password.")
      .max(256, "The password must be at most 256 characters."),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Send only the password." : undefined) },
);

/** Shown under the password field when the server refuses it. */
export const INVESTOR_WRONG_PASSWORD = "Incorrect password. Please try again.";
/** The one answer for an unknown business, a closed portal and any document a visitor may not see. */
export const INVESTOR_PORTAL_NOT_FOUND = "There is no investor portal for that business.";
export const INVESTOR_DOCUMENT_NOT_FOUND = "No investor document matches that address.";

/** One entry of GET /api/businesses/{id}/investor-documents. */
export interface InvestorDocumentEntry {
  id: string;
  title: string;
  description: string;
  pages: number;
  /** Opens the PDF in the browser. */
  viewUrl: string;
  /** The same PDF as an attachment with a readable file name. */
  downloadUrl: string;
}

/** What the investor portal page's loader learns about one portal (SiteServices.investor.portal). */
export interface InvestorPortalView {
  businessId: string;
  slug: string;
  name: string;
  /** Whether this request holds a valid grant for this business. */
  unlocked: boolean;
  /** The document list when unlocked, else null (nothing about the documents leaves the server). */
  documents: InvestorDocumentEntry[] | null;
}
