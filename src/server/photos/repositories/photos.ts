import type { Insertable, Selectable } from 'kysely';
import type { PhotoTable } from '../../db/types';
import type { Db } from '../../plugins/db';

export type PhotoRow = Selectable<PhotoTable>;
export type NewPhoto = Omit<Insertable<PhotoTable>, 'id'>;

export class GalleryFullError extends Error {
  override name = 'GalleryFullError';
}

export function listPhotos(db: Db, memberId: number): Promise<PhotoRow[]> {
  return db
    .selectFrom('photos')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('kind', 'desc') // 'profile' before 'other'
    .orderBy('id')
    .execute();
}

/**
 * Stores a photo row. A profile photo replaces the previous one; a gallery photo is refused
 * (GalleryFullError, nothing stored) past `galleryMax`. Answers the files that were replaced.
 */
export async function addPhoto(
  db: Db,
  photo: NewPhoto,
  galleryMax: number,
): Promise<{ id: number; replacedFiles: string[] }> {
  return db.transaction().execute(async (trx) => {
    let replacedFiles: string[] = [];
    if (photo.kind === 'profile') {
      const old = await trx
        .deleteFrom('photos')
        .where('member_id', '=', photo.member_id)
        .where('kind', '=', 'profile')
        .returning(['file', 'thumb_file'])
        .execute();
      replacedFiles = old.flatMap((p) => [p.file, p.thumb_file]);
    }
    const { id } = await trx
      .insertInto('photos')
      .values(photo)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (photo.kind === 'profile') await setProfilePhotoFlag(trx, photo.member_id, true);
    if (photo.kind === 'other') {
      // Counted after the insert, inside the transaction: the limit holds for parallel uploads.
      const { n } = await trx
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('member_id', '=', photo.member_id)
        .where('kind', '=', 'other')
        .executeTakeFirstOrThrow();
      if (Number(n) > galleryMax) throw new GalleryFullError();
    }
    return { id, replacedFiles };
  });
}

export async function countGalleryPhotos(db: Db, memberId: number): Promise<number> {
  const { n } = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('member_id', '=', memberId)
    .where('kind', '=', 'other')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * members.has_profile_photo, which the search's "with photo" reads from its covering indexes
 * (migration 022); written in the transaction of the photo write it follows.
 */
async function setProfilePhotoFlag(db: Db, memberId: number, has: boolean): Promise<void> {
  await db
    .updateTable('members')
    .set({ has_profile_photo: has ? 1 : 0 })
    .where('id', '=', memberId)
    .execute();
}

/** `work` in a transaction: db's own, or a new one (Kysely does not nest them). */
const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/** Deletes one of the member's photos; answers its files, or undefined when it is not theirs. */
export function deletePhoto(
  db: Db,
  memberId: number,
  photoId: number,
): Promise<string[] | undefined> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .deleteFrom('photos')
      .where('id', '=', photoId)
      .where('member_id', '=', memberId)
      .returning(['file', 'thumb_file', 'kind'])
      .executeTakeFirst();
    if (row?.kind === 'profile') await setProfilePhotoFlag(trx, memberId, false);
    return row && [row.file, row.thumb_file];
  });
}

export interface ServedPhoto {
  member_id: number;
  kind: PhotoRow['kind'];
  owner_status: 'pending' | 'verified' | 'rejected';
  photo_visibility: 'all' | 'accepted';
}

/** The photo stored in `file` (full size or thumbnail), with what decides who may see it. */
export function findServedPhoto(db: Db, file: string): Promise<ServedPhoto | undefined> {
  return db
    .selectFrom('photos as p')
    .innerJoin('members as m', 'm.id', 'p.member_id')
    .select(['p.member_id', 'p.kind', 'm.status as owner_status', 'm.photo_visibility'])
    .where((eb) => eb.or([eb('p.file', '=', file), eb('p.thumb_file', '=', file)]))
    .executeTakeFirst();
}
