import { MESSAGES } from '../../../src/shared/domain/messages';
import { hashCost, hashPassword } from '../../../src/server/accounts/password';
import { DEFAULT_RATE_LIMITS } from '../../../src/server/accounts/rateLimitsConfig';
import {
  findMemberByEmail,
  setPasswordHash,
} from '../../../src/server/accounts/repositories/members';
import { login, PASSWORD, verifiedMember } from '../helpers/accounts';
import { buildTestApp, call, type TestApp } from '../helpers/testApp';

/** The current cost: high enough that one hash (~30-60 ms here) dwarfs the rest of a login. */
const N = 2 ** 14;
/** The cost the account was hashed with before PASSWORD_HASH_N was raised. */
const OLD_N = 2 ** 10;
const TRIES = 24;
/**
 * The stated tolerance: the median wrong-password answer of the old-cost account is within 25%
 * of the unknown email's median (before the fix it was about 5% of it: 2 ms against 40 ms).
 */
const TOLERANCE = 0.25;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

describe('login answers in the same time whatever the stored hash (requirements §6)', () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await buildTestApp({
      passwordHashN: N,
      rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerAccount: 1000, loginPerAddress: 1000 },
    });
    ({ email } = await verifiedMember(t));
    const member = await findMemberByEmail(t.app.db, email);
    await setPasswordHash(t.app.db, member?.id ?? 0, await hashPassword(PASSWORD, OLD_N));
  }, 60_000);
  afterAll(() => t.close());

  async function timeLogin(p1: string): Promise<number> {
    const started = process.hrtime.bigint();
    const { wire } = await call(t.app, 'logint', { p1, p2: 'not the password' });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    expect(wire).toEqual({ status: '0', text: MESSAGES.loginFailed });
    return ms;
  }

  it(`a wrong password for an old-cost account takes as long as an unknown email (±${TOLERANCE * 100}%, median of ${TRIES})`, async () => {
    await timeLogin('warm.up@example.in');
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so load on the machine falls on both alike.
    for (let i = 0; i < TRIES; i += 1) {
      known.push(await timeLogin(email));
      unknown.push(await timeLogin(`nobody${i}@example.in`));
    }
    const [k, u] = [median(known), median(unknown)];
    expect(Math.abs(k - u)).toBeLessThanOrEqual(TOLERANCE * u);
  }, 120_000);

  it('rehashes at the current cost on the next right password', async () => {
    const before = await findMemberByEmail(t.app.db, email);
    expect(hashCost(before?.password_hash ?? '')).toBe(OLD_N);
    await login(t, email);
    const after = await findMemberByEmail(t.app.db, email);
    expect(hashCost(after?.password_hash ?? '')).toBe(N);
  }, 60_000);
});
