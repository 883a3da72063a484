import { Writable } from "node:stream";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/build-app.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";
import { loginAsStaff, STAFF, withStaff } from "../helpers/admin.ts";
import { totpCode } from "../../src/server/modules/admin-auth/totp.ts";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";

const MINUTE = 60_000;

function login(t: TestApp, payload: object, ip = "198.51.100.10", headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/api/admin/login", payload, remoteAddress: ip, headers });
}
function session(t: TestApp, headers: Record<string, string>) {
  return t.app.inject({ method: "GET", url: "/api/admin/session", headers });
}

/** A clock the test moves: sessions expire without waiting. */
function fakeClock(start = Date.parse("2026-11-25T09:00:00Z")) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe.each(dbTargets())("admin login and sessions on $name", (target) => {
  const build = appsClosedAfterEach(target);

  it("logs in with the right password: a session id, the session fields and an HttpOnly strict cookie", async () => {
    const t = await build(withStaff());
    const res = await login(t, STAFF);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      isAuthenticated: true,
      username: "staff",
      sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
    });
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toContain(`admin_session=${body.sessionId}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(res.headers["cache-control"]).toBe("no-store");
    // The id itself is never stored: only its hash.
    const rows = await t.app.services.db.db.selectFrom("adminSessions").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idHash).not.toContain(body.sessionId);
    expect(rows[0]!.idHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("sets a Secure __Host- cookie over HTTPS (behind a trusted proxy)", async () => {
    const t = await build(withStaff({ trustProxy: 1 }));
    const res = await login(t, STAFF, "10.0.0.1", { "x-forwarded-proto": "https" });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^__Host-admin_session=/);
    expect(cookie).toMatch(/Secure/);
    const id = res.json().sessionId as string;
    const https = { "x-forwarded-proto": "https" };
    expect((await session(t, { ...https, cookie: `__Host-admin_session=${id}` })).statusCode).toBe(200);
    // Over HTTPS a plain-named cookie is not the site's own: it could have been planted.
    expect((await session(t, { ...https, cookie: `admin_session=${id}` })).statusCode).toBe(401);
  });

  it("answers the same 'Invalid credentials' for a wrong password and an unknown user", async () => {
    const t = await build(withStaff());
    const wrong = await login(t, { username: "staff", password: "not the password" });
    const unknown = await login(t, { username: "nobody", password: "not the password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: "Invalid credentials" });
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("takes similar time whether or not the user exists", async () => {
    const t = await build(withStaff());
    const time = async (username: string) => {
      const start = process.hrtime.bigint();
      await login(t, { username, password: "not the password" }, `198.51.100.${username.length + 20}`);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    await time("warmup-user"); // the dummy hash is made on first use
    const known = Math.min(await time("staff"), await time("staff"));
    const unknown = Math.min(await time("ghost"), await time("ghost"));
    // Both spend one argon2id verification; without the dummy check an unknown name returns in ~1 ms.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it("accepts the session from the cookie or the x-session-id header, and nothing else", async () => {
    const t = await build(withStaff());
    const { cookie, sessionId } = await loginAsStaff(t);
    for (const headers of [{ cookie }, { "x-session-id": sessionId }] as Record<string, string>[]) {
      const res = await session(t, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isAuthenticated: true, username: "staff" });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    for (const headers of [{}, { "x-session-id": "x".repeat(43) }, { cookie: "admin_session=forged" }] as Record<
      string,
      string
    >[]) {
      const res = await session(t, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "Please log in to continue." });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("logout deletes the session on the server: a replayed id answers 401", async () => {
    const t = await build(withStaff());
    const { cookie, sessionId } = await loginAsStaff(t);
    const out = await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect(String(out.headers["set-cookie"])).toMatch(/admin_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await session(t, { cookie })).statusCode).toBe(401);
    expect((await session(t, { "x-session-id": sessionId })).statusCode).toBe(401);
    expect(await t.app.services.db.db.selectFrom("adminSessions").selectAll().execute()).toHaveLength(0);
  });

  it("gives a fresh session id at every login and ends the one the browser held (no fixation)", async () => {
    const t = await build(withStaff());
    const first = await loginAsStaff(t);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: STAFF,
      headers: { cookie: first.cookie },
    });
    expect(again.statusCode).toBe(200);
    const second = again.json().sessionId as string;
    expect(second).not.toBe(first.sessionId);
    expect((await session(t, { cookie: first.cookie })).statusCode).toBe(401);
    expect((await session(t, { "x-session-id": second })).statusCode).toBe(200);
  });

  it("ends a session after 30 idle minutes", async () => {
    const clock = fakeClock();
    const t = await build(withStaff(), { now: clock.now });
    const { sessionId } = await loginAsStaff(t);
    const h = { "x-session-id": sessionId };
    clock.advance(29 * MINUTE);
    expect((await session(t, h)).statusCode).toBe(200);
    // Activity moved the idle window on.
    clock.advance(29 * MINUTE);
    expect((await session(t, h)).statusCode).toBe(200);
    clock.advance(30 * MINUTE);
    expect((await session(t, h)).statusCode).toBe(401);
  });

  it("ends a session 12 hours after login however busy it is", async () => {
    const clock = fakeClock();
    const t = await build(withStaff(), { now: clock.now });
    const { sessionId } = await loginAsStaff(t);
    const h = { "x-session-id": sessionId };
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      clock.advance(20 * MINUTE);
      expect((await session(t, h)).statusCode, `after ${elapsed + 20} minutes`).toBe(200);
    }
    clock.advance(20 * MINUTE); // 12 h 00 min since login
    expect((await session(t, h)).statusCode).toBe(401);
  });

  it("locks an address out after 5 failures in 5 minutes, even for the right password", async () => {
    const t = await build(withStaff());
    const ip = "198.51.100.77";
    for (let i = 0; i < 5; i++) expect((await login(t, { ...STAFF, password: `wrong ${i}` }, ip)).statusCode).toBe(401);
    const locked = await login(t, STAFF, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/^Too many requests from your address\. Please try again in 5 minutes\.$/);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(290);
    expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(300);
    expect(locked.headers["set-cookie"]).toBeUndefined();
    // Another address is not locked.
    expect((await login(t, STAFF, "198.51.100.78")).statusCode).toBe(200);
  });

  it("locks a username out after 10 failures in 15 minutes from any addresses", async () => {
    const t = await build(withStaff());
    for (let i = 0; i < 10; i++) {
      expect((await login(t, { username: "STAFF", password: `wrong ${i}` }, `198.51.101.${i}`)).statusCode).toBe(401);
    }
    const locked = await login(t, STAFF, "198.51.101.200");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: "Too many requests for this account. Please try again in 15 minutes." });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(890);
    expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(900);
  });

  it("does not count an attempt refused for one budget against the other", async () => {
    const t = await build(withStaff());
    for (let i = 0; i < 10; i++) {
      expect((await login(t, { username: "staff", password: `wrong ${i}` }, `198.51.102.${i}`)).statusCode).toBe(401);
    }
    const ip = "198.51.102.200";
    for (let i = 0; i < 6; i++) expect((await login(t, STAFF, ip)).statusCode).toBe(429);
    // The six refused for the account left the address's budget of 5 untouched.
    for (let i = 0; i < 5; i++) {
      expect((await login(t, { username: "nobody", password: "wrong" }, ip)).statusCode).toBe(401);
    }
    const locked = await login(t, { username: "nobody", password: "wrong" }, ip);
    expect(locked.json()).toEqual({ error: "Too many requests from your address. Please try again in 5 minutes." });
  });

  it("successful logins do not use up the budget", async () => {
    const t = await build(withStaff());
    for (let i = 0; i < 8; i++) expect((await login(t, STAFF, "198.51.100.90")).statusCode).toBe(200);
  });

  it("keeps the lockout in memory when Redis is unreachable (never fails open)", async () => {
    const t = await build(withStaff({ redisUrl: "redis://127.0.0.1:1" }));
    const ip = "198.51.100.91";
    for (let i = 0; i < 5; i++) expect((await login(t, { ...STAFF, password: "wrong" }, ip)).statusCode).toBe(401);
    expect((await login(t, STAFF, ip)).statusCode).toBe(429);
  });

  it("believes X-Forwarded-For only with TRUST_PROXY: a spoofed header does not dodge the lockout", async () => {
    const t = await build(withStaff());
    const ip = "198.51.100.92";
    for (let i = 0; i < 5; i++) {
      const spoofed = { "x-forwarded-for": `203.0.113.${i}` };
      expect((await login(t, { ...STAFF, password: "wrong" }, ip, spoofed)).statusCode).toBe(401);
    }
    expect((await login(t, STAFF, ip, { "x-forwarded-for": "203.0.113.99" })).statusCode).toBe(429);
  });

  it("requires the authenticator code once a second factor is enrolled, and takes each code once", async () => {
    const clock = fakeClock();
    const t = await build(withStaff(), { now: clock.now });
    const before = await loginAsStaff(t, "198.51.100.119");
    const { secret, uri } = await t.app.services.admin.auth.accounts.enrolTotp("staff");
    // A session opened before the second factor existed ends with the enrolment.
    expect((await session(t, { cookie: before.cookie })).statusCode).toBe(401);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*staff\?/);
    const missing = await login(t, STAFF, "198.51.100.120");
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      error: "Enter the 6-digit code from your authenticator app.",
      totpRequired: true,
    });
    const wrongCode = String((Number(totpCode(secret, clock.now())) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await login(t, { ...STAFF, totp: wrongCode }, "198.51.100.121");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().totpRequired).toBe(true);
    const code = totpCode(secret, clock.now());
    expect((await login(t, { ...STAFF, totp: code }, "198.51.100.122")).statusCode).toBe(200);
    // The same code again is refused (replay), the next period's code works.
    expect((await login(t, { ...STAFF, totp: code }, "198.51.100.123")).statusCode).toBe(401);
    clock.advance(30_000);
    expect((await login(t, { ...STAFF, totp: totpCode(secret, clock.now()) }, "198.51.100.124")).statusCode).toBe(200);
    // A wrong password with a right code is just invalid credentials.
    clock.advance(30_000);
    const badPassword = await login(
      t,
      { ...STAFF, password: "nope", totp: totpCode(secret, clock.now()) },
      "198.51.100.125",
    );
    expect(badPassword.json()).toEqual({ error: "Invalid credentials" });
  });

  it("refuses state-changing calls with the cookie from another site", async () => {
    const t = await build(withStaff());
    const { cookie } = await loginAsStaff(t);
    for (const foreign of [
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      { "sec-fetch-site": "same-site" },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie, ...foreign } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "This request came from another site and was refused." });
      const login = await t.app.inject({ method: "POST", url: "/api/admin/login", payload: STAFF, headers: foreign });
      expect(login.statusCode).toBe(403);
    }
    expect((await session(t, { cookie })).statusCode).toBe(200);
    const same = await t.app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { cookie, "sec-fetch-site": "same-origin", origin: "http://localhost:80", host: "localhost:80" },
    });
    expect(same.statusCode).toBe(200);
  });

  it("logs login, failure, lockout, TOTP failure and logout without secrets", async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await build(withStaff({ logLevel: "info", logStream }));
    const ip = "198.51.100.130";
    const { sessionId, cookie } = await loginAsStaff(t, ip);
    await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie } });
    for (let i = 0; i < 6; i++) await login(t, { username: "staff", password: "hunter2-wrong-password" }, ip);
    const { secret } = await t.app.services.admin.auth.accounts.enrolTotp("staff");
    await login(
      t,
      { ...STAFF, totp: "000000" === totpCode(secret, Date.now()) ? "111111" : "000000" },
      "198.51.100.131",
    );
    const text = lines.join("");
    for (const message of [
      "admin logged in",
      "admin logged out",
      "admin login failed",
      "admin login refused: too many attempts (locked out)",
      "admin login failed: wrong or reused authenticator code",
    ]) {
      expect(text, message).toContain(`"msg":"${message}"`);
    }
    expect(text).not.toContain(STAFF.password);
    expect(text).not.toContain("hunter2-wrong-password");
    expect(text).not.toContain(sessionId);
    expect(text).not.toContain(secret);
  });
});

describe.each(dbTargets())("admin sessions across instances on $name", (target) => {
  const build = appsClosedAfterEach(target);

  it("a session made on one instance works on another, and logout on one ends it on both", async () => {
    const a = await build(withStaff());
    const b = await buildApp(
      loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }, { ssr: "none", database: a.db.database }),
    );
    try {
      const { sessionId } = await loginAsStaff(a);
      expect((await session({ app: b } as TestApp, { "x-session-id": sessionId })).statusCode).toBe(200);
      await b.inject({ method: "POST", url: "/api/admin/logout", headers: { "x-session-id": sessionId } });
      expect((await session(a, { "x-session-id": sessionId })).statusCode).toBe(401);
    } finally {
      await b.close();
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)("shares the login lockout between instances through Redis", async () => {
    const prefix = `test-admin-${Date.now()}-${Math.random().toString(36).slice(2)}:`;
    const shared = {
      redisUrl: process.env.TEST_REDIS_URL!,
      publicWriteLimit: { max: 10, windowMs: 600_000, prefix },
    };
    const a = await build(withStaff(shared));
    const b = await buildApp(
      loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }, { ssr: "none", database: a.db.database, ...shared }),
    );
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    try {
      await new Promise((r) => setTimeout(r, 200)); // both clients connected
      const ip = "198.51.100.140";
      for (let i = 0; i < 5; i++) {
        const on = i % 2 === 0 ? a.app : b;
        const res = await on.inject({
          method: "POST",
          url: "/api/admin/login",
          payload: { ...STAFF, password: "wrong" },
          remoteAddress: ip,
        });
        expect(res.statusCode).toBe(401);
      }
      const locked = await b.inject({ method: "POST", url: "/api/admin/login", payload: STAFF, remoteAddress: ip });
      expect(locked.statusCode).toBe(429);
      expect(await redis.keys(`${prefix}admin-login:*`)).toHaveLength(2);
    } finally {
      await redis.del(...(await redis.keys(`${prefix}*`)), "never-empty");
      redis.disconnect();
      await b.close();
    }
  });
});
