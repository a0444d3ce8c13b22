import type { MemberRow } from '../accounts';
import type { Db } from '../plugins/db';

/**
 * The email of the staff member who registered this member from the console (migration 016),
 * or null for a member's own registration: the desk and the member file name the office.
 */
export async function officeRegistrarOf(
  db: Db,
  member: Pick<MemberRow, 'registered_by_staff'>,
): Promise<string | null> {
  const id = member.registered_by_staff;
  if (id === null) return null;
  const row = await db
    .selectFrom('staff_accounts')
    .select('email')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.email ?? `staff account ${id}`;
}
