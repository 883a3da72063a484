import nodemailer from "nodemailer";

/** One plain-text e-mail. Addresses are single, already checked addresses (never visitor text). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Lets sends under way finish for up to `graceMs`, then cancels the rest; later sends fail.
   * Shutdown calls it, so it never waits longer than that.
   */
  close(): Promise<void>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// with the credentials, as SMTP_URL holds it. */
  smtpUrl: string;
  from: { name: string; address: string };
  /** Connecting, the greeting, DNS and each silence of the server may take this long. */
  timeoutMs: number;
  /** How long close() lets a send under way finish (default: timeoutMs, at most 5 s). */
  graceMs?: number;
}

export class MailerClosedError extends Error {
  constructor() {
    super("the mailer is closed");
  }
}

/**
 * A mailer on SMTP_URL. No connection pool: staff notices are rare and a fresh connection per
 * message cannot go stale; every send has a deadline so a silent server cannot hold one forever.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { timeoutMs } = options;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    socketCloseTimeout: 1_000,
    // A notice names one recipient; this stops anything that would turn it into a mass mailing.
    maxRecipients: 1,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const closing = new AbortController();
  const pending = new Set<Promise<unknown>>();
  // Connect, greet, authenticate, send and quit, each within timeoutMs of silence.
  const deadlineMs = timeoutMs * 4;
  const graceMs = options.graceMs ?? Math.min(timeoutMs, 5_000);

  return {
    async send(mail) {
      if (closing.signal.aborted) throw new MailerClosedError();
      const sending = transport.sendMail({
        from: options.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: { name: "", address: mail.replyTo } } : {}),
        subject: mail.subject,
        text: mail.text,
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(deadlineMs)]),
      });
      pending.add(sending);
      try {
        await sending;
      } finally {
        pending.delete(sending);
      }
    },

    async close() {
      if (pending.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
        await Promise.race([Promise.allSettled([...pending]), grace]);
        clearTimeout(timer);
      }
      closing.abort(new MailerClosedError());
      transport.close();
    },
  };
}
