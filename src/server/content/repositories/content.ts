import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../plugins/db';
import type { ContentRow } from './records';

/** `column` starts with `prefix`, case-sensitively on both dialects (LIKE is not: SQLite folds case). */
function startsWith(column: string, prefix: string): Expression<SqlBool> {
  const length = [...prefix].length;
  return sql<SqlBool>`substr(${sql.ref(column)}, 1, ${sql.lit(length)}) = ${prefix}`;
}

export function findSections(db: Db, loc: string, limit: number): Promise<ContentRow[]> {
  return db
    .selectFrom('content_records')
    .selectAll()
    .where('parent_id', 'is', null)
    .where('loc', '=', loc)
    .orderBy('sort', (ob) => ob.asc().nullsLast())
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The records under the given parents, each parent's in display order. */
export async function findChildren(db: Db, parentIds: readonly number[]): Promise<ContentRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .selectFrom('content_records')
    .selectAll()
    .where('parent_id', 'in', parentIds)
    .orderBy('parent_id')
    .orderBy('sort', (ob) => ob.asc().nullsLast())
    .orderBy('id')
    .execute();
}

export interface EntryRow {
  entry: ContentRow;
  sectionLoc: string;
  sectionType: string;
}

/** Entries (records directly inside a section) with their section's page key and type. */
const entries = (db: Db) =>
  db
    .selectFrom('content_records as e')
    .innerJoin('content_records as s', 's.id', 'e.parent_id')
    .selectAll('e')
    .select(['s.loc as section_loc', 's.section_type as section_section_type'])
    .where('s.parent_id', 'is', null);

type EntryQueryRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof entries>['executeTakeFirst']>>
>;

function toEntry(row: EntryQueryRow | undefined, loc: string): EntryRow | undefined {
  if (!row) return undefined;
  const { section_loc, section_section_type, ...entry } = row;
  return { entry, sectionLoc: section_loc ?? loc, sectionType: section_section_type ?? '' };
}

/** An entry (a record directly inside a section) of page `loc` or of a page under `loc/`. */
export async function findEntry(
  db: Db,
  loc: string,
  by: { id: number } | { uriKey: string },
): Promise<EntryRow | undefined> {
  const row = await entries(db)
    .where((eb) => eb.or([eb('s.loc', '=', loc), startsWith('s.loc', `${loc}/`)]))
    .where((eb) => ('id' in by ? eb('e.id', '=', by.id) : eb('e.uri_key', '=', by.uriKey)))
    .orderBy('e.id')
    .limit(1)
    .executeTakeFirst();
  return toEntry(row, loc);
}

/** Sections whose entries link to a detail page of their own, wherever the page lists them. */
export const LISTING_SECTIONS: readonly string[] = ['article_listing', 'blog_listing'];

/**
 * An entry of any page's article or blog listing, by id: a notice listed on the news page opens
 * as /read_now/{title}?rf={id} like an article does (requirements §2).
 */
export async function findListedEntry(db: Db, id: number): Promise<EntryRow | undefined> {
  const row = await entries(db)
    .where('s.section_type', 'in', LISTING_SECTIONS)
    .where('e.id', '=', id)
    .executeTakeFirst();
  return toEntry(row, '');
}

/** The newest dated entries of sections whose page key starts with `prefix`. */
export function findRecentEntries(db: Db, prefix: string, limit: number): Promise<ContentRow[]> {
  return db
    .selectFrom('content_records as e')
    .innerJoin('content_records as s', 's.id', 'e.parent_id')
    .selectAll('e')
    .where('s.parent_id', 'is', null)
    .where('e.entry_date', 'is not', null)
    .where(startsWith('s.loc', prefix))
    .orderBy('e.entry_date', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}
