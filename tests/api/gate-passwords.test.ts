import { afterEach, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "../../src/server/db/create-db.ts";
import { migrateToLatest } from "../../src/server/db/migrate.ts";
import { createGatePassword } from "../../src/server/modules/gates/gate-passwords.ts";
import { signingKeys } from "../../src/server/modules/gates/server-secrets.ts";
import { dbTargets, type TestDatabase } from "../helpers/test-db.ts";

describe.each(dbTargets())("gate secrets on $name", (target) => {
  let open: { db: TestDatabase; handle: DbHandle }[] = [];
  afterEach(async () => {
    for (const o of open) {
      await o.handle.close();
      await o.db.drop();
    }
    open = [];
  });
  async function fresh() {
    const db = await target.create();
    const handle = createDb(db.database);
    await migrateToLatest(handle.db);
    open.push({ db, handle });
    return handle;
  }
  const now = () => Date.parse("2026-11-25T12:00:00Z");

  it("checks a configured password against its hash only", async () => {
    const { db } = await fresh();
    const gate = createGatePassword({ db, key: "secret:site-password", configured: "open sesame 123", now });
    expect(await gate.ensure()).toBeNull();
    expect(await gate.check("open sesame 123")).toBe(true);
    for (const wrong of ["open sesame 12", "OPEN SESAME 123", "", "x".repeat(2000)])
      expect(await gate.check(wrong)).toBe(false);
    expect(await db.selectFrom("siteMeta").selectAll().where("key", "=", "secret:site-password").execute()).toEqual([]);
  });

  it("makes one random password for every instance, stores only its hash, and tells only its maker", async () => {
    const { db } = await fresh();
    const a = createGatePassword({ db, key: "secret:investor-password", configured: undefined, now });
    const b = createGatePassword({ db, key: "secret:investor-password", configured: undefined, now });
    const [made, other] = await Promise.all([a.ensure(), b.ensure()]);
    const password = made ?? other;
    expect([made, other].filter(Boolean)).toHaveLength(1);
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await a.ensure()).toBeNull(); // printed once only
    expect(await b.check(password!)).toBe(true);
    expect(await a.check(password!)).toBe(true);
    expect(await a.check("guess")).toBe(false);
    const stored = await db
      .selectFrom("siteMeta")
      .select("value")
      .where("key", "=", "secret:investor-password")
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.value).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored[0]!.value).not.toContain(password!);
  });

  it("signs with SESSION_SECRET's keys, or with one key made once in the database", async () => {
    const { db } = await fresh();
    expect(await signingKeys(db, "first-key-of-at-least-32-characters, second-key-of-at-least-32-chars", "t")).toEqual([
      "first-key-of-at-least-32-characters",
      "second-key-of-at-least-32-chars",
    ]);
    const [one, two] = await Promise.all([signingKeys(db, undefined, "t"), signingKeys(db, undefined, "t")]);
    expect(one).toEqual(two);
    expect(one[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
