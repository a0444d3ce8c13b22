import { REDIRECTS_META_KEY } from '../redirects';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { contentChanged } from '../../cache';
import type { ContentPlan } from '../plan';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/types';
import type { Db } from '../../plugins/db';
import { replaceSettings, writeHindiSettings } from '../../settings';
import { keepMenuVersion, readMenuTree, readStoredRedirects } from './menuEdit';
import { keepLoadedPages } from './pageEdit';

/**
 * The content_meta key whose value changes with every content load (a fresh UUID rather than a
 * counter, so that restoring an older backup cannot bring back a version a cache already saw).
 */
export const CONTENT_VERSION_KEY = 'content_version';

// Well under SQLite's 32766 bound variables for ~25 columns a row.
const CHUNK = 200;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * Replaces every content table (and the site's settings) in one transaction; contact requests are
 * never touched. With keepMenus the menus stay as the console left them. Either way the
 * redirects the console added (a changed address) stay, unless content/redirects.json names
 * their old address itself; loaded menus are kept as a version of the menus' history, and each
 * page with a history keeps the loaded page as its newest version.
 */
export async function replaceContent(
  db: Db,
  plan: ContentPlan,
  loadedAt: string,
  { keepMenus = false }: { keepMenus?: boolean } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const consoleRedirects = (await readStoredRedirects(trx)).filter(
      (r) => r.added_by && !plan.redirects.some((f) => f.from === r.from),
    );
    await trx.deleteFrom('content_records').execute();
    if (!keepMenus) await trx.deleteFrom('menus').execute();
    await trx.deleteFrom('gotras').execute();
    await trx.deleteFrom('states').execute();

    for (const rows of chunks(plan.records))
      await trx.insertInto('content_records').values(rows).execute();
    if (!keepMenus)
      for (const rows of chunks(plan.menus)) await trx.insertInto('menus').values(rows).execute();
    for (const rows of chunks(plan.gotras)) {
      await trx
        .insertInto('gotras')
        .values(rows.map((temple_name) => ({ temple_name })))
        .execute();
    }
    for (const rows of chunks(plan.states)) {
      await trx
        .insertInto('states')
        .values(rows.map((name) => ({ name })))
        .execute();
    }

    await replaceSettings(trx, plan.settings, loadedAt);
    await writeHindiSettings(trx, plan.settingsHi, loadedAt);
    await setMeta(
      trx,
      REDIRECTS_META_KEY,
      JSON.stringify([...plan.redirects, ...consoleRedirects]),
    );
    await setMeta(trx, 'content_hash', plan.hash);
    await setMeta(trx, 'content_loaded_at', loadedAt);
    // In the same transaction: no process can see the new version with the old content.
    await setMeta(trx, CONTENT_VERSION_KEY, randomUUID());
    if (isPostgres(trx)) await advanceSequences(trx, ['content_records', 'menus']);
    await keepLoadedPages(trx, loadedAt);
    if (!keepMenus)
      await keepMenuVersion(
        trx,
        await readMenuTree(trx),
        { savedBy: 'content:load', note: 'Loaded from content/menus.json.', at: loadedAt },
        { onlyIfChanged: true },
      );
  });
  contentChanged(db);
}

/**
 * Moves the content version inside a transaction that changed what the content calls answer
 * outside a content load (the console's settings): every process's answer cache drops its
 * answers within its check interval; call contentChanged(db) after the commit for this one.
 */
export async function newContentVersion(trx: Transaction<Database>): Promise<void> {
  await setMeta(trx, CONTENT_VERSION_KEY, randomUUID());
}

async function setMeta(trx: Transaction<Database>, key: string, value: string): Promise<void> {
  await trx
    .insertInto('content_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Rows were inserted with explicit ids, which a PostgreSQL serial does not notice by itself. */
async function advanceSequences(trx: Transaction<Database>, tables: string[]): Promise<void> {
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'),
      (select coalesce(max(id), 0) + 1 from ${sql.table(table)}), false)`.execute(trx);
  }
}

export async function isContentEmpty(db: Db): Promise<boolean> {
  const section = await db.selectFrom('content_records').select('id').limit(1).executeTakeFirst();
  const menu = await db.selectFrom('menus').select('id').limit(1).executeTakeFirst();
  return !section && !menu;
}

export async function getMeta(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('content_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}
