import type { Page } from "../../../shared/admin.ts";
import { INVESTOR_PORTAL_NOT_FOUND } from "../../../shared/investor-access.ts";
import {
  investorCodeCreateSchema,
  investorCodesQuerySchema,
  investorEngagementQuerySchema,
  type CreatedInvestorCode,
  type InvestorCodeRow,
  type InvestorEngagementRow,
  type InvestorPortalOption,
} from "../../../shared/investor-console.ts";
import type { Db } from "../../db/create-db.ts";
import { notFound } from "../../http-errors.ts";
import type { InvestorAccess, InvestorPortal } from "../investor-access/investor-access.service.ts";
import { listPortalPasswords } from "../investor-access/investor-passwords.ts";
import type { InvestorCodes } from "../investor-codes/investor-codes.service.ts";
import type { InvestorDocuments } from "../investor-documents/investor-documents.service.ts";
import type { EventFilter } from "../investor-engagement/investor-engagement.repository.ts";
import type { InvestorEngagement } from "../investor-engagement/investor-engagement.service.ts";
import { parseInput } from "../validation.ts";

export interface InvestorConsoleDeps {
  db: Db;
  access: Pick<InvestorAccess, "portal">;
  businesses: { getById(id: string): Promise<{ slug: string } | null> };
  codes: InvestorCodes;
  engagement: Pick<InvestorEngagement, "list">;
  documents: Pick<InvestorDocuments, "titleOf">;
}

/** The staff console's investor screen: the portals, their personal codes and who did what. */
export function createInvestorConsole(deps: InvestorConsoleDeps) {
  async function requirePortal(slug: string): Promise<InvestorPortal> {
    const portal = await deps.access.portal(slug);
    if (!portal) throw notFound(INVESTOR_PORTAL_NOT_FOUND);
    return portal;
  }

  return {
    /** Every business whose investor portal is enabled, for the screen's selector. */
    async portals(): Promise<InvestorPortalOption[]> {
      return (await listPortalPasswords(deps.db)).map((p) => ({ slug: p.slug, name: p.name, ownPassword: p.own }));
    },

    async codes(rawQuery: unknown): Promise<{ items: InvestorCodeRow[] }> {
      const { business } = parseInput(investorCodesQuerySchema, rawQuery ?? {});
      return { items: await deps.codes.list(await requirePortal(business)) };
    },

    async createCode(body: unknown, createdBy: string): Promise<CreatedInvestorCode> {
      const input = parseInput(investorCodeCreateSchema, body);
      return deps.codes.create(await requirePortal(input.businessSlug), input, createdBy);
    },

    /** Revokes a code; a 404 when none has that id. */
    async revokeCode(id: string): Promise<InvestorCodeRow> {
      const record = await deps.codes.revoke(id);
      if (!record) throw notFound("No investor access code has that id.");
      // By business, not portal: a code of a portal closed since can still be revoked.
      const business = await deps.businesses.getById(record.businessId);
      return deps.codes.rowOf(record, business?.slug ?? "");
    },

    async engagement(rawQuery: unknown): Promise<Page<InvestorEngagementRow>> {
      const q = parseInput(investorEngagementQuerySchema, rawQuery ?? {});
      const portal = await requirePortal(q.business);
      const filter: EventFilter = { kind: q.kind };
      if (q.investor === "password" || q.investor === "none") filter.who = { via: q.investor };
      else if (q.investor) filter.who = { codeId: q.investor.toLowerCase() };
      return deps.engagement.list(portal.id, filter, q, (documentId) =>
        deps.documents.titleOf(portal.slug, documentId),
      );
    },
  };
}

export type InvestorConsole = ReturnType<typeof createInvestorConsole>;
