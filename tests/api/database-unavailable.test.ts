import SQLite from "better-sqlite3";
import Fastify from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markUnavailable } from "../../src/server/db/unavailable.ts";
import { installErrorHandlers } from "../../src/server/plugins/errors.ts";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { dbTargets } from "../helpers/test-db.ts";

const UNAVAILABLE = {
  error: "The service is briefly unavailable while its database reconnects. Please try again in a few seconds.",
};

describe("what a failing database answers", () => {
  const app = Fastify();
  const failures: Record<string, () => Error> = {
    "pool-lost-connection": () => markUnavailable(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })),
    "visitor-hung-up": () => Object.assign(new Error("aborted"), { code: "ECONNRESET" }),
    "admin-shutdown": () => Object.assign(new Error("terminating connection"), { code: "57P01" }),
    "statement-timeout": () => Object.assign(new Error("canceling statement"), { code: "57014" }),
    "too-many-connections": () => Object.assign(new Error("sorry, too many clients"), { code: "53300" }),
    "sqlite-busy": () => Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }),
    "sqlite-disk": () => Object.assign(new Error("disk I/O error"), { code: "SQLITE_IOERR_WRITE" }),
    "unique-violation": () => Object.assign(new Error("duplicate key"), { code: "23505" }),
    "a-bug": () => new TypeError("x is undefined"),
  };
  beforeAll(async () => {
    installErrorHandlers(app);
    app.get("/fail/:kind", async (req) => {
      throw failures[(req.params as { kind: string }).kind]!();
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    "pool-lost-connection",
    "admin-shutdown",
    "statement-timeout",
    "too-many-connections",
    "sqlite-busy",
    "sqlite-disk",
  ])("answers %s with 503, a sentence, Retry-After: 5 and no-store", async (kind) => {
    const res = await app.inject(`/fail/${kind}`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("still takes an ECONNRESET not from the database for a visitor who hung up", async () => {
    const res = await app.inject("/fail/visitor-hung-up");
    expect(res.statusCode).toBe(400);
    expect(res.headers["retry-after"]).toBeUndefined();
  });

  it.each(["unique-violation", "a-bug"])(
    "answers %s with 500: the database is there, the code is wrong",
    async (kind) => {
      const res = await app.inject(`/fail/${kind}`);
      expect(res.statusCode).toBe(500);
      expect(res.headers["retry-after"]).toBeUndefined();
    },
  );
});

/**
 * The real app, its tables locked by another session for longer than a write may wait: SQLite's
 * busy timeout and PostgreSQL's statement_timeout are both 5 s.
 */
describe.each(dbTargets())("a write the database cannot take in time, on $name", (target) => {
  let t: TestApp;
  let release: () => Promise<void>;

  beforeAll(async () => {
    t = await buildTestApp(target);
    const database = t.db.database;
    if (database.kind === "sqlite") {
      const other = new SQLite(database.file);
      other.exec("BEGIN EXCLUSIVE");
      release = async () => {
        other.exec("ROLLBACK");
        other.close();
      };
    } else {
      const other = new pg.Client({ connectionString: database.url });
      await other.connect();
      await other.query("BEGIN");
      await other.query("LOCK TABLE leads IN ACCESS EXCLUSIVE MODE");
      release = async () => {
        await other.query("ROLLBACK");
        await other.end();
      };
    }
  });
  afterAll(async () => {
    await release?.();
    await t?.close();
  });

  it("answers 503 with Retry-After within seconds, and takes the write once the lock is gone", async () => {
    const submit = () =>
      t.app.inject({
        method: "POST",
        url: "/api/leads",
        payload: { email: "grace@example.com", serviceType: "blog-updates" },
      });
    const started = Date.now();
    const refused = await submit();
    expect(refused.statusCode).toBe(503);
    // The id the visitor can quote to staff, as the answer's header names it.
    expect(refused.json()).toEqual({ ...UNAVAILABLE, requestId: refused.headers["x-request-id"] });
    expect(refused.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(Date.now() - started).toBeLessThan(7_000);

    await release();
    release = async () => {};
    expect((await submit()).statusCode).toBe(201);
  });
});
