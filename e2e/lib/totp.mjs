// RFC 6238 TOTP (SHA-1, 30 s, 6 digits) for the browser tests: the staff member's authenticator
// app. Written apart from the server's (src/server/staff/totp.ts) so each checks the other.
import { createHmac } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function fromBase32(text) {
  let bits = '';
  for (const ch of text.replace(/=+$/, '').toUpperCase())
    bits += ALPHABET.indexOf(ch).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/** The 6-digit code of an otpauth:// URI's secret at `time` (ms). */
export function totpCode(otpauthUri, time = Date.now()) {
  const secret = new URL(otpauthUri).searchParams.get('secret') ?? '';
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const mac = createHmac('sha1', fromBase32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
