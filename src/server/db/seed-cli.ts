import { ConfigError, loadConfig } from "../config.ts";
import { loadContent } from "../modules/content/content.loader.ts";
import { createDb } from "./create-db.ts";
import { migrateDatabase } from "./migrate.ts";
import { seedContent } from "./seed.ts";

/** `npm run db:seed`: apply content/ to the configured database (a running server sees it within seconds). */
async function main(): Promise<void> {
  const config = loadConfig();
  const content = loadContent(config.contentDir);
  const db = createDb(config.database);
  try {
    // Under the instances' start-up lock: a server starting meanwhile waits, then finds it seeded.
    const r = await db.exclusively(
      async () => {
        await migrateDatabase(db);
        return seedContent(db, content);
      },
      () => console.log("A server is preparing this database; waiting for it to finish."),
    );
    console.log(
      r.changed
        ? `Content applied: ${r.inserted} added, ${r.updated} updated, ${r.removed} removed.`
        : "Content unchanged: nothing to apply.",
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
});
