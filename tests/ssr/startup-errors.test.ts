import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import { startupFailure } from "../../src/server/startup-errors.ts";
import { requireBuild, startServer, type ServerProcess } from "../helpers/server-process.ts";
import { dbTargets } from "../helpers/test-db.ts";

/**
 * The real process entry refusing to start: exit code 1 and one sentence naming the variable to
 * fix, never a raw ECONNREFUSED, EADDRINUSE or SQLite error.
 */
describe("start-up errors", () => {
  let server: ServerProcess | undefined;
  const cleanups: (() => void)[] = [];
  beforeAll(() => requireBuild());
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  /** Starts the server, expects it to stop by itself with code 1, and answers its last line. */
  async function refusal(env: Record<string, string>, as?: { uid: number; gid: number }): Promise<string> {
    server = startServer(env, { as });
    expect(await server.exited, server.output()).toBe(1);
    return server.output().trim().split("\n").at(-1)!;
  }

  /** A folder of the test's own; root's permission checks are bypassed, so files are tried as nobody. */
  function scratch(): { dir: string; as?: { uid: number; gid: number } } {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-startup-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const root = process.getuid?.() === 0;
    if (root) fs.chmodSync(dir, 0o777);
    return { dir, as: root ? { uid: 65534, gid: 65534 } : undefined };
  }

  it("refuses a DATABASE_URL that is neither PostgreSQL nor a file path, creating no file", async () => {
    const line = await refusal({ DATABASE_URL: "mysql://root:hunter22@127.0.0.1:3306/site" });
    expect(line).toBe(
      "Invalid environment variable DATABASE_URL: must be a PostgreSQL URL (postgres://user:password@host:5432/database) " +
        "or the path of a SQLite file (./data/site.db, or sqlite:./data/site.db); mysql: is not supported.",
    );
    expect(server!.output()).not.toContain("hunter22");
    expect(fs.existsSync("mysql:")).toBe(false);
  });

  it("names DATABASE_URL and the host of a PostgreSQL server that cannot be reached", async () => {
    const line = await refusal({ DATABASE_URL: "postgres://site:hunter22@127.0.0.1:1/site" });
    expect(line).toBe(
      "Cannot use the PostgreSQL database at 127.0.0.1:1/site (DATABASE_URL): the connection was refused " +
        "(is PostgreSQL running there, on that port?).",
    );
    expect(server!.output()).not.toMatch(/ECONNREFUSED|hunter22/);
  });

  it("refuses a PostgreSQL URL whose password holds an unencoded /, printing none of it", async () => {
    const line = await refusal({ DATABASE_URL: "postgres://app:4521/Zq9x@db.internal:5432/site" });
    expect(line).toBe(
      "Invalid environment variable DATABASE_URL: this PostgreSQL URL has an @ after its host, as when the " +
        "password holds a /, ? or #: percent-encode the password (/ as %2F, ? as %3F, # as %23, @ as %40).",
    );
    expect(server!.output()).not.toMatch(/4521|Zq9x/);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "names PgBouncer's ignore_startup_parameters when a pooler refuses statement_timeout, after migrating",
    async () => {
      const testDb = await dbTargets()
        .find((t) => t.name === "postgres")!
        .create();
      const pooler = await strictPooler(new URL(process.env.TEST_DATABASE_URL!));
      try {
        const url = new URL((testDb.database as { url: string }).url);
        url.hostname = "127.0.0.1";
        url.port = String(pooler.port);
        const line = await refusal({ DATABASE_URL: url.toString() });
        expect(line).toBe(
          `Cannot use the PostgreSQL database at 127.0.0.1:${pooler.port}${url.pathname} (DATABASE_URL): it refused ` +
            "the connection's start-up parameters (behind PgBouncer, add statement_timeout to its ignore_startup_parameters).",
        );
        expect(pooler.refused()).toBeGreaterThan(0);
        // The migrations went through: their connection sends no statement_timeout.
        expect(await migrationsIn(url)).toBe(12);
      } finally {
        pooler.close();
        await testDb.drop();
      }
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)("names a PostgreSQL database that does not exist", async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = "/site_no_such_database";
    const line = await refusal({ DATABASE_URL: url.toString() });
    expect(line).toBe(
      `Cannot use the PostgreSQL database at ${url.hostname}:${url.port || "5432"}/site_no_such_database (DATABASE_URL): ` +
        "that database does not exist.",
    );
  });

  it("names PORT when the port is in use", async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => taken.close());
    const port = (taken.address() as net.AddressInfo).port;
    const line = await refusal({ PORT: String(port) });
    expect(line).toBe(
      `Port ${port} on 127.0.0.1 is already in use: stop what listens there or set PORT to a free port.`,
    );
    expect(server!.output()).not.toContain("EADDRINUSE");
  });

  it("names the file and DATABASE_URL when the SQLite file is read-only", async () => {
    const { dir, as } = scratch();
    const file = path.join(dir, "site.db");
    fs.writeFileSync(file, "");
    fs.chmodSync(file, 0o444);
    expect(await refusal({ DATABASE_URL: file }, as)).toBe(
      `The SQLite database file ${file} (DATABASE_URL) is read-only: make it writable by the user running the server, ` +
        "or set DATABASE_URL to a file that is.",
    );
    expect(server!.output()).not.toContain("readonly database");
  });

  it("names the folder and DATABASE_URL when the SQLite file's folder cannot be written", async () => {
    const { dir, as } = scratch();
    const folder = path.join(dir, "locked");
    fs.mkdirSync(folder, { mode: 0o555 });
    fs.chmodSync(folder, 0o555);
    const file = path.join(folder, "site.db");
    expect(await refusal({ DATABASE_URL: file }, as)).toBe(
      `The SQLite database file ${file} (DATABASE_URL) is in ${folder}, a folder this user cannot write: ` +
        "make that folder writable by the user running the server, or set DATABASE_URL to a file that is.",
    );
  });

  it("warns of a misspelt variable, naming the right one, and starts all the same", async () => {
    server = startServer({ DATABSE_URL: "postgres://127.0.0.1:1/site", REDIS_URI: "redis://127.0.0.1:6379" });
    await server.port();
    expect(server.output()).toContain(
      "Warning: DATABSE_URL is set but this server does not read it; did you mean DATABASE_URL?",
    );
    expect(server.output()).toContain(
      "Warning: REDIS_URI is set but this server does not read it; did you mean REDIS_URL?",
    );
  });
});

/**
 * The sentence builder given what config would refuse, or errors no real server gave here: it
 * names host, port and database at most, and never what comes before the last @ of the address.
 */
describe("the start-up sentence for a PostgreSQL server that cannot be used", () => {
  const notKnown = { code: "ENOTFOUND", message: "getaddrinfo ENOTFOUND db.internal" };
  const sentence = (url: string, err: object = notKnown) =>
    startupFailure(err, loadConfig({}, { database: { kind: "postgres", url } }));

  it.each([
    ["postgres://app:Zq9x4521@db.internal:5432/site", "db.internal:5432/site"],
    ["postgres://app:4521/Zq9x@db.internal:5432/site", "db.internal:5432/site"],
    ["postgres://app:4521/Zq9x@db.internal/site", "db.internal:5432/site"],
    ["postgres://app:45@21/Zq9x@db.internal:5432/site", "db.internal:5432/site"],
    ["postgres://app:4521?Zq9x@db.internal:5432/site", "the configured address"],
    ["postgres://app:4521#Zq9x@db.internal:5432/site", "the configured address"],
    ["postgres://db.internal:5432/site?password=Zq9x@4521", "the configured address"],
    ["postgres://app:4521/Zq9x@/site?host=/var/run/postgresql", "/var/run/postgresql/site"],
  ])("%j is named as %j", (url, where) => {
    const line = sentence(url);
    expect(line).toBe(`Cannot use the PostgreSQL database at ${where} (DATABASE_URL): that host name is not known.`);
    expect(line).not.toMatch(/Zq9x|4521|app/);
  });

  it("says what PgBouncer needs when it refuses a start-up parameter (08P01)", () => {
    const refused = { code: "08P01", message: "unsupported startup parameter: statement_timeout" };
    expect(sentence("postgres://site@127.0.0.1:6432/site", refused)).toBe(
      "Cannot use the PostgreSQL database at 127.0.0.1:6432/site (DATABASE_URL): it refused the connection's " +
        "start-up parameters (behind PgBouncer, add statement_timeout to its ignore_startup_parameters).",
    );
  });
});

/**
 * PgBouncer without ignore_startup_parameters, in front of the test PostgreSQL: a connection
 * whose start-up message sets statement_timeout is refused with 08P01, as PgBouncer refuses a
 * parameter it does not track; any other goes through.
 */
async function strictPooler(upstream: URL): Promise<{ port: number; refused(): number; close(): void }> {
  let refused = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      if (head.length < 4 || head.length < head.readInt32BE(0)) return;
      client.off("data", onData);
      if (head.includes("statement_timeout\0")) {
        refused++;
        client.end(errorResponse("08P01", "unsupported startup parameter: statement_timeout"));
        return;
      }
      const db = net.connect(Number(upstream.port || 5432), upstream.hostname);
      sockets.add(db);
      db.on("error", () => client.destroy());
      client.on("error", () => db.destroy());
      db.write(head);
      client.pipe(db);
      db.pipe(client);
    };
    client.on("data", onData);
    client.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    refused: () => refused,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** A protocol ErrorResponse: severity, SQLSTATE and message. */
function errorResponse(code: string, message: string): Buffer {
  const field = (type: string, value: string) => Buffer.from(`${type}${value}\0`);
  const body = Buffer.concat([
    field("S", "FATAL"),
    field("V", "FATAL"),
    field("C", code),
    field("M", message),
    Buffer.from([0]),
  ]);
  const head = Buffer.alloc(5);
  head.write("E");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** How many migrations the database behind `url` (the pooler's address, its schema) has recorded. */
async function migrationsIn(url: URL): Promise<number> {
  const direct = new URL(url);
  const upstream = new URL(process.env.TEST_DATABASE_URL!);
  direct.hostname = upstream.hostname;
  direct.port = upstream.port;
  const client = new pg.Client({ connectionString: direct.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>("select count(*) as n from kysely_migration");
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}
