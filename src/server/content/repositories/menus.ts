import type { Selectable } from 'kysely';
import type { MenuRecord, Role } from '../../../shared/protocol/types';
import type { MenuTable } from '../../db/types';
import type { Db } from '../../plugins/db';
import type { Language } from '../../../shared/domain/languages';
import { localiseMenuRow } from '../localise';

const ROLES: readonly string[] = ['visitor', 'member', 'team'] satisfies Role[];

export function parseRoles(text: string): Role[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((r): r is Role => ROLES.includes(r)) : [];
  } catch {
    return [];
  }
}

function toMenuRecord(row: Selectable<MenuTable>): MenuRecord {
  return {
    id: row.id,
    parent_id: row.parent_id,
    col1: row.col1,
    col2: row.col2,
    col3: row.col3,
    col4: row.col4,
    col5: row.col5,
    col6: row.col6 === 'top_menu' ? 'top_menu' : 'menu',
    roles: parseRoles(row.roles),
  };
}

/**
 * The menu records the site sends (getAccessToken) and the link check reads: an entry hidden
 * in the console's Menus screen is left out, with every entry below it.
 */
export async function listMenus(db: Db, lang: Language = 'en'): Promise<MenuRecord[]> {
  const rows = await db.selectFrom('menus').selectAll().orderBy('sort').orderBy('id').execute();
  const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
  const hidden = new Set(rows.filter((r) => r.hidden === 1).map((r) => r.id));
  const isHidden = (id: number | null, steps = 0): boolean =>
    id !== null && steps < 10 && (hidden.has(id) || isHidden(parentOf.get(id) ?? null, steps + 1));
  return rows.filter((r) => !isHidden(r.id)).map((r) => toMenuRecord(localiseMenuRow(r, lang)));
}

/** The menu record of a route slug (col2), for the page title and meta tags (in `lang`). */
export async function findMenuBySlug(
  db: Db,
  slug: string,
  lang: Language = 'en',
): Promise<MenuRecord | undefined> {
  const row = await db
    .selectFrom('menus')
    .selectAll()
    .where('col2', '=', slug)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row && toMenuRecord(localiseMenuRow(row, lang));
}
