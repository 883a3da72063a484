import { randomBytes } from "node:crypto";
import pg from "pg";

export interface OwnDatabase {
  /** Its URL. */
  url: string;
  name: string;
  /** A connection to the maintenance database (TEST_DATABASE_URL), for ALTER DATABASE and the like. */
  maintenance: pg.Client;
  /** Drops it (closing whatever is still connected) and closes the maintenance connection. */
  drop(): Promise<void>;
}

/**
 * A PostgreSQL database of the test's own, beside TEST_DATABASE_URL's: for tests whose locks,
 * refused connections or terminated backends must not reach any other test's schema.
 */
export async function createOwnDatabase(maintenanceUrl: string, prefix: string): Promise<OwnDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const maintenance = new pg.Client({ connectionString: maintenanceUrl });
  maintenance.on("error", () => {});
  await maintenance.connect();
  await maintenance.query(`CREATE DATABASE ${name}`);
  const u = new URL(maintenanceUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    name,
    maintenance,
    async drop() {
      await maintenance.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {});
      await maintenance.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await maintenance.end().catch(() => {});
    },
  };
}
