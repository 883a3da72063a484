import type { ContactRequest } from "../../../shared/leads.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import type { NotifyConfig } from "../../config.ts";
import { createContactRequestNotifier, type NotifierLog } from "./contact-request-notifier.ts";
import { createMailer } from "./mailer.ts";

export interface Notifications {
  /** Tells staff about a stored contact request (a no-op when notifications are off). */
  contactRequestStored(request: ContactRequest): void;
  /** Resolves when every notice started so far has been sent or has failed. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Where a notice sends staff to look: the console's list on the site's public address. */
export function consoleUrl(site: SiteConfig): string {
  return `${site.siteUrl.replace(/\/+$/, "")}/admin/contact-requests`;
}

/** The SMTP password (raw and decoded), so no log line ever carries it. */
function smtpSecrets(smtpUrl: string): string[] {
  try {
    const { password } = new URL(smtpUrl);
    if (!password) return [];
    let decoded = password;
    try {
      decoded = decodeURIComponent(password);
    } catch {
      // a malformed escape: the raw form is the one that could appear
    }
    return [...new Set([password, decoded])];
  } catch {
    return [];
  }
}

/**
 * Staff notifications from SMTP_URL and NOTIFY_EMAIL (off when they are unset). The sender is
 * NOTIFY_FROM or the site's contact e-mail, named after the company.
 */
export function createNotifications(config: NotifyConfig | null, site: SiteConfig, log: NotifierLog): Notifications {
  if (!config) {
    return { contactRequestStored: () => {}, settled: async () => {}, close: async () => {} };
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: { name: `${site.companyName} website`, address: config.from ?? site.email },
    timeoutMs: config.timeoutMs,
  });
  const notifier = createContactRequestNotifier({
    mailer,
    to: config.to,
    context: { companyName: site.companyName, consoleUrl: consoleUrl(site) },
    log,
    secrets: smtpSecrets(config.smtpUrl),
  });
  return {
    contactRequestStored: (request) => notifier.notify(request),
    settled: () => notifier.settled(),
    close: () => mailer.close(),
  };
}
