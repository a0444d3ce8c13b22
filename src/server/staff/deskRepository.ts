import type { Db } from '../plugins/db';
import type { MemberRow } from '../accounts';
import type { Tx } from './repository';

/** The verification desk's SQL: the queue, change requests, accounts that look alike. */

/** Open change requests: the registration waits for the member, not for the desk. */
const awaitingChanges = (db: Db) =>
  db.selectFrom('member_change_requests').select('member_id').where('resolved_at', 'is', null);

export function listQueue(db: Db) {
  return db
    .selectFrom('members')
    .select(['id', 'mem_no', 'mem_name', 'email_id', 'registered_by', 'created_at'])
    .where('status', '=', 'pending')
    .where('id', 'not in', awaitingChanges(db))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function countQueue(db: Db): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'pending')
    .where('id', 'not in', awaitingChanges(db))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countAwaitingChanges(db: Db): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'pending')
    .where('id', 'in', awaitingChanges(db))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listChangeRequests(db: Db, memberId: number) {
  return db
    .selectFrom('member_change_requests')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

export function openChangeRequest(db: Db, memberId: number) {
  return db
    .selectFrom('member_change_requests')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('resolved_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Any request for changes, open or answered. */
export function firstChangeRequest(db: Db, memberId: number) {
  return db
    .selectFrom('member_change_requests')
    .select('id')
    .where('member_id', '=', memberId)
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertChangeRequest(
  db: Tx,
  row: { member_id: number; text: string; asked_by: string; asked_at: string },
): Promise<void> {
  await db.insertInto('member_change_requests').values(row).execute();
}

export async function resolveChangeRequests(db: Tx, memberId: number, at: string): Promise<void> {
  await db
    .updateTable('member_change_requests')
    .set({ resolved_at: at })
    .where('member_id', '=', memberId)
    .where('resolved_at', 'is', null)
    .execute();
}

/**
 * Other accounts that carry this registration's email (any case) or one of its numbers (own,
 * father's, mother's) in any of theirs: the same family or person registering twice.
 */
export function findLookalikes(db: Db, member: MemberRow) {
  const numbers = [member.contact_no, member.father_contact, member.mother_contact].filter(
    (n) => n.trim() !== '',
  );
  return db
    .selectFrom('members')
    .selectAll()
    .where('id', '!=', member.id)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email_id']), '=', member.email_id.toLowerCase()),
        ...(numbers.length
          ? [
              eb('contact_no', 'in', numbers),
              eb('father_contact', 'in', numbers),
              eb('mother_contact', 'in', numbers),
            ]
          : []),
      ]),
    )
    .orderBy('id')
    .limit(20)
    .execute();
}
