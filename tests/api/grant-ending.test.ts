import { vi, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig, type AppConfig } from "../../src/server/config.ts";
import { loginAsStaff, withStaff } from "../helpers/admin.ts";
import type { TestApp } from "../helpers/build-app.ts";
import { businessIdOf, fakeClock, makeCode, SHARED, unlockCookie } from "../helpers/investor.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * Issue 18, item 5: an ended grant is ended everywhere. Found from outside: a saved copy of a
 * shared-password investor cookie still opened the documents for 12 hours after Lock,
 * ?reset=true or DELETE /api/investor-access/{slug}, and a site-gate cookie still opened
 * /businesses for 7 days after DELETE /api/site-access. Each test keeps a copy of the cookie from
 * before, ends the grant the way a visitor would, and sends the copy again.
 */

const SITE_PASSWORD = "open the ventures 42";
const IP = "198.51.100.120";
const HOUR = 3600 * 1000;
const config: Partial<AppConfig> = {
  investor: { password: SHARED, bootstrap: false },
  gates: { sitePassword: SITE_PASSWORD, inviteCodes: ["WELCOME-2026"], bootstrap: false },
};

/** What DAY-O's investor assistant says about revenue to a visitor with and without the portal. */
const OPEN_ANSWER = "DAY-O projects revenue in the millions by Year 3";
const LOCKED_ANSWER =
  "DAY-O's figures and investment case are in its investor documents, which open in the investor portal once you have access.";

/** Everything a cookie for DAY-O's portal opens, as a visitor holding it sees it. */
async function whatDayoOpens(t: TestApp, cookie: string) {
  const id = await businessIdOf(t, "dayo");
  const list = await t.app.inject({
    method: "GET",
    url: `/api/businesses/${id}/investor-documents`,
    headers: { cookie },
  });
  const pdf = await t.app.inject({
    method: "GET",
    url: `/api/investor-documents/${id}/financial-model.pdf`,
    headers: { cookie },
  });
  const page = await t.app.services.forLoaders.investor.portal(
    new Request("http://localhost/investor/dayo", { headers: { cookie } }),
    "dayo",
  );
  const chat = await t.app.inject({
    method: "POST",
    url: "/api/aurora-chat",
    payload: { slug: "dayo", message: "what is the projected revenue?" },
    headers: { cookie },
    remoteAddress: IP,
  });
  expect(chat.statusCode).toBe(200);
  const answer = chat.json<{ text: string }>().text;
  return { list: list.statusCode, pdf: pdf.statusCode, page: page?.kind, answer };
}

async function expectOpen(t: TestApp, cookie: string) {
  const seen = await whatDayoOpens(t, cookie);
  expect(seen).toMatchObject({ list: 200, pdf: 200, page: "open" });
  expect(seen.answer).toContain(OPEN_ANSWER);
}

async function expectLocked(t: TestApp, cookie: string) {
  const seen = await whatDayoOpens(t, cookie);
  expect(seen).toMatchObject({ list: 404, pdf: 404, page: "locked" });
  expect(seen.answer).toContain(LOCKED_ANSWER);
  expect(seen.answer).not.toContain(OPEN_ANSWER);
}

/** Whether the /businesses loader lets a cookie in. */
function opensBusinesses(t: TestApp, cookie: string) {
  return t.app.services.forLoaders.gates.siteAccess(
    new Request("http://localhost/businesses", { headers: { cookie } }),
  );
}

async function siteCookie(t: TestApp, url: string, payload: object): Promise<string> {
  const res = await t.app.inject({ method: "POST", url, payload, remoteAddress: IP });
  expect(res.statusCode, res.body).toBe(204);
  return String([res.headers["set-cookie"]].flat()[0]).split(";")[0]!;
}

const lockByDelete = (t: TestApp, cookie: string) =>
  t.app.inject({ method: "DELETE", url: "/api/investor-access/dayo", headers: { cookie }, remoteAddress: IP });

/** The database queries that read or change gate grants while `fn` runs. */
async function grantQueries(t: TestApp, fn: () => Promise<unknown>): Promise<string[]> {
  const executor = t.app.services.db.db.getExecutor();
  const spy = vi.spyOn(executor, "executeQuery");
  try {
    await fn();
    return spy.mock.calls.map(([q]) => q.sql).filter((sql) => /"grants"|_codes"/.test(sql));
  } finally {
    spy.mockRestore();
  }
}

describe.each(dbTargets())("ending a grant ends every copy of its cookie, on $name", (target) => {
  const build = appsClosedAfterEach(target);

  it("Lock (DELETE /api/investor-access/{slug}): the copy opens no document, page or assistant answer", async () => {
    const t = await build(config);
    const cookie = await unlockCookie(t, "dayo", SHARED, IP);
    const copy = cookie;
    await expectOpen(t, copy);
    const res = await lockByDelete(t, cookie);
    expect(res.statusCode).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/investor_dayo=;/);
    await expectLocked(t, copy);
  });

  it("?reset=true (the page's lock): the copy opens nothing afterwards", async () => {
    const t = await build(config);
    const copy = await unlockCookie(t, "dayo", SHARED, IP);
    await expectOpen(t, copy);
    // What the page's loader does for /investor/dayo?reset=true.
    const cleared = await t.app.services.forLoaders.investor.lock(
      new Request("http://localhost/investor/dayo?reset=true", { headers: { cookie: copy } }),
      "dayo",
    );
    expect(cleared.join("\n")).toMatch(/investor_dayo=;[^\n]*Max-Age=0/);
    await expectLocked(t, copy);
  });

  it("ends a personal code's grant too, and only the grant of the browser that locked", async () => {
    const clock = fakeClock();
    const t = await build(withStaff(config), { now: clock.now });
    const { cookie: staff } = await loginAsStaff(t);
    const { code } = await makeCode(t, staff, {}, clock.now());
    const byCode = await unlockCookie(t, "dayo", code, IP);
    const byPassword = await unlockCookie(t, "dayo", SHARED, "198.51.100.121");
    const elsewhere = await unlockCookie(t, "dayo", SHARED, "198.51.100.122");

    expect((await lockByDelete(t, byCode)).statusCode).toBe(204);
    expect((await lockByDelete(t, byPassword)).statusCode).toBe(204);
    await expectLocked(t, byCode);
    await expectLocked(t, byPassword);
    // Another visitor who unlocked with the same password is not locked out by them.
    await expectOpen(t, elsewhere);
    // The code itself still works: ending a grant is not revoking the code.
    await expectOpen(t, await unlockCookie(t, "dayo", code, IP));
  });

  it("a forged cookie, another business's or none ends nothing", async () => {
    const t = await build(config);
    const cookie = await unlockCookie(t, "dayo", SHARED, IP);
    const [, body] = cookie.slice("investor_dayo=".length).split(".");
    const forged = `investor_dayo=g1.${body}.${Buffer.alloc(32).toString("base64url")}`;
    expect((await lockByDelete(t, forged)).statusCode).toBe(204);
    expect((await lockByDelete(t, "")).statusCode).toBe(204);
    expect((await lockByDelete(t, `investor_ume=${cookie.slice("investor_dayo=".length)}`)).statusCode).toBe(204);
    const ume = await t.app.inject({
      method: "DELETE",
      url: "/api/investor-access/ume",
      headers: { cookie: `investor_ume=${cookie.slice("investor_dayo=".length)}` },
    });
    expect(ume.statusCode).toBe(204);
    await expectOpen(t, cookie);
  });

  it("DELETE /api/site-access: a copy of the site cookie no longer opens /businesses, from the password or a code", async () => {
    const t = await build(config);
    for (const [url, payload] of [
      ["/api/site-access", { password: SITE_PASSWORD }],
      ["/api/invitations/redeem", { code: "WELCOME-2026" }],
    ] as const) {
      const copy = await siteCookie(t, url, payload);
      const other = await siteCookie(t, url, payload);
      expect(await opensBusinesses(t, copy)).toBe(true);
      const res = await t.app.inject({ method: "DELETE", url: "/api/site-access", headers: { cookie: copy } });
      expect(res.statusCode).toBe(204);
      expect(String(res.headers["set-cookie"])).toMatch(/site_access=;/);
      expect(await opensBusinesses(t, copy), url).toBe(false);
      expect(await opensBusinesses(t, other), `${url}: another visitor's pass`).toBe(true);
    }
  });

  it("keeps the lifetimes: 12 hours for the portal, 7 days for the site, in the cookie and on the server", async () => {
    const clock = fakeClock();
    const t = await build(config, { now: clock.now });
    const investor = await t.app.inject({
      method: "POST",
      url: "/api/investor-access/dayo",
      payload: { password: SHARED },
      remoteAddress: IP,
    });
    expect(String(investor.headers["set-cookie"])).toMatch(/Max-Age=43200;/);
    const site = await t.app.inject({
      method: "POST",
      url: "/api/site-access",
      payload: { password: SITE_PASSWORD },
      remoteAddress: IP,
    });
    expect(String(site.headers["set-cookie"])).toMatch(/Max-Age=604800;/);
    const investorCookie = String(investor.headers["set-cookie"]).split(";")[0]!;
    const siteCookiePair = String(site.headers["set-cookie"]).split(";")[0]!;
    const rows = await t.app.services.db.db.selectFrom("grants").select(["gate", "createdAt", "expiresAt"]).execute();
    expect(rows.map((r) => [r.gate, r.createdAt, r.expiresAt]).sort()).toEqual([
      ["investor:dayo", "2026-11-25T09:00:00.000Z", "2026-11-25T21:00:00.000Z"],
      ["site", "2026-11-25T09:00:00.000Z", "2026-12-02T09:00:00.000Z"],
    ]);

    clock.advance(12 * HOUR - 1000);
    expect(await t.app.services.investor.access.unlocked({ header: investorCookie, secure: false }, "dayo")).toBe(true);
    clock.advance(2000);
    expect(await t.app.services.investor.access.unlocked({ header: investorCookie, secure: false }, "dayo")).toBe(
      false,
    );
    clock.advance(6 * 24 * HOUR + 12 * HOUR - 2000);
    expect(await opensBusinesses(t, siteCookiePair)).toBe(true);
    clock.advance(2000);
    expect(await opensBusinesses(t, siteCookiePair)).toBe(false);
  });

  it("sweeps long-expired grants when it makes a new one, and keeps the live ones", async () => {
    const clock = fakeClock();
    const t = await build(config, { now: clock.now });
    await unlockCookie(t, "dayo", SHARED, IP);
    await siteCookie(t, "/api/site-access", { password: SITE_PASSWORD });
    const count = async () =>
      Number(
        (
          await t.app.services.db.db
            .selectFrom("grants")
            .select((eb) => eb.fn.countAll<string | number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(2);
    // A day after the investor grant expired, while the site pass (7 days) is still live.
    clock.advance(12 * HOUR + 24 * HOUR + 1000);
    const fresh = await unlockCookie(t, "dayo", SHARED, IP);
    // The sweep runs in the background: the unlock did not wait for it.
    await t.app.services.grants.idle();
    const gates = await t.app.services.db.db.selectFrom("grants").select("gate").orderBy("gate").execute();
    expect(gates.map((g) => g.gate)).toEqual(["investor:dayo", "site"]);
    expect(await count()).toBe(2);
    await expectOpen(t, fresh);
  });

  it("checks a grant with one read per request, a personal code's included", async () => {
    const clock = fakeClock();
    const t = await build(withStaff(config), { now: clock.now });
    const { cookie: staff } = await loginAsStaff(t);
    const { code } = await makeCode(t, staff, {}, clock.now());
    const id = await businessIdOf(t, "dayo");
    const site = await siteCookie(t, "/api/site-access", { password: SITE_PASSWORD });
    for (const secret of [SHARED, code]) {
      const cookie = await unlockCookie(t, "dayo", secret, IP);
      const reads = [
        () => t.app.inject({ method: "GET", url: `/api/businesses/${id}/investor-documents`, headers: { cookie } }),
        () =>
          t.app.services.forLoaders.investor.portal(
            new Request("http://localhost/investor/dayo", { headers: { cookie } }),
            "dayo",
          ),
        () =>
          t.app.inject({
            method: "POST",
            url: "/api/aurora-chat",
            payload: { slug: "dayo", message: "what is the projected revenue?" },
            headers: { cookie },
            remoteAddress: IP,
          }),
      ];
      for (const read of reads) {
        const queries = await grantQueries(t, read);
        expect(queries, queries.join("\n")).toHaveLength(1);
        expect(queries[0]).toMatch(/^select .* from "grants"/);
      }
    }
    expect(await grantQueries(t, () => opensBusinesses(t, site))).toHaveLength(1);
  });
});

describe.each(dbTargets())("two instances on one $name database", (target) => {
  const build = appsClosedAfterEach(target);

  /** Another app on the same database, as a second server behind the load balancer would be. */
  async function secondInstance(t: TestApp) {
    const app = await buildApp(
      loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }, { ssr: "none", database: t.db.database, ...config }),
    );
    await app.ready();
    return app;
  }

  it("agree at once: a grant ended on one is refused on the other, either way round", async () => {
    const a = await build(config);
    const b = await secondInstance(a);
    try {
      const onB: TestApp = { ...a, app: b };
      // Unlocked on A, read on B; locked on B, refused on A and B.
      const first = await unlockCookie(a, "dayo", SHARED, IP);
      await expectOpen(onB, first);
      expect((await lockByDelete(onB, first)).statusCode).toBe(204);
      await expectLocked(a, first);
      await expectLocked(onB, first);
      // Unlocked on B, locked on A.
      const second = await unlockCookie(onB, "dayo", SHARED, IP);
      await expectOpen(a, second);
      expect((await lockByDelete(a, second)).statusCode).toBe(204);
      await expectLocked(onB, second);

      // The site gate the same way.
      const pass = await siteCookie(a, "/api/site-access", { password: SITE_PASSWORD });
      expect(await opensBusinesses(onB, pass)).toBe(true);
      expect(
        (await b.inject({ method: "DELETE", url: "/api/site-access", headers: { cookie: pass } })).statusCode,
      ).toBe(204);
      expect(await opensBusinesses(a, pass)).toBe(false);
      expect(await opensBusinesses(onB, pass)).toBe(false);
    } finally {
      await b.close();
    }
  });
});
