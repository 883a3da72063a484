import * as Dialog from "@radix-ui/react-dialog";
import { ExternalLink, X } from "lucide-react";
import type { AdminChat } from "../../../shared/admin.ts";
import { NewTabNote } from "../../components/ui/new-tab-link.tsx";
import { adminApi } from "./admin-api.ts";
import { useAdminConsole, useAdminData } from "./admin-context.tsx";
import { ListState } from "./data-table.tsx";
import { formatChatDate, safeHref } from "./format.ts";

/** The sources an answer cited: links when they lead to http(s) or this site, text otherwise. */
export function SourceList({ sources }: { sources: AdminChat["sources"] }) {
  if (sources.length === 0) return null;
  return (
    <div className="mt-3 border-t border-gray-200 pt-2">
      <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase">Sources</p>
      <ul className="mt-1 grid gap-1 text-sm">
        {sources.map((s, i) => {
          const href = safeHref(s.url);
          const title = s.title.trim() || s.url;
          return (
            <li key={`${i}-${s.url}`} className="min-w-0 break-words">
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-start gap-1 text-brand-700 underline underline-offset-4"
                >
                  <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                  <span>{title}</span>
                  <NewTabNote />
                </a>
              ) : (
                <span className="text-gray-700">
                  {title}
                  {title !== s.url ? <span className="text-gray-500"> ({s.url})</span> : null}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One exchange: what the visitor wrote, what the assistant answered, and its sources. */
export function Exchange({ chat, agent, current }: { chat: AdminChat; agent: string; current?: boolean }) {
  const { timeZone } = useAdminConsole();
  return (
    <li
      className={`grid gap-2 rounded-card p-3 ${current ? "bg-brand-50 ring-1 ring-brand-200" : ""}`}
      aria-current={current ? "true" : undefined}
    >
      <p className="text-xs text-gray-600">
        <time dateTime={chat.createdAt}>{formatChatDate(chat.createdAt, timeZone)}</time>
      </p>
      <div className="max-w-[90%] justify-self-end rounded-card rounded-br-sm bg-ink-900 px-4 py-2.5 text-white">
        <p className="sr-only">Visitor:</p>
        <p className="break-words whitespace-pre-line">{chat.message}</p>
      </div>
      <div className="max-w-[90%] justify-self-start rounded-card rounded-bl-sm bg-gray-100 px-4 py-2.5 text-gray-900">
        <p className="text-xs font-semibold text-gray-600">{agent}</p>
        <p className="break-words whitespace-pre-line">{chat.reply}</p>
        <SourceList sources={chat.sources} />
      </div>
    </li>
  );
}

/** Which conversation to open: any one of its exchanges, and who the visitor talked to. */
export interface ConversationRef {
  /** An exchange of the conversation (the server finds the rest from it). */
  id: string;
  /** The persona's name as staff read it ("Aurora", "Investor assistant · The Subs AI"). */
  agentName: string;
  createdAt: string;
  /** Mark that exchange in the transcript (the one a dashboard row is about). */
  highlight?: boolean;
}

interface Props {
  chat: ConversationRef | null;
  onClose(): void;
  /** The row's View button: focus goes back to it (there is no Radix trigger to return to). */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}

/** The whole conversation a chat-log row belongs to, oldest exchange first. */
export function ConversationDialog({ chat, onClose, returnFocusTo }: Props) {
  return (
    <Dialog.Root open={chat !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-ink-950/60" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-[80] flex max-h-[92dvh] flex-col rounded-t-card bg-white shadow-card-hover sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card"
          onCloseAutoFocus={(e) => {
            const to = returnFocusTo?.current;
            if (to?.isConnected) {
              e.preventDefault();
              to.focus();
            }
          }}
        >
          {chat ? <ConversationBody chat={chat} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "3 exchanges from Jan 5, 2025 14:03", or the opened exchange's time while the rest loads. */
function describe(exchanges: AdminChat[] | null, chat: ConversationRef, timeZone: string): string {
  if (!exchanges?.length) return formatChatDate(chat.createdAt, timeZone);
  const n = exchanges.length;
  return `${n} ${n === 1 ? "exchange" : "exchanges"} from ${formatChatDate(exchanges[0]!.createdAt, timeZone)}`;
}

function ConversationBody({ chat }: { chat: ConversationRef }) {
  const { timeZone } = useAdminConsole();
  const loaded = useAdminData(chat.id, (signal) => adminApi.conversation(chat.id, signal));
  let body: React.ReactNode;
  if (loaded.status === "error") body = <ListState kind="error">Failed to load the conversation.</ListState>;
  else if (!loaded.data) body = <ListState kind="loading">Loading...</ListState>;
  else
    body = (
      <ol className="grid gap-3" aria-label="Exchanges, oldest first">
        {loaded.data.exchanges.map((ex) => (
          <Exchange
            key={ex.id}
            chat={ex}
            agent={chat.agentName}
            current={chat.highlight === true && ex.id === chat.id}
          />
        ))}
      </ol>
    );
  return (
    <>
      <div className="flex items-start justify-between gap-4 border-b border-gray-200 p-5">
        <div className="min-w-0">
          <Dialog.Title className="text-lg font-semibold text-gray-900">
            Conversation with {chat.agentName}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-600">
            {describe(loaded.data?.exchanges ?? null, chat, timeZone)}
          </Dialog.Description>
        </div>
        <Dialog.Close
          aria-label="Close"
          className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-gray-900"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      {/* Focusable so the keyboard can scroll a long conversation that has no links in it. */}
      <div role="region" aria-label="Exchanges" tabIndex={0} className="min-h-0 overflow-y-auto p-5">
        {body}
      </div>
    </>
  );
}
