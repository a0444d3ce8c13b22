import type { PreviewFamily } from '../../../shared/protocol/previewTypes';
import type { Db } from '../../plugins/db';
import { LISTING_COLUMNS, type ListingRow } from './listing';
import { eligibleMembers, type Searcher } from './search';
import { oppositeGender } from './searchBinds';

/** The family summary's columns (PREVIEW_FAMILY_FIELDS): no names, numbers or address. */
const FAMILY_COLUMNS = [
  'm.father_occup',
  'm.mother_occup',
  'm.family_anum',
  'm.brother_status',
  'm.sister_status',
] as const;

export type PreviewRow = ListingRow & PreviewFamily;

/**
 * The member `other` as the viewer's preview reads her, when search's rules let the viewer see
 * her at all (eligibleMembers: verified, not suspended, of the opposite gender, not the viewer,
 * no block either way); pauses are the handler's. The columns are an allow-list, as listings'.
 */
export function findPreviewRow(
  db: Db,
  viewer: Searcher,
  other: number,
): Promise<PreviewRow | undefined> {
  return eligibleMembers(db, viewer, oppositeGender(viewer.gender))
    .where('m.id', '=', other)
    .select([...LISTING_COLUMNS, ...FAMILY_COLUMNS])
    .executeTakeFirst();
}
