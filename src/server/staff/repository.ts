import type { Selectable, Transaction } from 'kysely';
import type { StaffRole } from '../../shared/protocol/types';
import type { Database, StaffAccountTable } from '../db/types';
import { isPostgres } from '../db/dialect';
import type { Db } from '../plugins/db';

/** Staff accounts and sessions (SQL only; the rules are in sessions.ts and signIn.ts). */
export type StaffRow = Selectable<StaffAccountTable>;
export type Tx = Db | Transaction<Database>;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function findStaffByEmail(db: Tx, email: string): Promise<StaffRow | undefined> {
  return db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export function listStaff(db: Db): Promise<StaffRow[]> {
  return db.selectFrom('staff_accounts').selectAll().orderBy('email').execute();
}

export async function insertStaff(
  db: Tx,
  row: { email: string; role: StaffRole; password_hash: string; totp_secret: string; at: string },
): Promise<number> {
  const { id } = await db
    .insertInto('staff_accounts')
    .values({
      email: normaliseEmail(row.email),
      role: row.role,
      password_hash: row.password_hash,
      totp_secret: row.totp_secret,
      created_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Locks the active admins' rows for the rest of the transaction (PostgreSQL; SQLite writes one
 * transaction at a time anyway), so two admins removed at once cannot both see one left.
 */
export async function lockActiveAdmins(db: Tx): Promise<void> {
  if (!isPostgres(db)) return;
  await db
    .selectFrom('staff_accounts')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .forUpdate()
    .execute();
}

export async function countActiveAdmins(db: Tx): Promise<number> {
  const row = await db
    .selectFrom('staff_accounts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setStaffRole(db: Tx, id: number, role: StaffRole): Promise<void> {
  await db.updateTable('staff_accounts').set({ role }).where('id', '=', id).execute();
}

/** Disables an account and revokes its sessions (one transaction with the caller's audit line). */
export async function disableStaff(db: Tx, id: number, at: string): Promise<void> {
  await db.updateTable('staff_accounts').set({ disabled_at: at }).where('id', '=', id).execute();
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: at })
    .where('staff_id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Moves the account's last accepted TOTP step forward, only if it is still behind `step`:
 * answers false when another request used this step (or a later one) first.
 */
export async function claimTotpStep(db: Tx, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_accounts')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function createStaffSession(
  db: Tx,
  staffId: number,
  tokenHash: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('staff_sessions')
    .values({ staff_id: staffId, token_hash: tokenHash, created_at: at, last_seen_at: at })
    .execute();
}

export function findStaffSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_accounts as a', 'a.id', 's.staff_id')
    .select([
      's.id as session_id',
      's.created_at',
      's.verified_at',
      's.last_seen_at',
      's.revoked_at',
      'a.id as staff_id',
      'a.email',
      'a.role',
      'a.totp_secret',
      'a.totp_last_step',
      'a.disabled_at',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
export type StaffSessionRow = NonNullable<Awaited<ReturnType<typeof findStaffSession>>>;

export async function updateStaffSession(
  db: Tx,
  id: number,
  change: { verified_at?: string; last_seen_at?: string; revoked_at?: string },
): Promise<void> {
  await db.updateTable('staff_sessions').set(change).where('id', '=', id).execute();
}
