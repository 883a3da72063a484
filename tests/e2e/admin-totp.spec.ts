import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydrated.ts";
import { totpCode } from "../../src/server/modules/admin-auth/totp.ts";

const run = promisify(execFile);

/** `npm run admin -- …` against the test server's database (the compiled CLI, as staff run it). */
async function adminCli(args: string[], stdin = ""): Promise<string> {
  const child = run(process.execPath, ["dist/server/admin-cli.js", ...args], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE!, NODE_ENV: "production", LOG_LEVEL: "silent" },
  });
  child.child.stdin?.end(stdin);
  return (await child).stdout;
}

test("an admin with a second factor logs in with the authenticator code", async ({ page }) => {
  const username = `totp-${Date.now().toString(36)}`;
  const password = "e2e-totp-password-456";
  await adminCli(["create", username], `${password}\n`);
  const enrolled = await adminCli(["totp", username]);
  const secret = new URL(/otpauth:\/\/totp\/\S+/.exec(enrolled)![0]).searchParams.get("secret")!;

  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Access Portal" }).click();
  const code = page.getByLabel("Authenticator code");
  await expect(code).toBeVisible();
  await expect(page.getByText(`Welcome, ${username}`)).toHaveCount(0);

  await code.fill("000000" === totpCode(secret, Date.now()) ? "111111" : "000000");
  await page.getByRole("button", { name: "Access Portal" }).click();
  await expect(page.getByText("That authenticator code is not valid. Please try again.")).toBeVisible();
  await expect(page.getByText(`Welcome, ${username}`)).toHaveCount(0);

  await code.fill(totpCode(secret, Date.now()));
  await page.getByRole("button", { name: "Access Portal" }).click();
  await expect(page.getByText(`Welcome, ${username}`)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Dashboard" })).toBeVisible();
});
