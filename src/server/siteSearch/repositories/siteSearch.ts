import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../plugins/db';

/** LIKE's own characters taken literally; '!' is the escape, declared in every ESCAPE clause. */
const likeContaining = (word: string) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/**
 * `column` contains `word`, ignoring case as the database folds it: both sides go through the
 * same lower(), so each dialect agrees with itself (SQLite folds ASCII only, PostgreSQL more).
 */
function contains(column: string, word: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${likeContaining(word)}) escape '!'`;
}

/** Every word is in one of the columns (not necessarily the same one). */
function allWordsIn(columns: readonly string[], words: readonly string[]): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    words.map(
      (w) =>
        sql`(${sql.join(
          columns.map((c) => contains(c, w)),
          sql` or `,
        )})`,
    ),
    sql` and `,
  )})`;
}

/**
 * The ids of menu records whose label (col1), title (col3) and description (col4) hold every
 * word between them.
 */
export async function findMenuIdsMatching(
  db: Db,
  words: readonly string[],
  { hindi = false }: { hindi?: boolean } = {},
): Promise<number[]> {
  if (words.length === 0) return [];
  const rows = await db
    .selectFrom('menus')
    .select('id')
    // In Hindi the Hindi texts (menus.hi, JSON) count too.
    .where(allWordsIn(hindi ? ['col1', 'col3', 'col4', 'hi'] : ['col1', 'col3', 'col4'], words))
    .execute();
  return rows.map((r) => r.id);
}

export interface RecordMatch {
  id: number;
  /** The page the record's section belongs to, and that section's type. */
  loc: string;
  section_type: string;
  col1: string;
  col2: string;
  col3: string;
  col7: string;
  col10: string;
  uri_key: string;
  entry_date: string | null;
  /** The record's Hindi (JSON), read for a search in Hindi. */
  hi: string;
}

/**
 * Records directly inside a section of one of the pages `locs` whose col1, col2 and col3 hold
 * every word between them: dated ones newest first, then in page order. The columns are rich text, so a match may
 * lie inside a tag; the caller checks the visible text.
 */
export async function findRecordsMatching(
  db: Db,
  words: readonly string[],
  locs: readonly string[],
  limit: number,
  { hindi = false }: { hindi?: boolean } = {},
): Promise<RecordMatch[]> {
  if (locs.length === 0 || words.length === 0) return [];
  const rows = await db
    .selectFrom('content_records as e')
    .innerJoin('content_records as s', 's.id', 'e.parent_id')
    .select([
      'e.id',
      's.loc',
      's.section_type',
      'e.col1',
      'e.col2',
      'e.col3',
      'e.col7',
      'e.col10',
      'e.uri_key',
      'e.entry_date',
      'e.hi',
    ])
    .where('s.parent_id', 'is', null)
    .where('s.loc', 'in', locs)
    .where(
      allWordsIn(
        hindi ? ['e.col1', 'e.col2', 'e.col3', 'e.hi'] : ['e.col1', 'e.col2', 'e.col3'],
        words,
      ),
    )
    .orderBy('e.entry_date', (ob) => ob.desc().nullsLast())
    .orderBy('s.sort', (ob) => ob.asc().nullsLast())
    .orderBy('e.sort', (ob) => ob.asc().nullsLast())
    .orderBy('e.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, loc: r.loc ?? '', section_type: r.section_type ?? '' }));
}
