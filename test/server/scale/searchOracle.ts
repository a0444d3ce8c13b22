import { ageOn } from '../../../src/shared/domain/age';
import type { SearchParams, SearchSort } from '../../../src/shared/domain/schemas/search';
import type { Searcher } from '../../../src/server/matching/repositories/search';
import type { Db } from '../../../src/server/plugins/db';

/**
 * The search's answer worked out in plain JavaScript over every row, from the rules as the
 * requirements state them (not from the repository's SQL): who is listed, and in which order.
 * It knows the filters the scale test varies — height, state, Manglik status, with photo, member
 * number, age — and the exclusions every search makes; other filters must be left unset.
 */
interface Row {
  id: number;
  mem_no: number | null;
  status: string;
  suspended_at: string | null;
  gender: string;
  dob: string;
  height: number;
  state_nm: string;
  mangalic_status: string;
  self_goutra: string;
  mama_goutra: string;
  photo_visibility: string;
  verified_at: string | null;
  /** On the search's day, worked out once (ageOn over 100,000 rows per search adds up). */
  age: number | null;
}

export interface World {
  rows: Row[];
  /** The positions in `rows` in the order of each sort. */
  order: Record<SearchSort, Int32Array>;
  searcher: Searcher;
  withProfilePhoto: Set<number>;
  paused: Set<number>;
  blockedEitherWay: Set<number>;
  acceptedEitherWay: Set<number>;
}

/** Ascending by a text column (ISO dates: code-point order is time order), then by id. */
const up = (a: string, b: string, ids: number) => (a < b ? -1 : a > b ? 1 : ids);
const BY = {
  newest: (a: Row, b: Row) => up(b.verified_at ?? '', a.verified_at ?? '', b.id - a.id),
  younger: (a: Row, b: Row) => up(b.dob, a.dob, b.id - a.id),
  older: (a: Row, b: Row) => up(a.dob, b.dob, a.id - b.id),
};

export async function loadWorld(db: Db, searcher: Searcher, today: Date): Promise<World> {
  const me = searcher.id;
  const rows = await db
    .selectFrom('members')
    .select([
      'id',
      'mem_no',
      'status',
      'suspended_at',
      'gender',
      'dob',
      'height',
      'state_nm',
      'mangalic_status',
      'self_goutra',
      'mama_goutra',
      'photo_visibility',
      'verified_at',
    ])
    .execute();
  const photos = await db.selectFrom('photos').select(['member_id', 'kind']).execute();
  const pauses = await db.selectFrom('member_pauses').selectAll().execute();
  const blocks = await db
    .selectFrom('member_blocks')
    .select(['blocker_id', 'blocked_id'])
    .execute();
  const requests = await db
    .selectFrom('member_requests')
    .select(['req_by_member_id', 'req_rec_member_id', 'req_status'])
    .execute();
  const other = (a: number, b: number) => (a === me ? [b] : b === me ? [a] : []);
  // Each field named (not spread from the driver's row), so every row has one shape: filtering
  // 100,000 rows hundreds of times then takes milliseconds, not seconds.
  const all = rows.map((r): Row => ({
    id: Number(r.id),
    mem_no: r.mem_no === null ? null : Number(r.mem_no),
    status: r.status,
    suspended_at: r.suspended_at,
    gender: r.gender,
    dob: r.dob,
    height: Number(r.height),
    state_nm: r.state_nm,
    mangalic_status: r.mangalic_status,
    self_goutra: r.self_goutra,
    mama_goutra: r.mama_goutra,
    photo_visibility: r.photo_visibility,
    verified_at: r.verified_at,
    age: ageOn(r.dob, today),
  }));
  const sorted = (sort: SearchSort) =>
    Int32Array.from(all.keys()).sort((a, b) => BY[sort](all[a] as Row, all[b] as Row));
  return {
    rows: all,
    order: { newest: sorted('newest'), younger: sorted('younger'), older: sorted('older') },
    searcher,
    withProfilePhoto: new Set(photos.filter((p) => p.kind === 'profile').map((p) => p.member_id)),
    paused: new Set(
      pauses.filter((p) => p.until === null || new Date(p.until) > today).map((p) => p.member_id),
    ),
    blockedEitherWay: new Set(blocks.flatMap((b) => other(b.blocker_id, b.blocked_id))),
    acceptedEitherWay: new Set(
      requests
        .filter((r) => r.req_status === 'Accepted')
        .flatMap((r) => other(r.req_by_member_id, r.req_rec_member_id)),
    ),
  };
}

/** The ids of every member the search lists for `p`, in the order of each sort. */
export function expectedIds(w: World, p: SearchParams): Record<SearchSort, number[]> {
  const { searcher: me } = w;
  const gender = p.gender || (me.gender === 'Female' ? 'Male' : 'Female');
  const mine = [me.self_goutra, me.mama_goutra];
  const listed = (m: Row) =>
    m.status === 'verified' &&
    m.suspended_at === null &&
    m.gender === gender &&
    m.id !== me.id &&
    !w.paused.has(m.id) &&
    !w.blockedEitherWay.has(m.id) &&
    (!p.hideSameGotra || (!mine.includes(m.self_goutra) && !mine.includes(m.mama_goutra))) &&
    (p.heightMin === null || m.height >= p.heightMin) &&
    (p.heightMax === null || m.height <= p.heightMax) &&
    (p.state_nm.length === 0 || p.state_nm.includes(m.state_nm)) &&
    (p.mangalic_status.length === 0 || p.mangalic_status.includes(m.mangalic_status)) &&
    (p.member_no === null || m.mem_no === p.member_no) &&
    (!p.withPhoto ||
      (w.withProfilePhoto.has(m.id) &&
        (m.photo_visibility === 'all' || w.acceptedEitherWay.has(m.id)))) &&
    (p.ageMin === null || (m.age !== null && m.age >= p.ageMin)) &&
    (p.ageMax === null || (m.age !== null && m.age <= p.ageMax));
  const passes = Uint8Array.from(w.rows, (m) => (listed(m) ? 1 : 0));
  const inOrder = (sort: SearchSort) => {
    const ids: number[] = [];
    for (const at of w.order[sort]) if (passes[at]) ids.push((w.rows[at] as Row).id);
    return ids;
  };
  return { newest: inOrder('newest'), younger: inOrder('younger'), older: inOrder('older') };
}
