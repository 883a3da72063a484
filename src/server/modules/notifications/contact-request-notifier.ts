import type { ContactRequest } from "../../../shared/leads.ts";
import { contactRequestNotice, type NoticeContext } from "./contact-request-notice.ts";
import type { Mailer } from "./mailer.ts";

export interface NotifierLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface ContactRequestNotifier {
  /**
   * Starts the staff e-mail about a request that is already stored and returns at once: the
   * visitor's answer never waits for SMTP, and a failure is logged, never thrown.
   */
  notify(request: ContactRequest): void;
  /** Resolves when every notice started so far has been sent or has failed (tests, shutdown). */
  settled(): Promise<void>;
}

export interface NotifierOptions {
  mailer: Mailer;
  to: string;
  context: NoticeContext;
  log: NotifierLog;
  /** Secrets that must never reach a log line (the SMTP password), removed from error texts. */
  secrets?: string[];
  /**
   * Notices under way at most; more are skipped with a warning so a flood of requests against a
   * stalled server cannot pile up sockets and memory (every request is still stored).
   */
  maxPending?: number;
}

/** What a failed send says, without the message, its addresses or anything from SMTP_URL. */
function describeFailure(err: unknown, secrets: string[]): Record<string, unknown> {
  const e = (err ?? {}) as {
    name?: unknown;
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
    message?: unknown;
  };
  let reason = typeof e.message === "string" ? e.message : String(err);
  for (const secret of secrets) if (secret) reason = reason.split(secret).join("[redacted]");
  return {
    ...(typeof e.code === "string" ? { code: e.code } : {}),
    ...(typeof e.responseCode === "number" ? { responseCode: e.responseCode } : {}),
    ...(typeof e.command === "string" ? { command: e.command.split(" ")[0] } : {}),
    reason: reason.slice(0, 300),
  };
}

export function createContactRequestNotifier(options: NotifierOptions): ContactRequestNotifier {
  const { mailer, to, context, log } = options;
  const secrets = options.secrets ?? [];
  const maxPending = options.maxPending ?? 20;
  const pending = new Set<Promise<void>>();

  return {
    notify(request) {
      if (pending.size >= maxPending) {
        log.warn(
          { requestId: request.id, pending: pending.size },
          "too many staff e-mails under way; this contact request is stored but staff were not e-mailed",
        );
        return;
      }
      const sending = (async () => {
        const notice = contactRequestNotice(request, context);
        await mailer.send({ to, subject: notice.subject, text: notice.text, replyTo: notice.replyTo });
      })().then(
        () => log.info({ requestId: request.id }, "staff e-mailed about a new contact request"),
        (err: unknown) =>
          log.warn(
            { requestId: request.id, mail: describeFailure(err, secrets) },
            "could not e-mail staff about a new contact request; it is stored and shows in the console",
          ),
      );
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },

    async settled() {
      await Promise.allSettled([...pending]);
    },
  };
}
