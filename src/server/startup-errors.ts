import { ConfigError, type AppConfig } from "./config.ts";
import { POOL_SETTINGS } from "./db/postgres-pool.ts";

/**
 * The one sentence printed when the server cannot start: what failed and which variable fixes it
 * (docs/configuration.md). Anything not recognised is printed as its own message.
 */
export function startupFailure(err: unknown, config: AppConfig | undefined): string {
  if (err instanceof ConfigError) return err.message;
  const e = (err ?? {}) as { code?: unknown; syscall?: unknown; message?: unknown };
  if (config && e.syscall === "listen") {
    const sentence = listenFailure(String(e.code), config);
    if (sentence) return sentence;
  }
  if (config?.database.kind === "postgres") {
    const sentence = postgresFailure(e, config.database.url);
    if (sentence) return sentence;
  }
  return err instanceof Error ? err.message : String(err);
}

function listenFailure(code: string, { port, host }: AppConfig): string | null {
  if (code === "EADDRINUSE") {
    return `Port ${port} on ${host} is already in use: stop what listens there or set PORT to a free port.`;
  }
  if (code === "EACCES") {
    return `Port ${port} needs privileges this user does not have: set PORT to 1024 or above (and put a proxy in front).`;
  }
  if (code === "EADDRNOTAVAIL") {
    return `HOST ${host} is not an address of this machine: set HOST to one of its addresses, or 0.0.0.0 for all.`;
  }
  return null;
}

/** Why PostgreSQL turned the server away, by the socket error or SQLSTATE it answered. */
const POSTGRES_REASONS: Record<string, string> = {
  ECONNREFUSED: "the connection was refused (is PostgreSQL running there, on that port?)",
  ENOTFOUND: "that host name is not known",
  EAI_AGAIN: "that host name could not be looked up",
  EHOSTUNREACH: "that host cannot be reached",
  ENETUNREACH: "that host cannot be reached",
  ETIMEDOUT: "it did not answer",
  ECONNRESET: "it closed the connection",
  "28P01": "it refused the user name or password",
  "28000": "it refused this user or client address (pg_hba.conf)",
  "3D000": "that database does not exist",
  "55000": "that database does not allow connections",
  "57P03": "it is starting up or shutting down",
  "53300": "it has no free connection slots",
  // What PgBouncer answers a start-up parameter it does not track, such as the pool's statement_timeout.
  "08P01":
    "it refused the connection's start-up parameters (behind PgBouncer, add statement_timeout to its " +
    "ignore_startup_parameters)",
};

function postgresFailure(e: { code?: unknown; message?: unknown }, url: string): string | null {
  const message = typeof e.message === "string" ? e.message : "";
  const timedOut = /timeout/i.test(message) && /connect/i.test(message);
  const reason = timedOut
    ? `it did not answer within ${POOL_SETTINGS.connectionTimeoutMillis / 1000} seconds`
    : typeof e.code === "string"
      ? POSTGRES_REASONS[e.code]
      : /^Connection terminated/.test(message)
        ? "it closed the connection"
        : undefined;
  if (!reason) return null;
  return `Cannot use the PostgreSQL database at ${where(url)} (DATABASE_URL): ${reason}.`;
}

/** Where a PostgreSQL URL points, when that cannot be told without risking its password. */
const UNNAMED = "the configured address";

/**
 * host:port/database of a PostgreSQL URL, never its user, password or parameters, whatever it is
 * given (config refuses a URL misread so, but this sentence must not rely on that). The address is
 * read after the last `@`: a password with an unencoded / would otherwise end the address early
 * and be printed as host, port and database. A ? or # before that `@` leaves no telling where the
 * password ends (it may as well be a parameter holding an `@`), so no address is printed then.
 */
function where(url: string): string {
  const afterScheme = url.replace(/^[^:/?#@]*:\/\//, "");
  const at = afterScheme.lastIndexOf("@");
  if (at >= 0 && /[?#]/.test(afterScheme.slice(0, at))) return UNNAMED;
  try {
    const u = new URL(`postgres://${afterScheme.slice(at + 1)}`);
    const socket = u.searchParams.get("host");
    const host = u.hostname ? `${u.hostname}:${u.port || "5432"}` : (socket ?? "localhost:5432");
    return `${host}${u.pathname.length > 1 ? u.pathname : ""}`;
  } catch {
    return UNNAMED;
  }
}
