import { sql, type Kysely, type Transaction } from 'kysely';
import {
  describeMenuChanges,
  EMPTY_MENU_TREE,
  MENU_KINDS,
  placedEntries,
  treeFromRecords,
  type MenuEntry,
  type MenuTree,
} from '../../../shared/domain/menuTree';
import { cleanHindi, readStoredHindi } from '../../../shared/domain/hindiText';
import type { MenuVersionItem, MenuVersionLine } from '../../../shared/protocol/menusEditTypes';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/types';
import {
  HISTORY_SHOWN,
  versionedDoc,
  type SavedDocVersion,
  type VersionMeta,
} from '../../db/versionHistory';
import type { Redirect } from '../redirects';
import { REDIRECTS_META_KEY } from '../redirects';
import { parseRoles } from './menus';

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * The console's Menus screen's SQL (issue #17 items 2 and 5): both menus as one tree, written
 * back whole, and their versions (migration 023); the console lists the newest
 * MENU_HISTORY_SHOWN.
 */
export const MENU_HISTORY_SHOWN = HISTORY_SHOWN;

/** Both menus as they are stored now, hidden entries included. */
export async function readMenuTree(db: Reader): Promise<MenuTree> {
  const rows = await db.selectFrom('menus').selectAll().orderBy('sort').orderBy('id').execute();
  return treeFromRecords(
    rows.map((r) => ({
      ...r,
      roles: parseRoles(r.roles),
      hidden: r.hidden === 1,
      hi: readStoredHindi(r.hi),
    })),
  );
}

/**
 * Makes the menus table hold exactly `tree`: saved entries are updated in place (their ids
 * stay), entries without an id are inserted, an id no longer in the table (a version restored
 * after a delete) is inserted with that id again, and entries left out are deleted. Each entry's
 * Hindi is written as sent (none sent: none kept; empty texts dropped). Answers the tree with
 * every id filled in.
 */
export async function writeMenuTree(trx: Transaction<Database>, tree: MenuTree): Promise<MenuTree> {
  const existing = new Set((await trx.selectFrom('menus').select('id').execute()).map((r) => r.id));
  const ids = new Map<MenuEntry, number>();
  let explicit = false;
  let sort = 0;
  for (const { entry, kind, parent } of placedEntries(tree)) {
    sort += 1;
    const values = {
      parent_id: parent ? (ids.get(parent) ?? null) : null,
      col1: entry.label.trim(),
      col2: entry.slug,
      col3: entry.title.trim(),
      col4: entry.description.trim(),
      col5: entry.keywords.trim(),
      col6: kind,
      roles: JSON.stringify(entry.roles),
      sort,
      hidden: entry.hidden ? 1 : 0,
      hi: JSON.stringify(cleanHindi(entry.hi ?? {})),
    };
    if (entry.id !== null && existing.has(entry.id)) {
      await trx.updateTable('menus').set(values).where('id', '=', entry.id).execute();
      ids.set(entry, entry.id);
    } else if (entry.id !== null) {
      await trx
        .insertInto('menus')
        .values({ id: entry.id, ...values })
        .execute();
      explicit = true;
      ids.set(entry, entry.id);
    } else {
      const row = await trx
        .insertInto('menus')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(entry, row.id);
    }
  }
  const kept = [...ids.values()];
  // Children are re-parented above before their old parents go (the parent key cascades).
  let gone = trx.deleteFrom('menus');
  if (kept.length > 0) gone = gone.where('id', 'not in', kept);
  await gone.execute();
  if (explicit && isPostgres(trx)) {
    await sql`select setval(pg_get_serial_sequence('menus', 'id'),
      (select coalesce(max(id), 0) + 1 from menus), false)`.execute(trx);
  }
  const withIds = (list: MenuEntry[]): MenuEntry[] =>
    list.map((e) => ({ ...e, id: ids.get(e) ?? e.id, children: withIds(e.children) }));
  return { menu: withIds(tree.menu), top_menu: withIds(tree.top_menu) };
}

/**
 * A page whose address changed keeps its sections: content stored under the old address moves
 * to the new one, unless the new address already has content of its own (then the entry points
 * at that page, and the old page stays where it is).
 */
export async function moveSections(
  trx: Transaction<Database>,
  from: string,
  to: string,
): Promise<boolean> {
  const taken = await trx
    .selectFrom('content_records')
    .select('id')
    .where('loc', '=', to)
    .limit(1)
    .executeTakeFirst();
  if (taken) return false;
  const moved = await trx
    .updateTable('content_records')
    .set({ loc: to })
    .where('loc', '=', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}

/** A redirect added by the console (content:load keeps these: content/README.md). */
export interface StoredRedirect extends Redirect {
  added_by?: string;
}

export async function readStoredRedirects(db: Reader): Promise<StoredRedirect[]> {
  const row = await db
    .selectFrom('content_meta')
    .select('value')
    .where('key', '=', REDIRECTS_META_KEY)
    .executeTakeFirst();
  if (!row) return [];
  try {
    const value: unknown = JSON.parse(row.value);
    return Array.isArray(value)
      ? value.filter(
          (r): r is StoredRedirect =>
            typeof r === 'object' &&
            r !== null &&
            typeof (r as Redirect).from === 'string' &&
            typeof (r as Redirect).to === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * Adds a redirect from an old address to a new one where the site reads its redirects (the
 * content_meta `redirects` list content:load writes from content/redirects.json). One that sent
 * visitors to the old address now sends them to the new one (no chains); one from the new
 * address goes (it is a page again).
 */
export async function addRedirect(
  trx: Transaction<Database>,
  fromSlug: string,
  toSlug: string,
  addedBy: string,
): Promise<void> {
  const from = `/${fromSlug}`;
  const to = `/${toSlug}`;
  if (from === to) return;
  const list = (await readStoredRedirects(trx))
    .filter((r) => r.from !== from && r.from !== to)
    .map((r) => (r.to === from ? { ...r, to } : r));
  list.push({ from, to, added_by: addedBy });
  const value = JSON.stringify(list);
  await trx
    .insertInto('content_meta')
    .values({ key: REDIRECTS_META_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export interface SavedMenuVersion {
  line: MenuVersionLine;
  menus: MenuTree;
}

/** A stored version's tree; anything unreadable is an empty tree. */
export function parseMenuVersion(json: string): MenuTree {
  try {
    const value = JSON.parse(json) as Partial<MenuTree>;
    const out: MenuTree = { ...EMPTY_MENU_TREE };
    for (const kind of MENU_KINDS) if (Array.isArray(value[kind])) out[kind] = value[kind];
    return out;
  } catch {
    return { ...EMPTY_MENU_TREE };
  }
}

// The history itself is the console's one versioned-document helper (db/versionHistory.ts).
const history = versionedDoc({
  table: 'menu_versions',
  column: 'menus',
  parse: parseMenuVersion,
  changes: (before: MenuTree, after: MenuTree) => describeMenuChanges(before, after).length,
});

const toSaved = (v: SavedDocVersion<MenuTree> | undefined): SavedMenuVersion | undefined =>
  v && { line: v.line, menus: v.doc };

export const findMenuVersion = async (db: Reader, id: number) =>
  toSaved(await history.find(db, id));

export const latestMenuVersion = async (db: Reader) => toSaved(await history.latest(db));

/** The newest versions first, each with how many changes it made from the one before it. */
export const listMenuVersions = (
  db: Reader,
  limit = MENU_HISTORY_SHOWN,
): Promise<MenuVersionItem[]> => history.list(db, limit);

export const countMenuVersions = (db: Reader) => history.count(db);

/**
 * Keeps the whole tree as a new version; answers its id. With onlyIfChanged, a tree equal to
 * the last version keeps nothing (and answers that version's id).
 */
export const keepMenuVersion = (
  trx: Transaction<Database>,
  menus: MenuTree,
  meta: VersionMeta,
  options: { onlyIfChanged?: boolean } = {},
): Promise<number> => history.keep(trx, menus, meta, options);

/** Who saved the menus last, when that was not a content load (content:load asks first). */
export async function menusEditedInConsole(db: Reader): Promise<MenuVersionLine | null> {
  const last = await latestMenuVersion(db);
  if (!last) return null;
  return ['content:load', 'migration 023'].includes(last.line.saved_by) ? null : last.line;
}
