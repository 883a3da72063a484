import type { Business } from "../../../shared/business.ts";
import type { InvestorMaterialFields } from "../businesses/businesses.mapper.ts";
import type { InvestorPortalPage, InvestorViewer } from "../../../shared/investor-portal.ts";
import type { InvestorAccess, InvestorGrant } from "../investor-access/investor-access.service.ts";
import type { InvestorDocuments } from "../investor-documents/investor-documents.service.ts";

/** The document that "Download Financials" offers when the business names no file of its own. */
const FINANCIALS_DOCUMENT = "financial-model";

export interface PortalPageDeps {
  businesses: {
    getBySlugOrAlias(slug: string): Promise<Business | null>;
    getInvestorMaterial(id: string): Promise<InvestorMaterialFields | null>;
  };
  access: Pick<InvestorAccess, "grantOf">;
  documents: Pick<InvestorDocuments, "list">;
  /** Who a valid grant belongs to (a personal code's investor, or the shared password). */
  viewerOf(grant: InvestorGrant): Promise<InvestorViewer>;
}

/**
 * What `/investor/{slug}` shows to this request: null for no such business; the coming-soon
 * screen for a closed portal; the gate without a valid grant; the whole portal with one. Nothing
 * behind the gate (documents, presentation, video, financials) is read for a locked visitor.
 */
export function createPortalPages(deps: PortalPageDeps) {
  return async function portalPage(request: Request, slugOrAlias: string): Promise<InvestorPortalPage | null> {
    const b = await deps.businesses.getBySlugOrAlias(slugOrAlias);
    if (!b) return null;
    const base = { slug: b.slug, name: b.name };
    if (!b.investorEnabled) return { kind: "coming-soon", ...base };
    const cookies = { header: request.headers.get("cookie"), secure: new URL(request.url).protocol === "https:" };
    const grant = await deps.access.grantOf(cookies, b.slug);
    if (!grant) return { kind: "locked", ...base, businessId: b.id };
    const documents = deps.documents.list({ id: b.id, slug: b.slug, name: b.name });
    const financials = documents.find((d) => d.id === FINANCIALS_DOCUMENT);
    const material = await deps.businesses.getInvestorMaterial(b.id);
    return {
      kind: "open",
      ...base,
      businessId: b.id,
      viewer: await deps.viewerOf(grant),
      thumbImage: b.investorThumbImage,
      videoUrl: material?.videoUrl ?? null,
      presentationHtml: material?.presentationHtml ?? null,
      financialsUrl: material?.financialsUrl ?? financials?.downloadUrl ?? null,
      documents,
    };
  };
}
