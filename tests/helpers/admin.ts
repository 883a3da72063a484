import type { AppConfig } from "../../src/server/config.ts";
import type { TestApp } from "./build-app.ts";

export const STAFF = { username: "staff", password: "correct horse battery staple" };

/** Config of an app whose first admin is STAFF (tests skip the first admin unless asked). */
export const withStaff = (extra: Partial<AppConfig> = {}): Partial<AppConfig> => ({
  admin: { ...STAFF, bootstrap: true },
  ...extra,
});

/** Logs STAFF in; answers the cookie header to send and the session id. */
export async function loginAsStaff(t: TestApp, ip = "203.0.113.250"): Promise<{ cookie: string; sessionId: string }> {
  const res = await t.app.inject({ method: "POST", url: "/api/admin/login", payload: STAFF, remoteAddress: ip });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const set = [res.headers["set-cookie"]].flat().find((c) => c?.startsWith("admin_session="));
  if (!set) throw new Error("no session cookie");
  return { cookie: set.split(";")[0]!, sessionId: (res.json() as { sessionId: string }).sessionId };
}
