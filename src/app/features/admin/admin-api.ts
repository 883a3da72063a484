import type {
  AdminChat,
  AdminContactRequest,
  AdminFacets,
  AdminLoginAnswer,
  AdminStats,
  EraseResult,
  PersonTimeline,
} from "../../../shared/admin.ts";
import type { AdminDashboard } from "../../../shared/admin-dashboard.ts";
import type { CreatedInvitationCode, InvitationCodeRow } from "../../../shared/gates.ts";
import type { ContactRequestStatus } from "../../../shared/leads.ts";
import { ApiError, serverSentence } from "../../lib/api.ts";

/*
 * The console's calls to /api/admin. The session is an HttpOnly cookie the server set at login:
 * nothing here stores or sends a session id. A 401 from any call means the session is gone; the
 * caller gets `SessionEnded` and the console returns to the login form.
 */

export class SessionEnded extends Error {
  constructor() {
    super("The admin session has ended.");
  }
}

async function call(url: string, init: RequestInit = {}): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(init.body ? { "content-type": "application/json" } : {}) },
    });
  } catch {
    throw new ApiError(0, "network failure");
  }
  if (res.status === 401) throw new SessionEnded();
  if (!res.ok) {
    const sentence = await serverSentence(res);
    throw new ApiError(res.status, sentence ?? res.statusText, sentence);
  }
  return res;
}

export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return (await (await call(url, { signal })).json()) as T;
}

export async function send<T>(method: "POST" | "PATCH" | "DELETE", url: string, body?: unknown): Promise<T> {
  const res = await call(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return (await res.json().catch(() => ({}))) as T;
}

export type LoginOutcome =
  | { kind: "ok"; session: AdminLoginAnswer }
  | { kind: "invalid" }
  | { kind: "totp"; message: string | null }
  | { kind: "refused"; message: string };

/**
 * `POST /api/admin/login`. A 401 is an answer here, not an ended session: wrong credentials, or
 * (with `totpRequired`) a right password that still needs the authenticator code.
 */
export async function login(username: string, password: string, totp?: string): Promise<LoginOutcome> {
  let res: Response;
  try {
    res = await fetch("/api/admin/login", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(totp ? { username, password, totp } : { username, password }),
    });
  } catch {
    return { kind: "refused", message: "The server could not be reached. Please try again." };
  }
  if (res.ok) return { kind: "ok", session: (await res.json()) as AdminLoginAnswer };
  let body: { error?: unknown; totpRequired?: unknown } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // Not our JSON (a proxy's page): handled by status below.
  }
  const sentence = typeof body.error === "string" && !/[<>]/.test(body.error) ? body.error : null;
  if (res.status === 401 && body.totpRequired === true) return { kind: "totp", message: sentence };
  if (res.status === 401) return { kind: "invalid" };
  if (res.status === 429) return { kind: "refused", message: sentence ?? "Too many attempts. Please try again later." };
  if (res.status === 400 && sentence) return { kind: "refused", message: sentence };
  return { kind: "refused", message: "Login is not available right now. Please try again." };
}

export async function logout(): Promise<void> {
  try {
    await send("POST", "/api/admin/logout");
  } catch (err) {
    // Already signed out on the server: the result the visitor wanted.
    if (!(err instanceof SessionEnded)) throw err;
  }
}

export const adminApi = {
  stats: (tz: string, signal?: AbortSignal) =>
    getJson<AdminStats>(`/api/admin/stats?tz=${encodeURIComponent(tz)}`, signal),
  dashboard: (tz: string, signal?: AbortSignal) =>
    getJson<AdminDashboard>(`/api/admin/dashboard?tz=${encodeURIComponent(tz)}`, signal),
  facets: (signal?: AbortSignal) => getJson<AdminFacets>("/api/admin/facets", signal),
  deleteLead: (id: string) => send<{ ok: true }>("DELETE", `/api/admin/leads/${encodeURIComponent(id)}`),
  deleteChat: (id: string) => send<{ ok: true }>("DELETE", `/api/admin/chats/${encodeURIComponent(id)}`),
  deleteConversation: (id: string) =>
    send<{ ok: true }>("DELETE", `/api/admin/conversations/${encodeURIComponent(id)}`),
  conversation: (chatId: string, signal?: AbortSignal) =>
    getJson<{ conversationId: string; exchanges: AdminChat[] }>(
      `/api/admin/chats/${encodeURIComponent(chatId)}/conversation`,
      signal,
    ),
  setStatus: (id: string, status: ContactRequestStatus) =>
    send<AdminContactRequest>("PATCH", `/api/admin/contact-requests/${encodeURIComponent(id)}/status`, { status }),
  timeline: (email: string, signal?: AbortSignal) =>
    getJson<PersonTimeline>(`/api/admin/people/timeline?email=${encodeURIComponent(email)}`, signal),
  erase: (email: string) => send<EraseResult>("POST", "/api/admin/people/erase", { email }),
  invitations: (signal?: AbortSignal) => getJson<{ items: InvitationCodeRow[] }>("/api/admin/invitations", signal),
  createInvitation: (label: string) => send<CreatedInvitationCode>("POST", "/api/admin/invitations", { label }),
  revokeInvitation: (id: string) =>
    send<InvitationCodeRow>("DELETE", `/api/admin/invitations/${encodeURIComponent(id)}`),
};

/** Where a person's timeline is. */
export function personPath(email: string): string {
  return `/admin/people?email=${encodeURIComponent(email)}`;
}
