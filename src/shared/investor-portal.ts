/**
 * The investor portal's words and the shapes its page and API share (no zod here: the browser's
 * bundle must hold none, see ADR 012). Spec texts (portal-and-admin.md §2, §8) are verbatim.
 */
export const PORTAL_TEXTS = {
  loading: "Loading investor portal...",
  notFoundTitle: "Investor Portal Not Found",
  notFoundBody: "The requested investor portal could not be found.",
  comingSoonTitle: "Investor Portal Coming Soon",
  returnHome: "Return to Home",
  gateTitle: "Investor Access",
  gateSubmit: "Access Investor Portal",
  wrongPassword: "Incorrect password. Please try again.",
  portalLabel: "Investor Portal",
  presentation: "Investment Presentation",
  interactive: "Interactive Presentation",
  opportunity: "Investment Opportunity",
  noDocuments: "Investment documents will be available soon.",
  downloadFinancials: "Download Financials",
  scheduleDiscussion: "Schedule Discussion",
  readyToInvest: "Ready to Invest?",
} as const;

/** The investor chat's failure bubble (portal-and-admin.md §8), with the shared e-mail filled in. */
export const investorChatFailure = (email: string) =>
  `I apologize, but I'm experiencing technical difficulties. Please try again or contact our team directly at ${email}.`;

/** The Aurora intro box's three sample questions (portal-and-admin.md §1). */
export const sampleQuestions = (businessName: string) => [
  `Give me an overview of ${businessName}.`,
  `What makes ${businessName} a solid investment?`,
  `What is the projected return and financial model?`,
];

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

/** Who holds the grant a portal was opened with: a personal code's investor, or the shared password. */
export type InvestorViewer = { kind: "investor"; name: string } | { kind: "shared" };

/** What `/investor/{slug}` shows, decided on the server (SiteServices.investor.portal). */
export type InvestorPortalPage =
  | { kind: "coming-soon"; slug: string; name: string }
  | { kind: "locked"; slug: string; name: string; businessId: string }
  | {
      kind: "open";
      slug: string;
      name: string;
      businessId: string;
      viewer: InvestorViewer;
      thumbImage: string | null;
      /** Only when the business's data shows the video (its exception list is data). */
      videoUrl: string | null;
      /** Staff-authored HTML, shown in a sandboxed frame; only when the data shows it. */
      presentationHtml: string | null;
      /** investorFinancialsUrl, else the business's Financial Model download, else null. */
      financialsUrl: string | null;
      documents: InvestorDocumentEntry[];
    };
