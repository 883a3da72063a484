import { describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/build-app.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";
import { loginAsStaff, withStaff } from "../helpers/admin.ts";
import type { AppConfig } from "../../src/server/config.ts";
import { newId } from "../../src/server/db/ids.ts";
import { signGrant, verifyGrant } from "../../src/server/modules/gates/grant-token.ts";
import { signingKeys } from "../../src/server/modules/gates/server-secrets.ts";

const SITE_PASSWORD = "open the ventures 42";
const CODES = ["WELCOME-2026", "Partner-Alpha"];
const MINUTE = 60_000;

const gated = (extra: Partial<AppConfig> = {}): Partial<AppConfig> => ({
  gates: { sitePassword: SITE_PASSWORD, inviteCodes: CODES, bootstrap: false },
  ...extra,
});

function fakeClock(start = Date.parse("2026-11-25T09:00:00Z")) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function enter(t: TestApp, password: unknown, ip = "198.51.100.20", headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/api/site-access", payload: { password }, remoteAddress: ip, headers });
}
function redeem(t: TestApp, code: unknown, ip = "198.51.100.30", headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/invitations/redeem",
    payload: { code },
    remoteAddress: ip,
    headers,
  });
}
const cookieOf = (res: { headers: Record<string, unknown> }) => String([res.headers["set-cookie"]].flat()[0] ?? "");
const pair = (setCookie: string) => setCookie.split(";")[0]!;

/** What a page loader sees for a cookie header. */
function access(t: TestApp, cookie: string | null) {
  const headers = new Headers(cookie ? { cookie } : {});
  return t.app.services.forLoaders.gates.siteAccess(new Request("http://localhost/businesses", { headers }));
}

describe.each(dbTargets())("site gate and invitation codes on $name", (target) => {
  const build = appsClosedAfterEach(target);

  it("the site password: wrong is 401 with the spec's sentence and no cookie, then right is 204 with the gate cookie", async () => {
    const t = await build(gated());
    const wrong = await enter(t, "not the password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: "Incorrect password. Please try again." });
    expect(wrong.headers["set-cookie"]).toBeUndefined();

    const right = await enter(t, SITE_PASSWORD);
    expect(right.statusCode).toBe(204);
    const cookie = cookieOf(right);
    expect(cookie).toMatch(/^site_access=g1\./);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).not.toMatch(/Secure/);
    expect(right.headers["cache-control"]).toBe("no-store");
    expect(await access(t, pair(cookie))).toBe(true);
    expect(await access(t, null)).toBe(false);
  });

  it("sets a Secure __Host- cookie over HTTPS (behind a trusted proxy)", async () => {
    const t = await build(gated({ trustProxy: 1 }));
    const res = await enter(t, SITE_PASSWORD, "10.0.0.1", { "x-forwarded-proto": "https" });
    expect(res.statusCode).toBe(204);
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/^__Host-site_access=/);
    expect(cookie).toMatch(/Secure/);
    expect(await access(t, pair(cookie))).toBe(true);
  });

  it("an invitation code: wrong is 401 'Invalid invitation code', then right (any case) is 204 with the same gate cookie", async () => {
    const t = await build(gated());
    const wrong = await redeem(t, "NOPE-NOPE");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: "Invalid invitation code" });
    expect(wrong.headers["set-cookie"]).toBeUndefined();

    const right = await redeem(t, " welcome-2026 ");
    expect(right.statusCode).toBe(204);
    expect(await access(t, pair(cookieOf(right)))).toBe(true);
    const [row] = await t.app.services.db.db
      .selectFrom("invitationCodes")
      .selectAll()
      .where("label", "=", "Server code 1")
      .execute();
    expect(row!.uses).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it("bad bodies are 400 sentences; a cross-site post is 403", async () => {
    const t = await build(gated());
    const empty = await t.app.inject({ method: "POST", url: "/api/site-access", payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: "Password is required." });
    const extra = await t.app.inject({ method: "POST", url: "/api/site-access", payload: { password: "x", admin: 1 } });
    expect(extra.statusCode).toBe(400);
    const noCode = await t.app.inject({ method: "POST", url: "/api/invitations/redeem", payload: { code: "" } });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual({ error: "Invitation code is required." });
    const cross = await enter(t, SITE_PASSWORD, "198.51.100.21", { "sec-fetch-site": "cross-site" });
    expect(cross.statusCode).toBe(403);
    expect(cross.headers["set-cookie"]).toBeUndefined();
    const otherOrigin = await redeem(t, CODES[0], "198.51.100.22", { origin: "https://evil.example" });
    expect(otherOrigin.statusCode).toBe(403);
  });

  it("locks an address out after 5 wrong passwords: 429 with Retry-After even for the right one; a spoofed X-Forwarded-For does not help", async () => {
    const clock = fakeClock();
    const t = await build(gated(), { now: clock.now });
    for (let i = 0; i < 5; i++) expect((await enter(t, `guess ${i}`)).statusCode).toBe(401);
    const locked = await enter(t, SITE_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.headers["set-cookie"]).toBeUndefined();
    const spoofed = await enter(t, SITE_PASSWORD, "198.51.100.20", { "x-forwarded-for": "203.0.113.9" });
    expect(spoofed.statusCode).toBe(429);
    // The invitation endpoint keeps its own budget.
    expect((await redeem(t, CODES[1], "198.51.100.20")).statusCode).toBe(204);
    // Another address is not affected.
    expect((await enter(t, SITE_PASSWORD, "198.51.100.99")).statusCode).toBe(204);
  });

  it("locks an address out after 5 wrong codes, the right code included", async () => {
    const t = await build(gated());
    for (let i = 0; i < 5; i++) expect((await redeem(t, `WRONG-${i}`)).statusCode).toBe(401);
    const locked = await redeem(t, CODES[0]);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBeDefined();
    expect(locked.headers["set-cookie"]).toBeUndefined();
  });

  it("a success gives its attempt back: right answers never lock anyone out", async () => {
    const t = await build(gated());
    for (let i = 0; i < 8; i++) expect((await enter(t, SITE_PASSWORD)).statusCode).toBe(204);
    for (let i = 0; i < 8; i++) expect((await redeem(t, CODES[0])).statusCode).toBe(204);
  });

  it("refuses a forged, tampered, expired or other-gate cookie", async () => {
    const clock = fakeClock();
    const t = await build(
      gated({ gates: { sessionSecret: "k".repeat(40), sitePassword: SITE_PASSWORD, bootstrap: false } }),
      {
        now: clock.now,
      },
    );
    const good = pair(cookieOf(await enter(t, SITE_PASSWORD)));
    expect(await access(t, good)).toBe(true);

    const [, body, sig] = good.slice("site_access=".length).split(".");
    const payload = JSON.parse(Buffer.from(body!, "base64url").toString());
    const stretched = Buffer.from(JSON.stringify({ ...payload, e: payload.e + 365 * 86400 })).toString("base64url");
    expect(await access(t, `site_access=g1.${stretched}.${sig}`)).toBe(false);
    const forged = signGrant({ gate: "site", expiresAt: payload.e }, ["not the server's key".repeat(2)]);
    expect(await access(t, `site_access=${forged}`)).toBe(false);
    const otherGate = signGrant({ gate: "investor:holo-world", expiresAt: payload.e }, ["k".repeat(40)]);
    expect(await access(t, `site_access=${otherGate}`)).toBe(false);
    expect(await access(t, "site_access=garbage")).toBe(false);

    clock.advance(7 * 24 * 60 * MINUTE + 1000);
    expect(await access(t, good)).toBe(false);
  });

  it("signs with a key made once in the database when SESSION_SECRET is unset", async () => {
    const t = await build(gated());
    const keys = await signingKeys(t.app.services.db.db, undefined, new Date().toISOString());
    const given = pair(cookieOf(await enter(t, SITE_PASSWORD))).slice("site_access=".length);
    expect(verifyGrant(given, "site", keys, Date.now())).not.toBeNull();
    expect(verifyGrant(given, "site", ["another key of forty characters at least"], Date.now())).toBeNull();
    // The key alone opens nothing: a token must name a grant the server made.
    const made = signGrant({ gate: "site", expiresAt: Math.floor(Date.now() / 1000) + 60 }, keys);
    const named = signGrant({ gate: "site", expiresAt: Math.floor(Date.now() / 1000) + 60, id: newId() }, keys);
    expect(await access(t, `site_access=${made}`)).toBe(false);
    expect(await access(t, `site_access=${named}`)).toBe(false);
    expect(await access(t, `site_access=${given}`)).toBe(true);
  });

  it("DELETE /api/site-access clears the cookie", async () => {
    const t = await build(gated());
    const res = await t.app.inject({ method: "DELETE", url: "/api/site-access" });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/site_access=;/);
  });

  it("keeps invitation codes only as keyed hashes", async () => {
    const t = await build(gated());
    const rows = await t.app.services.db.db.selectFrom("invitationCodes").selectAll().orderBy("label").execute();
    expect(rows.map((r) => [r.label, r.source])).toEqual([
      ["Server code 1", "env"],
      ["Server code 2", "env"],
    ]);
    const dump = JSON.stringify(rows).toLowerCase();
    for (const code of CODES) {
      expect(dump).not.toContain(code.toLowerCase());
      expect(dump).not.toContain(code.replace("-", "").toLowerCase());
    }
    for (const r of rows) expect(r.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const meta = await t.app.services.db.db.selectFrom("siteMeta").select(["key", "value"]).execute();
    expect(JSON.stringify(meta)).not.toContain(SITE_PASSWORD);
  });

  it("a server code saved under the setting's name is listed to staff in plain words", async () => {
    const t = await build(withStaff(gated()));
    const { cookie } = await loginAsStaff(t);
    await t.app.services.db.db
      .updateTable("invitationCodes")
      .set({ label: "INVITE_CODES #2" })
      .where("label", "=", "Server code 2")
      .execute();
    const list = await t.app.inject({ method: "GET", url: "/api/admin/invitations", headers: { cookie } });
    const labels = (list.json() as { items: { label: string }[] }).items.map((i) => i.label).sort();
    expect(labels).toEqual(["Server code 1", "Server code 2"]);
    expect(list.body).not.toContain("INVITE_CODES");
  });

  it("without INVITE_CODES two codes are made once per deployment (not in tests unless asked)", async () => {
    const t = await build(withStaff({ gates: { bootstrap: false } }));
    expect(await t.app.services.db.db.selectFrom("invitationCodes").selectAll().execute()).toHaveLength(0);
    const made = await t.app.services.gates.invitations.sync(undefined, true);
    expect(made).toHaveLength(2);
    expect(await t.app.services.gates.invitations.sync(undefined, true)).toEqual([]);
    for (const code of made) expect((await redeem(t, code)).statusCode).toBe(204);
  });

  it("staff list, add and revoke codes; a revoked code no longer opens the gate, nor the passes it gave", async () => {
    const t = await build(withStaff(gated()));
    const { cookie } = await loginAsStaff(t);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/invitations",
      payload: { label: "Investor day" },
      headers: { cookie },
    });
    expect(created.statusCode).toBe(201);
    const { invitation, code } = created.json() as { invitation: { id: string; source: string }; code: string };
    expect(invitation.source).toBe("console");
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const list = await t.app.inject({ method: "GET", url: "/api/admin/invitations", headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const items = (list.json() as { items: { id: string; label: string }[] }).items;
    expect(items.map((i) => i.label).sort()).toEqual(["Investor day", "Server code 1", "Server code 2"]);
    expect(list.body).not.toContain(code);

    const redeemed = await redeem(t, code);
    expect(redeemed.statusCode).toBe(204);
    const pass = pair(String(redeemed.headers["set-cookie"]));
    const grid = () => t.app.services.gates.hasSiteGrant(pass);
    expect(await grid()).toBe(true);
    const revoked = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/invitations/${invitation.id}`,
      headers: { cookie },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await redeem(t, code)).statusCode).toBe(401);
    expect(await grid()).toBe(false);

    const unknown = await t.app.inject({ method: "DELETE", url: "/api/admin/invitations/nope", headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    const badLabel = await t.app.inject({
      method: "POST",
      url: "/api/admin/invitations",
      payload: { label: "" },
      headers: { cookie },
    });
    expect(badLabel.statusCode).toBe(400);
    expect(badLabel.json()).toEqual({ error: "Label is required." });
  });

  it("the console's invitation routes need a session", async () => {
    const t = await build(gated());
    for (const [method, url] of [
      ["GET", "/api/admin/invitations"],
      ["POST", "/api/admin/invitations"],
      ["DELETE", "/api/admin/invitations/x"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "POST" ? { label: "x" } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("an INVITE_CODES entry taken out is revoked at the next start; one staff revoked stays revoked", async () => {
    const t = await build(gated());
    const inv = t.app.services.gates.invitations;
    const rows = await inv.list();
    const second = rows.find((r) => r.label === "Server code 2")!;
    await inv.revoke(second.id);
    await inv.sync([CODES[1]!], false);
    expect((await redeem(t, CODES[0])).statusCode).toBe(401);
    expect((await redeem(t, CODES[1])).statusCode).toBe(401);
  });
});
