import { Building2, Inbox, Phone } from "lucide-react";
import { useId, useState } from "react";
import type { AdminContactRequest, Page } from "../../../shared/admin.ts";
import { formatServiceType } from "../../../shared/admin-values.ts";
import type { ContactRequestStatus } from "../../../shared/leads.ts";
import { errorSentence } from "../../lib/api.ts";
import { adminApi, getJson, SessionEnded } from "./admin-api.ts";
import { useAdminConsole, useAdminData } from "./admin-context.tsx";
import { RequestStatusBadge, ServiceBadge } from "./badges.tsx";
import { Cell, DataTable, ListState, Row } from "./data-table.tsx";
import { formatRequestDate } from "./format.ts";
import { CONTACT_STATUSES, exportUrl, listApiUrl, STATUS_LABELS, useClampPage, useListState } from "./list-params.ts";
import { ListToolbar, Pager } from "./list-toolbar.tsx";
import { EmailLinks } from "./person-links.tsx";
import { TruncatedText } from "./truncated-text.tsx";

/** Spec §2 and §8, word for word. */
export const CONTACT_TEXTS = {
  loading: "Loading contact requests...",
  failed: "Failed to load contact requests. Please try again.",
  emptyTitle: "No contact requests yet",
  emptyBody: "When users request access to your AI services, they'll appear here.",
} as const;

const COLUMNS = [
  { label: "Contact Info", className: "lg:min-w-56" },
  { label: "Service" },
  { label: "Message", className: "lg:w-[24%]" },
  { label: "Status" },
  { label: "Date" },
  { label: "Actions" },
];

/**
 * The status dropdown of one request: while its change is being saved it refuses another (marked
 * aria-disabled, not disabled, so the focus stays on it instead of falling to the page).
 */
export function StatusSelect({ request, onChanged }: { request: AdminContactRequest; onChanged(): void }) {
  const { notify, sessionEnded } = useAdminConsole();
  const [saving, setSaving] = useState(false);
  // The status chosen, shown until the reloaded list carries it (or the change fails).
  const [choice, setChoice] = useState<ContactRequestStatus | null>(null);
  if (choice !== null && !saving && request.status === choice) setChoice(null);
  const id = useId();

  async function change(status: ContactRequestStatus) {
    if (status === request.status || saving) return;
    setSaving(true);
    setChoice(status);
    try {
      await adminApi.setStatus(request.id, status);
      notify({ title: "Status updated", description: `${request.name}'s request is now ${STATUS_LABELS[status]}.` });
      onChanged();
    } catch (err) {
      setChoice(null);
      if (err instanceof SessionEnded) return sessionEnded();
      notify({
        title: "Status not changed",
        description: errorSentence(err, `Failed to update the status of ${request.name}'s request. Please try again.`),
        destructive: true,
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <label htmlFor={id} className="sr-only">
        Status of the request from {request.name}
      </label>
      <select
        id={id}
        value={choice ?? request.status}
        aria-disabled={saving || undefined}
        aria-busy={saving || undefined}
        onChange={(e) => void change(e.target.value as ContactRequestStatus)}
        className="min-h-11 w-full max-w-44 min-w-36 rounded-control border border-gray-300 bg-white py-1.5 pr-8 pl-2.5 text-base text-gray-900 shadow-sm aria-disabled:cursor-wait aria-disabled:opacity-60 sm:text-sm"
      >
        {CONTACT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </>
  );
}

/** /admin/contact-requests: every Request Access submission and where it stands. */
export function ContactRequestsPanel() {
  const { facets, timeZone, ready } = useAdminConsole();
  const { state, update } = useListState("contact-requests");
  const url = ready ? listApiUrl("contact-requests", state, timeZone) : null;
  const list = useAdminData(url, (signal) => getJson<Page<AdminContactRequest>>(url!, signal));
  useClampPage(list.data, state, update);
  const filtered = Boolean(state.q.trim() || state.service || state.status || state.from || state.to);

  let body: React.ReactNode;
  if (list.status === "error") body = <ListState kind="error">{CONTACT_TEXTS.failed}</ListState>;
  else if (!list.data) body = <ListState kind="loading">{CONTACT_TEXTS.loading}</ListState>;
  else if (list.data.items.length === 0)
    body = filtered ? (
      <ListState>No contact requests match these filters.</ListState>
    ) : (
      <ListState>
        <Inbox aria-hidden="true" className="mx-auto size-10 text-gray-400" />
        <p className="mt-3 text-lg font-semibold text-gray-900">{CONTACT_TEXTS.emptyTitle}</p>
        <p className="mt-1">{CONTACT_TEXTS.emptyBody}</p>
      </ListState>
    );
  else
    body = (
      <DataTable caption="Contact requests" columns={COLUMNS} busy={list.status === "loading"}>
        {list.data.items.map((r) => (
          <Row key={r.id}>
            <Cell label="Contact Info">
              <div className="grid gap-1">
                <span className="font-semibold text-gray-900">{r.name}</span>
                <EmailLinks email={r.email} />
                {r.company ? (
                  <span className="inline-flex items-center gap-1.5 text-gray-700">
                    <Building2 aria-hidden="true" className="size-3.5 shrink-0 text-gray-500" />
                    <span className="sr-only">Company: </span>
                    {r.company}
                  </span>
                ) : null}
                {r.phone ? (
                  <span className="inline-flex items-center gap-1.5 text-gray-700">
                    <Phone aria-hidden="true" className="size-3.5 shrink-0 text-gray-500" />
                    <span className="sr-only">Phone: </span>
                    {r.phone}
                  </span>
                ) : null}
              </div>
            </Cell>
            <Cell label="Service">
              <ServiceBadge serviceType={r.serviceType} />
            </Cell>
            <Cell label="Message">
              <TruncatedText text={r.message} empty="No message" />
            </Cell>
            <Cell label="Status">
              <RequestStatusBadge status={r.status} />
            </Cell>
            <Cell label="Date">{formatRequestDate(r.createdAt, timeZone)}</Cell>
            <Cell label="Actions" controls>
              <StatusSelect request={r} onChanged={list.reload} />
            </Cell>
          </Row>
        ))}
      </DataTable>
    );

  const total = list.status !== "error" && list.data ? list.data.total : null;
  return (
    <section aria-labelledby="contact-requests-heading" className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 id="contact-requests-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Contact Requests
          </h1>
          <p className="mt-1 text-gray-600" aria-live="polite">
            {total === null ? "\u00a0" : `Total: ${total} ${total === 1 ? "request" : "requests"}`}
          </p>
        </div>
      </div>
      <ListToolbar
        state={state}
        update={update}
        searchHint="Name, email, company or message"
        withStatus
        serviceFilter={{
          label: "Service",
          options: facets?.contactServices ?? [],
          format: formatServiceType,
        }}
        exportHref={exportUrl("contact-requests", state, timeZone)}
      />
      {body}
      {list.data && list.status !== "error" && list.data.total > 0 ? (
        <Pager state={state} total={list.data.total} update={update} noun="requests" />
      ) : null}
    </section>
  );
}
