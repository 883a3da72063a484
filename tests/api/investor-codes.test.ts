import { describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import { loginAsStaff, withStaff } from "../helpers/admin.ts";
import type { TestApp } from "../helpers/build-app.ts";
import {
  businessIdOf,
  cookieOf,
  fakeClock,
  investorConfig,
  makeCode,
  SHARED,
  unlock,
  unlockCookie,
} from "../helpers/investor.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";
import { setBusinessPassword } from "../../src/server/modules/investor-access/investor-passwords.ts";

const IP = "198.51.100.60";
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

describe.each(dbTargets())("personal investor codes on $name", (target) => {
  const build = appsClosedAfterEach(target);

  async function staffApp(extra: Parameters<typeof withStaff>[0] = {}) {
    const clock = fakeClock();
    const t = await build(withStaff({ ...investorConfig, ...extra }), { now: clock.now });
    const { cookie } = await loginAsStaff(t);
    return { t, clock, staff: cookie };
  }

  const listCodes = (t: TestApp, staff: string, business = "dayo") =>
    t.app.inject({ method: "GET", url: `/api/admin/investor-codes?business=${business}`, headers: { cookie: staff } });
  const documentsOf = (t: TestApp, id: string, cookie: string) =>
    t.app.inject({ method: "GET", url: `/api/businesses/${id}/investor-documents`, headers: { cookie } });

  it("a code is answered once, listed without it, and unlocks its own business however it is typed", async () => {
    const { t, clock, staff } = await staffApp();
    const made = await makeCode(t, staff, {}, clock.now());
    expect(made.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(made.investorCode).toEqual({
      id: expect.any(String),
      businessSlug: "dayo",
      investorName: "Ada Lovelace",
      investorEmail: "ada@example.com",
      createdAt: "2026-11-25T09:00:00.000Z",
      createdBy: "staff",
      expiresAt: new Date(clock.now() + 30 * DAY).toISOString(),
      revokedAt: null,
      lastUsedAt: null,
      uses: 0,
      status: "active",
    });

    // Typed in lower case, without its dashes: the same code.
    clock.advance(60_000);
    const res = await unlock(t, "dayo", made.code.toLowerCase().replace(/-/g, " "), IP);
    expect(res.statusCode).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/; Max-Age=43200(;|$)/);
    expect((await documentsOf(t, await businessIdOf(t, "dayo"), cookieOf(res))).statusCode).toBe(200);

    // Another business refuses it, with the wrong-password sentence.
    const other = await unlock(t, "ume", made.code, IP);
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual({ error: "Incorrect password. Please try again." });

    const list = await listCodes(t, staff);
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.body).not.toContain(made.code);
    expect(list.json().items).toEqual([{ ...made.investorCode, uses: 1, lastUsedAt: "2026-11-25T09:01:00.000Z" }]);
    expect((await listCodes(t, staff, "ume")).json()).toEqual({ items: [] });

    // Only a keyed hash is stored: neither the code nor its plain SHA-256.
    const row = await t.app.services.db.db.selectFrom("investorCodes").selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(made.code.replace(/-/g, ""));
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("the portal says whose code opened it; the shared password stays anonymous", async () => {
    const { t, clock, staff } = await staffApp();
    const { code } = await makeCode(t, staff, { investorName: "Grace Hopper" }, clock.now());
    const page = (cookie: string) =>
      t.app.services.investor.portalPage(
        new Request("http://localhost/investor/dayo", { headers: { cookie } }),
        "dayo",
      );
    const withCode = await page(await unlockCookie(t, "dayo", code, IP));
    expect(withCode?.kind === "open" && withCode.viewer).toEqual({ kind: "investor", name: "Grace Hopper" });
    const shared = await page(await unlockCookie(t, "dayo", SHARED, IP));
    expect(shared?.kind === "open" && shared.viewer).toEqual({ kind: "shared" });
  });

  it("a code's cookie ends with the code, and an expired code opens nothing", async () => {
    const { t, clock, staff } = await staffApp();
    const { code } = await makeCode(t, staff, { expiresInMs: 2 * HOUR }, clock.now());
    const res = await unlock(t, "dayo", code, IP);
    expect(res.statusCode).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/Max-Age=7200\b/);
    const cookie = cookieOf(res);
    expect(await t.app.services.investor.access.unlocked({ header: cookie, secure: false }, "dayo")).toBe(true);

    clock.advance(2 * HOUR);
    expect(await t.app.services.investor.access.unlocked({ header: cookie, secure: false }, "dayo")).toBe(false);
    expect((await unlock(t, "dayo", code, IP)).statusCode).toBe(401);
    // Two hours on, the staff session has gone idle: a new login reads the list.
    const again = await loginAsStaff(t);
    expect((await listCodes(t, again.cookie)).json().items[0].status).toBe("expired");
  });

  it("revoking locks the investor out at once, the cookie they already hold included", async () => {
    const { t, clock, staff } = await staffApp();
    const made = await makeCode(t, staff, {}, clock.now());
    const cookie = await unlockCookie(t, "dayo", made.code, IP);
    const dayo = await businessIdOf(t, "dayo");
    expect((await documentsOf(t, dayo, cookie)).statusCode).toBe(200);

    clock.advance(5 * 60_000);
    const revoke = () =>
      t.app.inject({
        method: "DELETE",
        url: `/api/admin/investor-codes/${made.investorCode.id}`,
        headers: { cookie: staff },
      });
    const revoked = await revoke();
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      id: made.investorCode.id,
      status: "revoked",
      revokedAt: "2026-11-25T09:05:00.000Z",
    });

    const locked = await documentsOf(t, dayo, cookie);
    expect(locked.statusCode).toBe(404);
    expect(locked.json()).toEqual({ error: "There is no investor portal for that business." });
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/investor-documents/${dayo}/executive-summary.pdf`,
      headers: { cookie },
    });
    expect(pdf.statusCode).toBe(404);
    expect(await t.app.services.investor.access.unlocked({ header: cookie, secure: false }, "dayo")).toBe(false);
    expect((await unlock(t, "dayo", made.code, IP)).statusCode).toBe(401);

    // A second revoke keeps the first time; unknown and malformed ids are a 404 with a sentence.
    clock.advance(60_000);
    expect((await revoke()).json().revokedAt).toBe("2026-11-25T09:05:00.000Z");
    for (const id of ["6f1c2b9e-0000-4000-8000-000000000001", "not-an-id"]) {
      const res = await t.app.inject({
        method: "DELETE",
        url: `/api/admin/investor-codes/${id}`,
        headers: { cookie: staff },
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: "No investor access code has that id." });
    }
  });

  it("a code works beside a business's own password, and wrong codes spend the address's attempts", async () => {
    const { t, clock, staff } = await staffApp();
    await setBusinessPassword(t.app.services.db.db, "dayo", "dayo's own password", new Date());
    const { code } = await makeCode(t, staff, {}, clock.now());
    expect((await unlock(t, "dayo", code, IP)).statusCode).toBe(204);
    expect((await unlock(t, "dayo", "dayo's own password", IP)).statusCode).toBe(204);
    // Right codes are given back; five wrong ones (code-shaped or not) lock the address, even for a right code.
    for (let i = 0; i < 5; i++) expect((await unlock(t, "dayo", code, IP)).statusCode).toBe(204);
    for (const wrong of ["AAAA-BBBB-CCCC", "ZZZZ-ZZZZ-ZZZ2", "guess", "AAAA-BBBB-CCCD", "guess 2"]) {
      expect((await unlock(t, "dayo", wrong, IP)).statusCode).toBe(401);
    }
    const locked = await unlock(t, "dayo", code, IP);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("lists the enabled portals for the screen's selector, with whether each has its own password", async () => {
    const { t, staff } = await staffApp();
    await setBusinessPassword(t.app.services.db.db, "ume", "ume's own password", new Date());
    const res = await t.app.inject({ method: "GET", url: "/api/admin/investor-portals", headers: { cookie: staff } });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { slug: string; name: string; ownPassword: boolean }[];
    expect(items).toContainEqual({ slug: "dayo", name: "DAY-O", ownPassword: false });
    expect(items).toContainEqual({ slug: "ume", name: expect.any(String), ownPassword: true });
    expect(items.map((p) => p.slug)).not.toContain("herbcore-radio");
  });

  it("refuses bad input with a sentence and stores nothing", async () => {
    const { t, clock, staff } = await staffApp();
    const valid = {
      businessSlug: "dayo",
      investorName: "Ada Lovelace",
      investorEmail: "ada@example.com",
      expiresAt: new Date(clock.now() + 7 * DAY).toISOString(),
    };
    const post = (payload: unknown) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/investor-codes",
        headers: { cookie: staff },
        payload: payload as object,
      });
    const cases: [unknown, number, string][] = [
      [{ ...valid, investorName: "  " }, 400, "Enter the investor's name."],
      [{ ...valid, investorName: undefined }, 400, "Enter the investor's name."],
      [{ ...valid, investorName: "x".repeat(121) }, 400, "The investor's name must be at most 120 characters."],
      [
        { ...valid, investorName: "李小龙" },
        400,
        "Write the investor's name in Latin letters: it is printed on every page of their documents.",
      ],
      // Latin script, but forms the PDF fonts would print as "?" (full-width J, small capitals).
      [
        { ...valid, investorName: "Ｊane Roe" },
        400,
        "Write the investor's name in Latin letters: it is printed on every page of their documents.",
      ],
      [
        { ...valid, investorName: "ᴀᴅᴀ Lovelace" },
        400,
        "Write the investor's name in Latin letters: it is printed on every page of their documents.",
      ],
      [
        { ...valid, investorName: "<script>" },
        400,
        "Write the investor's name in Latin letters: it is printed on every page of their documents.",
      ],
      [{ ...valid, investorEmail: "not an address" }, 400, "Enter a valid e-mail address for the investor."],
      [{ ...valid, investorEmail: "" }, 400, "Enter the investor's e-mail address."],
      [{ ...valid, expiresAt: "next week" }, 400, "Give the expiry as a date and time, e.g. 2026-12-31T23:59:59Z."],
      [{ ...valid, expiresAt: new Date(clock.now() - 1000).toISOString() }, 400, "The expiry must be in the future."],
      [
        { ...valid, expiresAt: new Date(clock.now() + 367 * DAY).toISOString() },
        400,
        "The expiry must be at most one year from today.",
      ],
      [{ ...valid, code: "MINE-MINE-MINE" }, 400, "Unknown field: code."],
      [{ ...valid, businessSlug: "" }, 400, "Choose a business (businessSlug)."],
      [{ ...valid, businessSlug: "no-such-business" }, 404, "There is no investor portal for that business."],
      [{ ...valid, businessSlug: "herbcore-radio" }, 404, "There is no investor portal for that business."],
      [[valid], 400, "The request body must be a JSON object."],
    ];
    for (const [payload, status, error] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json(), JSON.stringify(payload)).toEqual({ error });
    }
    const rows = await t.app.services.db.db.selectFrom("investorCodes").select("id").execute();
    expect(rows).toEqual([]);

    for (const [url, error] of [
      ["/api/admin/investor-codes", "Choose a business (?business=<slug>)."],
      ["/api/admin/investor-codes?business=dayo&extra=1", "Unknown parameter: extra."],
      ["/api/admin/investor-engagement?business=dayo&kind=click", "Kind is unlock, view, download or question."],
      ["/api/admin/investor-engagement?business=dayo&investor=someone", "Investor is a code id, password or none."],
      ["/api/admin/investor-engagement?business=dayo&pageSize=7", "Page size is one of 10, 25, 50, 100."],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie: staff } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error });
    }
    const text = await t.app.inject({
      method: "POST",
      url: "/api/admin/investor-codes",
      headers: { cookie: staff, "content-type": "text/plain" },
      payload: JSON.stringify(valid),
    });
    expect(text.statusCode).toBe(415);
    const big = await t.app.inject({
      method: "POST",
      url: "/api/admin/investor-codes",
      headers: { cookie: staff, "content-type": "application/json" },
      payload: JSON.stringify({ ...valid, investorName: "x".repeat(4000) }),
    });
    expect(big.statusCode).toBe(413);
  });

  it("every investor console call answers 401 without a session, and writes from another site are refused", async () => {
    const routes: { method: string; url: string }[] = [];
    const clock = fakeClock();
    const t = await build(withStaff(investorConfig), {
      now: clock.now,
      onRoute: (route: RouteOptions) => {
        if (!/^\/api\/admin\/investor-/.test(route.url)) return;
        for (const method of [route.method].flat()) if (method !== "HEAD") routes.push({ method, url: route.url });
      },
    });
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      "DELETE /api/admin/investor-codes/:id",
      "GET /api/admin/investor-codes",
      "GET /api/admin/investor-engagement",
      "GET /api/admin/investor-portals",
      "POST /api/admin/investor-codes",
    ]);
    for (const { method, url } of routes) {
      const path = `${url.replace(":id", "6f1c2b9e-0000-4000-8000-000000000001")}?business=dayo`;
      for (const headers of [{}, { cookie: "admin_session=forged" }]) {
        const res = await t.app.inject({
          method: method as "GET",
          url: path,
          headers,
          ...(method === "POST" ? { payload: { businessSlug: "dayo" } } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ error: "Please log in to continue." });
      }
    }

    const { cookie } = await loginAsStaff(t);
    const made = await makeCode(t, cookie, {}, clock.now());
    for (const foreign of [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }]) {
      const create = await t.app.inject({
        method: "POST",
        url: "/api/admin/investor-codes",
        headers: { cookie, ...foreign },
        payload: {
          businessSlug: "dayo",
          investorName: "Eve",
          investorEmail: "eve@example.com",
          expiresAt: "2027-01-01T00:00:00Z",
        },
      });
      expect(create.statusCode).toBe(403);
      expect(create.json()).toEqual({ error: "This request came from another site and was refused." });
      const revoke = await t.app.inject({
        method: "DELETE",
        url: `/api/admin/investor-codes/${made.investorCode.id}`,
        headers: { cookie, ...foreign },
      });
      expect(revoke.statusCode).toBe(403);
    }
    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/investor-codes?business=dayo",
      headers: { cookie },
    });
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0].status).toBe("active");
  });
});
