import type { Db } from '../../plugins/db';
import type { MemberRequestTable } from '../../db/types';
import type { DashboardAnswer } from '../../../shared/protocol/types';
import { uniqueViolation } from '../../db/uniqueViolation';

type RequestStatus = MemberRequestTable['req_status'];

/** Adds an interest request (the matching issue's call uses this too). */
export async function addMemberRequest(
  db: Db,
  {
    by,
    to,
    status = 'Pending',
    now,
  }: { by: number; to: number; status?: RequestStatus; now: string },
): Promise<number> {
  const row = await db
    .insertInto('member_requests')
    .values({
      req_by_member_id: by,
      req_rec_member_id: to,
      req_status: status,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Requests the member sent or received, by status. */
export async function countMemberRequests(
  db: Db,
  memberId: number,
): Promise<DashboardAnswer['member_reqests']> {
  const rows = await db
    .selectFrom('member_requests')
    .select((eb) => ['req_status', eb.fn.countAll<string | number>().as('n')])
    .where((eb) =>
      eb.or([eb('req_by_member_id', '=', memberId), eb('req_rec_member_id', '=', memberId)]),
    )
    .groupBy('req_status')
    .execute();
  const count = (s: RequestStatus) => Number(rows.find((r) => r.req_status === s)?.n ?? 0);
  const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
  return { Total: total, Accepted: count('Accepted'), Pending: count('Pending') };
}

export interface RequestWithOther {
  direction: 'sent' | 'received';
  other_mem_no: number | null;
  req_status: RequestStatus;
  created_at: string;
  updated_at: string;
}

/** The member's requests, each with the other side's member number only. */
export async function listRequestsWithOther(db: Db, memberId: number): Promise<RequestWithOther[]> {
  const sent = await db
    .selectFrom('member_requests as r')
    .innerJoin('members as o', 'o.id', 'r.req_rec_member_id')
    .select(['o.mem_no as other_mem_no', 'r.req_status', 'r.created_at', 'r.updated_at'])
    .where('r.req_by_member_id', '=', memberId)
    .orderBy('r.id')
    .execute();
  const received = await db
    .selectFrom('member_requests as r')
    .innerJoin('members as o', 'o.id', 'r.req_by_member_id')
    .select(['o.mem_no as other_mem_no', 'r.req_status', 'r.created_at', 'r.updated_at'])
    .where('r.req_rec_member_id', '=', memberId)
    .orderBy('r.id')
    .execute();
  return [
    ...sent.map((r) => ({ ...r, direction: 'sent' as const })),
    ...received.map((r) => ({ ...r, direction: 'received' as const })),
  ];
}

export interface RequestRow {
  id: number;
  req_by_member_id: number;
  req_rec_member_id: number;
  req_status: RequestStatus;
}

const REQUEST_COLUMNS = ['id', 'req_by_member_id', 'req_rec_member_id', 'req_status'] as const;

/** The requests between `me` and any of `others`, in either direction. */
export async function requestsWith(
  db: Db,
  me: number,
  others: readonly number[],
): Promise<RequestRow[]> {
  if (others.length === 0) return [];
  return db
    .selectFrom('member_requests')
    .select(REQUEST_COLUMNS)
    .where((eb) =>
      eb.or([
        eb.and([eb('req_by_member_id', '=', me), eb('req_rec_member_id', 'in', others)]),
        eb.and([eb('req_rec_member_id', '=', me), eb('req_by_member_id', 'in', others)]),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** The request of a pair, whichever way it was sent (a pair has at most one). */
export async function findPairRequest(
  db: Db,
  a: number,
  b: number,
): Promise<RequestRow | undefined> {
  return (await requestsWith(db, a, [b]))[0];
}

export function findRequest(db: Db, id: number): Promise<RequestRow | undefined> {
  return db
    .selectFrom('member_requests')
    .select(REQUEST_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
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

/** The receiver answers a pending request; false when it is not theirs or no longer pending. */
export async function answerRequest(
  db: Db,
  {
    id,
    receiver,
    sender,
    status,
    now,
  }: { id: number; receiver: number; sender: number; status: 'Accepted' | 'Rejected'; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('member_requests')
    .set({ req_status: status, updated_at: now })
    .where('id', '=', id)
    .where('req_rec_member_id', '=', receiver)
    .where('req_by_member_id', '=', sender)
    .where('req_status', '=', 'Pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The sender takes back a request that is still pending; false otherwise. */
export async function withdrawRequest(
  db: Db,
  { id, sender }: { id: number; sender: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom('member_requests')
    .where('id', '=', id)
    .where('req_by_member_id', '=', sender)
    .where('req_status', '=', 'Pending')
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

/** Every request the member sent or received, newest first (getFriendsMembers). */
export function listMyRequests(db: Db, me: number): Promise<RequestRow[]> {
  return db
    .selectFrom('member_requests')
    .select(REQUEST_COLUMNS)
    .where((eb) => eb.or([eb('req_by_member_id', '=', me), eb('req_rec_member_id', '=', me)]))
    .orderBy('id', 'desc')
    .execute();
}
