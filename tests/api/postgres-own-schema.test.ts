import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "../../src/server/db/create-db.ts";
import { migrateToLatest } from "../../src/server/db/migrate.ts";
import { dbTargets } from "../helpers/test-db.ts";

const url = process.env.TEST_DATABASE_URL;
const postgres = dbTargets().find((t) => t.name === "postgres");

/**
 * The app reads the catalogue of its own schema only: Kysely's default introspector read every
 * schema and failed ("schema … does not exist") whenever another one was dropped during the read,
 * which made a start (its migration) fail now and then on a database shared with others.
 */
describe.skipIf(!url || !postgres)("PostgreSQL introspection of the app's own schema", () => {
  const others: string[] = [];
  const admin = () => new pg.Client({ connectionString: url });
  afterAll(async () => {
    const c = admin();
    await c.connect();
    for (const s of others) await c.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
    await c.end();
  });

  it("lists the tables of its own schema and none of another's", async () => {
    const other = `o_${randomBytes(4).toString("hex")}`;
    others.push(other);
    const c = admin();
    await c.connect();
    await c.query(`CREATE SCHEMA ${other}`);
    await c.query(`CREATE TABLE ${other}.leads (id text)`);
    await c.query(`CREATE TABLE ${other}.elsewhere_only (id text)`);
    await c.end();

    const target = await postgres!.create();
    const handle = createDb(target.database);
    try {
      await migrateToLatest(handle.db);
      const tables = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
      const schemas = new Set(tables.map((t) => t.schema));
      expect(schemas.size).toBe(1);
      expect(schemas.has(other)).toBe(false);
      const names = tables.map((t) => t.name);
      expect(names).toContain("leads");
      expect(names).toContain("kysely_migration");
      expect(names).not.toContain("elsewhere_only");
      const own = await handle.db.introspection.getSchemas();
      expect(own.map((s) => s.name)).toEqual([...schemas]);
    } finally {
      await handle.close();
      await target.drop();
    }
  });
});
