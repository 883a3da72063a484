import type { Page } from "../../../shared/admin.ts";
import { ADMIN_PAGE_SIZES, DEFAULT_PAGE_SIZE } from "../../../shared/admin-values.ts";
import {
  INVESTOR_EVENT_KINDS,
  type CreatedInvestorCode,
  type InvestorCodeRow,
  type InvestorEngagementRow,
  type InvestorEventKind,
  type InvestorPortalOption,
} from "../../../shared/investor-console-values.ts";
import { getJson, send } from "./admin-api.ts";

/*
 * The investor screen's calls to /api/admin, and its view in the page's query string: the
 * business, and the activity's filters and page (so a view can be bookmarked and shared).
 */

export const investorsApi = {
  portals: (signal?: AbortSignal) =>
    getJson<{ items: InvestorPortalOption[] }>("/api/admin/investor-portals", signal).then((r) => r.items),
  codes: (business: string, signal?: AbortSignal) =>
    getJson<{ items: InvestorCodeRow[] }>(
      `/api/admin/investor-codes?business=${encodeURIComponent(business)}`,
      signal,
    ).then((r) => r.items),
  create: (body: { businessSlug: string; investorName: string; investorEmail: string; expiresAt: string }) =>
    send<CreatedInvestorCode>("POST", "/api/admin/investor-codes", body),
  revoke: (id: string) => send<InvestorCodeRow>("DELETE", `/api/admin/investor-codes/${encodeURIComponent(id)}`),
  engagement: (url: string, signal?: AbortSignal) => getJson<Page<InvestorEngagementRow>>(url, signal),
};

export interface ActivityView {
  kind: InvestorEventKind | "";
  /** A code id, `password`, `none`, or "" for everyone. */
  investor: string;
  page: number;
  pageSize: number;
}

const WHO = /^(?:password|none|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The activity's filters from the page URL; values that cannot be valid are dropped, not sent. */
export function activityViewOf(params: URLSearchParams): ActivityView {
  const kind = params.get("kind") ?? "";
  const investor = params.get("investor") ?? "";
  const page = Number(params.get("page"));
  const pageSize = Number(params.get("pageSize"));
  return {
    kind: (INVESTOR_EVENT_KINDS as readonly string[]).includes(kind) ? (kind as InvestorEventKind) : "",
    investor: WHO.test(investor) ? investor : "",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (ADMIN_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** `GET /api/admin/investor-engagement?…` for a business and a view. */
export function engagementUrl(business: string, view: ActivityView): string {
  const q = new URLSearchParams({ business, page: String(view.page), pageSize: String(view.pageSize) });
  if (view.kind) q.set("kind", view.kind);
  if (view.investor) q.set("investor", view.investor);
  return `/api/admin/investor-engagement?${q}`;
}

/** The page's query string for a business and a view (defaults left out). */
export function investorsSearch(business: string, view: ActivityView): URLSearchParams {
  const q = new URLSearchParams({ business });
  if (view.kind) q.set("kind", view.kind);
  if (view.investor) q.set("investor", view.investor);
  if (view.page !== 1) q.set("page", String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) q.set("pageSize", String(view.pageSize));
  return q;
}

/** A calendar day (YYYY-MM-DD) in the viewer's own zone, `days` from today. */
export function dayFromToday(days: number, now = Date.now()): string {
  const d = new Date(now);
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The last moment of a calendar day in the viewer's own zone, as the API takes it (ISO, UTC). */
export function endOfDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 23, 59, 59, 999).toISOString();
}
