import fs from 'node:fs';
import type { Db } from '../plugins/db';
import { scanPictures } from './files';
import { registerPictures } from './repositories/library';

/**
 * Registers in the library the pictures content:load copied from `sourceDir` into the public
 * media folder `mediaDir` (by their media paths, site/x.jpg), as uploaded by `content:load`.
 */
export async function registerSitePictures(
  db: Db,
  sourceDir: string,
  mediaDir: string,
  at: string,
): Promise<number> {
  if (!fs.existsSync(sourceDir)) return 0;
  const files = (fs.readdirSync(sourceDir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(`${sourceDir}/${f}`).isFile(),
  );
  const pictures = await scanPictures(mediaDir, files);
  return registerPictures(db, pictures, 'content:load', at);
}

/**
 * At start-up on a database loaded before the library existed (migration 026): registers the
 * demo pictures once, so the console's library is not empty until the next content:load.
 */
export async function registerIfEmpty(
  db: Db,
  sourceDir: string,
  mediaDir: string,
  at: string,
): Promise<number> {
  const any = await db.selectFrom('media').select('id').limit(1).executeTakeFirst();
  return any ? 0 : registerSitePictures(db, sourceDir, mediaDir, at);
}
