import pg from "pg";
import { MIGRATION_SETTINGS, type PoolLog } from "./postgres-pool.ts";

/**
 * The lock every instance takes before it migrates, seeds and makes its first-start secrets, so
 * that of several instances started together on an empty database one does that work and the
 * others wait, then find it done. Keyed by schema: instances of another site sharing the
 * database (staging beside production, parallel test runs) never wait for each other.
 */
const LOCK_KEY = "hashtext(current_schema() || ':domu-site start-up')";

const { max: _max, idleTimeoutMillis: _idle, ...clientSettings } = MIGRATION_SETTINGS;

/**
 * Runs `fn` holding the start-up lock, on a connection of its own: a session-level advisory lock
 * outlives the transactions `fn` runs, and PostgreSQL releases it by itself if this process dies
 * holding it. `waiting` is told once when another instance holds it.
 */
export async function withPostgresStartupLock<T>(
  url: string,
  log: PoolLog,
  waiting: () => void,
  fn: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ ...clientSettings, application_name: "domu-site start-up", connectionString: url });
  // Without a listener a lost connection would be an unhandled 'error' event, ending the process.
  client.on("error", (err) => log.warn({ err: err.message }, "the start-up lock's PostgreSQL connection failed"));
  await client.connect();
  try {
    const { rows } = await client.query<{ got: boolean }>(`select pg_try_advisory_lock(${LOCK_KEY}) as got`);
    if (!rows[0]?.got) {
      waiting();
      await client.query(`select pg_advisory_lock(${LOCK_KEY})`);
    }
    return await fn();
  } finally {
    // Ending the session releases the lock too; unlocking first frees it without waiting for that.
    await client.query(`select pg_advisory_unlock(${LOCK_KEY})`).catch(() => {});
    await client.end().catch(() => {});
  }
}
