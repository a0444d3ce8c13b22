import { sql, type SelectQueryBuilder } from 'kysely';
import {
  SEARCH_PAGE_SIZE,
  type SearchParams,
  type SearchSort,
} from '../../../shared/domain/schemas/search';
import { countCacheFor } from '../../cache';
import { ShapedQueries } from '../../db/shapedQuery';
import { notPausedAt, pausedMemberIds } from '../../pause';
import type { Database, MemberTable } from '../../db/types';
import type { Db } from '../../plugins/db';
import { blockedBy, blockedEitherWay, blockersOf } from './blocks';
import { LISTING_COLUMNS, type ListingRow } from './listing';
import { searchBinds, searchChoices, type SearchBinds, type SearchChoices } from './searchBinds';

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

function cityPrefix(q: Members, b: SearchBinds): Members {
  if (b.cityLike !== null) return q.where(sql<string>`lower(m.city_nm)`, 'like', b.cityLike);
  if (b.cityFrom === null || b.cityBefore === null) return q;
  return q
    .where(sql<string>`lower(m.city_nm)`, '>=', b.cityFrom)
    .where(sql<string>`lower(m.city_nm)`, '<', b.cityBefore);
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

/**
 * The sidebar's filters on a members query (status, gender and paging are the caller's). Binds
 * are only placed here, never worked on: the text must be the same for every search of a shape.
 */
function withFilters(db: Db, query: Members, c: SearchChoices, b: SearchBinds): Members {
  let q = cityPrefix(query, b);
  if (b.incomes !== null) {
    q = b.incomes.length ? q.where('m.self_anum', 'in', b.incomes) : q.where(sql<boolean>`1 = 0`);
  }
  if (b.education.length) q = q.where('m.max_qualification', 'in', b.education);
  if (b.skin_color.length) q = q.where('m.skin_color', 'in', b.skin_color);
  if (b.marital_status.length) q = q.where('m.marital_status', 'in', b.marital_status);
  if (b.goutra.length) q = q.where('m.self_goutra', 'in', b.goutra);
  if (b.bornAfter !== null) q = q.where('m.dob', '>', b.bornAfter);
  if (b.bornBy !== null) q = q.where('m.dob', '<=', b.bornBy);
  if (b.heightMin !== null) q = q.where('m.height', '>=', b.heightMin);
  if (b.heightMax !== null) q = q.where('m.height', '<=', b.heightMax);
  if (b.state_nm.length) q = q.where('m.state_nm', 'in', b.state_nm);
  if (b.mangalic_status.length) q = q.where('m.mangalic_status', 'in', b.mangalic_status);
  if (b.member_no !== null) q = q.where('m.mem_no', '=', b.member_no);
  if (c.withPhoto) q = withVisiblePhoto(db, q, b.me);
  // One `<>` per gotra, not `not in`: SQLite builds a lookup table for an IN list and probes it
  // for every candidate, a third of a broad search's count at 100k.
  for (const gotra of b.hiddenGotras) {
    q = q.where('m.self_goutra', '<>', gotra).where('m.mama_goutra', '<>', gotra);
  }
  return q;
}

type Eligibility = Pick<SearchBinds, 'me' | 'gender' | 'blocked'>;

/** eligibleMembers on values: blocked null asks member_blocks per candidate. */
function eligibleFrom(db: Db, { me, gender, blocked }: Eligibility): Members {
  const q = db
    .selectFrom('members as m')
    .where('m.status', '=', 'verified')
    // A member the team suspended is out of every search (issue 16).
    .where('m.suspended_at', 'is', null)
    .where('m.gender', '=', gender)
    .where('m.id', '!=', me);
  if (!blocked) {
    return q.where('m.id', 'not in', blockedBy(db, me)).where('m.id', 'not in', blockersOf(db, me));
  }
  return blocked.length ? q.where('m.id', 'not in', blocked) : q;
}

/**
 * The members of `gender` the searcher may ever be shown, before pauses and filters: verified,
 * not suspended, not the searcher, and no block either way (issue #14 item 5). Search and a
 * member's preview (memberPreview.ts) share it, so the two never disagree on who is out.
 */
export const eligibleMembers = (db: Db, searcher: Searcher, gender: string): Members =>
  eligibleFrom(db, { me: searcher.id, gender, blocked: searcher.excluded?.blocked ?? null });

/** searchFrom on values. */
function listableFrom(db: Db, c: SearchChoices, b: SearchBinds): Members {
  const eligible = eligibleFrom(db, b);
  // A paused profile is hidden until its pause ends (requirements §6.6; src/server/pause).
  const listable = !b.paused
    ? eligible.where(notPausedAt(b.pausedAt))
    : b.paused.length
      ? eligible.where('m.id', 'not in', b.paused)
      : eligible;
  return withFilters(db, listable, c, b);
}

/** Eligible members who are not paused and pass every filter (no order, no columns). */
export const searchFrom = (db: Db, searcher: Searcher, p: SearchParams, today: Date): Members =>
  listableFrom(db, searchChoices(p), searchBinds(db, searcher, p, today));

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

function pageFrom(db: Db, c: SearchChoices, b: SearchBinds) {
  let q = listableFrom(db, c, b).select(LISTING_COLUMNS);
  for (const [column, direction] of ORDER[c.sort]) q = q.orderBy(column, direction);
  return q.limit(SEARCH_PAGE_SIZE).offset(b.offset);
}

const countFrom = (db: Db, c: SearchChoices, b: SearchBinds) =>
  listableFrom(db, c, b).select((eb) => eb.fn.countAll<string | number>().as('n'));

// Compiled once per shape: building and compiling a search cost as much as running its page.
const pages = new ShapedQueries(pageFrom);
const counts = new ShapedQueries(countFrom);

/** One page of the search, in the chosen order (newest verified first by default). */
export const searchPageQuery = (db: Db, searcher: Searcher, p: SearchParams, today: Date) =>
  pageFrom(db, searchChoices(p), searchBinds(db, searcher, p, today));

export const searchCountQuery = (db: Db, searcher: Searcher, p: SearchParams, today: Date) =>
  countFrom(db, searchChoices(p), searchBinds(db, searcher, p, today));

/**
 * The search's page and its count as the database runs them: the text kept per shape, with this
 * search's values (the same as compiling searchPageQuery and searchCountQuery, at less cost).
 */
export function compiledSearch(db: Db, searcher: Searcher, params: SearchParams, today: Date) {
  const choices = searchChoices(params);
  const binds = searchBinds(db, searcher, params, today);
  return {
    page: () => pages.compile(db, choices, binds),
    count: () => counts.compile(db, choices, binds),
  };
}

export async function searchMembers(
  db: Db,
  member: Searcher,
  params: SearchParams,
  today: Date,
): Promise<{ rows: ListingRow[]; total: number }> {
  const searcher = { ...member, excluded: await searchExclusions(db, member.id, today) };
  const search = compiledSearch(db, searcher, params, today);
  const { rows } = await db.executeQuery(search.page());
  const shown = (params.page - 1) * SEARCH_PAGE_SIZE + rows.length;
  // A page that is not full is the last one: where it ends is the total, with no count.
  if (rows.length > 0 && rows.length < SEARCH_PAGE_SIZE) return { rows, total: shown };
  const count = search.count();
  const read = async () => {
    const [row] = (await db.executeQuery(count)).rows;
    if (!row) throw new Error('A count answered no row.');
    return Number(row.n);
  };
  const key = JSON.stringify([count.sql, count.parameters]);
  return { rows, total: await countCacheFor(db).count(key, read, shown) };
}
