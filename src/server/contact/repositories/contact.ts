import type { Insertable, Selectable } from 'kysely';
import type { ContactRequestTable } from '../../db/types';
import type { Db } from '../../plugins/db';

export type NewContactRequest = Omit<Insertable<ContactRequestTable>, 'id'>;
export type ContactRequestRow = Selectable<ContactRequestTable>;

export async function addContactRequest(db: Db, request: NewContactRequest): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contact_requests')
      .values(request)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export function listContactRequests(db: Db): Promise<ContactRequestRow[]> {
  return db.selectFrom('contact_requests').selectAll().orderBy('id').execute();
}
