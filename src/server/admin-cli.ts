import QRCode from "qrcode";
import { exitOnFailure, readNewPassword, UsageError } from "./cli-prompts.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createDb } from "./db/create-db.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { loadContent } from "./modules/content/content.loader.ts";
import { AdminAccountError, MIN_PASSWORD_LENGTH } from "./modules/admin-auth/admin-auth.service.ts";
import { createAdminServices } from "./modules/admin/create-admin-services.ts";
import { createRateLimiter } from "./modules/rate-limit/rate-limiter.ts";

const USAGE = `Manage the staff console's accounts (on the database DATABASE_URL names).

  npm run admin -- create <username>     add an admin (asks for the password)
  npm run admin -- password <username>   set a new password (signs the admin out everywhere)
  npm run admin -- list                  list the admins
  npm run admin -- disable <username>    refuse this admin's logins and end their sessions
  npm run admin -- enable <username>     allow a disabled admin again
  npm run admin -- totp <username>       enrol a second factor: prints the otpauth URI and a QR code
  npm run admin -- totp-off <username>   remove the second factor

The password is read from the terminal without echo, or from standard input when piped
(e.g. from a secrets manager); it must be at least ${MIN_PASSWORD_LENGTH} characters.`;

async function main(argv: string[]): Promise<void> {
  const [command, username] = argv;
  if (!command || command === "help" || command === "--help") {
    console.log(USAGE);
    return;
  }
  const needsName = command !== "list";
  if (needsName && !username) throw new UsageError(`Which admin? npm run admin -- ${command} <username>`);

  const config = loadConfig();
  const content = loadContent(config.contentDir);
  const db = createDb(config.database);
  try {
    await migrateDatabase(db);
    // The command line is not rate limited; the service wants limiters, so it gets idle ones.
    const idle = createRateLimiter({ rule: { max: 1_000_000, windowMs: 60_000 }, prefix: "cli:" });
    const { auth } = createAdminServices({
      db,
      loginLimits: { byAddress: idle, byUsername: idle },
      now: Date.now,
      log: { info: () => {}, warn: () => {} },
      issuer: content.site.companyName,
    });
    const name = username!;
    switch (command) {
      case "create":
        await auth.accounts.create(name, await readNewPassword());
        console.log(`Admin ${name} created.`);
        break;
      case "password": {
        const ended = await auth.accounts.setPassword(name, await readNewPassword());
        console.log(`Password of ${name} changed; ${ended} session${ended === 1 ? "" : "s"} ended.`);
        break;
      }
      case "list": {
        const admins = await auth.accounts.list();
        if (admins.length === 0) console.log("No admins yet: the server creates the first at start.");
        for (const a of admins) {
          const flags = [a.disabled ? "disabled" : "active", a.totp ? "TOTP" : "password only"].join(", ");
          console.log(`${a.username}  (${flags}; last login ${a.lastLoginAt ?? "never"})`);
        }
        break;
      }
      case "disable": {
        const ended = await auth.accounts.setDisabled(name, true);
        console.log(`Admin ${name} disabled; ${ended} session${ended === 1 ? "" : "s"} ended.`);
        break;
      }
      case "enable":
        await auth.accounts.setDisabled(name, false);
        console.log(`Admin ${name} enabled.`);
        break;
      case "totp": {
        const { uri, secret } = await auth.accounts.enrolTotp(name);
        console.log(`Second factor enrolled for ${name}. Scan this in an authenticator app:\n`);
        console.log(await QRCode.toString(uri, { type: "terminal", small: true }));
        console.log(`Or enter it by hand: ${uri}\n(secret ${secret})`);
        console.log("From now on the login asks for the 6-digit code.");
        break;
      }
      case "totp-off":
        await auth.accounts.removeTotp(name);
        console.log(`Second factor removed for ${name}.`);
        break;
      default:
        throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
    }
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) =>
  exitOnFailure(err, (e) => e instanceof AdminAccountError || e instanceof ConfigError),
);
