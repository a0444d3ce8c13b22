import type { Db } from '../plugins/db';
import { withoutWaitingForDisk } from '../db/relaxed';
import { countEvent, uncountEvent } from '../accounts';

/**
 * A per-member allowance counted in the throttle table, in a fixed window from the first use
 * (interests). Views are not counted here but by distinct member a day (views.ts).
 */
export interface Quota {
  prefix: string;
  windowMs: number;
  /** Whether a use must reach the disk before the call answers (see db/relaxed.ts). */
  durable: boolean;
}

const HOUR = 60 * 60 * 1000;

export const INTERESTS_QUOTA: Quota = { prefix: 'interest:', windowMs: 24 * HOUR, durable: true };

export type QuotaUse = { ok: true } | { ok: false; resetsAt: Date };

const keyOf = (quota: Quota, memberId: number) => `${quota.prefix}${memberId}`;

/**
 * Counts one use in the database (one statement, so parallel calls cannot slip past the limit);
 * past `max` uses in the window, answers when the window ends.
 */
export async function useQuota(
  db: Db,
  quota: Quota,
  max: number,
  memberId: number,
  now: Date,
): Promise<QuotaUse> {
  const staleBefore = new Date(now.getTime() - quota.windowMs).toISOString();
  const count = (on: Db) => countEvent(on, keyOf(quota, memberId), now.toISOString(), staleBefore);
  const state = quota.durable ? await count(db) : await withoutWaitingForDisk(db, count);
  if (state.count <= max) return { ok: true };
  return { ok: false, resetsAt: new Date(Date.parse(state.windowStart) + quota.windowMs) };
}

/** Gives back a use whose action did not happen after all (e.g. a request that already existed). */
export const refundQuota = (db: Db, quota: Quota, memberId: number): Promise<void> =>
  uncountEvent(db, keyOf(quota, memberId));

const KOLKATA = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "14:05": the time in India, rounded up to the minute, so "after 14:05" is never too early. */
export function kolkataTime(at: Date): string {
  const minute = 60 * 1000;
  return KOLKATA.format(new Date(Math.ceil(at.getTime() / minute) * minute));
}
