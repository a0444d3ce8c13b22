import { ageOn } from '../../shared/domain/age';
import type { FrdReqLink, ListingItem, RequestStatus } from '../../shared/protocol/types';
import { aboutMeOf, encodeMemNo, verifiedOn } from '../accounts';
import type { Db } from '../plugins/db';
import type { PhotoStore } from '../photos';
import { profileThumbs, type ListingRow } from './repositories/listing';
import { requestsWith, type RequestRow } from './repositories/requests';
import { encodeId } from './ids';

/** Where the requests between the viewer and one other member stand. */
export interface Relation {
  req_status: RequestStatus | null;
  req_rec_status: RequestStatus | null;
  req_count: number;
  req_rec_acc_inf_id: string | null;
  mem_frd_req_id: string | null;
  frd_req_json: FrdReqLink[];
  /** Either side accepted the other's request. */
  accepted: boolean;
}

/** The relation of `viewer` and `other` from the requests between them (in any order). */
export function relationOf(
  viewer: number,
  other: number,
  requests: readonly RequestRow[],
): Relation {
  const pair = requests.filter(
    (r) =>
      (r.req_by_member_id === viewer && r.req_rec_member_id === other) ||
      (r.req_by_member_id === other && r.req_rec_member_id === viewer),
  );
  const sent = pair.find((r) => r.req_by_member_id === viewer);
  const received = pair.find((r) => r.req_by_member_id === other);
  // A pair has one request (the database refuses a second); a sent one wins should there be two.
  const main = sent ?? received;
  return {
    req_status: sent?.req_status ?? null,
    req_rec_status: received?.req_status ?? null,
    req_count: pair.length,
    req_rec_acc_inf_id: main ? encodeId(main.req_rec_member_id) : null,
    mem_frd_req_id: main ? encodeId(main.id) : null,
    frd_req_json: pair.map((r) => ({
      req_by_acc_inf_id: encodeId(r.req_by_member_id),
      req_rec_acc_inf_id: encodeId(r.req_rec_member_id),
    })),
    accepted: pair.some((r) => r.req_status === 'Accepted'),
  };
}

/** A listing item, field by field: nothing reaches the answer that is not named here. */
export function toListingItem(
  row: ListingRow,
  relation: Relation,
  photo: { proPic: string; afterAcceptance: boolean },
  today: Date,
  aboutMe = '',
): ListingItem {
  const aboutLine = firstLine(aboutMe);
  return {
    account_info_id: encodeId(row.id),
    mem_no: encodeMemNo(row.mem_no ?? 0),
    mem_name: row.mem_name,
    first_name: row.first_name,
    gender: row.gender,
    age: ageOn(row.dob, today),
    height: row.height,
    city_nm: row.city_nm,
    state_nm: row.state_nm,
    max_qualification: row.max_qualification,
    occupation: row.occupation,
    self_anum: row.self_anum,
    self_goutra: row.self_goutra,
    mama_goutra: row.mama_goutra,
    marital_status: row.marital_status,
    mangalic_status: row.mangalic_status,
    pro_pic: photo.proPic,
    req_status: relation.req_status,
    req_rec_status: relation.req_rec_status,
    req_count: relation.req_count,
    req_rec_acc_inf_id: relation.req_rec_acc_inf_id,
    mem_frd_req_id: relation.mem_frd_req_id,
    frd_req_json: relation.frd_req_json,
    verified_on: verifiedOn(row.verified_at),
    photo_after_acceptance: photo.afterAcceptance,
    ...(aboutLine ? { about_me_line: aboutLine } : {}),
  };
}

/** A card shows the first line of "About me", cut at a word near 160 characters. */
export const ABOUT_LINE_MAX = 160;
export function firstLine(text: string): string {
  const line = text.trim().split(/\r?\n/)[0]?.trim() ?? '';
  if (line.length <= ABOUT_LINE_MAX) return line;
  const cut = line.slice(0, ABOUT_LINE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > ABOUT_LINE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface ListingContext {
  db: Db;
  photos: PhotoStore;
  now: Date;
  viewerId: number;
}

/** What a list needs besides the rows: the requests with the viewer and the photo thumbnails. */
export async function listingExtras(ctx: ListingContext, ids: readonly number[]) {
  const [requests, thumbs, about] = await Promise.all([
    requestsWith(ctx.db, ctx.viewerId, ids, ctx.now),
    profileThumbs(ctx.db, ids),
    aboutMeOf(ctx.db, ids),
  ]);
  const item = (row: ListingRow): { item: ListingItem; relation: Relation } => {
    const relation = relationOf(ctx.viewerId, row.id, requests);
    const thumb = thumbs.get(row.id);
    const showPhoto = thumb !== undefined && (row.photo_visibility === 'all' || relation.accepted);
    const proPic = showPhoto ? ctx.photos.urlFor(thumb, ctx.viewerId, ctx.now) : '';
    // She has a photo that this viewer may see only after acceptance: the card says so, rather
    // than looking like a member without one (issue #15 item 2). Never the photo itself.
    const photo = { proPic, afterAcceptance: thumb !== undefined && !showPhoto };
    return { item: toListingItem(row, relation, photo, ctx.now, about.get(row.id)), relation };
  };
  return { item };
}

/** Listing items for rows, in their order. */
export async function toListing(
  ctx: ListingContext,
  rows: readonly ListingRow[],
): Promise<ListingItem[]> {
  const { item } = await listingExtras(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => item(r).item);
}
