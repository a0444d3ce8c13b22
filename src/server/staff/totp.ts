import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * TOTP (RFC 6238) over HOTP (RFC 4226) with node:crypto: HMAC-SHA-1, 30-second steps from the
 * Unix epoch, 6 digits. Secrets are 20 random bytes, written in base32 (RFC 4648) as
 * authenticator apps expect.
 */
export const STEP_SECONDS = 30;
export const DIGITS = 6;
/** Codes of the step before and after are accepted too: phone clocks drift. */
export const WINDOW = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = ALPHABET.indexOf(ch);
    if (index < 0) throw new Error('Not a base32 secret.');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** HOTP of one counter value (RFC 4226 §5.3, dynamic truncation). */
export function hotp(key: Buffer, counter: number, digits = DIGITS, algorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const stepAt = (time: Date): number => Math.floor(time.getTime() / 1000 / STEP_SECONDS);

/** The code of a base32 secret at a time. */
export const totpAt = (secret: string, time: Date): string =>
  hotp(base32Decode(secret), stepAt(time));

/**
 * The step a code belongs to, when it is the code of the current step or one step either side
 * and newer than `lastStep` (the step of the last code accepted); else null. Compared in
 * constant time.
 */
export function matchTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const current = stepAt(now);
  let found: number | null = null;
  for (let step = current - WINDOW; step <= current + WINDOW; step += 1) {
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code));
    if (same && step > lastStep && found === null) found = step;
  }
  return found;
}

/** The otpauth:// URI an authenticator app reads (Key Uri Format). */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
