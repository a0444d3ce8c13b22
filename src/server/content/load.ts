import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../plugins/db';
import type { MenuVersionLine } from '../../shared/protocol/menusEditTypes';
import { getMeta, isContentEmpty, replaceContent } from './repositories/contentStore';
import { menusEditedInConsole } from './repositories/menuEdit';
import { pagesPublishedInConsole } from './repositories/pageEdit';
import { registerIfEmpty, registerSitePictures } from '../media';
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
  /** Whether content/menus.json was loaded (false: the console's menus were kept). */
  menusLoaded: boolean;
}

/**
 * What content:load does to menus edited in the console since the last load: nothing unless
 * told (it refuses, changing nothing), 'keep' (load everything else, keep the console's menus)
 * or 'replace' (load content/menus.json over them; the console's stay in the menus' history).
 */
export type MenusOnLoad = 'keep' | 'replace';

/** content:load found menus saved in the team console since the last load, and was not told. */
export class MenusEditedError extends Error {
  constructor(readonly edited: MenuVersionLine) {
    super(
      `The menus were changed in the team console since the last load (version ${edited.id}, ` +
        `by ${edited.saved_by} at ${edited.saved_at}), and content/menus.json would replace them. ` +
        'Nothing was loaded. Run `npm run content:load -- --keep-menus` to load everything else ' +
        'and keep the console’s menus, or `npm run content:load -- --replace-menus` to load ' +
        'content/menus.json over them (the console’s menus stay in their history, to restore).',
    );
    this.name = 'MenusEditedError';
  }
}

/** content:load found pages published from the team console since the last load, and was not told. */
export class PagesEditedError extends Error {
  constructor(readonly pages: { loc: string; saved_by: string; saved_at: string }[]) {
    const list = pages
      .slice(0, 5)
      .map((p) => `/${p.loc} (by ${p.saved_by} at ${p.saved_at})`)
      .join(', ');
    const more = pages.length > 5 ? ` and ${pages.length - 5} more` : '';
    super(
      `${pages.length === 1 ? 'A page was' : `${pages.length} pages were`} published from the team ` +
        `console since the last load: ${list}${more}; content/pages would replace them. Nothing ` +
        'was loaded. Run `npm run content:export` first to write them to content/, or ' +
        '`npm run content:load -- --force` to load content/pages over them (what the console ' +
        'published stays in each page’s history, to restore).',
    );
    this.name = 'PagesEditedError';
  }
}

/**
 * Reads content/ and replaces the content tables with it in one transaction, then copies
 * content/media into DATA_DIR/media. A file that fails its check changes nothing.
 */
export async function loadContent(
  db: Db,
  contentDir: string,
  dataDir: string,
  { menus, force = false }: { menus?: MenusOnLoad; force?: boolean } = {},
): Promise<LoadSummary> {
  const today = new Date();
  const bundle = readContent(contentDir, today);
  const now = today.toISOString();
  const plan = planContent(bundle, now);
  const edited = await menusEditedInConsole(db);
  if (edited && !menus) throw new MenusEditedError(edited);
  const published = await pagesPublishedInConsole(db);
  if (published.length > 0 && !force) throw new PagesEditedError(published);
  const keepMenus = edited !== null && menus === 'keep';
  await replaceContent(db, plan, now, { keepMenus });
  const mediaFiles = copyMedia(contentDir, dataDir);
  // The demo pictures join the console's media library (without alt text until an editor
  // writes one); pictures it already holds keep their words.
  await registerSitePictures(db, path.join(contentDir, 'media'), mediaDir(dataDir), now);
  return {
    pages: bundle.pages.length,
    records: plan.records.length,
    menus: plan.menus.length,
    gotras: plan.gotras.length,
    states: plan.states.length,
    mediaFiles,
    hash: plan.hash,
    menusLoaded: !keepMenus,
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
    const at = new Date().toISOString();
    await registerIfEmpty(db, path.join(contentDir, 'media'), mediaDir(dataDir), at);
    return { action: 'kept', changedSinceLoad: await changedSinceLoad(db, contentDir) };
  }
  if (!fs.existsSync(contentDir)) return { action: 'no-content' };
  try {
    // An empty database has nothing of the console's to keep.
    const summary = await loadContent(db, contentDir, dataDir, { menus: 'replace', force: true });
    return { action: 'loaded', summary };
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
