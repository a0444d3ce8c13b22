import type { MemberContact } from '../../../shared/protocol/types';
import { ShapedQueries, type NoChoices } from '../../db/shapedQuery';
import type { Db } from '../../plugins/db';

/**
 * The allow-list of a listing: the only member columns a search or request list ever reads.
 * dob is read to compute the age and photo_visibility to decide pro_pic; neither is answered.
 * verified_at is answered only as the badge's day (verified_on).
 */
export const LISTING_COLUMNS = [
  'm.id',
  'm.mem_no',
  'm.mem_name',
  'm.first_name',
  'm.gender',
  'm.dob',
  'm.height',
  'm.city_nm',
  'm.state_nm',
  'm.max_qualification',
  'm.occupation',
  'm.self_anum',
  'm.self_goutra',
  'm.mama_goutra',
  'm.marital_status',
  'm.mangalic_status',
  'm.photo_visibility',
  'm.verified_at',
] as const;

export interface ListingRow {
  id: number;
  mem_no: number | null;
  mem_name: string;
  first_name: string;
  gender: string;
  dob: string;
  height: number;
  city_nm: string;
  state_nm: string;
  max_qualification: string;
  occupation: string;
  self_anum: string;
  self_goutra: string;
  mama_goutra: string;
  marital_status: string;
  mangalic_status: string;
  photo_visibility: 'all' | 'accepted';
  /** Read for the badge's day (answered as verified_on), never itself. */
  verified_at: string | null;
}

export async function listingRowsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ListingRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('members as m')
    .select(LISTING_COLUMNS)
    .where('m.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The profile photo thumbnail of each member that has one (the newest, should there be two). */
// Compiled once per page length (shapedQuery.ts): every list of members asks this.
const thumbsOf = new ShapedQueries((db: Db, _choices: NoChoices, b: { ids: readonly number[] }) =>
  db
    .selectFrom('photos')
    .select(['member_id', 'thumb_file'])
    .where('member_id', 'in', b.ids)
    .where('kind', '=', 'profile')
    .orderBy('id'),
);

export async function profileThumbs(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.executeQuery(thumbsOf.compile(db, {}, { ids }));
  return new Map(rows.map((r) => [r.member_id, r.thumb_file]));
}

const CONTACT_COLUMNS = [
  'id',
  'address',
  'landmark',
  'pincode',
  'contact_no',
  'email_id',
  'father_contact',
  'mother_contact',
] as const;

/** Address and contacts: call only for members the caller is accepted with. */
export async function contactsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, MemberContact>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .select(CONTACT_COLUMNS)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}
