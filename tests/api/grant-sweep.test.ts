import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import type { AppConfig } from "../../src/server/config.ts";
import type { TestApp } from "../helpers/build-app.ts";
import { fakeClock } from "../helpers/investor.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * Review of issue 18, 1b: the hourly sweep of expired grants was one unbatched DELETE, awaited
 * inside the visitor's unlock. It now runs in the background, 500 rows a statement.
 */

const SITE_PASSWORD = "open the ventures 42";
const IP = "198.51.100.150";
const HOUR = 3600 * 1000;
const config: Partial<AppConfig> = { gates: { sitePassword: SITE_PASSWORD, bootstrap: false } };

/** The fake clock starts 2026-11-25 09:00 UTC: these expired days before, and an hour before. */
const LONG_EXPIRED = "2026-11-20T09:00:00.000Z";
const JUST_EXPIRED = "2026-11-25T08:00:00.000Z";
const LIVE = "2026-11-30T09:00:00.000Z";

/** Puts `n` site grants that expire at `expiresAt` straight into the table. */
async function addGrants(t: TestApp, n: number, expiresAt: string): Promise<void> {
  const rows = Array.from({ length: n }, () => ({
    id: randomUUID(),
    gate: "site",
    invitationCodeId: null,
    investorCodeId: null,
    createdAt: "2026-11-01T09:00:00.000Z",
    expiresAt,
    endedAt: null,
  }));
  for (let i = 0; i < rows.length; i += 100) {
    await t.app.services.db.db
      .insertInto("grants")
      .values(rows.slice(i, i + 100))
      .execute();
  }
}

async function expiryCounts(t: TestApp): Promise<Record<string, number>> {
  const rows = await t.app.services.db.db
    .selectFrom("grants")
    .select(["expiresAt", (eb) => eb.fn.countAll<string | number>().as("n")])
    .groupBy("expiresAt")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.expiresAt, Number(r.n)]));
}

const enter = (t: TestApp) =>
  t.app.inject({ method: "POST", url: "/api/site-access", payload: { password: SITE_PASSWORD }, remoteAddress: IP });

/** The DELETE statements on grants that run while `fn` and any sweep it started run. */
async function sweepDeletes(t: TestApp, fn: () => Promise<unknown>) {
  const spy = vi.spyOn(t.app.services.db.db.getExecutor(), "executeQuery");
  try {
    await fn();
    await t.app.services.grants.idle();
    return spy.mock.calls.map(([q]) => q).filter((q) => /^delete from "grants"/.test(q.sql));
  } finally {
    spy.mockRestore();
  }
}

describe.each(dbTargets())("the sweep of expired grants on $name", (target) => {
  const build = appsClosedAfterEach(target);

  it("deletes long-expired grants 500 at a time, keeps the live and the just expired, at most once an hour", async () => {
    const clock = fakeClock();
    const t = await build(config, { now: clock.now });
    await addGrants(t, 1201, LONG_EXPIRED);
    await addGrants(t, 2, JUST_EXPIRED);
    await addGrants(t, 3, LIVE);

    const first = await sweepDeletes(t, async () => expect((await enter(t)).statusCode).toBe(204));
    expect(first).toHaveLength(3);
    for (const q of first) expect(q.parameters).toContain(500);
    expect(await expiryCounts(t)).toEqual({
      [JUST_EXPIRED]: 2,
      [LIVE]: 3,
      "2026-12-02T09:00:00.000Z": 1,
    });

    // Within the hour no other sweep starts; an hour later one does (nothing left to delete).
    clock.advance(HOUR - 1000);
    expect(await sweepDeletes(t, () => enter(t))).toHaveLength(0);
    clock.advance(1000);
    expect(await sweepDeletes(t, () => enter(t))).toHaveLength(1);
    expect(Object.values(await expiryCounts(t)).reduce((a, b) => a + b)).toBe(2 + 3 + 3);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the sweep on PostgreSQL, held up by a lock", () => {
  const build = appsClosedAfterEach(dbTargets()[1]!);

  it("a visitor's unlock answers while the sweep it started still waits; the sweep finishes once the lock goes", async () => {
    const clock = fakeClock();
    const t = await build(config, { now: clock.now });
    await addGrants(t, 3, LONG_EXPIRED);
    if (t.db.database.kind !== "postgres") throw new Error("not PostgreSQL");
    const holder = new pg.Client({ connectionString: t.db.database.url });
    holder.on("error", () => {});
    await holder.connect();
    try {
      // Another transaction holds every expired row: a DELETE of them has to wait for it.
      await holder.query("begin");
      await holder.query("select id from grants where expires_at < $1 for update", ["2026-11-24T00:00:00.000Z"]);

      const res = await enter(t);
      expect(res.statusCode).toBe(204);
      expect(String(res.headers["set-cookie"])).toMatch(/^site_access=/);

      // The sweep this unlock started is still running (its DELETE waits on the lock) after the
      // answer: had the unlock waited for it, it would be over by now. Checked at once, with no
      // polling, so a busy machine cannot let the pool's statement timeout end it first.
      let swept = false;
      const done = t.app.services.grants.idle().then(() => (swept = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(swept).toBe(false);

      await holder.query("rollback");
      await done;
      expect(await expiryCounts(t)).toEqual({ "2026-12-02T09:00:00.000Z": 1 });
    } finally {
      await holder.query("rollback").catch(() => {});
      await holder.end();
    }
  });
});
