import { MESSAGES } from '../../../shared/domain/messages';
import type { AccessAnswer, LoginAnswer } from '../../../shared/protocol/types';
import { findMemberByEmail, setMemberStatus } from '../repositories/members';
import {
  MINUTE,
  PASSWORD,
  registerMember,
  testClock,
  verifyByEmail,
} from '../../../../test/server/helpers/accounts';
import { buildCall } from '../../../shared/protocol/form';
import { decodeAnswer } from '../../../shared/protocol/wire';
import {
  buildTestApp,
  call,
  data,
  TEST_ORIGIN,
  type TestApp,
} from '../../../../test/server/helpers/testApp';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const logint = (p1: string, p2: string) => call(t.app, 'logint', { p1, p2 });

/** A login from another client address (the per-address limit is separate). */
async function logintFrom(ip: string, p1: string, p2: string) {
  const { path, body } = buildCall('logint', { p1, p2 });
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN },
  });
  return {
    wire: decodeAnswer(response.body),
  };
}

describe('logint', () => {
  it('logs a verified member in: user with the encoded mem_no, roles and a token', async () => {
    const email = await registerMember(t, { mem_name: 'Asha Devi Goyal', gender: 'Female' });
    await verifyByEmail(t, email);
    const row = await findMemberByEmail(t.app.db, email);
    const login = data<LoginAnswer>(await logint(email.toUpperCase(), PASSWORD));
    expect(login.user).toEqual({
      id: row?.id,
      first_name: 'Asha',
      mem_no: Buffer.from(String(row?.mem_no)).toString('base64'),
    });
    expect(login.roles).toEqual(['member']);
    expect(login.local_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The token works, and is stored only as a hash.
    const access = data<AccessAnswer>(
      await call(t.app, 'getAccessToken', { local_token: login.local_token }),
    );
    expect(access.roles).toEqual(['visitor', 'member']);
    expect(access.user).toEqual(login.user);
    const sessions = await t.app.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).not.toContain(login.local_token);
  });

  it('answers not_validated to a pending member with the right password only', async () => {
    const email = await registerMember(t);
    expect((await logint(email, PASSWORD)).wire).toEqual({
      status: 'not_validated',
      text: 'Your registration is awaiting verification by our team. We will write to you once it is verified.',
    });
    expect((await logint(email, 'not the password')).wire).toEqual({
      status: '0',
      text: MESSAGES.loginFailed,
    });
  });

  it('answers not_validated with the reason to a rejected member', async () => {
    const email = await registerMember(t);
    const row = await findMemberByEmail(t.app.db, email);
    await setMemberStatus(t.app.db, row?.id ?? 0, {
      status: 'rejected',
      reason: 'The family details could not be confirmed.',
    });
    const { wire } = await logint(email, PASSWORD);
    expect(wire.status).toBe('not_validated');
    expect(wire.text).toContain('The family details could not be confirmed.');
  });

  it('answers the same 0 for a wrong password and an unknown email', async () => {
    const email = await registerMember(t);
    await verifyByEmail(t, email);
    const wrong = await logint(email, 'not the password');
    const unknown = await logint('nobody.here@example.in', PASSWORD);
    expect(wrong.wire).toEqual({ status: '0', text: MESSAGES.loginFailed });
    expect(unknown.wire).toEqual(wrong.wire);
    expect((await logint('', '')).wire).toEqual(wrong.wire);
  });

  it('getAccessToken without a valid token answers a visitor', async () => {
    const variants: Record<string, string>[] = [
      {},
      { local_token: 'x'.repeat(43) },
      { local_token: '' },
    ];
    for (const fields of variants) {
      const access = data<AccessAnswer>(await call(t.app, 'getAccessToken', fields));
      expect(access.roles).toEqual(['visitor']);
      expect(access.user).toBeNull();
    }
  });
});

describe('throttling wrong passwords', () => {
  it('allows 5 wrong passwords per account in 15 minutes, then refuses even the right one', async () => {
    const email = await registerMember(t);
    await verifyByEmail(t, email);
    for (let i = 0; i < 5; i += 1) {
      expect((await logintFrom(`10.0.0.${i + 1}`, email, 'wrong password')).wire.text).toBe(
        MESSAGES.loginFailed,
      );
    }
    expect((await logintFrom('10.0.1.1', email, PASSWORD)).wire).toEqual({
      status: '0',
      text: 'Too many attempts. Please try again in 15 minutes.',
    });
    clock.advance(10 * MINUTE + 1);
    expect((await logint(email, PASSWORD)).wire.text).toBe(
      'Too many attempts. Please try again in 5 minutes.',
    );
    clock.advance(5 * MINUTE);
    expect((await logint(email, PASSWORD)).wire.status).toBe('1');
  });

  it('limits unknown emails alike, so the limit does not reveal accounts', async () => {
    for (let i = 0; i < 5; i += 1) await logintFrom(`10.0.2.${i}`, 'ghost@example.in', 'x');
    expect((await logintFrom('10.0.3.1', 'ghost@example.in', 'x')).wire.text).toMatch(
      /^Too many attempts/,
    );
  });

  it('allows 20 wrong passwords per address in 15 minutes across accounts', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i += 1) {
      expect((await logintFrom(ip, `spray${i}@example.in`, 'x')).wire.text).toBe(
        MESSAGES.loginFailed,
      );
    }
    const email = await registerMember(t);
    await verifyByEmail(t, email);
    expect((await logintFrom(ip, email, PASSWORD)).wire.text).toMatch(/^Too many attempts/);
    expect((await logintFrom('10.9.9.10', email, PASSWORD)).wire.status).toBe('1');
  });

  it('clears the account count after a right password', async () => {
    const email = await registerMember(t);
    await verifyByEmail(t, email);
    for (let i = 0; i < 4; i += 1) await logintFrom(`10.4.0.${i}`, email, 'wrong');
    expect((await logintFrom('10.4.1.1', email, PASSWORD)).wire.status).toBe('1');
    for (let i = 0; i < 4; i += 1) await logintFrom(`10.4.2.${i}`, email, 'wrong');
    expect((await logintFrom('10.4.3.1', email, PASSWORD)).wire.status).toBe('1');
  });
});

describe('member calls', () => {
  it('answer 0 with the log-in message without a valid token', async () => {
    for (const local_token of ['', 'nonsense', 'A'.repeat(43)]) {
      const { wire } = await call(t.app, 'getDashboardData', { local_token });
      expect(wire).toEqual({ status: '0', text: MESSAGES.notLoggedIn });
    }
  });

  it('refuse a member whose registration is no longer verified', async () => {
    const email = await registerMember(t);
    await verifyByEmail(t, email);
    const { local_token } = data<LoginAnswer>(await logint(email, PASSWORD));
    const row = await findMemberByEmail(t.app.db, email);
    await t.app.db
      .updateTable('members')
      .set({ status: 'pending' })
      .where('id', '=', row?.id ?? 0)
      .execute();
    expect((await call(t.app, 'getDashboardData', { local_token })).wire).toEqual({
      status: '0',
      text: 'Your registration is awaiting verification by our team.',
    });
  });

  it('end after 30 idle days; use keeps a session alive', async () => {
    const email = await registerMember(t);
    await verifyByEmail(t, email);
    const { local_token } = data<LoginAnswer>(await logint(email, PASSWORD));
    const dashboard = () => call(t.app, 'getDashboardData', { local_token });
    clock.advance(29 * 24 * 60 * MINUTE);
    expect((await dashboard()).wire.status).toBe('1');
    clock.advance(29 * 24 * 60 * MINUTE);
    expect((await dashboard()).wire.status).toBe('1');
    clock.advance(30 * 24 * 60 * MINUTE + MINUTE);
    expect((await dashboard()).wire).toEqual({ status: '0', text: MESSAGES.notLoggedIn });
  });

  it('logout revokes only the session it was called with', async () => {
    const email = await registerMember(t);
    await verifyByEmail(t, email);
    const phone = data<LoginAnswer>(await logint(email, PASSWORD)).local_token;
    const laptop = data<LoginAnswer>(await logint(email, PASSWORD)).local_token;
    expect((await call(t.app, 'logout', { local_token: phone })).wire).toEqual({
      status: '001',
      text: 'You have been logged out.',
    });
    expect((await call(t.app, 'getDashboardData', { local_token: phone })).wire.text).toBe(
      MESSAGES.notLoggedIn,
    );
    expect((await call(t.app, 'getDashboardData', { local_token: laptop })).wire.status).toBe('1');
    const access = data<AccessAnswer>(await call(t.app, 'getAccessToken', { local_token: phone }));
    expect(access.user).toBeNull();
  });
});
