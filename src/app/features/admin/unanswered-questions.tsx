import { MessagesSquare } from "lucide-react";
import { useRef, useState } from "react";
import type { AdminDashboard, UnansweredQuestion } from "../../../shared/admin-dashboard.ts";
import { ConversationDialog, type ConversationRef } from "./conversation-dialog.tsx";
import { DashboardCard } from "./dashboard-card.tsx";
import { formatChatDate } from "./format.ts";
import { TruncatedText } from "./truncated-text.tsx";

/** What visitors asked that the assistant said it did not know: the gaps in content, newest first. */
export function UnansweredQuestions({
  unanswered,
  timeZone,
}: {
  unanswered: AdminDashboard["unanswered"];
  timeZone: string;
}) {
  const [open, setOpen] = useState<ConversationRef | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { total, items } = unanswered;
  const shown = (q: UnansweredQuestion): ConversationRef => ({
    id: q.id,
    agentName: q.agentName,
    createdAt: q.createdAt,
    highlight: true,
  });
  return (
    <DashboardCard
      title="Questions the assistant could not answer"
      hint={
        total === 0
          ? "None in these 30 days."
          : total > items.length
            ? `${total.toLocaleString("en-US")} in these 30 days; the latest ${items.length} shown`
            : `${total.toLocaleString("en-US")} in these 30 days, newest first`
      }
    >
      {items.length > 0 ? (
        <ul className="grid divide-y divide-gray-100" aria-label="Unanswered questions, newest first">
          {items.map((q) => (
            <li key={q.id} className="flex items-center justify-between gap-3 py-2">
              <span className="grid min-w-0 gap-0.5">
                <span className="break-words text-gray-900">
                  <TruncatedText text={`“${q.question}”`} empty="(empty question)" max={160} />
                </span>
                <span className="text-sm text-gray-600">
                  {q.agentName} · <time dateTime={q.createdAt}>{formatChatDate(q.createdAt, timeZone)}</time>
                </span>
              </span>
              <button
                type="button"
                className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-control px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  setOpen(shown(q));
                }}
              >
                <MessagesSquare aria-hidden="true" className="size-4" />
                View<span className="sr-only"> the conversation: {q.question.slice(0, 60)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ConversationDialog chat={open} returnFocusTo={opener} onClose={() => setOpen(null)} />
    </DashboardCard>
  );
}
