import type { Db } from '../../plugins/db';
import { expiredSentBefore, remindSentBefore } from '../lifecycle';

/** Marks the pending requests past their 30 days (the answers already show them Expired). */
export async function markExpiredRequests(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('member_requests')
    .set({ expired_at: now.toISOString() })
    .where('req_status', '=', 'Pending')
    .where('expired_at', 'is', null)
    .where('created_at', '<=', expiredSentBefore(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Claims the pending requests due their one reminder (day 23 to day 30): one conditional UPDATE
 * sets reminder_sent_at and answers the rows it set, so a row is claimed once, whichever run or
 * process gets there first, and never again.
 */
export function claimReminders(
  db: Db,
  now: Date,
): Promise<{ id: number; req_rec_member_id: number }[]> {
  return db
    .updateTable('member_requests')
    .set({ reminder_sent_at: now.toISOString() })
    .where('req_status', '=', 'Pending')
    .where('expired_at', 'is', null)
    .where('reminder_sent_at', 'is', null)
    .where('created_at', '<=', remindSentBefore(now))
    .where('created_at', '>', expiredSentBefore(now))
    .returning(['id', 'req_rec_member_id'])
    .execute();
}
