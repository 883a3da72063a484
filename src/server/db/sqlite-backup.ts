import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";

/** A backup that cannot be made as asked: its message is one sentence for the operator. */
export class BackupError extends Error {}

export interface BackupResult {
  /** The backup's absolute path. */
  file: string;
  bytes: number;
}

/**
 * Copies the SQLite database `source` to `target` while the server keeps writing to it.
 *
 * `VACUUM INTO` reads the whole database inside one read transaction: in WAL mode that is a
 * snapshot holding every transaction committed before it began, and writers go on meanwhile (the
 * online backup API would instead restart its copy each time another process writes). The copy is
 * made beside the target under a temporary name, checked with `PRAGMA integrity_check`, flushed to
 * disk and only then given the target's name, so a failed or interrupted backup never leaves a
 * half-written file where a good one is expected. An existing target is replaced only with `force`.
 */
export function backupSqlite(source: string, target: string, { force = false } = {}): BackupResult {
  const from = path.resolve(source);
  const to = path.resolve(target);
  if (!fs.existsSync(from)) {
    throw new BackupError(`There is no SQLite database at ${source} (DATABASE_URL): nothing to back up.`);
  }
  if (to === from || to.startsWith(`${from}-`)) {
    throw new BackupError(`${target} is the database itself or one of its files: choose another file for the backup.`);
  }
  checkTarget(target, to, force);

  const partial = path.join(path.dirname(to), `.${path.basename(to)}.${process.pid}.partial`);
  fs.rmSync(partial, { force: true });
  try {
    copyConsistently(from, partial);
    syncFile(partial);
    if (force) {
      fs.renameSync(partial, to);
    } else {
      // link() never replaces: a file that appeared at the target meanwhile is kept, not overwritten.
      try {
        fs.linkSync(partial, to);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "EEXIST") throw existing(target);
        throw err;
      }
    }
    syncFile(path.dirname(to));
    return { file: to, bytes: fs.statSync(to).size };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

function checkTarget(target: string, to: string, force: boolean): void {
  const folder = path.dirname(to);
  if (!fs.existsSync(folder)) {
    throw new BackupError(
      `The folder ${folder} does not exist: create it first, or choose another place for ${target}.`,
    );
  }
  try {
    fs.accessSync(folder, fs.constants.W_OK);
  } catch {
    throw new BackupError(`The folder ${folder} cannot be written by this user: choose another place for ${target}.`);
  }
  if (!fs.existsSync(to)) return;
  if (fs.statSync(to).isDirectory()) {
    throw new BackupError(
      `${target} is a folder: give the name of the backup file, e.g. ${path.join(target, "site.db")}.`,
    );
  }
  if (!force) throw existing(target);
}

function existing(target: string): BackupError {
  return new BackupError(`${target} already exists: choose a new file name, or add --force to replace it.`);
}

function copyConsistently(from: string, into: string): void {
  // Not opened read-only, though it only reads: a read-only connection cannot remove the -wal and
  // -shm files it creates beside a database no server has open, and left there, owned by whoever
  // ran the backup, they could keep the server's own user from opening its database.
  let db: SQLite.Database;
  try {
    db = new SQLite(from, { fileMustExist: true });
    // A writer committing at the moment the snapshot starts holds a lock for a moment.
    db.pragma("busy_timeout = 5000");
  } catch (err) {
    throw sqliteFailure(err, `Cannot open ${from} (DATABASE_URL)`) ?? err;
  }
  try {
    db.prepare("VACUUM INTO ?").run(into);
  } catch (err) {
    if (codeOf(err) === "SQLITE_NOTADB" || codeOf(err) === "SQLITE_CORRUPT") {
      throw new BackupError(`${from} (DATABASE_URL) is not a sound SQLite database: nothing was backed up.`);
    }
    throw sqliteFailure(err, `Cannot write the backup in ${path.dirname(into)}`) ?? err;
  } finally {
    db.close();
  }
  const copy = new SQLite(into, { readonly: true, fileMustExist: true });
  try {
    const verdict = copy.pragma("integrity_check", { simple: true });
    if (verdict !== "ok")
      throw new BackupError(`The backup failed its integrity check (${String(verdict)}): try again.`);
  } finally {
    copy.close();
  }
}

function codeOf(err: unknown): string {
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" ? code : "";
}

/** A sentence for the SQLite failures an operator can act on; null for the others. */
function sqliteFailure(err: unknown, what: string): BackupError | null {
  const code = codeOf(err);
  if (code === "SQLITE_FULL") return new BackupError(`${what}: the disk is full. Nothing was backed up.`);
  if (/^SQLITE_(CANTOPEN|READONLY|PERM|IOERR)/.test(code)) {
    return new BackupError(`${what}: ${(err as Error).message} (${code}). Nothing was backed up.`);
  }
  return null;
}

/** Flushes a file's (or a folder's entries') data to the disk, so a crash after we answer keeps it. */
function syncFile(p: string): void {
  const fd = fs.openSync(p, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
