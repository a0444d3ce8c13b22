import type { Selectable, Transaction } from 'kysely';
import type { Database, EmailChangeTable, IdentityChangeTable } from '../../db/types';
import type { Db } from '../../plugins/db';
import { firstNameOf } from '../format';
import { uniqueViolation } from '../../db/uniqueViolation';

/** The SQL of identity changes (migration 008): waiting name/gender/dob changes and new emails. */
type Tx = Db | Transaction<Database>;
export type IdentityChangeRow = Selectable<IdentityChangeTable>;
export type EmailChangeRow = Selectable<EmailChangeTable>;

export function findIdentityChange(db: Tx, memberId: number) {
  return db
    .selectFrom('identity_changes')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** One waiting change per member: a newer edit replaces the values and keeps its place. */
export async function holdIdentityChange(db: Tx, row: IdentityChangeRow): Promise<void> {
  const { member_id: _id, requested_at: _at, ...values } = row;
  await db
    .insertInto('identity_changes')
    .values(row)
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute();
}

/** Waiting changes with what others see now, oldest first (the desk's re-verification list). */
export function listIdentityChanges(db: Db) {
  return db
    .selectFrom('identity_changes as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select([
      'c.member_id',
      'c.mem_name as new_mem_name',
      'c.gender as new_gender',
      'c.dob as new_dob',
      'c.requested_at',
      'm.mem_no',
      'm.mem_name',
      'm.gender',
      'm.dob',
    ])
    .orderBy('c.requested_at')
    .orderBy('c.member_id')
    .execute();
}

/** The waiting values become the member's (first_name follows the name); the change is gone. */
export async function applyIdentityChange(db: Tx, change: IdentityChangeRow): Promise<void> {
  await db
    .updateTable('members')
    .set({
      mem_name: change.mem_name,
      first_name: firstNameOf(change.mem_name),
      gender: change.gender,
      dob: change.dob,
    })
    .where('id', '=', change.member_id)
    .execute();
  await dropIdentityChange(db, change.member_id);
}

export async function dropIdentityChange(db: Tx, memberId: number): Promise<void> {
  await db.deleteFrom('identity_changes').where('member_id', '=', memberId).execute();
}

/** A member has at most one new email waiting: asking again replaces the older link. */
export async function holdEmailChange(db: Db, row: Omit<EmailChangeRow, 'id'>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('email_changes').where('member_id', '=', row.member_id).execute();
    await trx.insertInto('email_changes').values(row).execute();
  });
}

/** The waiting new email of a member whose link has not expired. */
export function findEmailChange(db: Db, memberId: number, now: Date) {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

export function findEmailChangeByToken(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

export async function dropEmailChanges(db: Tx, memberId: number): Promise<void> {
  await db.deleteFrom('email_changes').where('member_id', '=', memberId).execute();
}

/**
 * The new email becomes the login email and every waiting link of the member goes, in one
 * transaction; false when another account took the address meanwhile (the unique index decides).
 */
export async function confirmEmailChangeRow(db: Db, change: EmailChangeRow): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('members')
        .set({ email_id: change.new_email })
        .where('id', '=', change.member_id)
        .execute();
      await dropEmailChanges(trx, change.member_id);
    });
    return true;
  } catch (err) {
    if (uniqueViolation(err) !== null) return false;
    throw err;
  }
}
