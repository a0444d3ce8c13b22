import type { PhotoItem } from '../../shared/protocol/types';
import type { Db } from '../plugins/db';
import type { PhotoStore } from '../photos';
import { listPhotos } from '../photos';
import { DESK_ROLES } from '../../shared/protocol/staffCalls';

/**
 * Photo links for staff. The photo store signs a link for one numeric viewer; staff viewers are
 * numbered from STAFF_VIEWER_BASE (member ids never reach it), and the photo route asks
 * staffMaySeePhoto for them: an enabled admin or verifier may see every member's photos.
 */
export const STAFF_VIEWER_BASE = 9_000_000_000;

export const isStaffViewer = (viewer: number): boolean => viewer >= STAFF_VIEWER_BASE;

export async function staffMaySeePhoto(db: Db, viewer: number): Promise<boolean> {
  const account = await db
    .selectFrom('staff_accounts')
    .select(['role', 'disabled_at'])
    .where('id', '=', viewer - STAFF_VIEWER_BASE)
    .executeTakeFirst();
  return !!account && account.disabled_at === null && DESK_ROLES.includes(account.role);
}

export async function staffPhotos(
  db: Db,
  store: PhotoStore,
  memberId: number,
  staffId: number,
  now: Date,
): Promise<PhotoItem[]> {
  const viewer = STAFF_VIEWER_BASE + staffId;
  return (await listPhotos(db, memberId)).map((p) => ({
    id: p.id,
    kind: p.kind,
    url: store.urlFor(p.file, viewer, now),
    thumb_url: store.urlFor(p.thumb_file, viewer, now),
  }));
}
