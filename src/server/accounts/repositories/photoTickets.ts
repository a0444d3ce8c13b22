import type { Selectable, Transaction } from 'kysely';
import type { Database, PhotoTicketTable } from '../../db/types';
import type { Db } from '../../plugins/db';

type Tx = Db | Transaction<Database>;
export type PhotoTicketRow = Selectable<PhotoTicketTable>;

/** A ticket with what decides whether it still works: its member's status and first name. */
export type PhotoTicketWithMember = PhotoTicketRow & { status: string; first_name: string };

export async function insertPhotoTicket(db: Tx, ticket: Omit<PhotoTicketRow, 'id'>): Promise<void> {
  await db.insertInto('photo_tickets').values(ticket).execute();
}

/** The ticket stored under `ticketHash` that has not expired, with its member; else undefined. */
export function findPhotoTicket(
  db: Db,
  ticketHash: string,
  now: Date,
): Promise<PhotoTicketWithMember | undefined> {
  return db
    .selectFrom('photo_tickets as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .selectAll('t')
    .select(['m.status', 'm.first_name'])
    .where('t.ticket_hash', '=', ticketHash)
    .where('t.expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * Takes one upload of the ticket, in one conditional UPDATE: parallel uploads cannot take more
 * than it has left. False when none is left or it has expired meanwhile.
 */
export async function takePhotoTicketUpload(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('photo_tickets')
    .set((eb) => ({ uploads_left: eb('uploads_left', '-', 1) }))
    .where('id', '=', id)
    .where('uploads_left', '>', 0)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back an upload the photo checks refused: only stored photos use the ticket up. */
export async function givePhotoTicketUploadBack(db: Db, id: number): Promise<void> {
  await db
    .updateTable('photo_tickets')
    .set((eb) => ({ uploads_left: eb('uploads_left', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
