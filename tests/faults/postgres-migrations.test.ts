import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "../../src/server/db/create-db.ts";
import { migrateDatabase, migrateUpTo } from "../../src/server/db/migrate.ts";

/**
 * Migrations on PostgreSQL outlast the pool's time limits (5 s on the server, 6 s in the client):
 * ALTER TABLE waits for every other session's lock on its table, and a large table takes long to
 * check. Run on a database of its own: the migrator's advisory lock is per database, and holding
 * it for seconds would stall every other test's migrations in the shared one.
 */
const maintenanceUrl = process.env.TEST_DATABASE_URL;
if (!maintenanceUrl) {
  console.warn(
    "tests/faults/postgres-migrations.test.ts skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run the PostgreSQL migration tests.",
  );
}

describe.runIf(maintenanceUrl)("a migration on PostgreSQL", () => {
  const dbName = `site_migrate_${randomBytes(6).toString("hex")}`;
  let maintenance: pg.Client;
  let holder: pg.Client;
  let handle: DbHandle;
  let holderPid: number;

  beforeEach(async () => {
    maintenance = new pg.Client({ connectionString: maintenanceUrl });
    maintenance.on("error", (err) => console.warn(`maintenance connection lost: ${err.message}`));
    await maintenance.connect();
    await maintenance.query(`CREATE DATABASE ${dbName}`);
    const u = new URL(maintenanceUrl!);
    u.pathname = `/${dbName}`;
    handle = createDb({ kind: "postgres", url: u.toString() }, { warn: () => {} });
    holder = new pg.Client({ connectionString: u.toString() });
    holder.on("error", (err) => console.warn(`lock holder connection lost: ${err.message}`));
    await holder.connect();
    holderPid = (await holder.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
  });
  afterEach(async () => {
    await holder?.end().catch(() => {});
    await handle?.close();
    await maintenance.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await maintenance.end();
  });

  /** The sessions waiting for a lock the holder has. */
  async function blockedByHolder(): Promise<{ pid: number; query: string }[]> {
    const { rows } = await maintenance.query<{ pid: number; query: string }>(
      "SELECT pid, query FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))",
      [holderPid],
    );
    return rows;
  }

  it("waits as long as another session holds its table (here 6.5 s, past the pool's limits) and completes", async () => {
    await migrateUpTo(handle.db, "008-grants-and-chat-scope");
    // A long report, or a slow transaction: ALTER TABLE needs the table to itself.
    await holder.query("BEGIN");
    await holder.query("LOCK TABLE contact_requests IN ACCESS SHARE MODE");

    const migrating = migrateDatabase(handle);
    let outcome: unknown = "running";
    migrating.then(
      (applied) => (outcome = applied),
      (err: unknown) => (outcome = err),
    );
    let waiting = await blockedByHolder();
    for (const until = Date.now() + 20_000; waiting.length === 0 && Date.now() < until; ) {
      expect(outcome).toBe("running");
      await new Promise((r) => setTimeout(r, 50));
      waiting = await blockedByHolder();
    }
    expect(waiting.map((w) => w.query)).toEqual([
      expect.stringMatching(/^alter table contact_requests add constraint/),
    ]);
    const waitingSince = Date.now();

    await new Promise((r) => setTimeout(r, 6_500));
    expect(outcome).toBe("running");
    expect(await blockedByHolder()).toHaveLength(1);
    await holder.query("COMMIT");

    expect(await migrating).toEqual([
      "009-contact-request-status",
      "010-lead-phone",
      "011-console-dashboard",
      "012-source-page",
    ]);
    console.log(`Migration 009 completed ${Date.now() - waitingSince} ms after it began waiting for the table.`);
    const check = await holder.query(
      `SELECT conname FROM pg_constraint WHERE conname = 'contact_requests_status_check'`,
    );
    expect(check.rows).toEqual([{ conname: "contact_requests_status_check" }]);
  }, 60_000);
});
