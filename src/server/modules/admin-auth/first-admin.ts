import type { AuthLog } from "./admin-auth.service.ts";

/**
 * Says that the first admin account was made. A generated password goes to the terminal once,
 * outside the JSON log (logs are kept and shipped; this must not be), and is never stored in clear.
 */
export function announceFirstAdmin(
  created: { username: string; generatedPassword: string | null },
  log: AuthLog,
  out: NodeJS.WritableStream = process.stdout,
): void {
  if (!created.generatedPassword) {
    log.info({ username: created.username }, "created the first admin account from ADMIN_USERNAME and ADMIN_PASSWORD");
    return;
  }
  out.write(
    [
      "",
      "  First staff account created for the console at /admin:",
      `    username: ${created.username}`,
      `    password: ${created.generatedPassword}`,
      "  This password is shown only now. Change it with: npm run admin -- password " + created.username,
      "",
      "",
    ].join("\n"),
  );
  log.warn({ username: created.username }, "created the first admin account with a generated password (printed once)");
}
