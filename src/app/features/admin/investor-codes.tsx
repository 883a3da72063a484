import { ListFilter } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { DEFAULT_PAGE_SIZE } from "../../../shared/admin-values.ts";
import { INVESTOR_CONSOLE_TEXTS as TEXTS, type InvestorCodeRow } from "../../../shared/investor-console-values.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { useAdminConsole } from "./admin-context.tsx";
import { CodeStatusBadge } from "./badges.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { Cell, DataTable, ListState, Row } from "./data-table.tsx";
import { formatChatDate, formatLeadDate, mailtoHref } from "./format.ts";
import { investorsApi, investorsSearch } from "./investors-api.ts";

const COLUMNS = [
  { label: "Investor", className: "lg:min-w-48" },
  { label: "Created" },
  { label: "Expires" },
  { label: "Last used" },
  { label: "Uses" },
  { label: "Status" },
  { label: "Actions" },
];

interface Props {
  business: string;
  codes: { status: "loading" | "ready" | "error"; data: InvestorCodeRow[] | null };
  /** A code was revoked: the list reloads. */
  onChanged(): void;
}

/** A business's personal codes: who has one, until when, how often it was used; revoke. */
export function InvestorCodes({ business, codes, onChanged }: Props) {
  const { timeZone, notify } = useAdminConsole();
  const [target, setTarget] = useState<InvestorCodeRow | null>(null);
  // The name of the last target, so the dialog's text does not change while it animates closed.
  const [shown, setShown] = useState<InvestorCodeRow | null>(null);
  if (target && target !== shown) setShown(target);
  const heading = useRef<HTMLHeadingElement>(null);

  let body: React.ReactNode;
  if (codes.status === "error") body = <ListState kind="error">{TEXTS.codesFailed}</ListState>;
  else if (!codes.data) body = <ListState kind="loading">{TEXTS.codesLoading}</ListState>;
  else if (codes.data.length === 0) body = <ListState>{TEXTS.codesEmpty}</ListState>;
  else
    body = (
      <DataTable caption="Personal access codes" columns={COLUMNS} busy={codes.status === "loading"}>
        {codes.data.map((c) => {
          const mail = mailtoHref(c.investorEmail);
          return (
            <Row key={c.id}>
              <Cell label="Investor">
                <div className="grid gap-0.5">
                  <span className="font-semibold text-gray-900">{c.investorName}</span>
                  {mail ? (
                    <a
                      href={mail}
                      className="[overflow-wrap:anywhere] text-brand-700 underline-offset-4 hover:underline"
                    >
                      {c.investorEmail}
                    </a>
                  ) : (
                    <span className="[overflow-wrap:anywhere]">{c.investorEmail}</span>
                  )}
                  {/* Like the other lists' Timeline link: everything this investor did, below. */}
                  <Link
                    to={{
                      search: `?${investorsSearch(business, { kind: "", investor: c.id, page: 1, pageSize: DEFAULT_PAGE_SIZE })}`,
                      hash: "activity",
                    }}
                    className="inline-flex min-h-6 items-center gap-1 justify-self-start text-xs text-gray-600 underline-offset-4 hover:text-gray-900 hover:underline max-lg:min-h-11"
                    aria-label={`Activity of ${c.investorName}`}
                  >
                    <ListFilter aria-hidden="true" className="size-3.5" />
                    Activity
                  </Link>
                </div>
              </Cell>
              <Cell label="Created" className="lg:whitespace-nowrap">
                <time dateTime={c.createdAt}>{formatLeadDate(c.createdAt, timeZone)}</time>
                <span className="block text-xs text-gray-600">by {c.createdBy}</span>
              </Cell>
              <Cell label="Expires" className="lg:whitespace-nowrap">
                <time dateTime={c.expiresAt}>{formatLeadDate(c.expiresAt, timeZone)}</time>
              </Cell>
              <Cell label="Last used" className="lg:whitespace-nowrap">
                {c.lastUsedAt ? (
                  <time dateTime={c.lastUsedAt}>{formatChatDate(c.lastUsedAt, timeZone)}</time>
                ) : (
                  <span className="text-gray-500 italic">Never</span>
                )}
              </Cell>
              <Cell label="Uses">{c.uses}</Cell>
              <Cell label="Status">
                <CodeStatusBadge status={c.status} />
              </Cell>
              <Cell label="Actions" controls>
                {c.status === "active" ? (
                  <button
                    type="button"
                    className={buttonClass("outline", "md", "text-danger-600! hover:border-danger-600")}
                    aria-label={`Revoke the code of ${c.investorName}`}
                    onClick={() => setTarget(c)}
                  >
                    Revoke
                  </button>
                ) : (
                  <span className="text-gray-500">—</span>
                )}
              </Cell>
            </Row>
          );
        })}
      </DataTable>
    );

  return (
    <section aria-labelledby="codes-heading" className="grid gap-4">
      <h2 id="codes-heading" ref={heading} tabIndex={-1} className="text-xl font-bold tracking-tight outline-none">
        Personal access codes
      </h2>
      {body}
      <ConfirmDialog
        open={target !== null}
        texts={{
          title: TEXTS.revokeTitle,
          body: TEXTS.revokeBody((target ?? shown)?.investorName ?? "The investor"),
          confirm: "Revoke",
          failed: TEXTS.revokeFailed,
        }}
        action={async () => {
          if (!target) return;
          await investorsApi.revoke(target.id);
          notify({ title: "Code revoked", description: `${target.investorName} can no longer open this portal.` });
        }}
        onClose={() => setTarget(null)}
        onDone={() => {
          setTarget(null);
          onChanged();
        }}
        focusAfterDone={heading}
      />
    </section>
  );
}
