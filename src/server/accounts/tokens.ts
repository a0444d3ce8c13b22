import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A session token: 32 random bytes, base64url. Only its sha256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** An OTP ticket id: unguessable, so a ticket cannot be found by counting. */
export const newTicketId = (): string => randomBytes(16).toString('base64url');

/** A 6-digit one-time code, uniformly drawn. */
export const newOtpCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export const hashOtp = (ticketId: string, code: string): string => sha256(`${ticketId}:${code}`);

/** Equal-length hex digests compared in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
