import pg from "pg";

/** Codes of a server that cannot be reached at all (as opposed to one that answered no). */
const UNREACHABLE = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ETIMEDOUT"]);
/** PostgreSQL's "database does not exist", and two ways a concurrent CREATE DATABASE shows up. */
const NO_SUCH_DATABASE = "3D000";
const ALREADY_MADE = new Set(["42P04", "23505"]);

const CONNECT_TIMEOUT_MS = 5_000;

function errorCode(err: unknown): string | undefined {
  return (err as { code?: string } | null)?.code;
}

function withDatabase(url: URL, name: string): string {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(name)}`;
  return other.toString();
}

async function connect(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await client.connect();
    return client;
  } catch (err) {
    await client.end().catch(() => {});
    throw err;
  }
}

/**
 * Makes sure the database `url` names exists, creating it through the server's maintenance
 * database (`postgres`, else `template1`) when it does not, so enabling the PostgreSQL runs needs
 * nothing but the variable. Never alters a database that exists. Fails with one sentence naming
 * `variable` when the server cannot be reached or refuses.
 */
export async function ensureDatabase(url: string, variable = "TEST_DATABASE_URL"): Promise<"created" | "present"> {
  const parsed = new URL(url);
  // Without a path the client connects to the database named like the user, as libpq does.
  const name = decodeURIComponent(parsed.pathname.slice(1)) || decodeURIComponent(parsed.username) || "postgres";
  const server = `${parsed.hostname || "localhost"}:${parsed.port || "5432"}`;
  const fail = (err: unknown): Error => {
    const code = errorCode(err);
    const reason = err instanceof Error ? err.message : String(err);
    if ((code && UNREACHABLE.has(code)) || /timeout/i.test(reason)) {
      return new Error(
        `${variable} points at PostgreSQL on ${server}, which cannot be reached (${code ?? reason}): start it, or unset ${variable} to skip the PostgreSQL runs.`,
      );
    }
    return new Error(
      `PostgreSQL on ${server} refused the database "${name}" of ${variable} (${reason}): fix ${variable}, or unset it to skip the PostgreSQL runs.`,
    );
  };

  try {
    await (await connect(url)).end();
    return "present";
  } catch (err) {
    if (errorCode(err) !== NO_SUCH_DATABASE) throw fail(err);
  }

  let admin: pg.Client;
  try {
    admin = await connect(withDatabase(parsed, "postgres"));
  } catch (err) {
    if (errorCode(err) !== NO_SUCH_DATABASE) throw fail(err);
    admin = await connect(withDatabase(parsed, "template1")).catch((e: unknown) => {
      throw fail(e);
    });
  }
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
    return "created";
  } catch (err) {
    // Another run created it a moment ago: that is what we wanted.
    if (ALREADY_MADE.has(errorCode(err) ?? "")) return "present";
    throw fail(err);
  } finally {
    await admin.end().catch(() => {});
  }
}
