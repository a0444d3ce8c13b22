import type { Db } from '../../plugins/db';
import { expiredSentBefore } from '../lifecycle';
import { requestNotBlocked } from './blocks';

/**
 * Interests the member received that still wait for her answer: Pending and not yet expired, a
 * blocked pair's left out, as the dashboard counters count (issue #15 item 8: the home page's
 * "2 interests wait for your answer").
 */
export async function countWaitingForAnswer(db: Db, memberId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('member_requests')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('req_rec_member_id', '=', memberId)
    .where('req_status', '=', 'Pending')
    .where('expired_at', 'is', null)
    .where('created_at', '>', expiredSentBefore(now))
    .where(requestNotBlocked)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
