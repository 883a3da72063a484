import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import type { AdminLead, Page } from "../../../shared/admin.ts";
import { formatServiceType } from "../../../shared/admin-values.ts";
import { ApiError } from "../../lib/api.ts";
import { getJson } from "./admin-api.ts";
import { useAdminConsole, useAdminData } from "./admin-context.tsx";
import { Cell, DataTable, ListState, Row } from "./data-table.tsx";
import { DeleteDialog, type DeleteTarget } from "./delete-dialog.tsx";
import { formatLeadDate } from "./format.ts";
import { exportUrl, listApiUrl, useClampPage, useListState } from "./list-params.ts";
import { ListToolbar, Pager } from "./list-toolbar.tsx";
import { EmailLinks } from "./person-links.tsx";
import { TruncatedText } from "./truncated-text.tsx";

const COLUMNS = [
  { label: "Name", className: "lg:min-w-36" },
  { label: "Email", className: "lg:min-w-56" },
  { label: "Service" },
  { label: "Message", className: "lg:w-[30%]" },
  { label: "Date" },
  { label: "Actions", className: "text-right" },
];

export const actionButton =
  "inline-flex min-h-11 items-center gap-1.5 rounded-control px-3 text-sm font-semibold transition-colors";

/** Shown under a list that failed: the spec's sentence, and the server's reason when it gave one. */
export function ListFailure({ text, error }: { text: string; error: unknown }) {
  const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.sentence : null;
  return (
    <ListState kind="error">
      <p className="font-semibold">{text}</p>
      {reason ? <p className="mt-1 text-sm">{reason}</p> : null}
    </ListState>
  );
}

/** The Leads tab: every lead-form submission, searchable, filterable, paged, exportable. */
export function LeadsPanel() {
  const { facets, timeZone, ready } = useAdminConsole();
  const { state, update } = useListState("leads");
  const url = ready ? listApiUrl("leads", state, timeZone) : null;
  const list = useAdminData(url, (signal) => getJson<Page<AdminLead>>(url!, signal));
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useClampPage(list.data, state, update);

  let body: React.ReactNode;
  if (list.status === "error") body = <ListFailure text="Failed to fetch leads" error={list.error} />;
  else if (!list.data) body = <ListState kind="loading">Loading...</ListState>;
  else if (list.data.items.length === 0) body = <ListState>No leads found</ListState>;
  else
    body = (
      <DataTable caption="Leads" columns={COLUMNS} busy={list.status === "loading"}>
        {list.data.items.map((lead) => (
          <Row key={lead.id}>
            <Cell label="Name">
              {lead.name ? (
                <span className="font-medium text-gray-900">{lead.name}</span>
              ) : (
                <span className="text-gray-500 italic">No name given</span>
              )}
            </Cell>
            <Cell label="Email">
              {lead.email ? (
                <EmailLinks email={lead.email} />
              ) : (
                <span className="text-gray-500 italic">No e-mail given</span>
              )}
              {lead.phone ? (
                <a
                  href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}
                  className="block text-sm font-medium text-brand-700 underline-offset-4 hover:underline max-lg:inline-flex max-lg:min-h-11 max-lg:items-center"
                >
                  {lead.phone}
                </a>
              ) : null}
            </Cell>
            <Cell label="Service">{formatServiceType(lead.serviceType)}</Cell>
            <Cell label="Message">
              <TruncatedText text={lead.message} empty="No message provided" />
            </Cell>
            <Cell label="Date">
              <span className="whitespace-nowrap">{formatLeadDate(lead.createdAt, timeZone)}</span>
            </Cell>
            <Cell label="Actions" className="lg:text-right" controls>
              <button
                type="button"
                className={`${actionButton} text-danger-600 hover:bg-red-50 max-lg:-ml-3`}
                onClick={() => setTarget({ kind: "lead", id: lead.id })}
                aria-label={`Delete lead from ${lead.name ?? (lead.email || lead.phone)}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </button>
            </Cell>
          </Row>
        ))}
      </DataTable>
    );

  return (
    <section aria-labelledby="leads-heading" className="grid gap-4">
      <h2 id="leads-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Leads
      </h2>
      <ListToolbar
        state={state}
        update={update}
        searchHint="Name, email or message"
        serviceFilter={{ label: "Service", options: facets?.leadServices ?? [], format: formatServiceType }}
        exportHref={exportUrl("leads", state, timeZone)}
      />
      {body}
      {list.data && list.status !== "error" && list.data.total > 0 ? (
        <Pager state={state} total={list.data.total} update={update} noun="leads" />
      ) : null}
      <DeleteDialog
        target={target}
        onClose={() => setTarget(null)}
        onDeleted={list.reload}
        focusAfterDelete={heading}
      />
    </section>
  );
}
