import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwnDatabase, type OwnDatabase } from "../helpers/own-database.ts";
import { requireBuild, startServer, type ServerProcess } from "../helpers/server-process.ts";

/**
 * Three instances of the built server started at once on one empty PostgreSQL database, as a
 * cluster's first deployment does. The test holds the instances' start-up lock first, so all
 * three are certainly waiting on it together, then lets go: one must migrate, seed and print the
 * first-start passwords, the other two find that done.
 */
const maintenanceUrl = process.env.TEST_DATABASE_URL;
if (!maintenanceUrl) {
  console.warn(
    "tests/faults/startup-race.test.ts skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run it.",
  );
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.runIf(maintenanceUrl)("three instances starting at once on an empty PostgreSQL database", () => {
  let own: OwnDatabase;
  let holder: pg.Client;
  let url: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    requireBuild();
    own = await createOwnDatabase(maintenanceUrl!, "site_race");
    url = own.url;
    holder = new pg.Client({ connectionString: url });
    holder.on("error", () => {});
    await holder.connect();
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await holder?.end().catch(() => {});
    await own?.drop();
  });

  it("lets one migrate, seed and print the passwords while the others wait, and all three serve", async () => {
    // The instances' lock, as an operator's session could hold it (schema public of this database).
    await holder.query("select pg_advisory_lock(hashtext('public:domu-site start-up'))");
    for (let i = 0; i < 3; i++) servers.push(startServer({ DATABASE_URL: url, NODE_ENV: "production" }));

    await waitFor("all three instances to wait for the start-up lock", () =>
      servers.every((s) => s.output().includes("another instance is preparing the database; waiting for it to finish")),
    );
    // Nothing was done while the lock was held elsewhere.
    const before = await holder.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    expect(before.rows[0]!.n).toBe(0);

    await holder.query("select pg_advisory_unlock(hashtext('public:domu-site start-up'))");
    const ports = await Promise.all(servers.map((s) => s.port(90_000)));
    const outputs = servers.map((s) => s.output());
    const all = outputs.join("\n");

    expect(count(all, "seeded content into an empty database")).toBe(1);
    expect(count(all, "First staff account created for the console at /admin")).toBe(1);
    expect(outputs.filter((o) => o.includes('"database migrated"')).length).toBe(1);

    const admins = await holder.query<{ n: number }>("select count(*)::int as n from admin_users");
    expect(admins.rows[0]!.n).toBe(1);
    const migrations = await holder.query<{ n: number }>("select count(*)::int as n from kysely_migration");
    expect(migrations.rows[0]!.n).toBe(12);

    for (const port of ports) {
      const res = await fetch(`http://127.0.0.1:${port}/api/businesses`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as unknown[];
      expect(body.length).toBeGreaterThan(0);
    }
    for (const s of servers) expect(s.proc.exitCode).toBeNull();
  }, 180_000);
});
