import { z } from "zod";
import { ADMIN_PAGE_SIZES, DEFAULT_PAGE_SIZE, formatServiceType } from "./admin-values.ts";
import { CONTACT_REQUEST_STATUSES, type ContactRequest } from "./leads.ts";
import { oneLineText, secretText } from "./text-fields.ts";
import { searchable } from "./text-rules.ts";

/*
 * The staff console's API contract (every path under /api/admin, all behind an admin session).
 * The server validates with these schemas and the console builds its requests from them; the
 * list views keep the same fields in the page URL, so a view can be bookmarked and exported.
 */

/** What `GET /api/admin/session` answers, and `POST /api/admin/login` with `sessionId` added. */
export interface AdminSessionInfo {
  isAuthenticated: true;
  username: string;
  /** When the session ends at the latest (absolute timeout), ISO. */
  expiresAt: string;
}

export interface AdminLoginAnswer extends AdminSessionInfo {
  /** The spec's session id, for API clients that send `x-session-id` instead of the cookie. */
  sessionId: string;
}

export const adminLoginSchema = z.strictObject(
  {
    username: oneLineText("Username", 64).min(1, "Username is required."),
    password: secretText("Password", 1024).min(1, "Password is required."),
    /** The 6-digit code of an admin who enrolled a second factor. */
    totp: z
      .string({ error: "The authenticator code is 6 digits." })
      .trim()
      .regex(/^\d{6}$/, "The authenticator code is 6 digits.")
      .optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}.` : undefined) },
);
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

/** Set in a 401 answer to a login whose password was right but which lacks the TOTP code. */
export const TOTP_REQUIRED_FIELD = "totpRequired";

const PAGE_SIZES = ADMIN_PAGE_SIZES;
export { ADMIN_PAGE_SIZES, DEFAULT_PAGE_SIZE, formatServiceType };

/** A real calendar day (2024-02-30 is not one), in years a console filter can mean. */
function isRealDay(day: string): boolean {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const isoDay = z
  .string({ error: "Dates are written YYYY-MM-DD." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD.")
  .refine(isRealDay, "That date does not exist.")
  .refine((d) => d >= "1970-01-01" && d <= "9998-12-31", "Dates run from 1970 to 9998.");

/** One value per parameter: a repeated one (`?q=a&q=b`) is refused with a sentence. */
const oneText = (label: string) => z.string({ error: `${label} must be given once, as text.` });

/** An IANA time zone the server knows (the viewer's, for "today" and date ranges). */
export const timeZoneSchema = z
  .string({ error: "Give one time zone, e.g. America/New_York." })
  .max(64, "Unknown time zone.")
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "Unknown time zone.");

/** Which page of a console list, and how long a page is: every paged admin list takes these. */
export const pagingFields = {
  page: z.coerce
    .number({ error: "Page numbers are whole numbers from 1." })
    .max(100_000, "Page numbers go up to 100000.")
    .int("Page numbers are whole numbers from 1.")
    .min(1, "Page numbers start at 1.")
    .default(1),
  pageSize: z.coerce
    .number({ error: `Page size is one of ${PAGE_SIZES.join(", ")}.` })
    .int(`Page size is one of ${PAGE_SIZES.join(", ")}.`)
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `Page size is one of ${PAGE_SIZES.join(", ")}.`)
    .default(DEFAULT_PAGE_SIZE),
};

/**
 * A list view: which page, what to look for, which filters, which order. `from` and `to` are
 * whole days in the viewer's time zone `tz` (both included). Unknown fields are refused.
 */
export const adminListQuerySchema = z.strictObject(
  {
    ...pagingFields,
    // A character no stored text holds is dropped from a search rather than refused.
    q: oneText("Search text")
      .transform(searchable)
      .pipe(z.string().trim().max(200, "Search text must be at most 200 characters."))
      .optional(),
    status: z.enum(CONTACT_REQUEST_STATUSES, { error: "Status is new, contacted or closed." }).optional(),
    service: oneText("Service type")
      .trim()
      .max(60, "Service type must be at most 60 characters.")
      .regex(/^[a-z0-9:-]*$/, "Service type must be lower-case words joined by hyphens.")
      .optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    tz: timeZoneSchema.default("UTC"),
    sort: z.enum(["newest", "oldest"], { error: "Sort is newest or oldest." }).default("newest"),
  },
  {
    error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown parameter: ${issue.keys.join(", ")}.` : undefined),
  },
);
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** One row of the Leads table: a lead-form submission with its person's e-mail. */
export interface AdminLead {
  id: string;
  leadId: string;
  name: string | null;
  /** Empty for a person the assistant kept by phone only. */
  email: string;
  phone: string | null;
  serviceType: string;
  message: string | null;
  createdAt: string;
}

export interface AdminChatSource {
  title: string;
  url: string;
}

/** One exchange with an assistant: the visitor's message and the reply. */
export interface AdminChat {
  id: string;
  conversationId: string;
  agent: string;
  message: string;
  reply: string;
  sources: AdminChatSource[];
  createdAt: string;
}

/**
 * One row of the Chats tab: a whole conversation (`GET /api/admin/conversations`), its first
 * question and latest message, how many exchanges it has and who the visitor talked to.
 */
export interface AdminConversation {
  /** The conversation id. */
  id: string;
  /** Its first exchange: the conversation dialog opens from any exchange's id. */
  firstExchangeId: string;
  /** As stored: aurora, max, the twin's slug, investor:{slug}. */
  agent: string;
  /** As staff read it: "Aurora", "Maya (AI twin)", "Investor assistant · The Subs AI". */
  agentName: string;
  /** The page it was held on ("Aurora demo page"), from the chat endpoint. */
  pageName: string;
  firstMessage: string;
  lastMessage: string;
  exchanges: number;
  startedAt: string;
  lastAt: string;
}

export type AdminContactRequest = ContactRequest;

/** `GET /api/admin/stats?tz=…`: the dashboard's counts, "today" in the viewer's time zone. */
export interface AdminStats {
  totalLeads: number;
  totalChats: number;
  todaysChats: number;
  totalContactRequests: number;
  newContactRequests: number;
}

export const contactRequestStatusSchema = z.strictObject({
  status: z.enum(CONTACT_REQUEST_STATUSES, { error: "Status is new, contacted or closed." }),
});

export const personEmailSchema = z.strictObject(
  {
    email: z
      .string({ error: (i) => (i.input === undefined ? "Email is required." : "Give one e-mail address, as text.") })
      .trim()
      .min(1, "Email is required.")
      .max(254, "An e-mail address has at most 254 characters.")
      .pipe(z.email("Please enter a valid email address.")),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}.` : undefined) },
);

/** One thing a person did, for their timeline (`GET /api/admin/people/timeline?email=`). */
export type TimelineEvent =
  | { kind: "lead"; at: string; lead: AdminLead }
  | { kind: "contact-request"; at: string; request: AdminContactRequest }
  | {
      kind: "conversation";
      at: string;
      conversationId: string;
      agent: string;
      /** The persona as staff read it ("Aurora", "Investor assistant · DAY-O"). */
      agentName: string;
      exchanges: AdminChat[];
    };

export interface PersonTimeline {
  email: string;
  events: TimelineEvent[];
}

/** `POST /api/admin/people/erase` `{ email }`: how many records of each kind were deleted. */
export interface EraseResult {
  email: string;
  /** investorCodes: personal investor codes given to that address, with their activity. */
  removed: { leads: number; contactRequests: number; chats: number; investorCodes: number };
}

/** `GET /api/admin/facets`: the values the list filters offer (service types and agents seen). */
export interface AdminFacets {
  leadServices: string[];
  chatAgents: string[];
  contactServices: string[];
  /** What staff read for each of `chatAgents` ("Aurora", "Investor assistant · The Subs AI"). */
  agentNames: Record<string, string>;
}
