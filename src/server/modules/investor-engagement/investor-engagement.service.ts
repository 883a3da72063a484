import type { Page } from "../../../shared/admin.ts";
import type { InvestorEngagementRow, InvestorEventKind } from "../../../shared/investor-console.ts";
import { newId } from "../../db/ids.ts";
import type { EventFilter, InvestorEngagementRepository } from "./investor-engagement.repository.ts";

/** A question is kept as asked up to the chat's own limit; anything longer is cut there. */
export const MAX_QUESTION_CHARS = 2_000;

/** How a visitor got into a portal: a personal code, the portal's password, or not at all. */
export type PortalVisitor = { via: "code"; codeId: string } | { via: "password" } | { via: "none" };

export interface EngagementEvent {
  businessId: string;
  visitor: PortalVisitor;
  kind: InvestorEventKind;
  documentId?: string;
  question?: string;
}

export interface EngagementLog {
  error(details: object, message: string): void;
}

/**
 * The investor portals' engagement record. Recording serves staff, never the investor: a failure
 * is logged and swallowed, so a database hiccup cannot cost an investor a document or an answer.
 */
export function createInvestorEngagement(deps: {
  repo: InvestorEngagementRepository;
  now: () => number;
  log: EngagementLog;
}) {
  return {
    async record(event: EngagementEvent): Promise<void> {
      try {
        await deps.repo.insert({
          id: newId(),
          businessId: event.businessId,
          codeId: event.visitor.via === "code" ? event.visitor.codeId : null,
          via: event.visitor.via,
          kind: event.kind,
          documentId: event.documentId ?? null,
          question: event.question === undefined ? null : [...event.question].slice(0, MAX_QUESTION_CHARS).join(""),
          createdAt: new Date(deps.now()).toISOString(),
        });
      } catch (err) {
        deps.log.error(
          { err, businessId: event.businessId, kind: event.kind },
          "could not record investor engagement; going on without it",
        );
      }
    },

    /** One page of a business's events, newest first, with document titles from `titleOf`. */
    async list(
      businessId: string,
      filter: EventFilter,
      paging: { page: number; pageSize: number },
      titleOf: (documentId: string) => string | null,
    ): Promise<Page<InvestorEngagementRow>> {
      const { items, total } = await deps.repo.list(businessId, filter, {
        limit: paging.pageSize,
        offset: (paging.page - 1) * paging.pageSize,
      });
      return {
        items: items.map((e) => ({
          id: e.id,
          kind: e.kind,
          via: e.via,
          investor:
            e.codeId && e.investorName !== null
              ? { codeId: e.codeId, name: e.investorName, email: e.investorEmail ?? "" }
              : null,
          documentId: e.documentId,
          documentTitle: e.documentId ? (titleOf(e.documentId) ?? e.documentId) : null,
          question: e.question,
          createdAt: e.createdAt,
        })),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      };
    },
  };
}

export type InvestorEngagement = ReturnType<typeof createInvestorEngagement>;
