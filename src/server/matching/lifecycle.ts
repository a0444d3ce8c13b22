import { writtenDate } from '../../shared/domain/months';
import type { RequestStatus } from '../../shared/protocol/types';

/**
 * The interest lifecycle (issue 14, item 9): a pending interest expires 30 days after it was
 * sent, the receiver is reminded once at day 23, and a declined interest can be sent again only
 * 90 days after the decline. Expiry is computed from the sent date, so it holds even before the
 * interest-expiry job has marked the row.
 */
const DAY = 24 * 60 * 60 * 1000;
export const EXPIRE_AFTER_DAYS = 30;
export const REMIND_AT_DAYS = 23;
export const RESEND_AFTER_DECLINE_DAYS = 90;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString();

/** A pending request sent at or before this time is Expired. */
export const expiredSentBefore = (now: Date): string => daysBefore(now, EXPIRE_AFTER_DAYS);
/** A pending request sent at or before this time is due its reminder. */
export const remindSentBefore = (now: Date): string => daysBefore(now, REMIND_AT_DAYS);
/** A decline at or before this time no longer stops a new interest. */
export const declineOverBefore = (now: Date): string => daysBefore(now, RESEND_AFTER_DECLINE_DAYS);

export interface StoredStatus {
  req_status: 'Pending' | 'Accepted' | 'Rejected';
  created_at: string;
  expired_at: string | null;
}

/** The status every answer shows: a pending request past its 30 days is Expired. */
export function statusAt(row: StoredStatus, now: Date): RequestStatus {
  if (row.req_status !== 'Pending') return row.req_status;
  return row.expired_at !== null || row.created_at <= expiredSentBefore(now)
    ? 'Expired'
    : 'Pending';
}

/** "24 May 2026": the first day a declined interest may be sent again. */
export function resendDate(declinedAt: string): string {
  const d = new Date(Date.parse(declinedAt) + RESEND_AFTER_DECLINE_DAYS * DAY);
  return writtenDate(d);
}
