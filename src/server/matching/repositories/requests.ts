import type { Transaction } from 'kysely';
import type { Db } from '../../plugins/db';
import type { Database, MemberRequestTable } from '../../db/types';
import type { DashboardAnswer, RequestStatus } from '../../../shared/protocol/types';
import { ShapedQueries, type NoChoices } from '../../db/shapedQuery';
import { uniqueViolation } from '../../db/uniqueViolation';
import { declineOverBefore, expiredSentBefore, statusAt } from '../lifecycle';
import { requestNotBlocked } from './blocks';

type Tx = Db | Transaction<Database>;
type StoredStatus = MemberRequestTable['req_status'];

/** Adds an interest request (the matching issue's call uses this too). */
export async function addMemberRequest(
  db: Db,
  {
    by,
    to,
    status = 'Pending',
    now,
    note = null,
  }: { by: number; to: number; status?: StoredStatus; now: string; note?: string | null },
): Promise<number> {
  const row = await db
    .insertInto('member_requests')
    .values({
      req_by_member_id: by,
      req_rec_member_id: to,
      req_status: status,
      created_at: now,
      updated_at: now,
      note,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Requests the member sent or received, by status; a blocked pair's are not counted. */
export async function countMemberRequests(
  db: Db,
  memberId: number,
  now: Date,
): Promise<DashboardAnswer['member_reqests']> {
  const rows = await db
    .selectFrom('member_requests')
    .select(['req_status', 'created_at', 'expired_at'])
    .where((eb) =>
      eb.or([eb('req_by_member_id', '=', memberId), eb('req_rec_member_id', '=', memberId)]),
    )
    .where(requestNotBlocked)
    .execute();
  // Expired requests count in the total only: they are neither pending nor accepted.
  const count = (s: RequestStatus) => rows.filter((r) => statusAt(r, now) === s).length;
  return { Total: rows.length, Accepted: count('Accepted'), Pending: count('Pending') };
}

export interface RequestWithOther {
  direction: 'sent' | 'received';
  other_mem_no: number | null;
  req_status: RequestStatus;
  created_at: string;
  updated_at: string;
  /** The sender's note (the member's own words sent, or the words they received). */
  note: string | null;
}

/** The member's requests, each with the other side's member number only. */
export async function listRequestsWithOther(
  db: Db,
  memberId: number,
  now: Date,
): Promise<RequestWithOther[]> {
  const columns = [
    'o.mem_no as other_mem_no',
    'r.req_status',
    'r.created_at',
    'r.updated_at',
    'r.expired_at',
    'r.note',
  ] as const;
  const sent = await db
    .selectFrom('member_requests as r')
    .innerJoin('members as o', 'o.id', 'r.req_rec_member_id')
    .select(columns)
    .where('r.req_by_member_id', '=', memberId)
    .orderBy('r.id')
    .execute();
  const received = await db
    .selectFrom('member_requests as r')
    .innerJoin('members as o', 'o.id', 'r.req_by_member_id')
    .select(columns)
    .where('r.req_rec_member_id', '=', memberId)
    .orderBy('r.id')
    .execute();
  const out = (direction: RequestWithOther['direction']) => (r: (typeof sent)[number]) => ({
    direction,
    other_mem_no: r.other_mem_no,
    req_status: statusAt(r, now),
    created_at: r.created_at,
    updated_at: r.updated_at,
    note: r.note,
  });
  return [...sent.map(out('sent')), ...received.map(out('received'))];
}

/** A request as answers show it: req_status is Expired for a pending one past its 30 days. */
export interface RequestRow {
  id: number;
  req_by_member_id: number;
  req_rec_member_id: number;
  req_status: RequestStatus;
  /** When it was last answered (the decline's date, for a Rejected one). */
  updated_at: string;
}

const REQUEST_COLUMNS = [
  'id',
  'req_by_member_id',
  'req_rec_member_id',
  'req_status',
  'created_at',
  'updated_at',
  'expired_at',
] as const;

type StoredRow = Pick<MemberRequestTable, 'req_status' | 'created_at' | 'updated_at'> & {
  id: number;
  req_by_member_id: number;
  req_rec_member_id: number;
  expired_at: string | null;
};

const shown =
  (now: Date) =>
  (r: StoredRow): RequestRow => ({
    id: r.id,
    req_by_member_id: r.req_by_member_id,
    req_rec_member_id: r.req_rec_member_id,
    req_status: statusAt(r, now),
    updated_at: r.updated_at,
  });

/** The requests between `me` and any of `others`, in either direction. */
// Built and compiled once per length of `others` (shapedQuery.ts): a list asks this for every page.
const requestsOfList = new ShapedQueries(
  (db: Db, _choices: NoChoices, b: { me: number; others: readonly number[] }) =>
    db
      .selectFrom('member_requests')
      .select(REQUEST_COLUMNS)
      .where((eb) =>
        eb.or([
          eb.and([eb('req_by_member_id', '=', b.me), eb('req_rec_member_id', 'in', b.others)]),
          eb.and([eb('req_rec_member_id', '=', b.me), eb('req_by_member_id', 'in', b.others)]),
        ]),
      )
      .orderBy('id'),
);

export async function requestsWith(
  db: Db,
  me: number,
  others: readonly number[],
  now: Date,
): Promise<RequestRow[]> {
  if (others.length === 0) return [];
  const { rows } = await db.executeQuery(requestsOfList.compile(db, {}, { me, others }));
  return rows.map(shown(now));
}

/** The request of a pair, whichever way it was sent (a pair has at most one). */
export async function findPairRequest(
  db: Db,
  a: number,
  b: number,
  now: Date,
): Promise<RequestRow | undefined> {
  return (await requestsWith(db, a, [b], now))[0];
}

export async function findRequest(db: Db, id: number, now: Date): Promise<RequestRow | undefined> {
  const row = await db
    .selectFrom('member_requests')
    .select(REQUEST_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && shown(now)(row);
}

/**
 * Removes the pair's old request when it no longer stands in the way of a new one: Expired, or
 * declined at least 90 days ago. True when it removed one; a parallel send that removed it first
 * answers false and then meets the new request (the unique indexes decide).
 */
export async function clearSpentRequest(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .deleteFrom('member_requests')
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('req_status', '=', 'Pending'),
          eb.or([eb('expired_at', 'is not', null), eb('created_at', '<=', expiredSentBefore(now))]),
        ]),
        eb.and([eb('req_status', '=', 'Rejected'), eb('updated_at', '<=', declineOverBefore(now))]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Inserts a pending request. The unique indexes (one request per pair, either direction) are
 * the real guard: a parallel duplicate loses here and answers `{ ok: false }`, never an error.
 */
export async function insertPendingRequest(
  db: Db,
  { by, to, now }: { by: number; to: number; now: string },
): Promise<{ ok: true; id: number } | { ok: false }> {
  try {
    return { ok: true, id: await addMemberRequest(db, { by, to, now }) };
  } catch (err) {
    if (uniqueViolation(err) !== null) return { ok: false };
    throw err;
  }
}

/**
 * The receiver answers a pending request; false when it is not theirs, no longer pending or
 * Expired (the sent date decides, whether or not the expiry job has marked it yet).
 */
export async function answerRequest(
  db: Db,
  {
    id,
    receiver,
    sender,
    status,
    now,
  }: { id: number; receiver: number; sender: number; status: 'Accepted' | 'Rejected'; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('member_requests')
    .set({ req_status: status, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('req_rec_member_id', '=', receiver)
    .where('req_by_member_id', '=', sender)
    .where('req_status', '=', 'Pending')
    .where('expired_at', 'is', null)
    .where('created_at', '>', expiredSentBefore(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The sender takes back a request that is still pending (not Expired); false otherwise. */
export async function withdrawRequest(
  db: Db,
  { id, sender, now }: { id: number; sender: number; now: Date },
): Promise<boolean> {
  const result = await db
    .deleteFrom('member_requests')
    .where('id', '=', id)
    .where('req_by_member_id', '=', sender)
    .where('req_status', '=', 'Pending')
    .where('expired_at', 'is', null)
    .where('created_at', '>', expiredSentBefore(now))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Whether one of the two accepted the other's request. */
export async function pairAccepted(db: Db, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  const row = await db
    .selectFrom('member_requests')
    .select('id')
    .where('req_status', '=', 'Accepted')
    .where((eb) =>
      eb.or([
        eb.and([eb('req_by_member_id', '=', a), eb('req_rec_member_id', '=', b)]),
        eb.and([eb('req_by_member_id', '=', b), eb('req_rec_member_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Every request the member sent or received, newest first (getFriendsMembers), less those of a
 * blocked pair (so the list agrees with the dashboard's counters).
 */
export async function listMyRequests(
  db: Db,
  me: number,
  now: Date,
): Promise<(RequestRow & { note: string | null })[]> {
  const rows = await db
    .selectFrom('member_requests')
    .select([...REQUEST_COLUMNS, 'note'])
    .where((eb) => eb.or([eb('req_by_member_id', '=', me), eb('req_rec_member_id', '=', me)]))
    .where(requestNotBlocked)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ ...shown(now)(r), note: r.note }));
}

/**
 * Withdraws the pending request between the two, whichever way it was sent (a block does this in
 * its own transaction, so `db` may be one). Answers how many went.
 */
export async function withdrawPendingBetween(db: Tx, a: number, b: number): Promise<number> {
  const result = await db
    .deleteFrom('member_requests')
    .where('req_status', '=', 'Pending')
    .where((eb) =>
      eb.or([
        eb.and([eb('req_by_member_id', '=', a), eb('req_rec_member_id', '=', b)]),
        eb.and([eb('req_by_member_id', '=', b), eb('req_rec_member_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
