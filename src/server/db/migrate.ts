import { Migrator, PostgresAdapter, sql, type Migration, type MigrationProvider } from "kysely";
import type { Db, DbHandle } from "./create-db.ts";
import * as m001 from "./migrations/001-businesses.ts";
import * as m002 from "./migrations/002-leads.ts";
import * as m003 from "./migrations/003-lead-submissions.ts";
import * as m004 from "./migrations/004-chat-logs.ts";
import * as m005 from "./migrations/005-admin-auth.ts";
import * as m006 from "./migrations/006-invitation-codes.ts";
import * as m007 from "./migrations/007-investor-codes.ts";
import * as m008 from "./migrations/008-grants-and-chat-scope.ts";
import * as m009 from "./migrations/009-contact-request-status.ts";
import * as m010 from "./migrations/010-lead-phone.ts";
import * as m011 from "./migrations/011-console-dashboard.ts";
import * as m012 from "./migrations/012-source-page.ts";

/** Listed in code rather than read from disk so the compiled server and tests see the same set. */
const migrations: Record<string, Migration> = {
  "001-businesses": m001,
  "002-leads": m002,
  "003-lead-submissions": m003,
  "004-chat-logs": m004,
  "005-admin-auth": m005,
  "006-invitation-codes": m006,
  "007-investor-codes": m007,
  "008-grants-and-chat-scope": m008,
  "009-contact-request-status": m009,
  "010-lead-phone": m010,
  "011-console-dashboard": m011,
  "012-source-page": m012,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * What the server and the command-line tools run at start: every migration, on a connection the
 * pool's 5 s statement limit does not cut off (docs/decisions/015-database-faults.md).
 */
export function migrateDatabase(handle: DbHandle): Promise<string[]> {
  return handle.withoutTimeLimits(migrateToLatest);
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  return migrateUpTo(db, null);
}

/** Applies the migrations up to and including `name` (all of them for null); tests of migrations use it. */
export async function migrateUpTo(db: Db, name: string | null): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(),
    migrationTableSchema: await postgresSchema(db),
  });
  const { error, results } = name === null ? await migrator.migrateToLatest() : await migrator.migrateTo(name);
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * On PostgreSQL the migration tables are named in the connection's own schema: Kysely otherwise
 * looks for them in every schema, so a database shared by several schemas (tests, staging beside
 * production) could see another schema's lock table and skip creating its own.
 */
async function postgresSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}
