import type { Generated } from "kysely";

/** Row types as Kysely sees them (camelCase; CamelCasePlugin maps to snake_case columns). */
export interface BusinessesTable {
  id: string;
  slug: string;
  name: string;
  description: string;
  fullDescription: string | null;
  posterSrc: string;
  status: string;
  websiteUrl: string | null;
  category: string;
  sortOrder: number;
  /** 0 or 1: booleans are integers so both engines store them the same way. */
  hiddenFromGrid: number;
  blocks: string;
  whatToExpect: string;
  investorEnabled: number;
  investorThumbImage: string | null;
  investorVideoUrl: string | null;
  investorShowVideo: number;
  investorShowPresentation: number;
  investorGammaEmbed: string | null;
  investorFinancialsUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BusinessAliasesTable {
  alias: string;
  businessId: string;
}

export interface BusinessVideosTable {
  id: string;
  businessId: string;
  title: string;
  src: string;
  srcWebm: string | null;
  poster: string | null;
  description: string | null;
  isMain: number;
  sortOrder: number;
}

export interface SiteMetaTable {
  key: string;
  value: string;
  updatedAt: string;
}

export interface ContactRequestsTable {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string | null;
  serviceType: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  /** The path of the page it was sent from (migration 012); null before that. */
  page: Generated<string | null>;
}

/** The person behind lead-form submissions: one row per e-mail, never changed by a later form. */
export interface LeadsTable {
  id: string;
  /** The name given with the first submission (later ones keep theirs on the submission). */
  name: string | null;
  /** Empty for a person the assistant kept by phone only. */
  email: string;
  /** The lower-cased e-mail, or `tel:` and the digits of the phone of a person without one. */
  emailKey: string;
  /** A phone number given in a conversation (migration 010). */
  phone: Generated<string | null>;
  createdAt: string;
  updatedAt: string;
}

/** Every lead-form submission as sent: the person's timeline. */
export interface LeadSubmissionsTable {
  id: string;
  leadId: string;
  serviceType: string;
  name: string | null;
  message: string | null;
  createdAt: string;
  /** The assistant conversation it was kept in (migration 011); null for a form. */
  conversationId: Generated<string | null>;
  /** The path of the page a form was sent from (migration 012); null for the assistant's leads. */
  page: Generated<string | null>;
}

export interface ChatLogsTable {
  id: string;
  conversationId: string;
  agent: string;
  message: string;
  reply: string;
  /** JSON text: `[{ title, url }]`. */
  sources: string;
  engine: string;
  latencyMs: number;
  createdAt: string;
  /** The route it was asked on (relative to /api, e.g. /sales-chat/aurora); null on rows from before migration 008. */
  channel: string | null;
  /** The investor grant it was asked under, or null (no grant, or another chat). */
  grantId: string | null;
}

export interface AdminUsersTable {
  id: string;
  username: string;
  usernameKey: string;
  passwordHash: string;
  totpSecret: string | null;
  /** bigint: PostgreSQL hands it back as a string. */
  totpLastStep: string | number | null;
  disabled: number;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminSessionsTable {
  idHash: string;
  adminId: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export interface InvitationCodesTable {
  id: string;
  label: string;
  /** Hex HMAC-SHA256 of the normalised code (never the code). */
  codeHash: string;
  source: "env" | "console";
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  uses: number;
}

/** A personal investor access code: one investor, one business, until it expires or is revoked. */
export interface InvestorCodesTable {
  id: string;
  businessId: string;
  investorName: string;
  investorEmail: string;
  /** Hex HMAC-SHA256 of the normalised code (never the code). */
  codeHash: string;
  createdAt: string;
  /** The username of the staff member who made it. */
  createdBy: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  /** How many times it unlocked the portal. */
  uses: number;
}

/** One thing done in an investor portal (or asked of its assistant), and through which way in. */
export interface InvestorEventsTable {
  id: string;
  businessId: string;
  codeId: string | null;
  via: "code" | "password" | "none";
  kind: "unlock" | "view" | "download" | "question";
  documentId: string | null;
  question: string | null;
  createdAt: string;
}

/** One pass through a gate; the signed cookie names it, and it opens only while it is live. */
export interface GrantsTable {
  id: string;
  /** `site`, or `investor:{business slug}`. */
  gate: string;
  /** The invitation code that made it (site gate), or null. */
  invitationCodeId: string | null;
  /** The personal investor code that made it, or null (a password). */
  investorCodeId: string | null;
  createdAt: string;
  expiresAt: string;
  /** When it was ended (Lock, ?reset=true, DELETE), or null. */
  endedAt: string | null;
}

export interface KyselyMigrationRow {
  name: Generated<string>;
}

export interface Database {
  businesses: BusinessesTable;
  businessAliases: BusinessAliasesTable;
  businessVideos: BusinessVideosTable;
  siteMeta: SiteMetaTable;
  contactRequests: ContactRequestsTable;
  leads: LeadsTable;
  leadSubmissions: LeadSubmissionsTable;
  chatLogs: ChatLogsTable;
  adminUsers: AdminUsersTable;
  adminSessions: AdminSessionsTable;
  invitationCodes: InvitationCodesTable;
  investorCodes: InvestorCodesTable;
  investorEvents: InvestorEventsTable;
  grants: GrantsTable;
}
