import { CheckCircle2, FileText, Inbox, MessagesSquare, UserX } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { EraseResult, TimelineEvent } from "../../../shared/admin.ts";
import { formatServiceType } from "../../../shared/admin-values.ts";
import { Button } from "../../components/ui/button.tsx";
import { errorSentence } from "../../lib/api.ts";
import { adminApi } from "./admin-api.ts";
import { useAdminConsole, useAdminData } from "./admin-context.tsx";
import { RequestStatusBadge, ServiceBadge } from "./badges.tsx";
import { Exchange } from "./conversation-dialog.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { ListState } from "./data-table.tsx";
import { countOf, formatChatDate, listSentence, mailtoHref } from "./format.ts";

/** "Removed 2 leads, 1 contact request and 3 chat messages." */
export function erasedSentence(result: EraseResult): string {
  const { leads, contactRequests, chats, investorCodes } = result.removed;
  return `Removed ${listSentence([
    countOf(leads, "lead"),
    countOf(contactRequests, "contact request"),
    countOf(chats, "chat message"),
    ...(investorCodes > 0 ? [countOf(investorCodes, "investor access code")] : []),
  ])}.`;
}

/** Oldest first; the server's order for events at the same moment. */
export function inTimeOrder(events: TimelineEvent[]): TimelineEvent[] {
  return events
    .map((e, i) => ({ e, i, t: Date.parse(e.at) }))
    .sort((a, b) => (a.t === b.t || Number.isNaN(a.t - b.t) ? a.i - b.i : a.t - b.t))
    .map(({ e }) => e);
}

function FindPerson() {
  const [, setParams] = useSearchParams();
  const id = useId();
  return (
    <form
      role="search"
      className="grid max-w-lg gap-3 rounded-card border border-gray-200 bg-white p-5 shadow-card"
      onSubmit={(e) => {
        e.preventDefault();
        const email = String(new FormData(e.currentTarget).get("email") ?? "").trim();
        if (email) setParams({ email });
      }}
    >
      <label htmlFor={id} className="font-medium text-gray-900">
        Email address
      </label>
      <p className="-mt-2 text-sm text-gray-600">Every lead, contact request and conversation this address sent.</p>
      <input
        id={id}
        name="email"
        type="email"
        required
        autoComplete="off"
        className="block min-h-11 w-full rounded-control border border-gray-300 px-3.5 py-2.5 text-base"
      />
      <Button type="submit" variant="secondary" className="justify-self-start">
        Show timeline
      </Button>
    </form>
  );
}

function EventCard({ event }: { event: TimelineEvent }) {
  const { timeZone } = useAdminConsole();
  const when = <time dateTime={event.at}>{formatChatDate(event.at, timeZone)}</time>;
  const card = "relative rounded-card border border-gray-200 bg-white p-4 shadow-card sm:p-5";
  const head = "flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600";
  if (event.kind === "lead") {
    const { lead } = event;
    return (
      <article className={card}>
        <h2 className={head}>
          <FileText aria-hidden="true" className="size-4 text-brand-600" />
          <span className="font-semibold text-gray-900">Lead form: {formatServiceType(lead.serviceType)}</span>
          {when}
        </h2>
        {lead.name ? <p className="mt-2 font-medium text-gray-900">{lead.name}</p> : null}
        <p className="mt-1 break-words whitespace-pre-line text-gray-700">
          {lead.message?.trim() ? lead.message : <span className="text-gray-500 italic">No message provided</span>}
        </p>
      </article>
    );
  }
  if (event.kind === "contact-request") {
    const { request } = event;
    return (
      <article className={card}>
        <h2 className={head}>
          <Inbox aria-hidden="true" className="size-4 text-accent-600" />
          <span className="font-semibold text-gray-900">Contact request</span>
          {when}
        </h2>
        <div className="mt-2 flex flex-wrap gap-2">
          <ServiceBadge serviceType={request.serviceType} />
          <RequestStatusBadge status={request.status} />
        </div>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-gray-600">Name</dt>
          <dd className="break-words text-gray-900">{request.name}</dd>
          {request.company ? (
            <>
              <dt className="text-gray-600">Company</dt>
              <dd className="break-words text-gray-900">{request.company}</dd>
            </>
          ) : null}
          {request.phone ? (
            <>
              <dt className="text-gray-600">Phone</dt>
              <dd className="text-gray-900">{request.phone}</dd>
            </>
          ) : null}
        </dl>
        <p className="mt-2 break-words whitespace-pre-line text-gray-700">
          {request.message?.trim() ? request.message : <span className="text-gray-500 italic">No message</span>}
        </p>
      </article>
    );
  }
  return (
    <article className={card}>
      <h2 className={head}>
        <MessagesSquare aria-hidden="true" className="size-4 text-brand-600" />
        <span className="font-semibold text-gray-900">Conversation with {event.agentName}</span>
        {when}
      </h2>
      <ol className="mt-2 grid gap-2" aria-label={`Exchanges with ${event.agentName}, oldest first`}>
        {event.exchanges.map((ex) => (
          <Exchange key={ex.id} chat={ex} agent={event.agentName} />
        ))}
      </ol>
    </article>
  );
}

/** The consequence, said before anything is deleted. */
export const ERASE_TEXTS = {
  button: "Erase this person",
  title: "Erase this person?",
  body: (email: string) =>
    `This permanently deletes every lead submission, contact request, chat message and investor access code stored for ${email}. It cannot be undone.`,
  failed: "Failed to erase this person. Please try again.",
};

function EraseDialog({ email, onErased }: { email: string; onErased(result: EraseResult): void }) {
  const [open, setOpen] = useState(false);
  const result = useRef<EraseResult | null>(null);
  return (
    <>
      <Button variant="danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <UserX aria-hidden="true" className="size-4" />
        {ERASE_TEXTS.button}
      </Button>
      <ConfirmDialog
        open={open}
        texts={{
          title: ERASE_TEXTS.title,
          body: ERASE_TEXTS.body(email),
          confirm: "Erase",
          busy: "Erasing...",
          failed: ERASE_TEXTS.failed,
        }}
        action={async () => {
          result.current = await adminApi.erase(email);
        }}
        failureOf={(err) => ({ message: errorSentence(err, ERASE_TEXTS.failed) })}
        onClose={() => setOpen(false)}
        // Focus then goes to the sentence that says what was removed (the timeline moves it there).
        onDone={() => {
          setOpen(false);
          if (result.current) onErased(result.current);
        }}
      />
    </>
  );
}

function Timeline({ email }: { email: string }) {
  const { ready } = useAdminConsole();
  const loaded = useAdminData(ready ? email : null, (signal) => adminApi.timeline(email, signal));
  const [erased, setErased] = useState<EraseResult | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);

  let body: React.ReactNode;
  if (loaded.status === "error") {
    body = <ListState kind="error">{errorSentence(loaded.error, "Failed to load this person's timeline.")}</ListState>;
  } else if (!loaded.data) body = <ListState kind="loading">Loading...</ListState>;
  else if (loaded.data.events.length === 0) body = <ListState>Nothing is stored for this address.</ListState>;
  else
    body = (
      <ol
        className="grid gap-4"
        aria-label="Timeline, oldest first"
        aria-busy={loaded.status === "loading" || undefined}
      >
        {inTimeOrder(loaded.data.events).map((event, i) => (
          <li key={`${event.kind}-${i}-${event.at}`}>
            <EventCard event={event} />
          </li>
        ))}
      </ol>
    );

  const hasAny = Boolean(loaded.data && loaded.data.events.length > 0);
  return (
    <section aria-labelledby="person-heading" className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-gray-600">Timeline of</p>
          <h1 id="person-heading" className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
            {mailtoHref(email) ? (
              <a href={mailtoHref(email)!} className="underline-offset-4 hover:underline">
                {email}
              </a>
            ) : (
              email
            )}
          </h1>
        </div>
        {hasAny ? (
          <EraseDialog
            email={email}
            onErased={(result) => {
              setErased(result);
              loaded.reload();
              requestAnimationFrame(() => resultRef.current?.focus());
            }}
          />
        ) : null}
      </div>
      {erased ? (
        <p
          ref={resultRef}
          tabIndex={-1}
          role="status"
          className="flex items-start gap-2 rounded-card border border-status-live-fg/20 bg-status-live-bg px-4 py-3 text-status-live-fg"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {erasedSentence(erased)}
        </p>
      ) : null}
      {body}
    </section>
  );
}

/** /admin/people?email=…: everything one person sent, in time order, and erasing all of it. */
export function PersonPanel() {
  const [params] = useSearchParams();
  const email = params.get("email")?.trim() ?? "";
  if (!email) {
    return (
      <section aria-labelledby="people-heading" className="grid gap-5">
        <h1 id="people-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          People
        </h1>
        <FindPerson />
      </section>
    );
  }
  return <Timeline key={email} email={email} />;
}
