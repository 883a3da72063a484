import { useSearchParams } from "react-router";
import {
  EVENT_KIND_FILTER_LABELS,
  INVESTOR_CONSOLE_TEXTS as TEXTS,
  INVESTOR_EVENT_KINDS,
  engagementWhat,
  engagementWho,
  type InvestorCodeRow,
  type InvestorEngagementRow,
} from "../../../shared/investor-console-values.ts";
import { DEFAULT_LIST_STATE, useClampPage, type ListState as ListView } from "./list-params.ts";
import { useAdminConsole, useAdminData } from "./admin-context.tsx";
import { Cell, DataTable, ListState, Row } from "./data-table.tsx";
import { formatChatDate } from "./format.ts";
import { activityViewOf, engagementUrl, investorsApi, investorsSearch, type ActivityView } from "./investors-api.ts";
import { Pager, Select } from "./list-toolbar.tsx";
import { TruncatedText } from "./truncated-text.tsx";

const COLUMNS = [{ label: "Who", className: "lg:w-64" }, { label: "What" }, { label: "When", className: "lg:w-48" }];

function Who({ row }: { row: InvestorEngagementRow }) {
  if (!row.investor) return <span className="text-gray-600 italic">{engagementWho(row)}</span>;
  return (
    <span className="grid gap-0.5">
      <span className="font-semibold text-gray-900">{row.investor.name}</span>
      <span className="text-xs [overflow-wrap:anywhere] text-gray-600">{row.investor.email}</span>
    </span>
  );
}

function What({ row }: { row: InvestorEngagementRow }) {
  if (row.kind !== "question") return <span>{engagementWhat(row)}</span>;
  // The question is the visitor's own text: React text, quoted, cut short with the whole of it
  // on focus (a long one is a button, which cannot flow inline after "Asked:").
  return (
    <span className="grid gap-0.5">
      <span>{engagementWhat(row)}</span>
      <TruncatedText text={row.question ? `“${row.question}”` : null} empty="(empty question)" max={140} />
    </span>
  );
}

/** Who looked at what and when in one portal, and what they asked its assistant. */
export function InvestorActivity({ business, codes }: { business: string; codes: InvestorCodeRow[] }) {
  const { timeZone, ready } = useAdminConsole();
  const [params, setParams] = useSearchParams();
  const view = activityViewOf(params);
  const url = ready ? engagementUrl(business, view) : null;
  const list = useAdminData(url, (signal) => investorsApi.engagement(url!, signal));

  function update(change: Partial<ActivityView>) {
    const next = { ...view, ...change };
    // Another filter or page size starts again at page 1: page 7 of the old view means nothing.
    if (!("page" in change)) next.page = 1;
    setParams(investorsSearch(business, next), { preventScrollReset: true });
  }
  // The Pager and the clamp speak the lists' state: the same page and page size.
  const pagerState = { ...DEFAULT_LIST_STATE, page: view.page, pageSize: view.pageSize };
  const pagerUpdate = (change: Partial<ListView>) =>
    update(change.page !== undefined ? { page: change.page } : { pageSize: change.pageSize ?? view.pageSize });
  useClampPage(list.data, pagerState, pagerUpdate);

  const filtered = Boolean(view.kind || view.investor);
  let body: React.ReactNode;
  if (list.status === "error") body = <ListState kind="error">{TEXTS.engagementFailed}</ListState>;
  else if (!list.data) body = <ListState kind="loading">{TEXTS.engagementLoading}</ListState>;
  else if (list.data.items.length === 0)
    body = <ListState>{filtered ? TEXTS.engagementFilteredEmpty : TEXTS.engagementEmpty}</ListState>;
  else
    body = (
      <DataTable caption="Investor activity, newest first" columns={COLUMNS} busy={list.status === "loading"}>
        {list.data.items.map((row) => (
          <Row key={row.id}>
            <Cell label="Who">
              <Who row={row} />
            </Cell>
            <Cell label="What">
              <What row={row} />
            </Cell>
            <Cell label="When">
              <time dateTime={row.createdAt}>{formatChatDate(row.createdAt, timeZone)}</time>
            </Cell>
          </Row>
        ))}
      </DataTable>
    );

  // A code chosen in the URL stays in the select even when the list of codes is still loading.
  const knows = (id: string) => codes.some((c) => c.id === id);
  return (
    <section id="activity" aria-labelledby="activity-heading" className="grid scroll-mt-4 gap-4">
      <h2 id="activity-heading" className="text-xl font-bold tracking-tight">
        Activity
      </h2>
      <div className="grid grid-cols-1 gap-3 rounded-card border border-gray-200 bg-white p-4 shadow-card sm:grid-cols-2 lg:max-w-2xl">
        <Select label="What" value={view.kind} onChange={(v) => update({ kind: v as ActivityView["kind"] })}>
          <option value="">All activity</option>
          {INVESTOR_EVENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {EVENT_KIND_FILTER_LABELS[k]}
            </option>
          ))}
        </Select>
        <Select label="Who" value={view.investor} onChange={(v) => update({ investor: v })}>
          <option value="">Everyone</option>
          <option value="password">Shared password</option>
          <option value="none">Visitors without access</option>
          {view.investor && !["password", "none"].includes(view.investor) && !knows(view.investor) ? (
            <option value={view.investor}>One investor</option>
          ) : null}
          {codes.map((c) => (
            <option key={c.id} value={c.id}>
              {c.investorName} ({c.investorEmail})
            </option>
          ))}
        </Select>
      </div>
      {body}
      {list.data && list.status !== "error" && list.data.total > 0 ? (
        <Pager state={pagerState} total={list.data.total} update={pagerUpdate} noun="events" />
      ) : null}
    </section>
  );
}
