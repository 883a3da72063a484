import { describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/build-app.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";
import { SHARED, businessIdOf, cookieOf, fakeClock, investorConfig, unlock } from "../helpers/investor.ts";

/*
 * An unlocked investor portal stays open for 12 hours (43,200 seconds) in that browser, then asks
 * again: the cookie says so, and the server holds to it second by second on its own clock.
 */

const IP = "198.51.100.41";
const SECOND = 1000;

describe.each(dbTargets())("the investor grant's 12-hour life on $name", (target) => {
  const build = appsClosedAfterEach(target);

  const documents = (t: TestApp, id: string, cookie: string) =>
    t.app.inject({ method: "GET", url: `/api/businesses/${id}/investor-documents`, headers: { cookie } });
  const open = (t: TestApp, cookie: string) =>
    t.app.services.investor.access.unlocked({ header: cookie, secure: false }, "ume");

  it("sets Max-Age=43200, opens the portal at 12 h less one second and not at 12 h", async () => {
    const clock = fakeClock(Date.parse("2026-11-25T09:00:00.000Z"));
    const t = await build(investorConfig, { now: clock.now });
    const res = await unlock(t, "ume", SHARED, IP);
    expect(res.statusCode).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/; Max-Age=43200(;|$)/);
    const cookie = cookieOf(res);
    const id = await businessIdOf(t, "ume");

    clock.advance(43_199 * SECOND);
    expect(await open(t, cookie)).toBe(true);
    const before = await documents(t, id, cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json().length).toBeGreaterThan(0);

    clock.advance(1 * SECOND); // 2026-11-25T21:00:00Z: exactly 12 hours
    expect(await open(t, cookie)).toBe(false);
    expect((await documents(t, id, cookie)).statusCode).toBe(404);
  });
});
