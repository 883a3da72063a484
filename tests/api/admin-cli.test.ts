import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { runCli } from "../helpers/cli.ts";
import { totpCode } from "../../src/server/modules/admin-auth/totp.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-cli-"));
const file = path.join(dir, "site.db");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `npm run admin -- …` on this suite's database, with a password on stdin. */
const admin = (args: string[], stdin = "") => runCli("admin-cli", args, file, stdin);

async function login(body: object) {
  const app = await buildApp(
    loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }, { ssr: "none", database: { kind: "sqlite", file } }),
  );
  try {
    return await app.inject({ method: "POST", url: "/api/admin/login", payload: body });
  } finally {
    await app.close();
  }
}

describe("npm run admin", () => {
  it("creates, lists, re-passwords, disables and enrols TOTP for admins", { timeout: 180_000 }, async () => {
    const created = await admin(["create", "Grace"], "first-password-123\n");
    expect(created).toMatchObject({ code: 0, out: "Admin Grace created.\n" });
    expect((await login({ username: "grace", password: "first-password-123" })).statusCode).toBe(200);

    const short = await admin(["password", "Grace"], "short\n");
    expect(short.code).toBe(2);
    expect(short.err).toContain("The password must be at least 12 characters.");
    const dup = await admin(["create", "grace"], "another-password-1\n");
    expect(dup.code).toBe(2);
    expect(dup.err).toContain("An admin named grace already exists.");

    expect((await admin(["password", "Grace"], "second-password-456\n")).out).toMatch(
      /^Password of Grace changed; 1 session ended\.$/m,
    );
    expect((await login({ username: "Grace", password: "first-password-123" })).statusCode).toBe(401);
    expect((await login({ username: "Grace", password: "second-password-456" })).statusCode).toBe(200);

    const list = await admin(["list"]);
    expect(list.out).toMatch(/^Grace {2}\(active, password only; last login 20\d\d-/m);

    const totp = await admin(["totp", "Grace"]);
    expect(totp.code).toBe(0);
    const uri = /otpauth:\/\/totp\/\S+/.exec(totp.out)?.[0];
    expect(uri).toBeDefined();
    expect(totp.out).toContain("▄"); // the QR code drawn in the terminal
    const secret = new URL(uri!).searchParams.get("secret")!;
    const noCode = await login({ username: "Grace", password: "second-password-456" });
    expect(noCode.json()).toMatchObject({ totpRequired: true });
    const withCode = await login({
      username: "Grace",
      password: "second-password-456",
      totp: totpCode(secret, Date.now()),
    });
    expect(withCode.statusCode).toBe(200);

    expect((await admin(["disable", "Grace"])).out).toMatch(/^Admin Grace disabled; \d+ sessions? ended\.$/m);
    expect((await admin(["list"])).out).toContain("Grace  (disabled, TOTP;");
    const disabled = await login({
      username: "Grace",
      password: "second-password-456",
      totp: totpCode(secret, Date.now() + 30_000),
    });
    expect(disabled.json()).toEqual({ error: "Invalid credentials" });

    const unknown = await admin(["frobnicate", "x"]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "frobnicate".');
    expect((await admin(["password", "nobody"], "whatever-password-1\n")).err).toContain(
      "There is no admin named nobody.",
    );
  });
});
