import { expect } from "vitest";
import type { TestApp } from "./build-app.ts";

/** The shared INVESTOR_PASSWORD of the investor suites, and the config that sets it. */
export const SHARED = "shared investor secret";
export const investorConfig = { investor: { password: SHARED, bootstrap: false } };

/** 2026-11-25 09:00 UTC, movable: the investor suites' clock. */
export function fakeClock(start = Date.parse("2026-11-25T09:00:00Z")) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** `POST /api/investor-access/{slug}` with the portal's one field (a password or a personal code). */
export function unlock(t: TestApp, slug: string, password: unknown, ip: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: `/api/investor-access/${slug}`,
    payload: { password },
    remoteAddress: ip,
    headers,
  });
}

/** The `name=value` pair of a Set-Cookie header, ready to send back. */
export function cookieOf(res: { headers: Record<string, unknown> }): string {
  return String(res.headers["set-cookie"]).split(";")[0]!;
}

/** Unlocks and answers the cookie to send back (the unlock must succeed). */
export async function unlockCookie(t: TestApp, slug: string, secret: string, ip: string): Promise<string> {
  const res = await unlock(t, slug, secret, ip);
  expect(res.statusCode, res.body).toBe(204);
  return cookieOf(res);
}

export interface NewCode {
  businessSlug?: string;
  investorName?: string;
  investorEmail?: string;
  expiresAt?: string;
}

/** Makes a personal code in the console's API; answers the whole 201 answer. */
export async function makeCode(t: TestApp, staffCookie: string, body: NewCode & { expiresInMs?: number }, now: number) {
  const { expiresInMs = 30 * 24 * 3600 * 1000, ...rest } = body;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/investor-codes",
    headers: { cookie: staffCookie },
    payload: {
      businessSlug: "dayo",
      investorName: "Ada Lovelace",
      investorEmail: "ada@example.com",
      expiresAt: new Date(now + expiresInMs).toISOString(),
      ...rest,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    investorCode: { id: string; investorName: string; status: string; uses: number };
    code: string;
  };
}

/** The business id behind a slug (the document calls take ids). */
export async function businessIdOf(t: TestApp, slug: string): Promise<string> {
  return (await t.app.inject({ method: "GET", url: `/api/businesses/slug/${slug}` })).json().id as string;
}
