import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './errors';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'trust-site-backup/1';

export interface FileEntry {
  sha256: string;
  bytes: number;
}

export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  /** Where the database is in the snapshot: a SQLite file, a pg_dump archive, or not at all. */
  database:
    | { kind: 'sqlite'; file: string }
    | { kind: 'postgresql'; file: string | null; instructions: string };
  /** Rows per table, counted in the same snapshot the database copy was taken from. */
  tables: Record<string, number>;
  /** Every file of the snapshot but this manifest, by its path inside the snapshot ('/'). */
  files: Record<string, FileEntry>;
  warnings: string[];
}

export async function hashFile(file: string): Promise<FileEntry> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Every file under dir, as '/'-separated paths relative to it, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

export async function hashTree(
  dir: string,
  except: string[] = [],
): Promise<Record<string, FileEntry>> {
  const files: Record<string, FileEntry> = {};
  for (const name of await listFiles(dir)) {
    if (!except.includes(name)) files[name] = await hashFile(path.join(dir, ...name.split('/')));
  }
  return files;
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${dir} is not a snapshot: it has no readable ${MANIFEST}.`);
  }
  if (manifest.format !== FORMAT || typeof manifest.files !== 'object') {
    throw new BackupError(`${dir}/${MANIFEST} is not a snapshot manifest this site can read.`);
  }
  return manifest;
}

/**
 * Every file the manifest lists is there with its checksum, and nothing else is: a snapshot
 * changed since it was made (or damaged) is refused before anything is restored.
 */
export async function verifySnapshot(dir: string, manifest: Manifest): Promise<void> {
  const actual = await hashTree(dir, [MANIFEST]);
  for (const [name, expected] of Object.entries(manifest.files)) {
    const found = actual[name];
    if (!found) throw new BackupError(`The snapshot is incomplete: ${name} is missing.`);
    if (found.sha256 !== expected.sha256 || found.bytes !== expected.bytes) {
      throw new BackupError(
        `The snapshot has been changed since it was made: ${name} does not match its checksum.`,
      );
    }
  }
  const extra = Object.keys(actual).filter((name) => !(name in manifest.files));
  if (extra.length > 0) {
    throw new BackupError(`The snapshot holds files it did not list: ${extra.join(', ')}.`);
  }
}
