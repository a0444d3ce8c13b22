import type { Insertable, Selectable } from 'kysely';
import type { OtpTicketTable } from '../../db/types';
import type { Db } from '../../plugins/db';

export type TicketRow = Selectable<OtpTicketTable>;

export async function insertTicket(
  db: Db,
  ticket: Omit<Insertable<OtpTicketTable>, 'attempts'>,
): Promise<void> {
  await db.insertInto('otp_tickets').values(ticket).execute();
}

export function findTicket(db: Db, id: string): Promise<TicketRow | undefined> {
  return db.selectFrom('otp_tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Counts a wrong code; conditional, so parallel guesses cannot pass the limit. */
export async function recordWrongCode(db: Db, id: string, maxAttempts: number): Promise<void> {
  await db
    .updateTable('otp_tickets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .execute();
}

/** Marks a ticket used and verified unless something else already did (one winner). */
export async function markVerified(
  db: Db,
  id: string,
  maxAttempts: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('otp_tickets')
    .set({ used_at: now, verified_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A fresh code on the same ticket; attempts are kept, so resending cannot reset the limit. */
export async function replaceCode(
  db: Db,
  id: string,
  codeHash: string,
  expiresAt: string,
): Promise<void> {
  await db
    .updateTable('otp_tickets')
    .set({ code_hash: codeHash, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

/**
 * The password reset a verified ticket authorises: new hash, every session of the member
 * revoked, ticket consumed, and (given `tokenHash`) a new session for the device that reset —
 * all or nothing, and at most once per ticket.
 */
export async function resetPasswordWithTicket(
  db: Db,
  {
    ticketId,
    memberId,
    hash,
    now,
    tokenHash,
  }: { ticketId: string; memberId: number; hash: string; now: string; tokenHash?: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const consumed = await trx
      .updateTable('otp_tickets')
      .set({ consumed_at: now })
      .where('id', '=', ticketId)
      .where('member_id', '=', memberId)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (consumed.numUpdatedRows !== 1n) return false;
    await trx
      .updateTable('members')
      .set({ password_hash: hash })
      .where('id', '=', memberId)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .execute();
    if (tokenHash) {
      await trx
        .insertInto('sessions')
        .values({ member_id: memberId, token_hash: tokenHash, created_at: now, last_seen_at: now })
        .execute();
    }
    return true;
  });
}
