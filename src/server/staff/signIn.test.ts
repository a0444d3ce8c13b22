import type { StaffMe } from '../../shared/protocol/staffTypes';
import { testClock } from '../../../test/server/helpers/accounts';
import { buildTestApp, call, data, type TestApp } from '../../../test/server/helpers/testApp';
import { STAFF_MESSAGES as M } from './messages';
import { readAudit } from './audit';
import { disableStaffAccount } from './cli';
import { addTestStaff, signInStaff, STAFF_PASSWORD } from '../../../test/server/helpers/staff';
import { STEP_SECONDS, totpAt } from './totp';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;
const challenge = async (email: string, password = STAFF_PASSWORD) =>
  call(t.app, 'staffSignIn', { email, password });
const me = (staff_token: string) => call(t.app, 'staffMe', { staff_token });

it('signs in with the password, then the TOTP code; the token then opens staff calls', async () => {
  const staff = await addTestStaff(t, 'verifier');
  const first = data<{ staff_token: string; step: string }>(await challenge(staff.email));
  expect(first.step).toBe('totp');
  // Before the code is accepted, the token opens nothing.
  expect((await me(first.staff_token)).wire).toEqual({ status: '0', text: M.notSignedIn });
  const answer = data<StaffMe>(
    await call(t.app, 'staffTotp', {
      staff_token: first.staff_token,
      code: totpAt(staff.secret, clock.now()),
    }),
  );
  expect(answer).toMatchObject({ email: staff.email, role: 'verifier' });
  expect(data<StaffMe>(await me(first.staff_token)).email).toBe(staff.email);
  const log = await readAudit(t.app.db);
  expect(log.at(-1)).toMatchObject({ actor: staff.email, action: 'sign_in' });
});

it('refuses a wrong password and an unknown email with the same words', async () => {
  const staff = await addTestStaff(t, 'admin');
  expect((await challenge(staff.email, 'not-the-password-1')).wire).toEqual({
    status: '0',
    text: M.signInFailed,
  });
  expect((await challenge('nobody@trust.example')).wire).toEqual({
    status: '0',
    text: M.signInFailed,
  });
});

describe('the TOTP code', () => {
  const tokenOf = async (email: string) =>
    data<{ staff_token: string }>(await challenge(email)).staff_token;
  const totp = (staff_token: string, code: string) =>
    call(t.app, 'staffTotp', { staff_token, code });

  it('is refused when wrong, and the challenge stays open for the right one', async () => {
    const staff = await addTestStaff(t, 'admin');
    const token = await tokenOf(staff.email);
    const right = totpAt(staff.secret, clock.now());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect((await totp(token, wrong)).wire).toEqual({ status: '0', text: M.codeRefused });
    expect((await totp(token, right)).wire.status).toBe('1');
  });

  it('is refused when reused, even within its 30 seconds', async () => {
    const staff = await addTestStaff(t, 'admin');
    const code = totpAt(staff.secret, clock.now());
    expect((await totp(await tokenOf(staff.email), code)).wire.status).toBe('1');
    expect((await totp(await tokenOf(staff.email), code)).wire).toEqual({
      status: '0',
      text: M.codeRefused,
    });
  });

  it('is refused when stale (two steps old), accepted one step old', async () => {
    const staff = await addTestStaff(t, 'admin');
    const stale = totpAt(staff.secret, clock.now());
    clock.advance(2 * STEP_SECONDS * 1000);
    expect((await totp(await tokenOf(staff.email), stale)).wire.text).toBe(M.codeRefused);
    const oneOld = totpAt(staff.secret, new Date(clock.now().getTime() - STEP_SECONDS * 1000));
    expect((await totp(await tokenOf(staff.email), oneOld)).wire.status).toBe('1');
  });

  it('must follow the password within 5 minutes', async () => {
    const staff = await addTestStaff(t, 'admin');
    const token = await tokenOf(staff.email);
    clock.advance(6 * MINUTE);
    const code = totpAt(staff.secret, clock.now());
    expect((await totp(token, code)).wire).toEqual({ status: '0', text: M.challengeExpired });
  });
});

describe('staff sessions', () => {
  it('end after 30 minutes idle', async () => {
    const staff = await addTestStaff(t, 'verifier');
    const token = await signInStaff(t, staff, clock.now());
    clock.advance(29 * MINUTE);
    expect((await me(token)).wire.status).toBe('1');
    clock.advance(31 * MINUTE);
    expect((await me(token)).wire).toEqual({ status: '0', text: M.notSignedIn });
  });

  it('end 12 hours after sign-in however busy', async () => {
    const staff = await addTestStaff(t, 'verifier');
    const token = await signInStaff(t, staff, clock.now());
    for (let i = 0; i < 35; i += 1) {
      clock.advance(20 * MINUTE);
      expect((await me(token)).wire.status).toBe('1');
    }
    clock.advance(20 * MINUTE); // 12 h 0 min
    clock.advance(1 * MINUTE);
    expect((await me(token)).wire.text).toBe(M.notSignedIn);
  });

  it('end at sign-out', async () => {
    const staff = await addTestStaff(t, 'editor');
    const token = await signInStaff(t, staff, clock.now());
    expect((await call(t.app, 'staffSignOut', { staff_token: token })).wire).toEqual({
      status: '001',
      text: M.signedOut,
    });
    expect((await me(token)).wire.text).toBe(M.notSignedIn);
  });

  it('of a disabled account stop at once, and it cannot sign in again', async () => {
    const staff = await addTestStaff(t, 'admin');
    const token = await signInStaff(t, staff, clock.now());
    await disableStaffAccount(t.app.db, staff.email, { kind: 'cli', command: 'test' }, clock.now());
    expect((await me(token)).wire.text).toBe(M.notSignedIn);
    expect((await call(t.app, 'deskQueue', { staff_token: token })).wire.text).toBe(M.notSignedIn);
    expect((await challenge(staff.email)).wire.text).toBe(M.signInFailed);
  });
});

it('throttles wrong passwords like member login (per account)', async () => {
  const staff = await addTestStaff(t, 'admin');
  const limit = t.env.config.rateLimits.loginPerAccount;
  for (let i = 0; i < limit; i += 1) {
    expect((await challenge(staff.email, `wrong-password-${i}`)).wire.text).toBe(M.signInFailed);
  }
  // Even the right password waits now.
  expect((await challenge(staff.email)).wire.text).toMatch(/^Too many attempts\./);
  clock.advance(16 * MINUTE);
  expect((await challenge(staff.email)).wire.status).toBe('1');
});
