import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { ConfigError } from "../config.ts";

/**
 * Opens the SQLite file DATABASE_URL names, or stops with one sentence saying what to fix.
 *
 * Checked before SQLite opens it: SQLite falls back to reading a file it may not write, and in
 * WAL mode even accepts writes into its journal beside that file, so a read-only database would
 * fail only later, on a visitor's form. The folder must be writable too: the journal lives there.
 */
export function openSqliteFile(file: string): SQLite.Database {
  if (file !== ":memory:") checkWritable(file);
  try {
    const sqlite = new SQLite(file);
    sqlite.pragma("journal_mode = WAL");
    return sqlite;
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code !== "string") throw err;
    if (code.startsWith("SQLITE_READONLY") || code.startsWith("SQLITE_CANTOPEN")) {
      throw new ConfigError(unwritable(file, "cannot be written", "it and its folder"));
    }
    if (code === "SQLITE_NOTADB" || code === "SQLITE_CORRUPT") {
      throw new ConfigError(
        `DATABASE_URL names ${file}, which is not a SQLite database: point DATABASE_URL at the site's database file, or at a new path to create one.`,
      );
    }
    throw err;
  }
}

function checkWritable(file: string): void {
  const resolved = path.resolve(file);
  const folder = path.dirname(resolved);
  try {
    fs.mkdirSync(folder, { recursive: true });
  } catch {
    throw new ConfigError(unwritable(file, `needs the folder ${folder}, which cannot be created`, "its parent folder"));
  }
  if (!canWrite(folder)) {
    throw new ConfigError(unwritable(file, `is in ${folder}, a folder this user cannot write`, "that folder"));
  }
  if (fs.existsSync(resolved) && !canWrite(resolved)) throw new ConfigError(unwritable(file, "is read-only", "it"));
}

/** access(2) answers for this process's user and a read-only mount, as SQLite will meet them. */
function canWrite(target: string): boolean {
  try {
    fs.accessSync(target, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function unwritable(file: string, why: string, what: string): string {
  return `The SQLite database file ${file} (DATABASE_URL) ${why}: make ${what} writable by the user running the server, or set DATABASE_URL to a file that is.`;
}
