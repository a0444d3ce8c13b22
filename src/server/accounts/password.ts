import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { slots } from './slots';

/**
 * Password hashes as `scrypt$N$r$p$salt$hash` (salt and hash base64): the string carries its own
 * parameters, so the cost can be raised later and old hashes still verify. OWASP's scrypt
 * parameters: N = 2^17, r = 8, p = 1, a 16-byte salt and a 64-byte key.
 */
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// Refuse stored parameters that would make one verification exhaust memory or time.
const MAX_N = 2 ** 20;

// One hash per core at most: a burst of logins otherwise holds 128 MB per hash in flight (four
// at once with libuv's default pool) without finishing any sooner.
const hashSlot = slots(Math.max(1, Math.min(4, availableParallelism())));

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MB) is below OWASP's N.
  const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 };
  return hashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string, n: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

interface Parsed {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  const powerOfTwo = Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
  if (!powerOfTwo || n > MAX_N || !Number.isInteger(r) || r < 1 || r > 32) return null;
  if (!Number.isInteger(p) || p < 1 || p > 16 || salt.length < 8 || key.length < 16) return null;
  return { n, r, p, salt, key };
}

/** Verifies with the parameters stored in the hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.n, parsed.r, parsed.p);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made with other parameters than the current ones (either way). */
export function needsRehash(stored: string, n: number): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.n !== n || parsed.r !== R || parsed.p !== P;
}

/** The scrypt cost N a stored hash was made with; 0 when it cannot be read. */
export const hashCost = (stored: string): number => parse(stored)?.n ?? 0;

/**
 * Password checking with the configured cost. `verifyUnknown` spends the same work on a login
 * for an address that has no account, so the answer time does not reveal which addresses do.
 */
export interface Passwords {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  verifyUnknown(password: string): Promise<false>;
  /** Whether a stored hash has other than the current parameters (rehash at the next login). */
  needsRehash(stored: string): boolean;
}

export function passwords(n: number): Passwords {
  // Made at once, in the background: made lazily, the first unknown login would take twice as long.
  const dummy = hashPassword(randomBytes(16).toString('hex'), n);
  dummy.catch(() => undefined);
  return {
    hash: (password) => hashPassword(password, n),
    // A hash of a lower cost (made before PASSWORD_HASH_N was raised) is topped up with the
    // dummy's work, so it answers a wrong password as slowly as an unknown email does; the
    // next right password rehashes it at the current cost.
    verify: async (password, stored) => {
      const ok = await verifyPassword(password, stored);
      if (hashCost(stored) < n) await verifyPassword(password, await dummy);
      return ok;
    },
    needsRehash: (stored) => needsRehash(stored, n),
    verifyUnknown: async (password) => {
      await verifyPassword(password, await dummy);
      return false;
    },
  };
}
