/**
 * Issue #14: a stranger must not be able to keep the owner out of their account. Wrong
 * passwords and forgot-password requests from other addresses use up only the strangers'
 * budgets; the owner's connection (or logged-in session) still gets a code, the reset clears
 * the wrong-password count, and the device that reset stays logged in while every other
 * session ends. Default limits throughout: these are the numbers a site runs with.
 */
import { MESSAGES } from '../../../shared/domain/messages';
import { buildCall, type FormFields } from '../../../shared/protocol/form';
import type {
  LoginAnswer,
  OtpTicketAnswer,
  PasswordResetLogin,
} from '../../../shared/protocol/types';
import { decodeAnswer } from '../../../shared/protocol/wire';
import { ACCOUNT_MESSAGES } from '../messages';
import { DEFAULT_RATE_LIMITS } from '../rateLimitsConfig';
import {
  MINUTE,
  otpMails,
  PASSWORD,
  registerMember,
  testClock,
  verifyByEmail,
} from '../../../../test/server/helpers/accounts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../../test/server/helpers/testApp';

jest.setTimeout(60_000);
const NEW_PASSWORD = 'a brand new passphrase';
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ trustProxy: true, rateLimits: DEFAULT_RATE_LIMITS }, { now: clock.now });
});
afterAll(() => t.close());

let uniq = 0;
/** A fresh /24 of strangers per test, so tests do not share per-address counts. */
const strangers = () => {
  uniq += 1;
  return (i: number) => `10.${uniq}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
};

async function from(ip: string, type: string, fields: FormFields) {
  const { path, body } = buildCall(type, fields);
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: TEST_ORIGIN,
      'x-forwarded-for': ip,
    },
  });
  return { http: response.statusCode, wire: decodeAnswer(response.body) };
}

const json = <T>(r: { wire: { status: string; text: string } }): T => {
  expect(r.wire.status).toBe('1');
  return JSON.parse(r.wire.text) as T;
};

/** A verified member who has logged in once from `home`. */
async function owner(home: string): Promise<{ email: string; token: string }> {
  const email = await registerMember(t);
  await verifyByEmail(t, email);
  const login = json<LoginAnswer>(await from(home, 'logint', { p1: email, p2: PASSWORD }));
  return { email, token: login.local_token };
}

/** The six-digit code of the newest OTP mail to `email`. */
async function newestCode(email: string): Promise<string> {
  const mails = await otpMails(t, email);
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

async function attack(email: string): Promise<void> {
  const ip = strangers();
  for (let i = 0; i < 30; i += 1) {
    const r = await from(ip(i), 'logint', { p1: email, p2: `guess ${i}` });
    expect(r.wire.status).toBe('0');
  }
  for (let i = 0; i < 10; i += 1) {
    const r = await from(ip(100 + i), 'registerWithOTP', { p1_contact: email });
    expect(r.wire.status).toBe('1');
  }
}

const dashboard = (ip: string, token: string) =>
  from(ip, 'getDashboardData', { local_token: token });

async function resetWithCode(ip: string, email: string, fields: FormFields = {}) {
  const mailsBefore = (await otpMails(t, email)).length;
  const [ticket] = json<OtpTicketAnswer[]>(
    await from(ip, 'registerWithOTP', { p1_contact: email, ...fields }),
  );
  expect(await otpMails(t, email)).toHaveLength(mailsBefore + 1);
  const ref_id = ticket?.id ?? '';
  const otp = json<LoginAnswer>(
    await from(ip, 'logotp', { ref_id, p1_otp: await newestCode(email) }),
  );
  const reset = json<PasswordResetLogin>(
    await from(ip, 'resetPasswordAndLogin', {
      ref_id,
      p1_newpassword: NEW_PASSWORD,
      p1_cong_newpassword: NEW_PASSWORD,
      local_token: otp.local_token,
    }),
  );
  return { otpToken: otp.local_token, reset };
}

describe('an attacker cannot keep the owner out', () => {
  it('30 wrong logins and 10 code requests elsewhere: the owner resets from home and logs in', async () => {
    const home = '192.0.2.10';
    const { email, token: before } = await owner(home);
    await attack(email);
    // The account's login is locked by the guesses, even for the right password...
    const locked = await from(home, 'logint', { p1: email, p2: PASSWORD });
    expect(locked.wire.text).toBe(ACCOUNT_MESSAGES.tooManyAttempts(15));
    // ...and the strangers' requests together mailed no more than their own budget.
    expect(await otpMails(t, email)).toHaveLength(DEFAULT_RATE_LIMITS.otpMailsFromNewAddresses);

    const { otpToken, reset } = await resetWithCode(home, email);
    expect(reset.message).toBe(ACCOUNT_MESSAGES.passwordChangedLoggedIn);
    expect(reset.roles).toEqual(['member']);
    // The device that reset holds a working session; every other one, the OTP's too, is refused.
    expect((await dashboard(home, reset.local_token)).wire.status).toBe('1');
    for (const token of [before, otpToken]) {
      expect((await dashboard(home, token)).wire.text).toBe(MESSAGES.notLoggedIn);
    }
    // The reset cleared the wrong-password count: the new password logs in at once.
    const again = await from('198.51.100.7', 'logint', { p1: email, p2: NEW_PASSWORD });
    expect(again.wire.status).toBe('1');
  });

  it("the owner's own session gets a code from a new address, whatever strangers did", async () => {
    const { email, token } = await owner('192.0.2.20');
    await attack(email);
    const cafe = '203.0.113.40'; // never logged in from here
    const { reset } = await resetWithCode(cafe, email, { local_token: token });
    expect((await dashboard(cafe, reset.local_token)).wire.status).toBe('1');
    expect((await dashboard(cafe, token)).wire.text).toBe(MESSAGES.notLoggedIn);
  });

  it('a stranger crowd holds its shared budget for the rest of the hour, not for a day', async () => {
    const email = await registerMember(t);
    await verifyByEmail(t, email); // never logged in: every address is new
    await attack(email);
    const newcomer = '203.0.113.77';
    const asked = await from(newcomer, 'registerWithOTP', { p1_contact: email });
    expect(asked.wire.status).toBe('1');
    expect(await otpMails(t, email)).toHaveLength(DEFAULT_RATE_LIMITS.otpMailsFromNewAddresses);
    clock.advance(61 * MINUTE);
    try {
      await resetWithCode(newcomer, email);
    } finally {
      clock.advance(-61 * MINUTE);
    }
  });

  it("resetForgotPassword (the requirements' call) also clears the wrong-password count", async () => {
    const home = '192.0.2.30';
    const { email } = await owner(home);
    await attack(email);
    const [ticket] = json<OtpTicketAnswer[]>(
      await from(home, 'registerWithOTP', { p1_contact: email }),
    );
    const ref_id = ticket?.id ?? '';
    json<LoginAnswer>(await from(home, 'logotp', { ref_id, p1_otp: await newestCode(email) }));
    const fields = { ref_id, p1_newpassword: NEW_PASSWORD, p1_cong_newpassword: NEW_PASSWORD };
    expect((await from(home, 'resetForgotPassword', fields)).wire.status).toBe('001');
    expect((await from(home, 'logint', { p1: email, p2: NEW_PASSWORD })).wire.status).toBe('1');
  });
});
