import { MESSAGES } from '../../../src/shared/domain/messages';
import type * as PasswordModule from '../../../src/server/accounts/password';
import { verifiedMember, PASSWORD } from '../helpers/accounts';
import { buildTestApp, call, type TestApp } from '../helpers/testApp';

// A burst of parallel wrong passwords must not get more password checks than the limit: each
// attempt is counted before its check, not after (handlers/login.ts reservePasswordAttempt).
const mockCount = { checks: 0 };
jest.mock('../../../src/server/accounts/password', () => {
  const actual = jest.requireActual<typeof PasswordModule>('../../../src/server/accounts/password');
  return {
    ...actual,
    passwords: (n: number) => {
      const real = actual.passwords(n);
      return {
        ...real,
        verify: (password: string, stored: string) => {
          mockCount.checks += 1;
          return real.verify(password, stored);
        },
        verifyUnknown: (password: string) => {
          mockCount.checks += 1;
          return real.verifyUnknown(password);
        },
      };
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('checks at most the per-account limit of passwords in a parallel burst', async () => {
  const email = 'burst@example.in';
  await verifiedMember(t, { email_id: email });
  mockCount.checks = 0;
  const burst = await Promise.all(
    Array.from({ length: 40 }, () => call(t.app, 'logint', { p1: email, p2: 'Wrong#Pass1' })),
  );
  const wrong = burst.filter((r) => r.wire.text === MESSAGES.loginFailed);
  expect(mockCount.checks).toBeLessThanOrEqual(5);
  expect(wrong.length).toBe(mockCount.checks);
  expect(burst.every((r) => r.wire.status === '0')).toBe(true);

  // The account stays locked for the right password too until the window ends.
  const right = await call(t.app, 'logint', { p1: email, p2: PASSWORD });
  expect(right.wire.text).not.toBe(MESSAGES.loginFailed);
  expect(right.wire.status).toBe('0');
});
