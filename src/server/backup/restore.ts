import path from 'node:path';
import type { Config } from '../config';
import { SQLITE_FILE } from '../plugins/db';
import { BackupError } from './errors';
import { copyParts, fileParts, isEmptyDir, type FilePart } from './files';
import { hashFile, readManifest, verifySnapshot, type Manifest } from './manifest';
import { onPath, postgresCounts, restoreInstructions, restorePostgres } from './postgres';
import { restoreSqlite, sqliteCounts } from './sqlite';

type SiteConfig = Pick<Config, 'dataDir' | 'photoDir' | 'databaseUrl'>;

/** Refuses before anything is written: a database of the other kind, or a target in use. */
async function checkTarget(config: SiteConfig, manifest: Manifest): Promise<void> {
  const kind = manifest.database.kind;
  if (kind === 'sqlite' && config.databaseUrl) {
    throw new BackupError(
      'This snapshot holds a SQLite database; unset DATABASE_URL to restore it.',
    );
  }
  if (kind === 'postgresql' && !config.databaseUrl) {
    throw new BackupError(
      'This snapshot is of a PostgreSQL site; set DATABASE_URL to an empty database.',
    );
  }
  for (const dir of new Set([config.dataDir, config.photoDir])) {
    if (!(await isEmptyDir(dir))) {
      throw new BackupError(
        `${dir} is not empty. A snapshot is restored only into an empty data folder: set DATA_DIR (and PHOTO_DIR) to new folders.`,
      );
    }
  }
}

/** Where a file of the snapshot goes back to on this site. */
function restoredPath(parts: FilePart[], name: string): string | null {
  for (const p of parts) {
    if (name === p.name) return p.at;
    if (name.startsWith(`${p.name}/`))
      return path.join(p.at, ...name.slice(p.name.length + 1).split('/'));
  }
  return null;
}

async function checkCounts(actual: Record<string, number>, manifest: Manifest): Promise<void> {
  if (JSON.stringify(actual) !== JSON.stringify(manifest.tables)) {
    throw new BackupError('The restored database does not have the rows the snapshot lists.');
  }
}

/**
 * Brings a snapshot back into an empty data folder (and, for PostgreSQL, an empty database),
 * after checking every file against the manifest; then checks what it wrote. Answers notes for
 * the operator (what to do by hand, when anything is left).
 */
export async function restoreSnapshot(snapshotDir: string, config: SiteConfig): Promise<string[]> {
  const dir = path.resolve(snapshotDir);
  const manifest = await readManifest(dir);
  await verifySnapshot(dir, manifest);
  await checkTarget(config, manifest);
  const notes: string[] = [];
  const db = manifest.database;
  if (db.kind === 'sqlite') {
    restoreSqlite(path.join(dir, db.file), config.dataDir);
    await checkCounts(sqliteCounts(path.join(config.dataDir, SQLITE_FILE)), manifest);
  } else if (db.file && config.databaseUrl && (await onPath('pg_restore'))) {
    await restorePostgres(config.databaseUrl, path.join(dir, db.file));
    await checkCounts(await postgresCounts(config.databaseUrl), manifest);
  } else {
    // No dump in the snapshot (pg_dump was missing) or no pg_restore here: the operator's turn.
    const dump = db.file ? path.join(dir, db.file) : `${dir}.pgdump`;
    if (!db.file) notes.push('This snapshot has no database dump: pg_dump was not available.');
    notes.push(restoreInstructions(dump));
  }
  const parts = fileParts(config);
  await copyParts(
    parts,
    (p) => path.join(dir, ...p.name.split('/')),
    (p) => p.at,
  );
  for (const [name, entry] of Object.entries(manifest.files)) {
    const at = restoredPath(parts, name);
    if (at && (await hashFile(at)).sha256 !== entry.sha256) {
      throw new BackupError(`${at} was not restored intact.`);
    }
  }
  return notes;
}
