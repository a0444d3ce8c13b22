import type { Db } from '../plugins/db';
import type { MemberRequestTable } from '../db/types';
import type { DashboardAnswer } from '../../shared/protocol/types';

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
