import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, MediaTable } from '../../db/types';

type Reader = Kysely<Database> | Transaction<Database>;
export type MediaRow = Selectable<MediaTable>;

/** The most pictures one list answer carries. */
export const MEDIA_LIST_MAX = 200;

/** '%' and '_' are LIKE's wildcards: a search for them finds them, not everything. */
const likeOf = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Pictures whose title, alt text or path holds q (any case), newest first, with how many match. */
export async function listMedia(
  db: Reader,
  q: string,
): Promise<{ rows: MediaRow[]; total: number }> {
  let query = db.selectFrom('media');
  if (q) {
    const like = likeOf(q);
    query = query.where((eb) =>
      eb.or(
        (['title', 'alt', 'path'] as const).map(
          (c) => sql<boolean>`lower(${sql.ref(c)}) like ${like} escape '\\'`,
        ),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('uploaded_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MEDIA_LIST_MAX)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export const findMedia = (db: Reader, id: number): Promise<MediaRow | undefined> =>
  db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();

export async function addMedia(
  db: Reader,
  row: Pick<
    MediaRow,
    'path' | 'alt' | 'title' | 'width' | 'height' | 'bytes' | 'uploaded_by' | 'uploaded_at'
  >,
): Promise<MediaRow> {
  return db.insertInto('media').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function saveMediaWords(
  db: Reader,
  id: number,
  words: { alt: string; title?: string },
): Promise<boolean> {
  const result = await db.updateTable('media').set(words).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The picture's new file: its path and size change, its words and id stay. */
export async function movedMedia(
  db: Reader,
  id: number,
  file: Pick<MediaRow, 'path' | 'width' | 'height' | 'bytes' | 'replaced_at'>,
): Promise<MediaRow> {
  return db
    .updateTable('media')
    .set(file)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteMedia(db: Reader, id: number): Promise<void> {
  await db.deleteFrom('media').where('id', '=', id).execute();
}

/**
 * Registers pictures the library does not hold yet (content:load's demo pictures), with no alt
 * text, so the console lists them as needing one; pictures already registered keep their words.
 */
export async function registerPictures(
  db: Reader,
  pictures: readonly Pick<MediaRow, 'path' | 'width' | 'height' | 'bytes'>[],
  by: string,
  at: string,
): Promise<number> {
  if (pictures.length === 0) return 0;
  const known = new Set((await db.selectFrom('media').select('path').execute()).map((r) => r.path));
  const fresh = pictures.filter((p) => !known.has(p.path));
  for (let i = 0; i < fresh.length; i += 200) {
    await db
      .insertInto('media')
      .values(fresh.slice(i, i + 200).map((p) => ({ ...p, uploaded_by: by, uploaded_at: at })))
      .onConflict((oc) => oc.column('path').doNothing())
      .execute();
  }
  return fresh.length;
}

/** The alt text of each of these paths that has one. */
export async function altTexts(db: Reader, paths: readonly string[]): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const rows = await db
    .selectFrom('media')
    .select(['path', 'alt'])
    .where('path', 'in', [...new Set(paths)])
    .where('alt', '!=', '')
    .execute();
  return new Map(rows.map((r) => [r.path, r.alt]));
}
