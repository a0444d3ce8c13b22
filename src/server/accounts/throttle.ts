import type { Db } from '../plugins/db';
import { clearEvents, countEvent, readEvents } from '../repositories/throttle';

/** A limit of `max` events per `windowMs`, counted under keys with a common prefix. */
export interface Limit {
  prefix: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;

/** Wrong passwords: 5 per account and 20 per address in 15 minutes (ASVS 2.2.1). */
export const WRONG_PASSWORD_PER_ACCOUNT: Limit = {
  prefix: 'pw:acct:',
  max: 5,
  windowMs: 15 * MINUTE,
};
export const WRONG_PASSWORD_PER_ADDRESS: Limit = {
  prefix: 'pw:ip:',
  max: 20,
  windowMs: 15 * MINUTE,
};
/** OTP mails: 3 per account an hour. */
export const OTP_SENDS: Limit = { prefix: 'otp:', max: 3, windowMs: 60 * MINUTE };

const keyOf = (limit: Limit, id: string) => `${limit.prefix}${id}`;

/**
 * When the limit is used up: the whole minutes until the window ends (at least 1); else null.
 */
export async function blockedFor(
  db: Db,
  limit: Limit,
  id: string,
  now: Date,
): Promise<number | null> {
  const state = await readEvents(db, keyOf(limit, id));
  if (!state || state.count < limit.max) return null;
  const endsAt = Date.parse(state.windowStart) + limit.windowMs;
  const left = endsAt - now.getTime();
  return left > 0 ? Math.max(1, Math.ceil(left / MINUTE)) : null;
}

/** Counts one event; answers whether it was still within the limit. */
export async function consume(db: Db, limit: Limit, id: string, now: Date): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - limit.windowMs).toISOString();
  const state = await countEvent(db, keyOf(limit, id), now.toISOString(), staleBefore);
  return state.count <= limit.max;
}

export const reset = (db: Db, limit: Limit, id: string): Promise<void> =>
  clearEvents(db, keyOf(limit, id));
