import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { AppConfig } from "../../src/server/config.ts";

export interface TestDatabase {
  database: AppConfig["database"];
  drop(): Promise<void>;
}

export interface DbTarget {
  name: "sqlite" | "postgres";
  create(): Promise<TestDatabase>;
}

const sqliteTarget: DbTarget = {
  name: "sqlite",
  async create() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
    return {
      database: { kind: "sqlite", file: path.join(dir, "site.db") },
      async drop() {
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

/** A fresh schema per test on the shared PostgreSQL, dropped afterwards, so runs never meet. */
function postgresTarget(url: string): DbTarget {
  return {
    name: "postgres",
    async create() {
      const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const u = new URL(url);
      u.searchParams.set("options", `-c search_path=${schema}`);
      return {
        database: { kind: "postgres", url: u.toString() },
        async drop() {
          const c = new pg.Client({ connectionString: url });
          await c.connect();
          await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          await c.end();
        },
      };
    },
  };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function dbTargets(): DbTarget[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [sqliteTarget, postgresTarget(url)] : [sqliteTarget];
}
