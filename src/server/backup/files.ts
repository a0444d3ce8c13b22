import fs from 'node:fs';
import { cp, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { mediaDir } from '../content';
import { SECRET_FILE } from '../photos';

/** The files beside the database that a site needs back, and where each lives in a snapshot. */
export interface FilePart {
  /** Path inside the snapshot. */
  name: string;
  /** Where it lives on this site. */
  at: string;
  kind: 'dir' | 'file';
}

export function fileParts(config: Pick<Config, 'dataDir' | 'photoDir'>): FilePart[] {
  return [
    // Member photos (PHOTO_DIR may put them outside the data folder).
    { name: 'files/photos', at: config.photoDir, kind: 'dir' },
    // Content media copied from content/ and its variants.
    { name: 'files/media', at: mediaDir(config.dataDir), kind: 'dir' },
    // The key that signs photo links (absent when MEDIA_SECRET is set).
    { name: 'files/secret', at: path.join(config.dataDir, SECRET_FILE), kind: 'file' },
  ];
}

/** Copies each part that exists from `fromOf(part)` to `toOf(part)`; never overwrites. */
export async function copyParts(
  parts: FilePart[],
  fromOf: (p: FilePart) => string,
  toOf: (p: FilePart) => string,
): Promise<string[]> {
  const copied: string[] = [];
  for (const part of parts) {
    const from = fromOf(part);
    if (!fs.existsSync(from)) continue;
    await fs.promises.mkdir(path.dirname(toOf(part)), { recursive: true });
    await cp(from, toOf(part), {
      recursive: part.kind === 'dir',
      errorOnExist: true,
      force: false,
      // Temp files of a write in progress are not part of the site.
      filter: (src) => !src.endsWith('.tmp'),
    });
    if (part.kind === 'file') await fs.promises.chmod(toOf(part), 0o600);
    copied.push(part.name);
  }
  return copied;
}

/** Whether a folder is missing or has nothing in it. */
export async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}
