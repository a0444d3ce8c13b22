import type { Kysely, Transaction } from 'kysely';
import { libraryPath } from '../../../shared/domain/mediaLibrary';
import {
  SITE_SETTING_KEYS,
  settingSpec,
  type SiteSettingKey,
} from '../../../shared/domain/siteSettings';
import type { MediaUse } from '../../../shared/protocol/mediaTypes';
import type { Database } from '../../db/types';
import { PICTURE_COLUMNS, type PictureColumn, swapped } from '../pictureColumns';
import { readDraftReferences, rewriteDraftReferences } from './draftReferences';

type Reader = Kysely<Database> | Transaction<Database>;

export { PICTURE_COLUMNS, type PictureColumn, swapped } from '../pictureColumns';
const COLUMNS = Object.keys(PICTURE_COLUMNS) as PictureColumn[];

/** The settings that name pictures (the trust's logo). */
export const PICTURE_SETTINGS: readonly SiteSettingKey[] = SITE_SETTING_KEYS.filter(
  (k) => settingSpec(k).kind === 'image',
);

/** A record or setting that names a picture, as read from the tables. */
export interface Reference {
  path: string;
  /** The value as stored ('/media/site/x.jpg' or 'site/x.jpg'). */
  value: string;
  use: MediaUse;
}

interface RecordRow {
  id: number;
  parent_id: number | null;
  loc: string | null;
  section_type: string | null;
  g_title: string;
  col1: string;
  col4: string;
  col5: string;
  bg_img: string;
}

const quoted = (text: string) => (text.trim() ? ` “${text.trim()}”` : '');

function recordWords(row: RecordRow, parent: RecordRow | undefined, column: PictureColumn) {
  const section = parent ?? row;
  const page = `Page “${section.loc ?? '?'}”`;
  const sectionWords = `section${quoted(section.g_title)} (${section.section_type ?? 'section'})`;
  const recordPart = parent ? `, record${quoted(row.col1) || ` ${row.id}`}` : '';
  return `${page}, ${sectionWords}${recordPart}: ${PICTURE_COLUMNS[column]} (${column})`;
}

/**
 * Every reference to a library path in the published content, the settings and the pages'
 * drafts (a draft published later would bring the picture back), optionally only to `only`.
 */
export async function readReferences(db: Reader, only?: string): Promise<Reference[]> {
  return [...(await readPublishedReferences(db, only)), ...(await readDraftReferences(db, only))];
}

/**
 * Every reference to a library path in the published content and the settings. The content
 * tables are small (a few thousand records), so one read serves both the list's counts and a
 * picture's places, and every spelling of a path (/media/x, x) is found.
 */
async function readPublishedReferences(db: Reader, only?: string): Promise<Reference[]> {
  const rows = (await db
    .selectFrom('content_records')
    .select(['id', 'parent_id', 'loc', 'section_type', 'g_title', 'col1', 'col4', 'col5', 'bg_img'])
    .where((eb) => eb.or(COLUMNS.map((c) => eb(c, '!=', ''))))
    .execute()) as RecordRow[];
  const parentIds = [
    ...new Set(rows.map((r) => r.parent_id).filter((p): p is number => p !== null)),
  ];
  const parents = new Map<number, RecordRow>();
  for (let i = 0; i < parentIds.length; i += 500) {
    const found = (await db
      .selectFrom('content_records')
      .select([
        'id',
        'parent_id',
        'loc',
        'section_type',
        'g_title',
        'col1',
        'col4',
        'col5',
        'bg_img',
      ])
      .where('id', 'in', parentIds.slice(i, i + 500))
      .execute()) as RecordRow[];
    for (const p of found) parents.set(p.id, p);
  }
  const refs: Reference[] = [];
  for (const row of rows) {
    for (const column of COLUMNS) {
      const path = libraryPath(row[column]);
      if (!path || (only !== undefined && path !== only)) continue;
      const parent = row.parent_id === null ? undefined : parents.get(row.parent_id);
      refs.push({
        path,
        value: row[column],
        use: {
          where: recordWords(row, parent, column),
          kind: 'record',
          loc: (parent ?? row).loc,
          record_id: row.id,
          field: column,
          state: 'published',
        },
      });
    }
  }
  const settings = await db
    .selectFrom('site_settings')
    .select(['key', 'value'])
    .where('key', 'in', [...PICTURE_SETTINGS])
    .execute();
  for (const { key, value } of settings) {
    const path = libraryPath(value);
    if (!path || (only !== undefined && path !== only)) continue;
    refs.push({
      path,
      value,
      use: {
        where: `Site settings: ${key === 'trust_logo' ? 'the trust’s logo' : key} (${key})`,
        kind: 'setting',
        loc: null,
        record_id: null,
        field: key,
        state: 'published',
      },
    });
  }
  return refs;
}

/** How many references name each path. */
export async function countUses(db: Reader): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const ref of await readReferences(db)) counts.set(ref.path, (counts.get(ref.path) ?? 0) + 1);
  return counts;
}

/**
 * Makes every reference to `from` name `to` instead, inside the caller's transaction; answers
 * the references rewritten (settings rewrites are answered so the caller can keep a version).
 */
export async function rewriteReferences(
  trx: Transaction<Database>,
  from: string,
  to: string,
): Promise<Reference[]> {
  const refs = await readPublishedReferences(trx, from);
  for (const ref of refs) {
    const next = swapped(ref.value, from, to);
    if (ref.use.kind === 'record' && ref.use.record_id !== null) {
      await trx
        .updateTable('content_records')
        .set({ [ref.use.field as PictureColumn]: next })
        .where('id', '=', ref.use.record_id)
        .execute();
    }
  }
  return [...refs, ...(await rewriteDraftReferences(trx, from, to))];
}
