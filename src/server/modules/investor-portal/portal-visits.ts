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

    /**
     * A question to a portal's assistant: reads the request's grant once, for whether the
     * documents may be quoted and which grant the conversation is bound to, and records the
     * question for staff (engagement's record never fails the chat). Reading the grant may fail:
     * then nothing is answered, for the gate never opens on an error.
     */
    async ask(
      cookies: RequestCookies,
      slugOrAlias: string,
      question: string,
    ): Promise<{ unlocked: boolean; grantId: string | null }> {
      const portal = await deps.access.portal(slugOrAlias);
      // A closed portal (investorEnabled off) quotes nothing, whatever cookie is held.
      if (!portal) return { unlocked: false, grantId: null };
      const grant = await deps.access.grantOf(cookies, portal.slug);
      await deps.engagement.record({ businessId: portal.id, visitor: visitorOf(grant), kind: "question", question });
      return { unlocked: grant !== null, grantId: grant?.id ?? null };
    },
  };
}

export type PortalVisits = ReturnType<typeof createPortalVisits>;
