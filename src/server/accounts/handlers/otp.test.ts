import { MESSAGES } from '../../../shared/domain/messages';
import type { LoginAnswer, OtpTicketAnswer } from '../../../shared/protocol/types';
import { findTicket } from '../repositories/otp';
import {
  lastOtp,
  otpMails,
  login,
  MINUTE,
  PASSWORD,
  readOutbox,
  registerMember,
  testClock,
  verifiedMember,
} from '../../../../test/server/helpers/accounts';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

async function askForCode(email: string): Promise<string> {
  const [ticket, ...rest] = data<OtpTicketAnswer[]>(
    await call(t.app, 'registerWithOTP', { p1_contact: email }),
  );
  expect(rest).toEqual([]);
  return ticket?.id ?? '';
}

const logotp = (ref_id: string, p1_otp: string) => call(t.app, 'logotp', { ref_id, p1_otp });
const resend = (ref_id: string) => call(t.app, 'resendOTP', { ref_id });
const reset = (ref_id: string, p1_newpassword: string, p1_cong_newpassword = p1_newpassword) =>
  call(t.app, 'resetForgotPassword', { ref_id, p1_newpassword, p1_cong_newpassword });
const otpMailsTo = (email: string) => otpMails(t, email);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('registerWithOTP', () => {
  it('mails a verified member a 6-digit code valid 10 minutes, stored only hashed', async () => {
    const { email } = await verifiedMember(t);
    const id = await askForCode(` ${email.toUpperCase()} `);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const [mail] = await otpMailsTo(email);
    expect(mail?.text).toMatch(/valid for 10 minutes/);
    const code = await lastOtp(t, email);
    const ticket = await findTicket(t.app.db, id);
    expect(ticket?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(ticket?.code_hash).not.toContain(code);
    expect(Date.parse(ticket?.expires_at ?? '') - clock.now().getTime()).toBe(10 * MINUTE);
  });

  it('answers an unknown or pending email alike, without a mail', async () => {
    const pending = await registerMember(t);
    const before = (await readOutbox(t)).length;
    const unknown = await call(t.app, 'registerWithOTP', { p1_contact: 'nobody@example.in' });
    const waiting = await call(t.app, 'registerWithOTP', { p1_contact: pending });
    for (const answer of [unknown, waiting]) {
      const tickets = data<OtpTicketAnswer[]>(answer);
      expect(tickets).toEqual([{ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) }]);
      expect((await findTicket(t.app.db, tickets[0]?.id ?? ''))?.member_id).toBeNull();
    }
    expect(await readOutbox(t)).toHaveLength(before);
  });

  it('refuses something that is not an email', async () => {
    expect((await call(t.app, 'registerWithOTP', { p1_contact: 'not an email' })).wire).toEqual({
      status: '-10',
      text: 'Please enter a valid email address.',
    });
  });
});

describe('logotp', () => {
  it('logs the member in with the right code, once', async () => {
    const { email, user } = await verifiedMember(t);
    const id = await askForCode(email);
    const code = await lastOtp(t, email);
    const first = data<LoginAnswer>(await logotp(id, code));
    expect(first.user).toEqual(user);
    expect(first.roles).toEqual(['member']);
    expect(
      (await call(t.app, 'getDashboardData', { local_token: first.local_token })).wire.status,
    ).toBe('1');
    expect((await logotp(id, code)).wire).toEqual({ status: '0', text: MESSAGES.otpInvalid });
  });

  it('refuses a code after its 10 minutes', async () => {
    const { email } = await verifiedMember(t);
    const id = await askForCode(email);
    const code = await lastOtp(t, email);
    clock.advance(10 * MINUTE);
    expect((await logotp(id, code)).wire).toEqual({ status: '0', text: MESSAGES.otpInvalid });
  });

  it('counts wrong codes; after 5 the ticket is void, even for the right code', async () => {
    const { email } = await verifiedMember(t);
    const id = await askForCode(email);
    const code = await lastOtp(t, email);
    for (let i = 0; i < 5; i += 1) {
      expect((await logotp(id, wrongCode(code))).wire.text).toBe(MESSAGES.otpInvalid);
    }
    expect((await findTicket(t.app.db, id))?.attempts).toBe(5);
    expect((await logotp(id, code)).wire).toEqual({ status: '0', text: MESSAGES.otpInvalid });
    expect((await resend(id)).wire).toEqual({ status: '0', text: MESSAGES.otpResendFailed });
  });

  it('accepts the right code after fewer than 5 wrong ones', async () => {
    const { email } = await verifiedMember(t);
    const id = await askForCode(email);
    const code = await lastOtp(t, email);
    for (let i = 0; i < 4; i += 1) await logotp(id, wrongCode(code));
    expect((await logotp(id, code)).wire.status).toBe('1');
  });

  it('never verifies the ticket of an unknown email, nor an unknown ticket', async () => {
    const id = await askForCode('nobody.at.all@example.in');
    for (const code of ['000000', '123456']) {
      expect((await logotp(id, code)).wire.text).toBe(MESSAGES.otpInvalid);
    }
    expect((await logotp('no-such-ticket', '123456')).wire.text).toBe(MESSAGES.otpInvalid);
  });
});

describe('resendOTP', () => {
  it('sends a new code on the same ticket; the old code stops working', async () => {
    const { email } = await verifiedMember(t);
    const id = await askForCode(email);
    const old = await lastOtp(t, email);
    const seen = (await otpMails(t, email)).map((m) => m.file);
    await logotp(id, wrongCode(old));
    expect((await resend(id)).wire).toEqual({ status: '001', text: MESSAGES.otpResent });
    const fresh = await lastOtp(t, email, seen);
    expect((await findTicket(t.app.db, id))?.attempts).toBe(1);
    if (fresh !== old) {
      expect((await logotp(id, old)).wire.text).toBe(MESSAGES.otpInvalid);
    }
    expect((await logotp(id, fresh)).wire.status).toBe('1');
  });

  it('sends at most 3 codes an hour per account; the 4th is not mailed', async () => {
    const { email } = await verifiedMember(t);
    const id = await askForCode(email);
    expect((await resend(id)).wire.status).toBe('001');
    expect((await resend(id)).wire.status).toBe('001');
    expect(await otpMailsTo(email)).toHaveLength(3);
    expect((await resend(id)).wire).toEqual({ status: '0', text: MESSAGES.otpResendFailed });
    // A new ticket answers as always, but no mail goes out.
    const another = await askForCode(email);
    expect(another).not.toBe(id);
    expect(await otpMailsTo(email)).toHaveLength(3);
    clock.advance(60 * MINUTE);
    expect((await resend(another)).wire.status).toBe('001');
    expect(await otpMailsTo(email)).toHaveLength(4);
  });

  it('answers an unknown email ticket like a known one, within the same quota', async () => {
    const id = await askForCode('quiet.ghost@example.in');
    expect((await resend(id)).wire.status).toBe('001');
    expect((await resend(id)).wire.status).toBe('001');
    expect((await resend(id)).wire.text).toBe(MESSAGES.otpResendFailed);
  });
});

describe('resetForgotPassword', () => {
  async function verifiedTicket() {
    const member = await verifiedMember(t);
    const id = await askForCode(member.email);
    const otpLogin = data<LoginAnswer>(await logotp(id, await lastOtp(t, member.email)));
    return { ...member, id, otpToken: otpLogin.local_token };
  }

  it('sets the password, revokes every session, mails the member, and works once', async () => {
    const { email, id, local_token, otpToken } = await verifiedTicket();
    const other = (await login(t, email)).local_token;
    expect((await reset(id, 'a brand new passphrase')).wire).toEqual({
      status: '001',
      text: 'Your password has been changed. Please log in with your new password.',
    });
    for (const token of [local_token, otpToken, other]) {
      expect((await call(t.app, 'getDashboardData', { local_token: token })).wire.text).toBe(
        MESSAGES.notLoggedIn,
      );
    }
    expect((await call(t.app, 'logint', { p1: email, p2: PASSWORD })).wire.status).toBe('0');
    expect((await login(t, email, 'a brand new passphrase')).user.first_name).toBe('Rohan');
    const mails = (await readOutbox(t)).filter((m) => m.to === email);
    expect(mails.at(-1)?.subject).toBe('Your password has been changed');
    expect((await reset(id, 'yet another passphrase')).wire.status).toBe('0');
  });

  it('checks the two passwords and the password rules', async () => {
    const { id } = await verifiedTicket();
    expect((await reset(id, 'first passphrase', 'second passphrase')).wire).toEqual({
      status: '-10',
      text: 'The two passwords do not match.',
    });
    expect((await reset(id, 'short')).wire.text).toBe('Please use at least 8 characters.');
    expect((await reset(id, 'iloveyou123')).wire.text).toBe(
      'This password is too common. Please choose another.',
    );
    expect((await reset(id, 'finally a good one')).wire.status).toBe('001');
  });

  it('needs a ticket verified within the last 15 minutes', async () => {
    const { id } = await verifiedTicket();
    clock.advance(15 * MINUTE + 1);
    expect((await reset(id, 'too late passphrase')).wire).toEqual({
      status: '0',
      text: 'This password reset has expired. Please ask for a new code with Forgot password.',
    });
  });

  it('refuses an unverified or unknown ticket', async () => {
    const { email } = await verifiedMember(t);
    const unverified = await askForCode(email);
    expect((await reset(unverified, 'some passphrase')).wire.status).toBe('0');
    expect((await reset('no-such-ticket', 'some passphrase')).wire.status).toBe('0');
  });
});
