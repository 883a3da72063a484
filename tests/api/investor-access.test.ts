import { describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/build-app.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";
import { setBusinessPassword } from "../../src/server/modules/investor-access/investor-passwords.ts";
import { signGrant } from "../../src/server/modules/gates/grant-token.ts";

const SHARED = "shared investor secret";
const config = { investor: { password: SHARED, bootstrap: false } };
const IP = "198.51.100.20";

function fakeClock(start = Date.parse("2026-11-25T09:00:00Z")) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function unlock(t: TestApp, slug: string, password: unknown, ip = IP, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: `/api/investor-access/${slug}`,
    payload: { password },
    remoteAddress: ip,
    headers,
  });
}

/** The `name=value` pair of the Set-Cookie header, ready to send back. */
function cookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = String(res.headers["set-cookie"]);
  return raw.split(";")[0]!;
}

/** Asks the assistant's gate (the default investorUnlocked) through a route that reads it. */
async function unlocked(t: TestApp, slug: string, cookie?: string): Promise<boolean> {
  return t.app.services.investor.access.unlocked({ header: cookie ?? null, secure: false }, slug);
}

describe.each(dbTargets())("investor portal access on $name", (target) => {
  const build = appsClosedAfterEach(target);

  it("refuses a wrong password with 401 and a sentence, then grants the right one with a signed HttpOnly Lax cookie", async () => {
    const t = await build(config);
    const wrong = await unlock(t, "dayo", "not the password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: "Incorrect password. Please try again." });
    expect(wrong.headers["set-cookie"]).toBeUndefined();

    const right = await unlock(t, "dayo", SHARED);
    expect(right.statusCode).toBe(204);
    const raw = String(right.headers["set-cookie"]);
    expect(raw).toMatch(/^investor_dayo=g1\./);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(raw).toMatch(/Path=\//);
    expect(raw).toMatch(/; Max-Age=43200(;|$)/);
    expect(raw).not.toMatch(/Secure/);
    expect(right.headers["cache-control"]).toBe("private, no-store");
    expect(await unlocked(t, "dayo", cookieOf(right))).toBe(true);
  });

  it("sets a Secure __Host- cookie over HTTPS", async () => {
    const t = await build({ ...config, trustProxy: 1 });
    const res = await unlock(t, "dayo", SHARED, "10.0.0.1", { "x-forwarded-proto": "https" });
    expect(res.statusCode).toBe(204);
    const raw = String(res.headers["set-cookie"]);
    expect(raw).toMatch(/^__Host-investor_dayo=/);
    expect(raw).toMatch(/Secure/);
    // Over HTTPS only the __Host- cookie counts: the same token under the plain name (set by a
    // sibling subdomain or a plain-HTTP answer) opens nothing.
    const token = cookieOf(res).split("=").slice(1).join("=");
    const https = { "x-forwarded-proto": "https" };
    const list = async (cookie: string) => {
      const id = (await t.app.inject({ method: "GET", url: "/api/businesses/slug/dayo" })).json().id as string;
      return t.app.inject({
        method: "GET",
        url: `/api/businesses/${id}/investor-documents`,
        remoteAddress: "10.0.0.1",
        headers: { ...https, cookie },
      });
    };
    expect((await list(`__Host-investor_dayo=${token}`)).statusCode).toBe(200);
    expect((await list(`investor_dayo=${token}`)).statusCode).toBe(404);
    expect(
      await t.app.services.investor.access.unlocked({ header: `investor_dayo=${token}`, secure: true }, "dayo"),
    ).toBe(false);
    // A junk plain cookie in front of the real one does not lock the investor out.
    expect((await list(`investor_dayo=%E0%A4%A; __Host-investor_dayo=${token}`)).statusCode).toBe(200);
  });

  it("a business's own password replaces the shared one for that business only", async () => {
    const t = await build(config);
    await setBusinessPassword(t.app.services.db.db, "ume", "ume's own password", new Date());
    expect((await unlock(t, "ume", SHARED)).statusCode).toBe(401);
    expect((await unlock(t, "ume", "ume's own password")).statusCode).toBe(204);
    expect((await unlock(t, "dayo", "ume's own password")).statusCode).toBe(401);
    expect((await unlock(t, "dayo", SHARED)).statusCode).toBe(204);
    const row = await t.app.services.db.db
      .selectFrom("siteMeta")
      .select("value")
      .where("key", "=", "secret:investor-password:ume")
      .executeTakeFirstOrThrow();
    expect(row.value).toMatch(/^\$argon2id\$/);
  });

  it("a cookie for one business is refused on another", async () => {
    const t = await build(config);
    const res = await unlock(t, "dayo", SHARED);
    const cookie = cookieOf(res);
    expect(await unlocked(t, "dayo", cookie)).toBe(true);
    expect(await unlocked(t, "ume", cookie)).toBe(false);
    // The same token under the other business's cookie name: signed for dayo, so still refused.
    const token = cookie.split("=").slice(1).join("=");
    expect(await unlocked(t, "ume", `investor_ume=${token}`)).toBe(false);
  });

  it("a cookie stops opening a portal that has been closed since (investorEnabled turned off)", async () => {
    const t = await build(config);
    const cookie = cookieOf(await unlock(t, "dayo", SHARED));
    expect(await unlocked(t, "dayo", cookie)).toBe(true);
    await t.app.services.db.db
      .updateTable("businesses")
      .set({ investorEnabled: 0 })
      .where("slug", "=", "dayo")
      .execute();
    expect(await unlocked(t, "dayo", cookie)).toBe(false);
  });

  it("refuses a forged cookie and an expired one", async () => {
    const clock = fakeClock();
    const t = await build(config, { now: clock.now });
    const cookie = cookieOf(await unlock(t, "dayo", SHARED));
    const forged = signGrant({ gate: "investor:dayo", expiresAt: Math.floor(clock.now() / 1000) + 3600 }, [
      "a key the server never had, long enough",
    ]);
    expect(await unlocked(t, "dayo", `investor_dayo=${forged}`)).toBe(false);
    expect(await unlocked(t, "dayo", "investor_dayo=g1.e30.AAAA")).toBe(false);
    // A stretched expiry breaks the signature.
    const [v, , sig] = cookie.split("=")[1]!.split(".");
    const body = Buffer.from(JSON.stringify({ g: "investor:dayo", e: 4_000_000_000 })).toString("base64url");
    expect(await unlocked(t, "dayo", `investor_dayo=${v}.${body}.${sig}`)).toBe(false);

    expect(await unlocked(t, "dayo", cookie)).toBe(true);
    clock.advance(43_201 * 1000);
    expect(await unlocked(t, "dayo", cookie)).toBe(false);
  });

  it("locks out an address after 5 attempts, even for the right password, and a right one is refunded", async () => {
    const clock = fakeClock();
    const t = await build(config, { now: clock.now });
    // Right passwords do not use up the budget.
    for (let i = 0; i < 6; i++) expect((await unlock(t, "dayo", SHARED)).statusCode).toBe(204);
    for (let i = 0; i < 5; i++) expect((await unlock(t, "dayo", `guess ${i}`)).statusCode).toBe(401);
    const locked = await unlock(t, "dayo", SHARED);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.json().error).toEqual(expect.any(String));
    expect(locked.headers["set-cookie"]).toBeUndefined();
    // Another business does not reset the address's budget.
    expect((await unlock(t, "ume", SHARED)).statusCode).toBe(429);
    // Another address is not locked.
    expect((await unlock(t, "dayo", SHARED, "198.51.100.99")).statusCode).toBe(204);
  });

  it("answers 404 with one sentence for unknown, malformed and not-enabled portals", async () => {
    const t = await build(config);
    for (const slug of ["no-such-business", "herbcore-radio", "DAYO", "a".repeat(90), "..%2Fadmin"]) {
      const res = await unlock(t, slug, SHARED);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({ error: "There is no investor portal for that business." });
    }
  });

  it("takes strict JSON only: extra fields, a missing or non-text password, a large body", async () => {
    const t = await build(config);
    const extra = await t.app.inject({
      method: "POST",
      url: "/api/investor-access/dayo",
      payload: { password: SHARED, remember: true },
      remoteAddress: IP,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ error: "Send only the password." });
    expect((await unlock(t, "dayo", "")).json()).toEqual({ error: "Enter the password." });
    expect((await unlock(t, "dayo", 12345)).statusCode).toBe(400);
    const big = await unlock(t, "dayo", "x".repeat(5000));
    expect(big.statusCode).toBe(413);
    const text = await t.app.inject({
      method: "POST",
      url: "/api/investor-access/dayo",
      payload: `password=${SHARED}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      remoteAddress: IP,
    });
    expect(text.statusCode).toBe(415);
  });

  it("refuses a cross-site unlock", async () => {
    const t = await build(config);
    const res = await unlock(t, "dayo", SHARED, IP, { "sec-fetch-site": "cross-site" });
    expect(res.statusCode).toBe(403);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("DELETE locks the portal again: the cookie is cleared", async () => {
    const t = await build(config);
    const res = await t.app.inject({ method: "DELETE", url: "/api/investor-access/dayo", remoteAddress: IP });
    expect(res.statusCode).toBe(204);
    const cleared = ([] as string[]).concat(res.headers["set-cookie"] as string[] | string);
    expect(cleared.some((c) => /^investor_dayo=;/.test(c) && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect(cleared.some((c) => /^__Host-investor_dayo=;/.test(c))).toBe(true);
    const unknown = await t.app.inject({ method: "DELETE", url: "/api/investor-access/nope", remoteAddress: IP });
    expect(unknown.statusCode).toBe(404);
  });
});
