import { Ban, TicketCheck } from "lucide-react";
import { useRef, useState } from "react";
import type { InvitationCodeRow } from "../../../shared/gates.ts";
import { Button } from "../../components/ui/button.tsx";
import { adminApi } from "./admin-api.ts";
import { useAdminConsole, useAdminData } from "./admin-context.tsx";
import { Cell, DataTable, ListState, Row } from "./data-table.tsx";
import { countOf, formatRequestDate } from "./format.ts";
import { actionButton, ListFailure } from "./leads-panel.tsx";
import { NewInvitation } from "./new-invitation.tsx";
import { RevokeInvitationDialog } from "./revoke-invitation-dialog.tsx";

export const INVITATION_TEXTS = {
  intro:
    'A code opens the business portfolio at /businesses for 7 days, entered through "Enter invitation code" on the home page. For security, a new code is shown only once, when you create it.',
  loading: "Loading invitation codes...",
  failed: "Failed to load invitation codes. Please try again.",
  emptyTitle: "No invitation codes yet",
  emptyBody: "Add one above: its code is shown once, for you to pass on.",
  envNote:
    "Server codes are set in the site's configuration by whoever runs it, so their codes are never shown here. Revoking one here keeps it revoked, even after the site restarts.",
} as const;

export const SOURCE_LABELS: Record<InvitationCodeRow["source"], string> = {
  console: "Console",
  env: "Server",
};

const COLUMNS = [
  { label: "Label", className: "lg:min-w-48" },
  { label: "Source" },
  { label: "Created" },
  { label: "Last used" },
  { label: "Uses", className: "lg:text-right" },
  { label: "Status" },
  { label: "Actions", className: "lg:text-right" },
];

const pill = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** "3 codes: 2 active, 1 revoked" */
export function invitationSummary(items: InvitationCodeRow[]): string {
  const revoked = items.filter((i) => i.revokedAt !== null).length;
  if (items.length === 0) return "No codes";
  return `${countOf(items.length, "code")}: ${items.length - revoked} active, ${revoked} revoked`;
}

function When({ iso, timeZone, never }: { iso: string | null; timeZone: string; never: string }) {
  if (!iso) return <span className="text-gray-500">{never}</span>;
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatRequestDate(iso, timeZone)}
    </time>
  );
}

function InvitationRow({
  code,
  timeZone,
  onRevoke,
}: {
  code: InvitationCodeRow;
  timeZone: string;
  onRevoke(code: InvitationCodeRow): void;
}) {
  const revoked = code.revokedAt !== null;
  return (
    <Row data-invitation={code.id}>
      <Cell label="Label">
        <span className="font-medium text-gray-900 [overflow-wrap:anywhere]">{code.label}</span>
      </Cell>
      <Cell label="Source">{SOURCE_LABELS[code.source]}</Cell>
      <Cell label="Created">
        <When iso={code.createdAt} timeZone={timeZone} never="N/A" />
      </Cell>
      <Cell label="Last used">
        <When iso={code.lastUsedAt} timeZone={timeZone} never="Never" />
      </Cell>
      <Cell label="Uses" className="lg:text-right">
        <span className="tabular-nums">{code.uses.toLocaleString("en-US")}</span>
      </Cell>
      <Cell label="Status">
        {revoked ? (
          <span className="grid justify-items-start gap-1">
            <span className={`${pill} bg-status-soon-bg text-status-soon-fg`} data-status="revoked">
              Revoked
            </span>
            <span className="text-xs text-gray-600">
              <When iso={code.revokedAt} timeZone={timeZone} never="N/A" />
            </span>
          </span>
        ) : (
          <span className={`${pill} bg-status-live-bg text-status-live-fg`} data-status="active">
            Active
          </span>
        )}
      </Cell>
      <Cell label="Actions" className="lg:text-right" controls>
        {revoked ? (
          <span className="inline-flex min-h-11 items-center text-gray-500">
            <span aria-hidden="true">—</span>
            <span className="sr-only">None: already revoked</span>
          </span>
        ) : (
          <button
            type="button"
            className={`${actionButton} text-danger-600 hover:bg-red-50 max-lg:-ml-3`}
            onClick={() => onRevoke(code)}
            aria-label={`Revoke the code "${code.label}"`}
          >
            <Ban aria-hidden="true" className="size-4" />
            Revoke
          </button>
        )}
      </Cell>
    </Row>
  );
}

/** The list could not be read: the sentence, the server's reason when it gave one, and a retry. */
function LoadFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <div className="grid gap-3">
      <ListFailure text={INVITATION_TEXTS.failed} error={error} />
      <Button variant="outline" className="justify-self-center" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** /admin/invitations: every invitation code, adding one (shown once) and revoking. */
export function InvitationsPanel() {
  const { timeZone, ready } = useAdminConsole();
  const list = useAdminData(ready ? "/api/admin/invitations" : null, (signal) => adminApi.invitations(signal));
  const [target, setTarget] = useState<InvitationCodeRow | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const items = list.data?.items ?? null;

  let body: React.ReactNode;
  if (list.status === "error" && !list.data) body = <LoadFailure error={list.error} onRetry={list.reload} />;
  else if (!items) body = <ListState kind="loading">{INVITATION_TEXTS.loading}</ListState>;
  else if (items.length === 0)
    body = (
      <ListState>
        <TicketCheck aria-hidden="true" className="mx-auto size-10 text-gray-400" />
        <p className="mt-3 text-lg font-semibold text-gray-900">{INVITATION_TEXTS.emptyTitle}</p>
        <p className="mt-1">{INVITATION_TEXTS.emptyBody}</p>
      </ListState>
    );
  else
    body = (
      <DataTable caption="Invitation codes" columns={COLUMNS} busy={list.status === "loading"}>
        {items.map((code) => (
          <InvitationRow key={code.id} code={code} timeZone={timeZone} onRevoke={setTarget} />
        ))}
      </DataTable>
    );

  return (
    <section aria-labelledby="invitations-heading" className="grid gap-6">
      <div className="max-w-3xl">
        <h1 id="invitations-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Invitation Codes
        </h1>
        <p className="mt-2 text-gray-600">{INVITATION_TEXTS.intro}</p>
      </div>
      <NewInvitation onCreated={list.reload} />
      <div className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="invitation-list-heading" ref={listHeading} tabIndex={-1} className="text-xl font-semibold">
            Codes
          </h2>
          <p className="text-sm text-gray-600" aria-live="polite">
            {items && list.status !== "error" ? invitationSummary(items) : "\u00a0"}
          </p>
        </div>
        {list.status === "error" && list.data ? (
          // Reading the list again (after a change) failed: the last one stays below, said to be stale.
          <LoadFailure error={list.error} onRetry={list.reload} />
        ) : null}
        {items?.some((i) => i.source === "env") ? (
          <p className="max-w-3xl text-sm text-gray-600">{INVITATION_TEXTS.envNote}</p>
        ) : null}
        {body}
      </div>
      <RevokeInvitationDialog
        target={target}
        onClose={() => setTarget(null)}
        onSettled={list.reload}
        focusAfterRevoke={listHeading}
      />
    </section>
  );
}
