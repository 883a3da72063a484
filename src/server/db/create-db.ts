import { CamelCasePlugin, Kysely, SqliteDialect, type Transaction } from "kysely";
import { OwnSchemaPostgresDialect } from "./postgres-dialect.ts";
import type { AppConfig } from "../config.ts";
import { MIGRATION_SETTINGS, ResilientPool, type PoolLog, type PoolStats } from "./postgres-pool.ts";
import { openSqliteFile } from "./sqlite-file.ts";
import { withPostgresStartupLock } from "./startup-lock.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;
export type DbDialect = "sqlite" | "postgres";

export interface DbHandle {
  db: Db;
  dialect: DbDialect;
  /**
   * Runs `fn` in one write transaction. On SQLite it starts with BEGIN IMMEDIATE so the write
   * lock is taken up front and a concurrent writer waits (busy_timeout) instead of failing
   * halfway with SQLITE_BUSY on lock upgrade.
   */
  write<T>(fn: (trx: Transaction<Database> | Db) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` where no time limit cuts a statement off (migrations): on PostgreSQL a connection
   * of its own, without the pool's statement and query timeouts, closed after; on SQLite, which
   * has none, this handle's own connection.
   */
  withoutTimeLimits<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while no other instance on this database runs its own: the start-up work
   * (migrations, seeding, first-start secrets). On PostgreSQL a session advisory lock
   * (startup-lock.ts), `waiting` told when another instance holds it; a SQLite file has one server.
   */
  exclusively<T>(fn: () => Promise<T>, waiting?: () => void): Promise<T>;
  /**
   * The PostgreSQL pool's counts now (metrics), or null on SQLite: one connection, no pool, and
   * callers queue inside Kysely where nothing counts them.
   */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

/** Where connection failures are told by default: the command-line tools have no logger. */
const stderrLog: PoolLog = { warn: (_details, message) => console.warn(message) };

export function createDb(database: AppConfig["database"], log: PoolLog = stderrLog): DbHandle {
  if (database.kind === "postgres") {
    const open = (pool: ResilientPool) =>
      new Kysely<Database>({
        dialect: new OwnSchemaPostgresDialect({ pool }),
        plugins: [new CamelCasePlugin()],
      });
    const pool = new ResilientPool(database.url, log);
    const db = open(pool);
    return {
      db,
      dialect: "postgres",
      poolStats: () => pool.stats,
      write: (fn) => db.transaction().execute(fn),
      async withoutTimeLimits(fn) {
        const untimed = open(new ResilientPool(database.url, log, MIGRATION_SETTINGS));
        try {
          return await fn(untimed);
        } finally {
          await untimed.destroy();
        }
      },
      exclusively: (fn, waiting = () => {}) => withPostgresStartupLock(database.url, log, waiting, fn),
      close: () => db.destroy(),
    };
  }

  const sqlite = openSqliteFile(database.file);
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // SQLite's own lower() folds only ASCII; searches compare lower(column) with text lower-cased in
  // JavaScript, so "Éric" must find "ÉRIC" here as it does on PostgreSQL.
  sqlite.function("lower", { deterministic: true }, (v: unknown) => (typeof v === "string" ? v.toLowerCase() : v));
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    db,
    dialect: "sqlite",
    // Kysely's SQLite driver holds one connection behind a mutex, so connection() gives us
    // exclusive use for the whole transaction.
    write: (fn) =>
      db.connection().execute(async (conn) => {
        sqlite.exec("BEGIN IMMEDIATE");
        try {
          const result = await fn(conn);
          sqlite.exec("COMMIT");
          return result;
        } catch (err) {
          if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
          throw err;
        }
      }),
    withoutTimeLimits: (fn) => fn(db),
    exclusively: (fn) => fn(),
    poolStats: () => null,
    close: () => db.destroy(),
  };
}
