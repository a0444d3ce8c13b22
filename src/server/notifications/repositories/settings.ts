import type { NotificationKind } from '../../../shared/domain/notifications';
import type { Db } from '../../plugins/db';

/** The mail kinds the member turned off. */
export async function mailOffKinds(db: Db, memberId: number): Promise<Set<NotificationKind>> {
  const rows = await db
    .selectFrom('notification_mail_off')
    .select('kind')
    .where('member_id', '=', memberId)
    .execute();
  return new Set(rows.map((r) => r.kind));
}

/** Replaces the member's choice in one transaction, so a reader never sees half of it. */
export async function saveMailOff(
  db: Db,
  memberId: number,
  off: readonly NotificationKind[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('notification_mail_off').where('member_id', '=', memberId).execute();
    if (off.length === 0) return;
    await trx
      .insertInto('notification_mail_off')
      .values(off.map((kind) => ({ member_id: memberId, kind })))
      .execute();
  });
}
