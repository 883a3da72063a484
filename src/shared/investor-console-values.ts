/*
 * Personal investor codes and investor engagement as the staff console shows them: shapes, labels
 * and sentences without zod (the browser takes these from here; investor-console.ts holds the
 * schemas the server validates with, see ADR 012 on zod and the Content-Security-Policy).
 */

/** The longest a personal code may live: its expiry is at most this many days ahead. */
export const INVESTOR_CODE_MAX_DAYS = 366;
/** What the console's create form proposes. */
export const INVESTOR_CODE_DEFAULT_DAYS = 30;

export type InvestorCodeStatus = "active" | "expired" | "revoked";

export const CODE_STATUS_LABELS: Record<InvestorCodeStatus, string> = {
  active: "Active",
  expired: "Expired",
  revoked: "Revoked",
};

/** `GET /api/admin/investor-portals`: the businesses whose investor portal is enabled. */
export interface InvestorPortalOption {
  slug: string;
  name: string;
  /** Whether the portal has its own password (`npm run investor -- password`) or takes INVESTOR_PASSWORD. */
  ownPassword: boolean;
}

/** One personal code as the console lists it (the code itself is never listed). */
export interface InvestorCodeRow {
  id: string;
  businessSlug: string;
  investorName: string;
  investorEmail: string;
  createdAt: string;
  createdBy: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  /** How many times it unlocked the portal. */
  uses: number;
  status: InvestorCodeStatus;
}

/** The answer to making a code: the only time the code is shown. */
export interface CreatedInvestorCode {
  investorCode: InvestorCodeRow;
  code: string;
}

export const INVESTOR_EVENT_KINDS = ["unlock", "view", "download", "question"] as const;
export type InvestorEventKind = (typeof INVESTOR_EVENT_KINDS)[number];
export type InvestorEventVia = "code" | "password" | "none";

/** The engagement list's filter of kinds, as its select names them. */
export const EVENT_KIND_FILTER_LABELS: Record<InvestorEventKind, string> = {
  unlock: "Unlocks",
  view: "Views",
  download: "Downloads",
  question: "Questions",
};

/** One thing done in a portal, newest first in `GET /api/admin/investor-engagement`. */
export interface InvestorEngagementRow {
  id: string;
  kind: InvestorEventKind;
  via: InvestorEventVia;
  /** The personal code's investor, when the visitor came in with one. */
  investor: { codeId: string; name: string; email: string } | null;
  documentId: string | null;
  /** The document's title from content (its id when content no longer has it). */
  documentTitle: string | null;
  question: string | null;
  createdAt: string;
}

/** Who did it: the investor's name, or how an anonymous visitor got in. */
export function engagementWho(row: Pick<InvestorEngagementRow, "via" | "investor">): string {
  if (row.investor) return row.investor.name;
  return row.via === "password" ? "Shared password" : "Visitor without access";
}

/** What they did, in words ('Viewed Financial Model'); a question is quoted by the caller. */
export function engagementWhat(row: Pick<InvestorEngagementRow, "kind" | "documentTitle">): string {
  switch (row.kind) {
    case "unlock":
      return "Unlocked the portal";
    case "view":
      return `Viewed ${row.documentTitle ?? "a document"}`;
    case "download":
      return `Downloaded ${row.documentTitle ?? "a document"}`;
    case "question":
      return "Asked:";
  }
}

/** Sentences of the console's investor screen. */
export const INVESTOR_CONSOLE_TEXTS = {
  title: "Investors",
  noPortals: "No business has an investor portal yet.",
  codesLoading: "Loading access codes...",
  codesFailed: "Failed to load the access codes. Please try again.",
  codesEmpty: "No personal access codes for this business yet.",
  engagementLoading: "Loading activity...",
  engagementFailed: "Failed to load the activity. Please try again.",
  engagementEmpty: "Nobody has opened this portal or asked its assistant anything yet.",
  engagementFilteredEmpty: "No activity matches these filters.",
  codeShownOnce: "Copy it now: it will not be shown again. Only a fingerprint of it is stored.",
  revokeTitle: "Revoke access code",
  revokeBody: (name: string) =>
    `${name} will no longer be able to open this portal with this code, and a browser already using it is locked out at once. This cannot be undone.`,
  revokeFailed: "Failed to revoke the access code. Please try again.",
  createFailed: "Failed to create the access code. Please try again.",
} as const;
