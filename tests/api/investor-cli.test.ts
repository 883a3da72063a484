import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "investor-cli-"));
const file = path.join(dir, "site.db");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `npm run investor -- …` as the compiled script runs it, from source, with a password on stdin. */
async function investor(args: string[], stdin = ""): Promise<{ code: number; out: string; err: string }> {
  const child = run(process.execPath, ["--import", "tsx", "src/server/investor-cli.ts", ...args], {
    env: { ...process.env, DATABASE_URL: file, NODE_ENV: "test" },
  });
  child.child.stdin?.end(stdin);
  try {
    const { stdout, stderr } = await child;
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout, err: err.stderr };
  }
}

async function unlock(slug: string, password: string): Promise<number> {
  const app = await buildApp(
    loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "silent", INVESTOR_PASSWORD: "the shared one" },
      { ssr: "none", database: { kind: "sqlite", file } },
    ),
  );
  try {
    return (await app.inject({ method: "POST", url: `/api/investor-access/${slug}`, payload: { password } }))
      .statusCode;
  } finally {
    await app.close();
  }
}

describe("npm run investor", () => {
  it(
    "sets a business's own password, which then opens that portal instead of the shared one; clear undoes it",
    { timeout: 180_000 },
    async () => {
      expect(await unlock("ume", "the shared one")).toBe(204); // seeds the database
      const set = await investor(["password", "ume"], "ume investors only\n");
      expect(set).toMatchObject({ code: 0 });
      expect(set.out).toContain("now has its own investor password");
      expect((await investor(["list"])).out).toContain("ume  (own password)");
      expect(await unlock("ume", "the shared one")).toBe(401);
      expect(await unlock("ume", "ume investors only")).toBe(204);
      expect(await unlock("dayo", "the shared one")).toBe(204);

      expect((await investor(["clear", "ume"])).code).toBe(0);
      expect(await unlock("ume", "the shared one")).toBe(204);
    },
  );

  it(
    "refuses a short password, an unknown or closed portal, and says how to use it",
    { timeout: 120_000 },
    async () => {
      const short = await investor(["password", "dayo"], "short\n");
      expect(short.code).toBe(2);
      expect(short.err).toContain("at least 8 characters");
      const closed = await investor(["password", "herbcore-radio"], "long enough password\n");
      expect(closed.code).toBe(2);
      expect(closed.err).toContain('"herbcore-radio" has no enabled investor portal');
      expect((await investor([])).out).toContain("npm run investor -- password <slug>");
    },
  );
});
