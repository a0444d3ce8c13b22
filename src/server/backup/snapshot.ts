import fs from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { SQLITE_FILE } from '../plugins/db';
import { BackupError } from './errors';
import { copyParts, fileParts, isEmptyDir } from './files';
import { FORMAT, hashTree, MANIFEST, writeManifest, type Manifest } from './manifest';
import { backupPostgres, dumpInstructions, PG_DUMP_FILE, restoreInstructions } from './postgres';
import { backupSqlite, referencedPhotos, sqliteCounts } from './sqlite';

type SiteConfig = Pick<Config, 'dataDir' | 'photoDir' | 'databaseUrl'>;

/** DATA_DIR/backups/2026-11-22T03-32-20-123Z */
export const defaultSnapshotDir = (dataDir: string, now: Date): string =>
  path.join(dataDir, 'backups', now.toISOString().replace(/[:.]/g, '-'));

async function snapshotDatabase(config: SiteConfig, dir: string) {
  if (config.databaseUrl) {
    const { dumped, tables } = await backupPostgres(
      config.databaseUrl,
      path.join(dir, PG_DUMP_FILE),
    );
    const database: Manifest['database'] = dumped
      ? { kind: 'postgresql', file: PG_DUMP_FILE, instructions: restoreInstructions(PG_DUMP_FILE) }
      : { kind: 'postgresql', file: null, instructions: dumpInstructions(dir) };
    return { database, tables };
  }
  const file = path.join(dir, SQLITE_FILE);
  await backupSqlite(config.dataDir, file);
  return { database: { kind: 'sqlite', file: SQLITE_FILE } as const, tables: sqliteCounts(file) };
}

/**
 * A snapshot of the site into an empty (or new) folder: the database first, then the files. In
 * that order every photo the database copy names was complete on disk before its row was
 * committed, so it is there to copy (one deleted in between is reported as a warning).
 */
export async function createSnapshot(
  config: SiteConfig,
  { dir, now = new Date() }: { dir?: string; now?: Date } = {},
): Promise<{ dir: string; manifest: Manifest }> {
  const target = path.resolve(dir ?? defaultSnapshotDir(config.dataDir, now));
  if (!(await isEmptyDir(target))) {
    throw new BackupError(`${target} is not empty; choose a new folder for the snapshot.`);
  }
  await mkdir(target, { recursive: true });
  const { database, tables } = await snapshotDatabase(config, target);
  await copyParts(
    fileParts(config),
    (p) => p.at,
    (p) => path.join(target, ...p.name.split('/')),
  );
  const warnings: string[] = [];
  if (database.kind === 'sqlite') {
    const photos = path.join(target, 'files', 'photos');
    const missing = referencedPhotos(path.join(target, SQLITE_FILE)).filter(
      (f) => !fs.existsSync(path.join(photos, f)),
    );
    if (missing.length > 0)
      warnings.push(`Photos deleted during the backup: ${missing.join(', ')}`);
  }
  const manifest: Manifest = {
    format: FORMAT,
    createdAt: now.toISOString(),
    database,
    tables,
    files: await hashTree(target, [MANIFEST]),
    warnings,
  };
  await writeManifest(target, manifest);
  return { dir: target, manifest };
}
