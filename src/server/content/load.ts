import fs from 'node:fs';
import type { Db } from '../plugins/db';
import { getMeta, isContentEmpty, replaceContent } from './repositories/contentStore';
import { copyMedia, mediaDir } from './media';
import { planContent } from './plan';
import { readContent } from './read';

export interface LoadSummary {
  pages: number;
  records: number;
  menus: number;
  gotras: number;
  states: number;
  mediaFiles: number;
  hash: string;
}

/**
 * Reads content/ and replaces the content tables with it in one transaction, then copies
 * content/media into DATA_DIR/media. A file that fails its check changes nothing.
 */
export async function loadContent(
  db: Db,
  contentDir: string,
  dataDir: string,
): Promise<LoadSummary> {
  const today = new Date();
  const bundle = readContent(contentDir, today);
  const now = today.toISOString();
  const plan = planContent(bundle, now);
  await replaceContent(db, plan, now);
  const mediaFiles = copyMedia(contentDir, dataDir);
  return {
    pages: bundle.pages.length,
    records: plan.records.length,
    menus: plan.menus.length,
    gotras: plan.gotras.length,
    states: plan.states.length,
    mediaFiles,
    hash: plan.hash,
  };
}

export type StartupLoad =
  | { action: 'loaded'; summary: LoadSummary }
  | { action: 'kept'; changedSinceLoad: boolean }
  | { action: 'no-content' };

/**
 * At start-up: load content into an empty database; otherwise keep what it holds (an operator's
 * content:load decides when content changes), restoring only missing media.
 */
export async function loadContentIfEmpty(
  db: Db,
  contentDir: string,
  dataDir: string,
): Promise<StartupLoad> {
  if (!(await isContentEmpty(db))) {
    if (!fs.existsSync(mediaDir(dataDir))) copyMedia(contentDir, dataDir);
    return { action: 'kept', changedSinceLoad: await changedSinceLoad(db, contentDir) };
  }
  if (!fs.existsSync(contentDir)) return { action: 'no-content' };
  try {
    return { action: 'loaded', summary: await loadContent(db, contentDir, dataDir) };
  } catch (err) {
    // Several processes starting at once on one empty database: the first load's transaction
    // wins the unique keys and the others find the content there.
    if (await isContentEmpty(db)) throw err;
    if (!fs.existsSync(mediaDir(dataDir))) copyMedia(contentDir, dataDir);
    return { action: 'kept', changedSinceLoad: await changedSinceLoad(db, contentDir) };
  }
}

/** Whether content/ differs from what the database holds (a hint to run content:load). */
async function changedSinceLoad(db: Db, contentDir: string): Promise<boolean> {
  if (!fs.existsSync(contentDir)) return false;
  let hash: string;
  try {
    hash = readContent(contentDir).hash;
  } catch {
    return true;
  }
  return hash !== (await getMeta(db, 'content_hash'));
}
