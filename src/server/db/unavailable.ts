/**
 * Which failures mean "the database cannot serve right now" (answered 503 with Retry-After,
 * docs/decisions/015-database-faults.md) rather than "this request or this code is wrong" (500).
 */

/** What a visitor reads while the database is away. */
export const DATABASE_UNAVAILABLE_SENTENCE =
  "The service is briefly unavailable while its database reconnects. Please try again in a few seconds.";
/** Seconds a client should wait before asking again (the `Retry-After` of those answers). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Errors the PostgreSQL pool saw on the way to or on a lost connection (its own `ECONNRESET`
 * included, which on its own could as well be a visitor hanging up).
 */
const marked = new WeakSet<object>();

/** Records that `err` came from a connection that failed or could not be made; answers `err`. */
export function markUnavailable<E>(err: E): E {
  if (typeof err === "object" && err !== null) marked.add(err);
  return err;
}

/**
 * SQLSTATE classes and codes: 08 connection exception, 53 insufficient resources (too many
 * connections, disk full), 57P01/57P02/57P03 shutting down or starting up, 57014 a statement
 * cancelled by statement_timeout.
 */
const SQLSTATE_UNAVAILABLE = /^(08...|53...|57P0[123]|57014)$/;
/** SQLite: locked past busy_timeout, or the file or its disk failing. */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY)(_|$)/;

export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  if (marked.has(err)) return true;
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" && (SQLSTATE_UNAVAILABLE.test(code) || SQLITE_UNAVAILABLE.test(code));
}

/** Node's socket errors for a peer that went away or cannot be reached. */
const SOCKET_LOST = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** pg's own errors for a connection that ended or never answered (they carry no code). */
const PG_CONNECTION_LOST =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout)/;

/**
 * Whether a PostgreSQL query failed because its connection is gone or unresponsive (the client
 * must not be used again), as opposed to an error the server answered on a healthy connection.
 */
export function isConnectionLoss(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (SOCKET_LOST.has(code) || /^(08...|57P0[123])$/.test(code))) return true;
  return typeof message === "string" && PG_CONNECTION_LOST.test(message);
}
