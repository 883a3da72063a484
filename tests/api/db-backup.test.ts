import { execFile, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { runCli, type CliResult } from "../helpers/cli.ts";
import { dbTargets } from "../helpers/test-db.ts";

const run = promisify(execFile);
const sqlite = dbTargets().find((t) => t.name === "sqlite")!;
const postgres = dbTargets().find((t) => t.name === "postgres");
const onPath = (tool: string) => spawnSync(tool, ["--version"]).status === 0;

/** `npm run db:backup -- …args` on the database `database` (a SQLite file or a PostgreSQL URL). */
const backup = (database: string, args: string[], as?: { uid: number; gid: number }): Promise<CliResult> =>
  runCli("db/backup-cli", args, database, "", as);

/**
 * Sends lead forms through the real API one after another until stopped, each from an address of
 * its own (the per-address form budget is not what is under test), and keeps the id of every
 * submission the API acknowledged with 201, in order.
 */
function startWriting(t: TestApp) {
  const acknowledged: string[] = [];
  let stopping = false;
  let n = 0;
  const done = (async () => {
    while (!stopping) {
      n++;
      const res = await t.app.inject({
        method: "POST",
        url: "/api/leads",
        remoteAddress: `2001:db8::${n.toString(16)}`,
        payload: { name: `Writer ${n}`, email: `writer-${n}@example.com`, serviceType: "home-contact" },
      });
      if (res.statusCode !== 201) throw new Error(`lead ${n} answered ${res.statusCode}: ${res.body}`);
      acknowledged.push((res.json() as { id: string }).id);
    }
  })();
  return {
    acknowledged,
    /** Waits until `count` more writes than now were acknowledged. */
    async more(count: number) {
      const until = acknowledged.length + count;
      while (acknowledged.length < until) await new Promise((r) => setTimeout(r, 5));
    },
    async stop() {
      stopping = true;
      await done;
    },
  };
}

/** Fills the database with `rows` leads of 4,000-character messages, so a copy of it takes a while. */
async function bulk(t: TestApp, rows: number): Promise<void> {
  const at = new Date().toISOString();
  const message = "x".repeat(4_000);
  await t.app.services.db.write(async (trx) => {
    for (let i = 0; i < rows; i += 100) {
      const batch = Array.from({ length: Math.min(100, rows - i) }, (_, j) => `bulk-${i + j}`);
      await trx
        .insertInto("leads")
        .values(
          batch.map((id) => ({
            id,
            name: id,
            email: `${id}@example.com`,
            emailKey: `${id}@example.com`,
            createdAt: at,
            updatedAt: at,
          })),
        )
        .execute();
      await trx
        .insertInto("leadSubmissions")
        .values(
          batch.map((id) => ({
            id: `${id}-s`,
            leadId: id,
            serviceType: "home-contact",
            name: id,
            message,
            createdAt: at,
          })),
        )
        .execute();
    }
  });
}

describe("npm run db:backup on SQLite", () => {
  let t: TestApp | undefined;
  const dirs: string[] = [];
  const scratch = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await t?.close();
    t = undefined;
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    "copies the database while leads keep arriving: every lead acknowledged before it began is in the copy, which is sound and opens as the site's database",
    { timeout: 120_000 },
    async () => {
      t = await buildTestApp(sqlite);
      const file = (t.db.database as { file: string }).file;
      await bulk(t, 2_000);
      const writer = startWriting(t);
      try {
        await writer.more(50);
        const before = [...writer.acknowledged];
        const target = path.join(scratch(), "backup.db");
        const during = writer.acknowledged.length;
        const result = await backup(file, [target]);
        const after = writer.acknowledged.length;
        expect(result.err).toBe("");
        expect(result.code).toBe(0);
        expect(result.out).toMatch(/^Backed up .+ to .+backup\.db \([\d,]+ KiB, integrity check ok, \d+ ms\)\.\n$/);
        // The premise: the server kept acknowledging writes while the backup ran.
        expect(after - during, "writes acknowledged while the backup ran").toBeGreaterThan(0);
        await writer.more(20);
        await writer.stop();

        // Restore: the copy becomes the database of a fresh start of the site.
        const restored = path.join(scratch(), "site.db");
        fs.copyFileSync(target, restored);
        const check = new SQLite(restored, { readonly: true });
        expect(check.pragma("integrity_check", { simple: true })).toBe("ok");
        expect(check.pragma("foreign_key_check")).toEqual([]);
        check.close();
        const app = await buildApp(
          loadConfig(
            { NODE_ENV: "test", LOG_LEVEL: "silent" },
            { ssr: "none", database: { kind: "sqlite", file: restored } },
          ),
        );
        try {
          const ids = new Set(
            (await app.services.db.db.selectFrom("leadSubmissions").select("id").execute()).map((r) => r.id),
          );
          const missing = before.filter((id) => !ids.has(id));
          expect(missing, `of ${before.length} acknowledged before the backup`).toEqual([]);
          expect(ids.size).toBeGreaterThanOrEqual(2_000 + before.length);
          expect((await app.inject({ url: "/api/businesses" })).statusCode).toBe(200);
        } finally {
          await app.close();
        }
      } finally {
        await writer.stop();
      }
    },
  );

  it("refuses, with a sentence and exit code 2, a missing file name, an existing file without --force and an unusable folder", async () => {
    t = await buildTestApp(sqlite);
    const file = (t.db.database as { file: string }).file;
    const dir = scratch();

    expect(await backup(file, [])).toEqual({
      code: 2,
      out: "",
      err: "Where should the backup go? Give a new file: npm run db:backup -- <file>\n",
    });

    const existing = path.join(dir, "kept.db");
    fs.writeFileSync(existing, "an earlier backup");
    expect(await backup(file, [existing])).toEqual({
      code: 2,
      out: "",
      err: `${existing} already exists: choose a new file name, or add --force to replace it.\n`,
    });
    expect(fs.readFileSync(existing, "utf8")).toBe("an earlier backup");
    const forced = await backup(file, [existing, "--force"]);
    expect(forced.code).toBe(0);
    const copy = new SQLite(existing, { readonly: true });
    expect(copy.prepare("select count(*) as n from businesses").get()).toEqual({ n: 20 });
    copy.close();

    const nowhere = path.join(dir, "no-such-folder", "b.db");
    expect((await backup(file, [nowhere])).err).toBe(
      `The folder ${path.dirname(nowhere)} does not exist: create it first, or choose another place for ${nowhere}.\n`,
    );
    expect((await backup(file, [dir])).err).toBe(
      `${dir} is a folder: give the name of the backup file, e.g. ${path.join(dir, "site.db")}.\n`,
    );
    expect((await backup(file, [`${file}-wal`])).err).toBe(
      `${file}-wal is the database itself or one of its files: choose another file for the backup.\n`,
    );
    expect((await backup(path.join(dir, "none.db"), [path.join(dir, "b.db")])).err).toBe(
      `There is no SQLite database at ${path.join(dir, "none.db")} (DATABASE_URL): nothing to back up.\n`,
    );
    // Root may write anywhere, so the unwritable folder is tried as nobody.
    const locked = path.join(dir, "locked");
    fs.mkdirSync(locked, { mode: 0o555 });
    const root = process.getuid?.() === 0;
    if (root) {
      fs.chmodSync(dir, 0o755);
      fs.chmodSync(path.dirname(file), 0o777);
      for (const f of fs.readdirSync(path.dirname(file))) fs.chmodSync(path.join(path.dirname(file), f), 0o666);
    }
    const refused = await backup(file, [path.join(locked, "b.db")], root ? { uid: 65534, gid: 65534 } : undefined);
    expect(refused).toMatchObject({ code: 2, out: "" });
    expect(refused.err).toContain(
      `The folder ${locked} cannot be written by this user: choose another place for ${path.join(locked, "b.db")}.\n`,
    );
    expect(fs.readdirSync(locked)).toEqual([]);
  });

  it("points at pg_dump when DATABASE_URL is PostgreSQL, copying nothing", async () => {
    const target = path.join(scratch(), "site.dump");
    expect(await backup("postgres://site:hunter22@127.0.0.1:1/site", [target])).toEqual({
      code: 2,
      out: "",
      err:
        "DATABASE_URL is a PostgreSQL database, which this command does not copy: back it up with pg_dump " +
        `(pg_dump --format=custom --file=${target} "$DATABASE_URL") and restore it with pg_restore, ` +
        'as docs/deploy.md says under "Backups and restore".\n',
    });
    expect(fs.existsSync(target)).toBe(false);
  });
});

/**
 * The commands docs/deploy.md gives for PostgreSQL, round trip: pg_dump of the site's schema while
 * leads keep arriving, pg_restore into a database of the test's own, the same rows there.
 */
describe.runIf(postgres && onPath("pg_dump") && onPath("pg_restore"))("pg_dump and pg_restore", () => {
  it("restore into a fresh database every lead acknowledged before the dump began", { timeout: 120_000 }, async () => {
    const t = await buildTestApp(postgres!);
    const server = new URL(process.env.TEST_DATABASE_URL!);
    const restoredName = `restore_${randomBytes(4).toString("hex")}`;
    const restoredUrl = new URL(server);
    restoredUrl.pathname = `/${restoredName}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-pgdump-"));
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    const writer = startWriting(t);
    try {
      const siteUrl = new URL((t.db.database as { url: string }).url);
      const schema = /search_path=(\S+)/.exec(siteUrl.searchParams.get("options") ?? "")![1]!;
      await writer.more(50);
      const before = [...writer.acknowledged];
      const dump = path.join(dir, "site.dump");
      await run("pg_dump", ["--format=custom", `--schema=${schema}`, `--file=${dump}`, server.toString()]);
      await writer.more(20);
      await writer.stop();

      await admin.query(`CREATE DATABASE ${restoredName}`);
      await run("pg_restore", ["--no-owner", `--dbname=${restoredUrl.toString()}`, dump]);
      const restored = new pg.Client({ connectionString: restoredUrl.toString() });
      await restored.connect();
      try {
        const ids = new Set(
          (await restored.query<{ id: string }>(`select id from ${schema}.lead_submissions`)).rows.map((r) => r.id),
        );
        expect(
          before.filter((id) => !ids.has(id)),
          `of ${before.length} acknowledged before the dump`,
        ).toEqual([]);
        const count = async (c: pg.Client, table: string) =>
          Number((await c.query<{ n: string }>(`select count(*) as n from ${schema}.${table}`)).rows[0]!.n);
        expect(await count(restored, "businesses")).toBe(20);
        expect(await count(restored, "leads")).toBe(ids.size);
        expect(await count(restored, "kysely_migration")).toBe(await count(admin, "kysely_migration"));
      } finally {
        await restored.end();
      }
    } finally {
      await writer.stop();
      await t.close();
      await admin.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
      await admin.end();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
