import path from "node:path";
import { exitOnFailure, UsageError } from "../cli-prompts.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { BackupError, backupSqlite } from "./sqlite-backup.ts";

const USAGE = `Back up the database DATABASE_URL names, while the server keeps running.

  npm run db:backup -- <file>           a consistent copy of the SQLite database in a new file
  npm run db:backup -- <file> --force   replace <file> if it exists

PostgreSQL is backed up with pg_dump (docs/deploy.md, "Backups and restore").`;

function parse(argv: string[]): { file: string; force: boolean } | null {
  let force = false;
  const files: string[] = [];
  for (const arg of argv) {
    if (arg === "--help" || arg === "-h" || arg === "help") return null;
    if (arg === "--force") force = true;
    else if (arg.startsWith("-")) throw new UsageError(`Unknown option ${arg}.\n\n${USAGE}`);
    else files.push(arg);
  }
  if (files.length === 0) {
    throw new UsageError(`Where should the backup go? Give a new file: npm run db:backup -- <file>`);
  }
  if (files.length > 1) throw new UsageError(`Give one backup file, not ${files.length}: npm run db:backup -- <file>`);
  return { file: files[0]!, force };
}

/** `npm run db:backup -- <file> [--force]`. */
async function main(argv: string[]): Promise<void> {
  const args = parse(argv);
  if (!args) {
    console.log(USAGE);
    return;
  }
  const { database } = loadConfig();
  if (database.kind === "postgres") {
    throw new UsageError(
      "DATABASE_URL is a PostgreSQL database, which this command does not copy: back it up with pg_dump " +
        `(pg_dump --format=custom --file=${args.file} "$DATABASE_URL") and restore it with pg_restore, ` +
        'as docs/deploy.md says under "Backups and restore".',
    );
  }
  const started = Date.now();
  // npm runs scripts in the project's folder; a relative name means the folder it was typed in.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.file);
  const { file, bytes } = backupSqlite(database.file, target, { force: args.force });
  const kib = Math.max(1, Math.round(bytes / 1024));
  console.log(
    `Backed up ${database.file} to ${file} (${kib.toLocaleString("en-US")} KiB, integrity check ok, ${Date.now() - started} ms).`,
  );
}

main(process.argv.slice(2)).catch((err: unknown) =>
  exitOnFailure(err, (e) => e instanceof BackupError || e instanceof ConfigError),
);
