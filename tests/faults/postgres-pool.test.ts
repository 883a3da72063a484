import { randomBytes } from "node:crypto";
import net from "node:net";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "../../src/server/db/create-db.ts";
import { isDatabaseUnavailable } from "../../src/server/db/unavailable.ts";
import { dbTargets, type TestDatabase } from "../helpers/test-db.ts";

/**
 * The pool on the real PostgreSQL, its connections ended under it (pg_terminate_backend) at the
 * moments pg-pool alone does not survive. Each run names its connections, so only they are ended.
 */
const maintenanceUrl = process.env.TEST_DATABASE_URL;
const postgres = dbTargets().find((t) => t.name === "postgres");
if (!maintenanceUrl) {
  console.warn(
    "tests/faults/postgres-pool.test.ts skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run the PostgreSQL pool fault tests.",
  );
}

describe.runIf(maintenanceUrl && postgres)("the PostgreSQL pool when its connections are ended", () => {
  let maintenance: pg.Client;
  let testDb: TestDatabase;
  let handle: DbHandle;
  let appName = "";
  const warnings: string[] = [];

  beforeAll(async () => {
    maintenance = new pg.Client({ connectionString: maintenanceUrl });
    // Ended from outside (another run on the shared server), its next query fails the test
    // plainly rather than as an unhandled 'error' event.
    maintenance.on("error", (err) => console.warn(`maintenance connection lost: ${err.message}`));
    await maintenance.connect();
  });
  afterAll(async () => {
    await maintenance?.end();
  });

  beforeEach(async () => {
    testDb = await postgres!.create();
    appName = `site_pool_${randomBytes(5).toString("hex")}`;
    const url = new URL((testDb.database as { url: string }).url);
    url.searchParams.set("application_name", appName);
    warnings.length = 0;
    handle = createDb({ kind: "postgres", url: url.toString() }, { warn: (_d, message) => warnings.push(message) });
    await sql`CREATE TABLE notes (id integer PRIMARY KEY)`.execute(handle.db);
  });
  afterEach(async () => {
    await handle.close();
    await testDb.drop();
  });

  async function backendPid(db: DbHandle["db"] = handle.db): Promise<number> {
    const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
    return rows[0]!.pid;
  }

  async function terminate(pid: number): Promise<void> {
    const { rows } = await maintenance.query<{ ended: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE pid = $1 AND application_name = $2",
      [pid, appName],
    );
    expect(rows).toEqual([{ ended: true }]);
  }

  /** Until the client has heard of its end (the server's notice arrives on its own socket). */
  async function heard(count: number): Promise<void> {
    const end = Date.now() + 5_000;
    while (warnings.length < count && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    expect(warnings.length).toBeGreaterThanOrEqual(count);
  }

  const insert = (db: Parameters<ReturnType<typeof sql>["execute"]>[0], id: number) =>
    sql`INSERT INTO notes (id) VALUES (${id})`.execute(db);
  const count = async () =>
    Number((await sql<{ n: string }>`SELECT count(*) AS n FROM notes`.execute(handle.db)).rows[0]!.n);

  it("survives a connection ended inside a transaction: the transaction fails as unavailable, the next query works", async () => {
    const failure = await handle
      .write(async (trx) => {
        await insert(trx, 1);
        await terminate(await backendPid(trx));
        await heard(1);
        await insert(trx, 2);
      })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(warnings[0]).toBe("a PostgreSQL connection in use failed; it will be closed on release");
    expect(await count()).toBe(0);
  });

  it("reads again on a fresh connection when the pooled one was ended while idle", async () => {
    const first = await backendPid();
    await terminate(first);
    await heard(1);
    expect(warnings[0]).toBe("an idle PostgreSQL connection failed and was dropped from the pool");
    expect(await backendPid()).not.toBe(first);
  });

  it("reads through when every pooled connection was ended at once, as a restart does", async () => {
    const sleepers = () => sql<{ pid: number }>`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`.execute(handle.db);
    const pids = (await Promise.all([sleepers(), sleepers(), sleepers()])).map((r) => r.rows[0]!.pid);
    expect(new Set(pids).size).toBe(3);
    for (const pid of pids) await terminate(pid);
    // At once, before the pool can have heard of every end.
    expect(pids).not.toContain(await backendPid());
  });

  it("outside a transaction, repeats a read on a fresh connection but never a write", async () => {
    await handle.db.connection().execute(async (conn) => {
      const first = await backendPid(conn);
      await terminate(first);
      await heard(1);
      const write = await insert(conn, 3).then(
        () => "written",
        (err: unknown) => (isDatabaseUnavailable(err) ? "unavailable" : String(err)),
      );
      expect(write).toBe("unavailable");
      const again = await backendPid(conn);
      expect(again).not.toBe(first);
    });
    expect(await count()).toBe(0);
  });

  it("answers 'unavailable' quickly when connections are refused, and works once they are not", async () => {
    const url = new URL(maintenanceUrl!);
    url.port = "1";
    const refused = createDb({ kind: "postgres", url: url.toString() }, { warn: () => {} });
    try {
      const started = Date.now();
      const err = await backendPid(refused.db).catch((e: unknown) => e);
      expect(isDatabaseUnavailable(err)).toBe(true);
      expect(Date.now() - started).toBeLessThan(3_500);
    } finally {
      await refused.close();
    }
    expect(await backendPid()).toBeGreaterThan(0);
  });

  /**
   * A hop between the pool and PostgreSQL that can stop passing bytes while keeping every
   * connection open: a server or a route that hangs instead of refusing.
   */
  async function hangingProxy(target: URL) {
    const [port, host] = [Number(target.port || 5432), target.hostname];
    let hanging = false;
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((client) => {
      const upstream = net.connect(port, host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on("error", () => {});
      }
      client.on("data", (d) => hanging || upstream.write(d));
      upstream.on("data", (d) => hanging || client.write(d));
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    return {
      port: (proxy.address() as net.AddressInfo).port,
      hang: (on: boolean) => (hanging = on),
      close: () => {
        for (const s of sockets) s.destroy();
        proxy.close();
      },
    };
  }

  it("gives up on a database that stops answering within seconds, and works again once it answers", async () => {
    const url = new URL((testDb.database as { url: string }).url);
    const proxy = await hangingProxy(url);
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    const hung = createDb({ kind: "postgres", url: url.toString() }, { warn: () => {} });
    const timed = async (work: () => Promise<unknown>) => {
      const started = Date.now();
      const err = await work().then(
        () => null,
        (e: unknown) => e,
      );
      return { unavailable: isDatabaseUnavailable(err), ms: Date.now() - started };
    };
    try {
      expect(await backendPid(hung.db)).toBeGreaterThan(0);
      proxy.hang(true);
      // A statement on an open connection: the client's query_timeout (6 s).
      const read = await timed(() => backendPid(hung.db));
      expect(read.unavailable).toBe(true);
      expect(read.ms).toBeGreaterThanOrEqual(5_900);
      expect(read.ms).toBeLessThan(7_500);
      // A new connection: the connect timeout (3 s).
      const connect = await timed(() => backendPid(hung.db));
      expect(connect.unavailable).toBe(true);
      expect(connect.ms).toBeLessThan(4_500);

      proxy.hang(false);
      await hung.write((trx) => insert(trx, 10));
      // A transaction whose connection hangs midway: one timeout, not one more for its ROLLBACK.
      const write = await timed(() =>
        hung.write(async (trx) => {
          await insert(trx, 11);
          proxy.hang(true);
          await insert(trx, 12);
        }),
      );
      expect(write.unavailable).toBe(true);
      expect(write.ms).toBeLessThan(7_500);

      proxy.hang(false);
      expect(await backendPid(hung.db)).toBeGreaterThan(0);
      expect(await count()).toBe(1);
    } finally {
      await hung.close();
      proxy.close();
    }
  }, 30_000);
});
