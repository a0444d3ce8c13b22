import type { NotificationKind } from '../../../shared/domain/notifications';
import type { Db } from '../../plugins/db';

/** The bell shows the newest 50; older ones stay until the member's account goes. */
export const LIST_LIMIT = 50;

export async function insertNotification(
  db: Db,
  row: { member_id: number; kind: NotificationKind; request_id: number | null; created_at: string },
): Promise<number> {
  const { id } = await db
    .insertInto('notifications')
    .values({ ...row, read_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function listNotifications(db: Db, memberId: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'created_at', 'read_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

export async function countUnread(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks one of the member's own notifications read; false when the member has no such one. */
export async function markRead(db: Db, memberId: number, id: number, at: string): Promise<boolean> {
  const mine = await db
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(at)) }))
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(mine.numUpdatedRows) === 1;
}

export async function markAllRead(db: Db, memberId: number, at: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .execute();
}
