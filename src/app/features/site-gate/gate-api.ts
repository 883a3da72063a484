/*
 * The gates' calls (the site gate, invitation codes, investor portals). The server checks the
 * secret and sets the HttpOnly cookie itself; nothing here sees or stores it.
 */
import { serverSentence } from "../../lib/api.ts";

export type GateAnswer = { kind: "granted" } | { kind: "refused"; message: string };

const FALLBACK = "Something went wrong. Please try again.";

async function post(url: string, body: object, wrong: string): Promise<GateAnswer> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: "refused", message: FALLBACK };
  }
  if (res.ok) return { kind: "granted" };
  // A wrong secret always reads as the spec's sentence; a lockout or bad input says its own.
  if (res.status === 401) return { kind: "refused", message: wrong };
  return { kind: "refused", message: (await serverSentence(res)) ?? FALLBACK };
}

export const enterSitePassword = (password: string, wrong: string) => post("/api/site-access", { password }, wrong);

export const redeemInvitation = (code: string, wrong: string) => post("/api/invitations/redeem", { code }, wrong);

export const unlockInvestorPortal = (slug: string, password: string, wrong: string) =>
  post(`/api/investor-access/${encodeURIComponent(slug)}`, { password }, wrong);

/** Locks a portal again (its cookie is HttpOnly, so only the server can clear it). */
export async function lockInvestorPortal(slug: string): Promise<boolean> {
  try {
    const res = await fetch(`/api/investor-access/${encodeURIComponent(slug)}`, {
      method: "DELETE",
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    return res.ok;
  } catch {
    return false;
  }
}
