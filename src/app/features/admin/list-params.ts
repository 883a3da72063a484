import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { ADMIN_PAGE_SIZES, DEFAULT_PAGE_SIZE } from "../../../shared/admin-values.ts";
import type { ContactRequestStatus } from "../../../shared/leads.ts";

/*
 * A list view's state lives in the page's query string (page, page size, search, filters, order),
 * so a view can be bookmarked, shared and exported exactly as it is shown. The API takes the same
 * names; values that are not valid are dropped here instead of being sent to be refused.
 */

export type ListKind = "leads" | "chats" | "contact-requests";

export const CONTACT_STATUSES = ["new", "contacted", "closed"] as const satisfies readonly ContactRequestStatus[];
export const STATUS_LABELS: Record<ContactRequestStatus, string> = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
};

export type SortOrder = "newest" | "oldest";

export interface ListState {
  page: number;
  pageSize: number;
  q: string;
  service: string;
  status: ContactRequestStatus | "";
  from: string;
  to: string;
  sort: SortOrder;
}

export const DEFAULT_LIST_STATE: ListState = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  q: "",
  service: "",
  status: "",
  from: "",
  to: "",
  sort: "newest",
};

/** The query names a list owns; anything else in the URL (the console's `tab`) is left alone. */
const LIST_KEYS = ["page", "pageSize", "q", "service", "status", "from", "to", "sort"] as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const SERVICE = /^[a-z0-9:-]{1,60}$/;

function day(v: string | null): string {
  return v && ISO_DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : "";
}

export function parseListState(params: URLSearchParams, kind: ListKind): ListState {
  const page = Number(params.get("page"));
  const pageSize = Number(params.get("pageSize"));
  const status = params.get("status") ?? "";
  const service = params.get("service") ?? "";
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (ADMIN_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    q: (params.get("q") ?? "").slice(0, 200),
    service: SERVICE.test(service) ? service : "",
    status:
      kind === "contact-requests" && (CONTACT_STATUSES as readonly string[]).includes(status)
        ? (status as ContactRequestStatus)
        : "",
    from: day(params.get("from")),
    to: day(params.get("to")),
    sort: params.get("sort") === "oldest" ? "oldest" : "newest",
  };
}

/** The filters as query parameters, defaults left out (the page URL and the export share them). */
function filterParams(state: ListState, kind: ListKind): URLSearchParams {
  const out = new URLSearchParams();
  const q = state.q.trim();
  if (q) out.set("q", q);
  if (state.service) out.set("service", state.service);
  if (kind === "contact-requests" && state.status) out.set("status", state.status);
  if (state.from) out.set("from", state.from);
  if (state.to) out.set("to", state.to);
  if (state.sort !== "newest") out.set("sort", state.sort);
  return out;
}

/** `GET /api/admin/{kind}?…`: the page in view, with the viewer's time zone for the date range. */
export function listApiUrl(kind: ListKind, state: ListState, tz: string, resource: string = kind): string {
  const q = filterParams(state, kind);
  q.set("page", String(state.page));
  q.set("pageSize", String(state.pageSize));
  q.set("sort", state.sort);
  q.set("tz", tz);
  return `/api/admin/${resource}?${q}`;
}

/** `GET /api/admin/{kind}/export.csv?…`: every row the current filters match, no paging. */
export function exportUrl(kind: ListKind, state: ListState, tz: string): string {
  const q = filterParams(state, kind);
  q.set("sort", state.sort);
  q.set("tz", tz);
  return `/api/admin/${kind}/export.csv?${q}`;
}

/** The page's query string after a change: list keys rewritten, defaults dropped, others kept. */
export function withListState(current: URLSearchParams, state: ListState, kind: ListKind): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of LIST_KEYS) next.delete(key);
  for (const [k, v] of filterParams(state, kind)) next.set(k, v);
  if (state.page !== 1) next.set("page", String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) next.set("pageSize", String(state.pageSize));
  return next;
}

/**
 * The list state of the current URL and a setter. Any change other than the page itself starts
 * again at page 1 (page 7 of the old filter means nothing in the new one).
 */
export function useListState(kind: ListKind) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, kind), [params, kind]);
  const update = useCallback(
    (change: Partial<ListState>) => {
      setParams(
        (current) => {
          const before = parseListState(current, kind);
          const next = { ...before, ...change };
          if (!("page" in change)) next.page = 1;
          return withListState(current, next, kind);
        },
        // Typing a search rewrites the entry it started; every other change is a step Back undoes.
        { replace: "q" in change, preventScrollReset: true },
      );
    },
    [setParams, kind],
  );
  return { state, update };
}

/** After deletes or a smaller page size, a page past the end moves back to the last one. */
export function useClampPage(
  data: { total: number; items: unknown[] } | null,
  state: ListState,
  update: (change: Partial<ListState>) => void,
): void {
  const last = data ? Math.max(1, Math.ceil(data.total / state.pageSize)) : null;
  useEffect(() => {
    if (last !== null && data?.items.length === 0 && state.page > last) update({ page: last });
  }, [last, data, state.page, update]);
}
