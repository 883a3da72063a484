/*
 * `GET /api/admin/dashboard?tz=…`: what the console's first screen shows. Everything but the
 * waiting contact requests covers the last DASHBOARD_DAYS calendar days in the viewer's time
 * zone, today included.
 */

export const DASHBOARD_DAYS = 30;
/** How many unanswered questions and waiting requests the dashboard lists. */
export const DASHBOARD_LIST_CAP = 10;

/** One calendar day (YYYY-MM-DD, the viewer's) and what arrived on it. */
export interface DashboardDay {
  day: string;
  leads: number;
  contactRequests: number;
  /** Conversations whose first exchange in the window fell on this day. */
  conversations: number;
}

/** One slice of a breakdown: the stored value, what staff read for it, and how many. */
export interface DashboardSlice {
  key: string;
  label: string;
  count: number;
}

export interface WaitingRequest {
  id: string;
  name: string;
  serviceType: string;
  createdAt: string;
}

export interface UnansweredQuestion {
  id: string;
  conversationId: string;
  question: string;
  agent: string;
  agentName: string;
  createdAt: string;
}

export interface InvestorBusinessActivity {
  slug: string;
  name: string;
  unlocks: number;
  views: number;
  downloads: number;
  questions: number;
}

export interface AdminDashboard {
  timeZone: string;
  /** The window's first and last day (YYYY-MM-DD, both included). */
  from: string;
  to: string;
  days: DashboardDay[];
  totals: { leads: number; contactRequests: number; conversations: number };
  byService: { leads: DashboardSlice[]; contactRequests: DashboardSlice[]; conversations: DashboardSlice[] };
  /**
   * By the page they came from: a form's path, a chat's page (leads the assistant kept, and
   * conversations), or "Not recorded" for rows from before pages were stored.
   */
  byPage: { leads: DashboardSlice[]; contactRequests: DashboardSlice[]; conversations: DashboardSlice[] };
  /** Contact requests still new, whenever they came: how many, and the oldest first. */
  waiting: { count: number; oldest: WaitingRequest[] };
  /** Conversations in the window, and how many of them left a lead. */
  conversion: { conversations: number; leads: number; percent: number | null };
  investors: {
    unlocks: number;
    views: number;
    downloads: number;
    questions: number;
    /** Conversations with the portals' assistant. */
    conversations: number;
    byBusiness: InvestorBusinessActivity[];
  };
  /** Replies in which the assistant said it did not know, newest first (at most DASHBOARD_LIST_CAP). */
  unanswered: { total: number; items: UnansweredQuestion[] };
}
