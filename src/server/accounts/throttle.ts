import { isIPv6 } from 'node:net';
import type { Db } from '../plugins/db';
import { clearEvents, countEvent, readEvents, uncountEvent } from './repositories/throttle';
import type { RateLimits } from './rateLimitsConfig';

/** A limit of `max` events per `windowMs`, counted under keys with a common prefix. */
export interface Limit {
  prefix: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Every counted limit, with its maximum from config (RateLimits). The key prefixes are stored in
 * the throttle table: renaming one silently restarts its counts.
 */
export function throttleLimits(r: RateLimits) {
  const limit = (prefix: string, max: number, windowMs: number): Limit => ({
    prefix,
    max,
    windowMs,
  });
  return {
    /** Wrong passwords per typed email and per address in 15 minutes (ASVS 2.2.1). */
    wrongPasswordPerAccount: limit('pw:acct:', r.loginPerAccount, 15 * MINUTE),
    wrongPasswordPerAddress: limit('pw:ip:', r.loginPerAddress, 15 * MINUTE),
    /**
     * OTP mails per budget (the ticket's quota key: email and address, or the owner's session)
     * an hour, requests and resends together (recovery.ts).
     */
    otpMails: limit('otp:', r.otpMailsPerAccount, HOUR),
    /** OTP mails per email an hour to every address the account never logged in from. */
    otpMailsFromNewAddresses: limit('otp:new:', r.otpMailsFromNewAddresses, HOUR),
    otpRequestsPerAddress: limit('otpreq:ip:', r.otpRequestsPerAddress, HOUR),
    otpRequestsPerEmail: limit('otpreq:email:', r.otpRequestsPerEmail, HOUR),
    otpResendsPerAddress: limit('otpre:ip:', r.otpResendsPerAddress, HOUR),
    contactPerAddress: limit('contact:ip:', r.contactPerAddress, HOUR),
    contactPerSender: limit('contact:from:', r.contactPerSender, HOUR),
    registrationsPerAddress: limit('register:ip:', r.registrationsPerAddress, HOUR),
    uploadsPerMember: limit('upload:member:', r.uploadsPerMember, HOUR),
    /** Each change tries a password and may mail: a stolen session cannot probe addresses. */
    contactChangesPerMember: limit('contactchange:member:', r.contactChangesPerMember, HOUR),
  };
}

export type ThrottleLimits = ReturnType<typeof throttleLimits>;

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

/** Takes back one counted event that turned out not to count (a right password). */
export const uncount = (db: Db, limit: Limit, id: string): Promise<void> =>
  uncountEvent(db, keyOf(limit, id));

/**
 * The key of a client address in the per-address limits. An IPv6 client usually holds a whole
 * /64, so its limit is per /64; an IPv4-mapped address counts as the IPv4 one.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const parts = (s: string) => (s ? s.split(':') : []);
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) takes the room of two groups.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const [h, t] = [parts(head), parts(tail)];
  const zeros = address.includes('::') ? Array<string>(8 - width(h) - width(t)).fill('0') : [];
  const prefix = [...h, ...zeros, ...t].slice(0, 4).map((g) => parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
