import { MessagesSquare, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import type { AdminConversation, Page } from "../../../shared/admin.ts";
import { getJson } from "./admin-api.ts";
import { useAdminConsole, useAdminData } from "./admin-context.tsx";
import { ConversationDialog, type ConversationRef } from "./conversation-dialog.tsx";
import { Cell, DataTable, ListState, Row } from "./data-table.tsx";
import { DeleteDialog, type DeleteTarget } from "./delete-dialog.tsx";
import { formatChatDate } from "./format.ts";
import { actionButton, ListFailure } from "./leads-panel.tsx";
import { exportUrl, listApiUrl, useClampPage, useListState } from "./list-params.ts";
import { ListToolbar, Pager } from "./list-toolbar.tsx";
import { TruncatedText } from "./truncated-text.tsx";

// Five columns need the wide layout: below lg each conversation is a card.
const COLUMNS = [
  { label: "Message", className: "lg:w-[40%]" },
  { label: "Agent" },
  { label: "Exchanges", className: "lg:text-right" },
  { label: "Date" },
  { label: "Actions", className: "text-right" },
];

const opened = (c: AdminConversation): ConversationRef => ({
  id: c.firstExchangeId,
  agentName: c.agentName,
  createdAt: c.startedAt,
});

function Message({ c }: { c: AdminConversation }) {
  return (
    <span className="grid gap-1">
      <TruncatedText text={c.firstMessage} empty="No message" />
      {c.exchanges > 1 ? (
        <span className="text-sm text-gray-600">
          <span className="font-medium">Latest: </span>
          <TruncatedText text={c.lastMessage} empty="No message" max={60} />
        </span>
      ) : null}
    </span>
  );
}

/** The Chats tab: one row per conversation with an assistant; a row opens its whole transcript. */
export function ChatsPanel() {
  const { facets, timeZone, ready } = useAdminConsole();
  const { state, update } = useListState("chats");
  const url = ready ? listApiUrl("chats", state, timeZone, "conversations") : null;
  const list = useAdminData(url, (signal) => getJson<Page<AdminConversation>>(url!, signal));
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [open, setOpen] = useState<ConversationRef | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useClampPage(list.data, state, update);
  const agentName = (agent: string) => facets?.agentNames?.[agent] ?? agent;

  let body: React.ReactNode;
  if (list.status === "error") body = <ListFailure text="Failed to fetch chats" error={list.error} />;
  else if (!list.data) body = <ListState kind="loading">Loading...</ListState>;
  else if (list.data.items.length === 0) body = <ListState>No chats found</ListState>;
  else
    body = (
      <DataTable caption="Chats" columns={COLUMNS} busy={list.status === "loading"}>
        {list.data.items.map((c) => (
          <Row
            key={c.id}
            className="cursor-pointer hover:bg-gray-50"
            // A click anywhere on the row opens the conversation; the keyboard uses its View button.
            onClick={(e) => {
              if ((e.target as HTMLElement).closest("button, a")) return;
              opener.current = e.currentTarget.querySelector<HTMLElement>("[data-view-conversation]");
              setOpen(opened(c));
            }}
          >
            <Cell label="Message">
              <Message c={c} />
            </Cell>
            <Cell label="Agent">
              <span className="grid gap-0.5">
                <span className="font-medium text-gray-900">{c.agentName}</span>
                <span className="text-xs text-gray-600">{c.pageName}</span>
              </span>
            </Cell>
            <Cell label="Exchanges" className="tabular-nums lg:text-right">
              {c.exchanges}
            </Cell>
            <Cell label="Date">
              <span className="grid gap-0.5">
                <time dateTime={c.lastAt} className="whitespace-nowrap">
                  {formatChatDate(c.lastAt, timeZone)}
                </time>
                {c.exchanges > 1 ? (
                  <span className="text-xs whitespace-nowrap text-gray-600">
                    Started <time dateTime={c.startedAt}>{formatChatDate(c.startedAt, timeZone)}</time>
                  </span>
                ) : null}
              </span>
            </Cell>
            <Cell label="Actions" className="lg:text-right" controls>
              <span className="flex flex-wrap gap-1 max-lg:-ml-3 lg:flex-nowrap lg:justify-end">
                <button
                  type="button"
                  className={`${actionButton} text-brand-700 hover:bg-brand-50`}
                  onClick={(e) => {
                    opener.current = e.currentTarget;
                    setOpen(opened(c));
                  }}
                  aria-label="View conversation"
                  data-view-conversation
                >
                  <MessagesSquare aria-hidden="true" className="size-4" />
                  View
                </button>
                <button
                  type="button"
                  className={`${actionButton} text-danger-600 hover:bg-red-50`}
                  onClick={() => setTarget({ kind: "chat", id: c.id })}
                  aria-label="Delete chat"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </button>
              </span>
            </Cell>
          </Row>
        ))}
      </DataTable>
    );

  return (
    <section aria-labelledby="chats-heading" className="grid gap-4">
      <h2 id="chats-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Chats
      </h2>
      <ListToolbar
        state={state}
        update={update}
        searchHint="Message or reply"
        serviceFilter={{ label: "Agent", options: facets?.chatAgents ?? [], format: agentName }}
        exportHref={exportUrl("chats", state, timeZone)}
      />
      {body}
      {list.data && list.status !== "error" && list.data.total > 0 ? (
        <Pager state={state} total={list.data.total} update={update} noun="conversations" />
      ) : null}
      <ConversationDialog chat={open} returnFocusTo={opener} onClose={() => setOpen(null)} />
      <DeleteDialog
        target={target}
        onClose={() => setTarget(null)}
        onDeleted={list.reload}
        focusAfterDelete={heading}
      />
    </section>
  );
}
