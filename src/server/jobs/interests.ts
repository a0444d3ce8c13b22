import { claimReminders, markExpiredRequests } from '../matching';
import { notify, sendNotice } from '../notifications';
import { siteOriginOf } from '../config';
import type { Job } from './catalog';

/**
 * The interest lifecycle's jobs (issue 14, item 9). Expiry itself needs no job (the answers
 * compute it from the sent date); this one records it on the rows. The reminders go out once:
 * each row is claimed by one UPDATE before its notification and mail.
 */
export const interestExpiry: Job = {
  name: 'interest-expiry',
  description: 'marks pending interest requests older than 30 days as expired',
  schedule: { everyMinutes: 60 },
  dueAtStart: true,
  leaseMs: 10 * 60_000,
  async run({ db, now }) {
    return `${await markExpiredRequests(db, now)} interests marked expired`;
  },
};

export const interestReminders: Job = {
  name: 'interest-reminders',
  description:
    'reminds the receiver once, 23 days after an interest was sent, that it expires soon',
  schedule: { everyMinutes: 60 },
  dueAtStart: true,
  leaseMs: 30 * 60_000,
  async run({ db, now, mail, config }) {
    const due = await claimReminders(db, now);
    const siteOrigin = siteOriginOf(config);
    for (const row of due) {
      const notice = await notify(db, row.req_rec_member_id, 'interestExpiring', {
        at: now,
        requestId: row.id,
      });
      sendNotice({ mail, siteOrigin }, notice);
    }
    return `${due.length} reminders sent`;
  },
};
