import type { Kysely, Transaction } from 'kysely';
import { libraryPath } from '../../../shared/domain/mediaPath';
import type { PageDoc, PageRecordDoc } from '../../../shared/protocol/pagesEditTypes';
import { parsePageDoc } from '../../content';
import type { Database } from '../../db/types';
import { draftUses } from '../draftUses';
import { swapped } from '../pictureColumns';
import type { Reference } from './uses';

type Reader = Kysely<Database> | Transaction<Database>;

const readDrafts = async (db: Reader): Promise<PageDoc[]> =>
  (await db.selectFrom('page_drafts').select(['loc', 'page']).execute()).map((d) =>
    parsePageDoc(d.page, d.loc),
  );

/** Where the pages' drafts name a library picture (state 'draft'), optionally only `only`. */
export async function readDraftReferences(db: Reader, only?: string): Promise<Reference[]> {
  return (await readDrafts(db)).flatMap((doc) =>
    draftUses(doc, only).map(({ path, use }) => ({ path, value: path, use })),
  );
}

/**
 * Makes the drafts that name `from` name `to`, in the caller's transaction, so a draft published
 * after a "replace everywhere" does not bring the old picture back. Answers the places changed.
 */
export async function rewriteDraftReferences(
  trx: Transaction<Database>,
  from: string,
  to: string,
): Promise<Reference[]> {
  const changed: Reference[] = [];
  for (const doc of await readDrafts(trx)) {
    const places = draftUses(doc, from);
    if (places.length === 0) continue;
    const swap = (value: string) =>
      libraryPath(value) === from ? swapped(value, from, to) : value;
    const record = (r: PageRecordDoc): PageRecordDoc => ({
      ...r,
      bg_img: swap(r.bg_img),
      cols: { ...r.cols, col4: swap(r.cols.col4), col5: swap(r.cols.col5) },
      children: r.children.map(record),
    });
    const next: PageDoc = {
      ...doc,
      sections: doc.sections.map((s) => ({
        ...s,
        bg_img: swap(s.bg_img),
        records: s.records.map(record),
      })),
    };
    await trx
      .updateTable('page_drafts')
      .set({ page: JSON.stringify(next) })
      .where('loc', '=', doc.loc)
      .execute();
    changed.push(...places.map(({ path, use }) => ({ path, value: path, use })));
  }
  return changed;
}
