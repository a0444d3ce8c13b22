import fs from 'node:fs';
import path from 'node:path';
import { SQLite } from '../db/sqliteDriver';
import { SQLITE_FILE } from '../plugins/db';
import { BackupError } from './errors';

/** Tables of a SQLite file and their row counts (its own bookkeeping tables aside). */
export function sqliteCounts(file: string): Record<string, number> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare(
        `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`,
      )
      .pluck()
      .all() as string[];
    const counts: Record<string, number> = {};
    for (const t of tables) {
      counts[t] = Number(
        db
          .prepare(`select count(*) from "${t.replace(/"/g, '""')}"`)
          .pluck()
          .get(),
      );
    }
    return counts;
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of the live database with SQLite's online backup API: the server keeps
 * reading and writing meanwhile (WAL readers do not block writers). The copy is made in one step,
 * so a busy writer cannot make it start over again and again.
 */
export async function backupSqlite(dataDir: string, target: string): Promise<void> {
  const source = path.join(dataDir, SQLITE_FILE);
  if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source}.`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(target, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } finally {
    db.close();
  }
  // A self-contained file: no -wal or -shm beside it in the snapshot (the server sets WAL again).
  const check = new SQLite(target);
  try {
    check.pragma('journal_mode = DELETE');
    const verdict = check.pragma('integrity_check', { simple: true });
    if (verdict !== 'ok')
      throw new BackupError(`The copied database fails its check: ${String(verdict)}`);
  } finally {
    check.close();
  }
}

/** Puts the snapshot's database in place in an empty data folder (temp file, then rename). */
export function restoreSqlite(file: string, dataDir: string): void {
  const target = path.join(dataDir, SQLITE_FILE);
  const temp = `${target}.restoring`;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.copyFileSync(file, temp, fs.constants.COPYFILE_EXCL);
  fs.renameSync(temp, target);
}

/** The photo files the database copy refers to (none when it has no photos table). */
export function referencedPhotos(file: string): string[] {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('select file, thumb_file from photos').all() as {
      file: string;
      thumb_file: string;
    }[];
    return rows.flatMap((r) => [r.file, r.thumb_file]);
  } catch {
    return [];
  } finally {
    db.close();
  }
}
