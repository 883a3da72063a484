import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { ensureDatabase } from "../helpers/ensure-database.ts";

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log("Skipping the test database creation tests: TEST_DATABASE_URL is not set.");

/** The same server as TEST_DATABASE_URL, another database. */
function on(name: string): string {
  const u = new URL(url!);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

async function exists(name: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    return r.rowCount === 1;
  } finally {
    await c.end();
  }
}

describe.skipIf(!url)("the PostgreSQL test database", () => {
  // Throwaway names only (a capital and a hyphen make them need quoting); never `test` itself.
  const made: string[] = [];
  const throwaway = () => {
    const name = `Ensure-${randomBytes(4).toString("hex")}`;
    made.push(name);
    return name;
  };
  afterAll(async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    for (const name of made) await c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)}`);
    await c.end();
  });

  it("is created when the server has none by that name, and left alone when it has", async () => {
    const name = throwaway();
    expect(await exists(name)).toBe(false);
    expect(await ensureDatabase(on(name))).toBe("created");
    expect(await exists(name)).toBe(true);
    const c = new pg.Client({ connectionString: on(name) });
    await c.connect();
    expect((await c.query("SELECT current_database() AS db")).rows[0].db).toBe(name);
    await c.end();
    expect(await ensureDatabase(on(name))).toBe("present");
  });

  it("is created once when two runs start together", async () => {
    const name = throwaway();
    const outcomes = await Promise.all([ensureDatabase(on(name)), ensureDatabase(on(name))]);
    expect(outcomes.sort()).toEqual(["created", "present"]);
    expect(await exists(name)).toBe(true);
  });

  it("stops with one sentence naming the variable when the server cannot be reached", async () => {
    await expect(ensureDatabase("postgres://postgres@127.0.0.1:1/test")).rejects.toThrow(
      "TEST_DATABASE_URL points at PostgreSQL on 127.0.0.1:1, which cannot be reached (ECONNREFUSED): " +
        "start it, or unset TEST_DATABASE_URL to skip the PostgreSQL runs.",
    );
  });

  it("names the server and the refusal when it answers no, without the password", async () => {
    const u = new URL(on("whatever"));
    u.username = "no_such_role_for_tests";
    u.password = "secret-in-url";
    const err = await ensureDatabase(u.toString()).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    const message = (err as Error).message;
    expect(
      message.startsWith(
        `PostgreSQL on ${u.hostname}:${u.port || "5432"} refused the database "whatever" of TEST_DATABASE_URL (`,
      ),
    ).toBe(true);
    expect(message).toContain('role "no_such_role_for_tests" does not exist');
    expect(message.endsWith("): fix TEST_DATABASE_URL, or unset it to skip the PostgreSQL runs.")).toBe(true);
    expect(message).not.toContain("secret-in-url");
  });
});
