import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import pg from "pg";
import { isConnectionLoss, markUnavailable } from "./unavailable.ts";

/** Told of connections that failed; never throws. */
export interface PoolLog {
  warn(details: object, message: string): void;
}

/** pg-pool's own counts: connections open, those idle, and checkouts waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * How the app talks to PostgreSQL (docs/decisions/015-database-faults.md). A database that went
 * away costs a visitor at most a few seconds, never a hung request.
 */
export const POOL_SETTINGS = {
  max: 10,
  /** Giving up on a new connection, or on waiting for a free one. */
  connectionTimeoutMillis: 3_000,
  idleTimeoutMillis: 30_000,
  /** TCP keepalive finds a peer that vanished without a word (a failover, a dropped route). */
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  /** The server cancels a statement running longer (57014) ... */
  statement_timeout: 5_000,
  /** ... and the client stops waiting a little later, for a server that does not answer at all. */
  query_timeout: 6_000,
  /** How operators (and the fault tests) find this app's sessions in pg_stat_activity. */
  application_name: "domu-site",
} as const;

const { statement_timeout: _statementTimeout, query_timeout: _queryTimeout, ...untimed } = POOL_SETTINGS;

/**
 * The connection migrations run on: no statement or query time limit, since a migration may lock
 * and scan a whole table, or wait for another instance's migration, for longer than a visitor's
 * statement may take. One connection: the migrator uses only one anyway.
 */
export const MIGRATION_SETTINGS = { ...untimed, max: 1, application_name: "domu-site migrations" } as const;

/**
 * How many times a read goes to another connection: the pooled ones may all have been ended
 * together, and each dead one fails at once.
 */
const MAX_REPEATS = 3;
/** Statements that change nothing, so running one again on a new connection is harmless. */
const REPEATABLE = /^\s*(select|begin|start transaction)\b/i;
const OPENS_TRANSACTION = /^\s*(begin|start transaction)\b/i;
const ENDS_TRANSACTION = /^\s*(commit|rollback|end|abort)\b/i;

/**
 * pg's Pool behind Kysely's PostgresPool interface, so no connection failure can become an
 * unhandled 'error' event (which ends the process) and a dead connection is never reused.
 *
 * pg-pool listens for errors on a client only while it is idle: one that dies while checked out
 * (between two statements of a transaction, say) emits 'error' with nobody listening. Every
 * client here gets a listener of its own for life, which marks it broken, and a broken client is
 * destroyed on release instead of going back to the pool.
 *
 * A read, or the BEGIN of a transaction, that fails because its connection was already dead
 * (terminated while idle, a restarted server) runs again on another connection: nothing it did
 * can have happened twice. A write outside a transaction, or anything inside one, is never
 * repeated; its caller gets the error (answered 503) and nothing was acknowledged.
 */
export class ResilientPool implements PostgresPool {
  readonly #pool: pg.Pool;
  readonly #broken = new WeakSet<pg.PoolClient>();
  readonly #inUse = new WeakSet<pg.PoolClient>();

  constructor(connectionString: string, log: PoolLog, settings: pg.PoolConfig = POOL_SETTINGS) {
    this.#pool = new pg.Pool({ ...settings, connectionString });
    // Emitted for a client that failed while idle; pg-pool has already dropped it.
    this.#pool.on("error", (err) => {
      log.warn({ err: summary(err) }, "an idle PostgreSQL connection failed and was dropped from the pool");
    });
    this.#pool.on("connect", (client) => {
      client.on("error", (err) => {
        this.#broken.add(client);
        if (this.#inUse.has(client)) {
          log.warn({ err: summary(err) }, "a PostgreSQL connection in use failed; it will be closed on release");
        }
      });
    });
  }

  async connect(): Promise<PostgresPoolClient> {
    return new Checkout(this, await this.checkOut());
  }

  /** A pooled client; a failure to get one means the database is out of reach. */
  async checkOut(): Promise<pg.PoolClient> {
    try {
      const client = await this.#pool.connect();
      this.#inUse.add(client);
      return client;
    } catch (err) {
      throw markUnavailable(err);
    }
  }

  /** Back to the pool, or closed when it failed (or may still be busy with a timed-out query). */
  checkIn(client: pg.PoolClient, discard: boolean): void {
    this.#inUse.delete(client);
    client.release(discard || this.#broken.has(client));
  }

  markBroken(client: pg.PoolClient): void {
    this.#broken.add(client);
  }

  isBroken(client: pg.PoolClient): boolean {
    return this.#broken.has(client);
  }

  get stats(): PoolStats {
    return { total: this.#pool.totalCount, idle: this.#pool.idleCount, waiting: this.#pool.waitingCount };
  }

  end(): Promise<void> {
    return this.#pool.end();
  }
}

/** One checkout as Kysely sees it: may move to another connection while nothing ran on it. */
class Checkout implements PostgresPoolClient {
  readonly #pool: ResilientPool;
  /** Null only between dropping a dead connection and getting its replacement. */
  #client: pg.PoolClient | null;
  #inTransaction = false;

  constructor(pool: ResilientPool, client: pg.PoolClient) {
    this.#pool = pool;
    this.#client = client;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // A cursor (only with a dialect given a cursor class, which this app does not) goes as it is.
    if (typeof sqlOrCursor !== "string") return this.#live().query(sqlOrCursor as never) as PostgresCursor<R>;
    return this.#run<R>(sqlOrCursor, parameters);
  }

  async #run<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    const ends = ENDS_TRANSACTION.test(sql);
    try {
      for (let repeats = 0; ; repeats++) {
        try {
          return await this.#send<R>(sql, parameters);
        } catch (err) {
          if (!this.#lost(err)) throw err;
          // A timeout may mean the statement ran; and a second wait would double the visitor's.
          if (this.#inTransaction || !REPEATABLE.test(sql) || isQueryTimeout(err) || repeats === MAX_REPEATS) throw err;
          await this.#replaceConnection();
        }
      }
    } finally {
      // A COMMIT or ROLLBACK that failed ended the transaction too (or its connection is gone).
      if (ends) this.#inTransaction = false;
    }
  }

  async #replaceConnection(): Promise<void> {
    this.#pool.checkIn(this.#live(), true);
    this.#client = null;
    // A restart or a failover ends every pooled connection at once: let the notices already on
    // their way reach the others first, so the pool drops them instead of handing one out.
    await new Promise((resolve) => setImmediate(resolve));
    this.#client = await this.#pool.checkOut();
  }

  async #send<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    const client = this.#live();
    // Not even a ROLLBACK: it would queue behind a statement that timed out and wait as long
    // again. Closing the connection ends the transaction on the server all the same.
    if (this.#pool.isBroken(client)) throw markUnavailable(new Error("The database connection was lost."));
    const result = await client.query(sql, [...parameters]);
    if (OPENS_TRANSACTION.test(sql)) this.#inTransaction = true;
    return result as unknown as PostgresQueryResult<R>;
  }

  #live(): pg.PoolClient {
    if (!this.#client) throw markUnavailable(new Error("The database connection was lost."));
    return this.#client;
  }

  /** Whether `err` means the connection is unusable; if so it is marked and the error tagged. */
  #lost(err: unknown): boolean {
    const client = this.#live();
    if (!isConnectionLoss(err) && !this.#pool.isBroken(client)) return false;
    this.#pool.markBroken(client);
    markUnavailable(err);
    return true;
  }

  release(): void {
    // Kysely releases once; nothing to give back when the replacement could not be had.
    if (!this.#client) return;
    // A transaction left open here means its end failed: the connection's state is unknown.
    this.#pool.checkIn(this.#client, this.#inTransaction);
    this.#client = null;
  }
}

function isQueryTimeout(err: unknown): boolean {
  return err instanceof Error && err.message.startsWith("Query read timeout");
}

/** What a log line needs of a connection error (pg's DatabaseError carries much more). */
function summary(err: unknown): object {
  const e = err as { message?: unknown; code?: unknown };
  return { message: String(e?.message ?? err), ...(typeof e?.code === "string" ? { code: e.code } : {}) };
}
