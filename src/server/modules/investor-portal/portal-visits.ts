import type { InvestorDocumentEntry } from "../../../shared/investor-portal.ts";
import { UUID_PATTERN } from "../../db/ids.ts";
import {
  visitorOf,
  type InvestorAccess,
  type InvestorGrant,
  type InvestorPortal,
} from "../investor-access/investor-access.service.ts";
import type { RequestCookies } from "../investor-access/investor-cookie.ts";
import type { InvestorDocuments } from "../investor-documents/investor-documents.service.ts";
import type { InvestorEngagement } from "../investor-engagement/investor-engagement.service.ts";

export interface PortalVisitsDeps {
  access: Pick<InvestorAccess, "portal" | "portalById" | "grantOf">;
  documents: Pick<InvestorDocuments, "list" | "file">;
  engagement: Pick<InvestorEngagement, "record">;
  log: { error(details: object, message: string): void };
}

/**
 * What a visitor does in an unlocked portal, each act recorded for staff with who did it: the
 * document list, a document (viewed or downloaded, stamped for a personal code's investor) and
 * a question to the portal's assistant.
 */
export function createPortalVisits(deps: PortalVisitsDeps) {
  /**
   * The business a request may see documents of: a well-formed id of an enabled portal whose
   * grant the request holds. Anything else (malformed, unknown, closed, locked, another
   * business's grant, a revoked or expired code) is null, and callers answer one and the same 404.
   */
  async function unlocked(
    cookies: RequestCookies,
    businessId: string,
  ): Promise<{ portal: InvestorPortal; grant: InvestorGrant } | null> {
    if (!UUID_PATTERN.test(businessId)) return null;
    const portal = await deps.access.portalById(businessId.toLowerCase());
    if (!portal) return null;
    const grant = await deps.access.grantOf(cookies, portal.slug);
    return grant ? { portal, grant } : null;
  }

  return {
    async documentList(cookies: RequestCookies, businessId: string): Promise<InvestorDocumentEntry[] | null> {
      const open = await unlocked(cookies, businessId);
      return open ? deps.documents.list(open.portal) : null;
    },

    async document(
      cookies: RequestCookies,
      businessId: string,
      documentId: string,
      /** `record: false` for a HEAD request: asking about a file is not reading it. */
      how: { download: boolean; record: boolean },
    ): Promise<{ body: Buffer; fileName: string } | null> {
      const open = await unlocked(cookies, businessId);
      if (!open) return null;
      const found = await deps.documents.file(open.portal, documentId, open.grant.investor?.name);
      if (!found) return null;
      if (how.record) {
        await deps.engagement.record({
          businessId: open.portal.id,
          visitor: visitorOf(open.grant),
          kind: how.download ? "download" : "view",
          documentId,
        });
      }
      return found;
    },

    /** Records a question to a portal's assistant; never fails the chat it belongs to. */
    async question(cookies: RequestCookies, slugOrAlias: string, question: string): Promise<void> {
      try {
        const portal = await deps.access.portal(slugOrAlias);
        if (!portal) return;
        const grant = await deps.access.grantOf(cookies, portal.slug);
        await deps.engagement.record({ businessId: portal.id, visitor: visitorOf(grant), kind: "question", question });
      } catch (err) {
        deps.log.error({ err, slug: slugOrAlias }, "could not record an investor question; going on without it");
      }
    },
  };
}

export type PortalVisits = ReturnType<typeof createPortalVisits>;
