import { exitOnFailure, readNewPassword, UsageError } from "./cli-prompts.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createDb } from "./db/create-db.ts";
import { migrateDatabase } from "./db/migrate.ts";
import {
  clearBusinessPassword,
  listPortalPasswords,
  MIN_INVESTOR_PASSWORD_LENGTH,
  setBusinessPassword,
} from "./modules/investor-access/investor-passwords.ts";

const USAGE = `Manage the investor portals' passwords (on the database DATABASE_URL names).

  npm run investor -- password <slug>   give one business its own investor password (asks for it)
  npm run investor -- clear <slug>      back to the shared INVESTOR_PASSWORD for that business
  npm run investor -- list              the portals, and which have their own password

The password is read from the terminal without echo, or from standard input when piped; it must
be at least ${MIN_INVESTOR_PASSWORD_LENGTH} characters. Only its argon2id hash is stored. Visitors who already unlocked
the portal keep access until their cookie expires.`;

async function main(argv: string[]): Promise<void> {
  const [command, slug] = argv;
  if (!command || command === "help" || command === "--help") {
    console.log(USAGE);
    return;
  }
  if (command !== "list" && !slug) throw new UsageError(`Which business? npm run investor -- ${command} <slug>`);

  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await migrateDatabase(db);
    const portals = await listPortalPasswords(db.db);
    const portal = portals.find((p) => p.slug === slug);
    if (command !== "list" && !portal) {
      throw new UsageError(
        `"${slug}" has no enabled investor portal. Portals: ${portals.map((p) => p.slug).join(", ") || "none"}.`,
      );
    }
    switch (command) {
      case "password": {
        const password = await readNewPassword("New investor password: ");
        if (password.length < MIN_INVESTOR_PASSWORD_LENGTH)
          throw new UsageError(`The password must be at least ${MIN_INVESTOR_PASSWORD_LENGTH} characters.`);
        if (password.length > 256) throw new UsageError("The password must be at most 256 characters.");
        await setBusinessPassword(db.db, portal!.slug, password, new Date());
        console.log(`${portal!.name} (${portal!.slug}) now has its own investor password.`);
        break;
      }
      case "clear": {
        const had = await clearBusinessPassword(db.db, portal!.slug);
        console.log(
          had
            ? `${portal!.name} (${portal!.slug}) uses the shared INVESTOR_PASSWORD again.`
            : `${portal!.name} (${portal!.slug}) already used the shared INVESTOR_PASSWORD.`,
        );
        break;
      }
      case "list":
        if (portals.length === 0) console.log("No enabled investor portals.");
        for (const p of portals) console.log(`${p.slug}  (${p.own ? "own password" : "shared INVESTOR_PASSWORD"})`);
        break;
      default:
        throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
    }
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => exitOnFailure(err, (e) => e instanceof ConfigError));
