import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import type { AppConfig } from "../../src/server/config.ts";
import { loginAsStaff, withStaff } from "../helpers/admin.ts";
import type { TestApp } from "../helpers/build-app.ts";
import { fakeClock, makeCode, SHARED, unlock } from "../helpers/investor.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * Review of issue 18, 1b: anyone who knew a shared password could make grant rows without end
 * (a right answer gave its attempt back, then inserted a row: 300 rows in 4 s from one address).
 * Each address now has 20 unlocks an hour, at the site gate and every investor portal together.
 */

const SITE_PASSWORD = "open the ventures 42";
const CODE = "WELCOME-2026";
const IP = "198.51.100.140";
const config: Partial<AppConfig> = {
  investor: { password: SHARED, bootstrap: false },
  gates: { sitePassword: SITE_PASSWORD, inviteCodes: [CODE], bootstrap: false },
};
const SPENT = { error: "Too many requests from your address. Please try again in 60 minutes." };

const enter = (t: TestApp, password: string, ip = IP) =>
  t.app.inject({ method: "POST", url: "/api/site-access", payload: { password }, remoteAddress: ip });
const redeem = (t: TestApp, code: string, ip = IP) =>
  t.app.inject({ method: "POST", url: "/api/invitations/redeem", payload: { code }, remoteAddress: ip });

async function grantRows(t: TestApp): Promise<number> {
  const row = await t.app.services.db.db
    .selectFrom("grants")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A refusal for a spent budget: 429, the sentence, Retry-After of about an hour, and no cookie. */
function expectSpent(res: Awaited<ReturnType<typeof enter>>, what: string) {
  expect(res.statusCode, what).toBe(429);
  expect(res.json(), what).toEqual(SPENT);
  expect(Number(res.headers["retry-after"]), what).toBeGreaterThan(3540);
  expect(Number(res.headers["retry-after"]), what).toBeLessThanOrEqual(3600);
  expect(res.headers["set-cookie"], what).toBeUndefined();
}

describe.each(dbTargets())("unlocks per address on $name", (target) => {
  const build = appsClosedAfterEach(target);

  it("the site gate opens 20 times an hour for one address, then answers 429 with a sentence, right answers included", async () => {
    const t = await build(config);
    for (let i = 1; i <= 12; i++) expect((await enter(t, SITE_PASSWORD)).statusCode, `password ${i}`).toBe(204);
    for (let i = 13; i <= 20; i++) expect((await redeem(t, CODE)).statusCode, `code ${i}`).toBe(204);
    expect(await grantRows(t)).toBe(20);

    expectSpent(await enter(t, SITE_PASSWORD), "the 21st right password");
    expectSpent(await redeem(t, CODE), "the right code");
    expectSpent(await unlock(t, "dayo", SHARED, IP), "an investor portal");
    // Refused before anything is checked: a wrong guess learns nothing either.
    expectSpent(await enter(t, "a wrong guess"), "a wrong password");
    expect(await grantRows(t)).toBe(20);

    // Another address has its own budget.
    expect((await enter(t, SITE_PASSWORD, "198.51.100.141")).statusCode).toBe(204);
    expect(await grantRows(t)).toBe(21);
  });

  it("investor unlocks count too, a personal code's included; wrong answers give their unlock back", async () => {
    const clock = fakeClock();
    const t = await build(withStaff(config), { now: clock.now });
    const { cookie: staff } = await loginAsStaff(t);
    const { code } = await makeCode(t, staff, {}, clock.now());
    for (let i = 1; i <= 4; i++) expect((await unlock(t, "dayo", `guess ${i}`, IP)).statusCode, `guess ${i}`).toBe(401);
    for (let i = 1; i <= 10; i++) expect((await unlock(t, "dayo", SHARED, IP)).statusCode, `dayo ${i}`).toBe(204);
    for (let i = 11; i <= 19; i++) expect((await unlock(t, "ume", SHARED, IP)).statusCode, `ume ${i}`).toBe(204);
    expect((await unlock(t, "dayo", code, IP)).statusCode, "the code, 20th").toBe(204);
    expect(await grantRows(t)).toBe(20);

    expectSpent(await unlock(t, "dayo", code, IP), "the code, 21st");
    expectSpent(await unlock(t, "ume", SHARED, IP), "the password, 21st");
    expectSpent(await enter(t, SITE_PASSWORD), "the site gate");
    expect(await grantRows(t)).toBe(20);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("unlocks per address shared through Redis", () => {
  const build = appsClosedAfterEach(dbTargets()[0]!);

  /** Until an app's Redis client connects, its counts stay in its memory: wait until one reaches Redis. */
  async function countingInRedis(t: TestApp, redis: Redis, prefix: string, probeIp: string) {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      await enter(t, "not the password", probeIp);
      if ((await redis.exists(`${prefix}gate:site:${probeIp}`)) === 1) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the app's counts never reached Redis");
  }

  it("holds across instances: unlocks made elsewhere count, and an unlock on one instance counts on the other", async () => {
    const prefix = `test-unlocks-${Date.now()}-${Math.random().toString(36).slice(2)}:`;
    const shared = {
      ...config,
      redisUrl: process.env.TEST_REDIS_URL!,
      publicWriteLimit: { max: 10, windowMs: 600_000, prefix },
    };
    const a = await build(shared);
    const b = await build(shared);
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    try {
      await countingInRedis(a, redis, prefix, "192.0.2.201");
      await countingInRedis(b, redis, prefix, "192.0.2.202");
      // 18 unlocks this address made on other instances within the hour.
      await redis.set(`${prefix}gate:unlocks:${IP}`, "18", "PX", 3_600_000);

      expect((await enter(a, SITE_PASSWORD)).statusCode, "19th, on A").toBe(204);
      expect((await unlock(b, "dayo", SHARED, IP)).statusCode, "20th, on B").toBe(204);
      expect(await redis.get(`${prefix}gate:unlocks:${IP}`)).toBe("20");
      expectSpent(await enter(b, SITE_PASSWORD), "21st, on B");
      expectSpent(await unlock(a, "dayo", SHARED, IP), "21st, on A");
    } finally {
      await redis.del(...(await redis.keys(`${prefix}*`)), "never-empty");
      redis.disconnect();
    }
  });
});
