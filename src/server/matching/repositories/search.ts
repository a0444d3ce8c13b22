import { sql, type SelectQueryBuilder } from 'kysely';
import {
  incomeValuesFor,
  SEARCH_PAGE_SIZE,
  type SearchParams,
  type SearchSort,
} from '../../../shared/domain/schemas/search';
import { countCacheFor } from '../../cache';
import { notPausedAt, pausedMemberIds } from '../../pause';
import { isPostgres } from '../../db/dialect';
import type { Database, MemberTable } from '../../db/types';
import type { Db } from '../../plugins/db';
import { blockedBy, blockedEitherWay, blockersOf } from './blocks';
import { LISTING_COLUMNS, type ListingRow } from './listing';

/** What the search needs to know about the member who searches. */
export interface Searcher {
  id: number;
  gender: string;
  self_goutra: string;
  mama_goutra: string;
  /**
   * Who is out for this search, read just before it (searchExclusions): the members blocked
   * either way and those paused now. Given, they are a list of ids; absent, each candidate is
   * looked up in member_blocks and member_pauses (a member's preview, matches).
   */
  excluded?: Exclusions;
}

/** Ids out of the search; null: too many to list, so each candidate is looked up instead. */
export interface Exclusions {
  blocked: readonly number[] | null;
  paused: readonly number[] | null;
}

/** Past this many ids a list costs more than the lookups, and nears the drivers' bound limits. */
const MAX_LISTED = 1000;
const listed = (ids: readonly number[]) => (ids.length > MAX_LISTED ? null : ids);

/**
 * The searcher's exclusions at `now`, two small reads: a broad search at 100k spent a third of
 * its time probing blocks and pauses for every candidate, while a member has few blocks and few
 * members pause at once (issue #15, search within its p95 target). The lists are part of the
 * compiled query, so the count cache keys on them too.
 */
export async function searchExclusions(db: Db, searcherId: number, now: Date): Promise<Exclusions> {
  const [blocked, paused] = await Promise.all([
    blockedEitherWay(db, searcherId),
    pausedMemberIds(db, now),
  ]);
  return { blocked: listed([...blocked].sort((a, b) => a - b)), paused: listed(paused) };
}

// How Kysely types `selectFrom('members as m')`.
type Members = SelectQueryBuilder<Database & { m: MemberTable }, 'm', object>;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The latest date of birth (YYYY-MM-DD) of someone who is `age` or older on `today` (UTC date,
 * as shared ageOn counts). Compared as text; a bound like 2003-02-29 still orders correctly.
 */
function bornBy(today: Date, age: number): string {
  const y = today.getUTCFullYear() - age;
  return `${pad(y, 4)}-${pad(today.getUTCMonth() + 1, 2)}-${pad(today.getUTCDate(), 2)}`;
}

const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The smallest string above every string that starts with `prefix` (code point order). */
function afterPrefix(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop() ?? '';
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function cityPrefix(db: Db, q: Members, city: string): Members {
  if (isPostgres(db)) {
    // Served by members_city_idx (lower(city_nm) text_pattern_ops).
    return q.where(sql<string>`lower(m.city_nm)`, 'like', `${escapeLike(city.toLowerCase())}%`);
  }
  // SQLite's lower() folds ASCII only, so the prefix is folded the same way; the range is what
  // lets members_city_idx (lower(city_nm)) serve it.
  const low = asciiLower(city);
  return q
    .where(sql<string>`lower(m.city_nm)`, '>=', low)
    .where(sql<string>`lower(m.city_nm)`, '<', afterPrefix(low));
}

/**
 * "With photo": members with a profile photo the searcher may see, by the rule of photoAccess.ts
 * (shown to all verified members, or the two accepted each other; the search lists verified
 * members only, to a verified searcher).
 */
function withVisiblePhoto(db: Db, q: Members, me: number): Members {
  const accepted = db
    .selectFrom('member_requests')
    .select('req_rec_member_id as other')
    .where('req_by_member_id', '=', me)
    .where('req_status', '=', 'Accepted')
    .union(
      db
        .selectFrom('member_requests')
        .select('req_by_member_id as other')
        .where('req_rec_member_id', '=', me)
        .where('req_status', '=', 'Accepted'),
    );
  // has_profile_photo is in both covering indexes (migration 022): no photos lookup per candidate.
  return q
    .where('m.has_profile_photo', '=', 1)
    .where((eb) => eb.or([eb('m.photo_visibility', '=', 'all'), eb('m.id', 'in', accepted)]));
}

/** The sidebar's filters on a members query (status, gender and paging are the caller's). */
export function withFilters(
  db: Db,
  query: Members,
  searcher: Searcher,
  p: SearchParams,
  today: Date,
): Members {
  let q = query;
  if (p.city_name) q = cityPrefix(db, q, p.city_name);
  const incomes = incomeValuesFor(p);
  if (incomes !== null) {
    q = incomes.length ? q.where('m.self_anum', 'in', incomes) : q.where(sql<boolean>`1 = 0`);
  }
  if (p.education.length) q = q.where('m.max_qualification', 'in', p.education);
  if (p.skin_color.length) q = q.where('m.skin_color', 'in', p.skin_color);
  if (p.marital_status.length) q = q.where('m.marital_status', 'in', p.marital_status);
  if (p.goutra.length) q = q.where('m.self_goutra', 'in', p.goutra);
  if (p.ageMin !== null || p.ageMax !== null) {
    // age >= N  ⇔  dob <= bornBy(N);  age <= M  ⇔  dob > bornBy(M + 1). '' (no date) never matches.
    const oldest = p.ageMax === null ? '0000-00-00' : bornBy(today, p.ageMax + 1);
    q = q.where('m.dob', '>', oldest);
    if (p.ageMin !== null) q = q.where('m.dob', '<=', bornBy(today, p.ageMin));
  }
  if (p.heightMin !== null) q = q.where('m.height', '>=', p.heightMin);
  if (p.heightMax !== null) q = q.where('m.height', '<=', p.heightMax);
  if (p.state_nm.length) q = q.where('m.state_nm', 'in', p.state_nm);
  if (p.mangalic_status.length) q = q.where('m.mangalic_status', 'in', p.mangalic_status);
  if (p.member_no !== null) q = q.where('m.mem_no', '=', p.member_no);
  if (p.withPhoto) q = withVisiblePhoto(db, q, searcher.id);
  if (p.hideSameGotra) {
    const mine = [...new Set([searcher.self_goutra, searcher.mama_goutra].filter(Boolean))];
    // One `<>` per gotra, not `not in`: SQLite builds a lookup table for an IN list and probes it
    // for every candidate, a third of a broad search's count at 100k.
    for (const gotra of mine) {
      q = q.where('m.self_goutra', '<>', gotra).where('m.mama_goutra', '<>', gotra);
    }
  }
  return q;
}

/** The gender search lists by default: the opposite of the searcher's. */
export const oppositeGender = (gender: string) => (gender === 'Female' ? 'Male' : 'Female');

/**
 * The members of `gender` the searcher may ever be shown, before pauses and filters: verified,
 * not suspended, not the searcher, and no block either way (issue #14 item 5). Search and a
 * member's preview (memberPreview.ts) share it, so the two never disagree on who is out.
 */
export function eligibleMembers(db: Db, searcher: Searcher, gender: string): Members {
  const q = db
    .selectFrom('members as m')
    .where('m.status', '=', 'verified')
    // A member the team suspended is out of every search (issue 16).
    .where('m.suspended_at', 'is', null)
    .where('m.gender', '=', gender)
    .where('m.id', '!=', searcher.id);
  const blocked = searcher.excluded?.blocked;
  if (!blocked) {
    return q
      .where('m.id', 'not in', blockedBy(db, searcher.id))
      .where('m.id', 'not in', blockersOf(db, searcher.id));
  }
  return blocked.length ? q.where('m.id', 'not in', blocked) : q;
}

/** Eligible members who are not paused and pass every filter (no order, no columns). */
export function searchFrom(db: Db, searcher: Searcher, p: SearchParams, today: Date): Members {
  const gender = p.gender || oppositeGender(searcher.gender);
  // A paused profile is hidden until its pause ends (requirements §6.6; src/server/pause).
  const eligible = eligibleMembers(db, searcher, gender);
  const paused = searcher.excluded?.paused;
  const listable = !paused
    ? eligible.where(notPausedAt(today))
    : paused.length
      ? eligible.where('m.id', 'not in', paused)
      : eligible;
  return withFilters(db, listable, searcher, p, today);
}

/**
 * The order of each sort, ending in the id so that pages never overlap. Each is the order of an
 * index after status and gender: members_search_idx (verified_at, id), members_age_idx (dob, id).
 * A later date of birth is a younger member.
 */
const ORDER = {
  newest: [
    ['m.verified_at', 'desc'],
    ['m.id', 'desc'],
  ],
  younger: [
    ['m.dob', 'desc'],
    ['m.id', 'desc'],
  ],
  older: [
    ['m.dob', 'asc'],
    ['m.id', 'asc'],
  ],
} as const satisfies Record<SearchSort, readonly (readonly [string, 'asc' | 'desc'])[]>;

/** One page of the search, in the chosen order (newest verified first by default). */
export function searchPageQuery(db: Db, searcher: Searcher, p: SearchParams, today: Date) {
  let q = searchFrom(db, searcher, p, today).select(LISTING_COLUMNS);
  for (const [column, direction] of ORDER[p.sort]) q = q.orderBy(column, direction);
  return q.limit(SEARCH_PAGE_SIZE).offset((p.page - 1) * SEARCH_PAGE_SIZE);
}

export const searchCountQuery = (db: Db, searcher: Searcher, p: SearchParams, today: Date) =>
  searchFrom(db, searcher, p, today).select((eb) => eb.fn.countAll<string | number>().as('n'));

export async function searchMembers(
  db: Db,
  member: Searcher,
  params: SearchParams,
  today: Date,
): Promise<{ rows: ListingRow[]; total: number }> {
  const searcher = { ...member, excluded: await searchExclusions(db, member.id, today) };
  const rows = await searchPageQuery(db, searcher, params, today).execute();
  const shown = (params.page - 1) * SEARCH_PAGE_SIZE + rows.length;
  // A page that is not full is the last one: where it ends is the total, with no count.
  if (rows.length > 0 && rows.length < SEARCH_PAGE_SIZE) return { rows, total: shown };
  const count = searchCountQuery(db, searcher, params, today);
  const { sql: text, parameters } = count.compile();
  const read = async () => Number((await count.executeTakeFirstOrThrow()).n);
  const total = await countCacheFor(db).count(JSON.stringify([text, parameters]), read, shown);
  return { rows, total };
}
