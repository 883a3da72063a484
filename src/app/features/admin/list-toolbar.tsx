import { Download, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { ADMIN_PAGE_SIZES } from "../../../shared/admin-values.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { CONTACT_STATUSES, STATUS_LABELS, type ListState } from "./list-params.ts";

/** How long typing pauses before the search is applied (each change is a request). */
export const SEARCH_DEBOUNCE_MS = 350;

const control =
  "block w-full min-h-11 rounded-control border border-gray-300 bg-white py-2 text-base text-gray-900 shadow-sm focus:border-brand-500 sm:text-sm";
const labelClass = "mb-1 block text-xs font-semibold tracking-wide text-gray-600 uppercase";

interface Props {
  state: ListState;
  update(change: Partial<ListState>): void;
  /** What the list is searched for (placeholder and label). */
  searchHint: string;
  /** The service (or agent) filter: its label and the values seen. */
  serviceFilter: { label: string; options: string[]; format(value: string): string };
  withStatus?: boolean;
  exportHref: string;
}

export function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} className={`${control} px-3`} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

function DateInput({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {/* Narrower padding: a phone's half-width column must still show the whole mm/dd/yyyy. */}
      <input
        id={id}
        type="date"
        className={`${control} px-2`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** Search, filters, order and export of one list; every value lives in the page URL. */
export function ListToolbar({ state, update, searchHint, serviceFilter, withStatus, exportHref }: Props) {
  const searchId = useId();
  const [text, setText] = useState(state.q);
  // The URL changed under us (Back, a link): the box shows what the list is filtered by.
  const [shownQ, setShownQ] = useState(state.q);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    setText(state.q);
  }

  useEffect(() => {
    if (text.trim() === state.q.trim()) return;
    const timer = setTimeout(() => update({ q: text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, state.q, update]);

  const options =
    serviceFilter.options.includes(state.service) || !state.service
      ? serviceFilter.options
      : [state.service, ...serviceFilter.options];

  return (
    <div className="grid gap-4 rounded-card border border-gray-200 bg-white p-4 shadow-card">
      <form
        role="search"
        className="min-w-0"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: text });
        }}
      >
        <label htmlFor={searchId} className={labelClass}>
          Search
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
          />
          <input
            id={searchId}
            type="search"
            className={`${control} pr-3 pl-9`}
            placeholder={searchHint}
            value={text}
            maxLength={200}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </form>
      <div className={`grid grid-cols-2 gap-3 ${withStatus ? "md:grid-cols-3 lg:grid-cols-5" : "md:grid-cols-4"}`}>
        {withStatus ? (
          <Select label="Status" value={state.status} onChange={(v) => update({ status: v as ListState["status"] })}>
            <option value="">All statuses</option>
            {CONTACT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        ) : null}
        <Select label={serviceFilter.label} value={state.service} onChange={(v) => update({ service: v })}>
          <option value="">All</option>
          {options.map((s) => (
            <option key={s} value={s}>
              {serviceFilter.format(s)}
            </option>
          ))}
        </Select>
        <Select label="Sort" value={state.sort} onChange={(v) => update({ sort: v as ListState["sort"] })}>
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </Select>
        <DateInput label="From" value={state.from} onChange={(v) => update({ from: v })} />
        <DateInput label="To" value={state.to} onChange={(v) => update({ to: v })} />
      </div>
      <div className="flex justify-end">
        <a href={exportHref} download className={buttonClass("outline")}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>
    </div>
  );
}

interface PagerProps {
  state: ListState;
  total: number;
  update(change: Partial<ListState>): void;
  /** "leads", "chats", "requests" */
  noun: string;
}

/** Server-side paging: which rows are shown, previous and next, rows per page. */
export function Pager({ state, total, update, noun }: PagerProps) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / state.pageSize));
  const first = total === 0 ? 0 : (state.page - 1) * state.pageSize + 1;
  const last = Math.min(total, state.page * state.pageSize);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700">
      <p aria-live="polite">
        {total === 0 ? `No ${noun}` : `Showing ${first}–${last} of ${total} ${noun}`} · Page{" "}
        {Math.min(state.page, pages)} of {pages}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={sizeId} className="text-sm text-gray-600">
          Rows per page
        </label>
        <select
          id={sizeId}
          className="min-h-11 rounded-control border border-gray-300 bg-white px-2 py-1 text-base sm:text-sm"
          value={state.pageSize}
          onChange={(e) => update({ pageSize: Number(e.target.value) })}
        >
          {ADMIN_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={buttonClass("outline")}
          disabled={state.page <= 1}
          onClick={() => update({ page: state.page - 1 })}
        >
          Previous
        </button>
        <button
          type="button"
          className={buttonClass("outline")}
          disabled={state.page >= pages}
          onClick={() => update({ page: state.page + 1 })}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
