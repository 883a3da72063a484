import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { runCli } from "../helpers/cli.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "investor-cli-"));
const file = path.join(dir, "site.db");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `npm run investor -- …` on this suite's database, with a password on stdin. */
const investor = (args: string[], stdin = "") => runCli("investor-cli", args, file, stdin);

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
