import { MESSAGES } from '../../../src/shared/domain/messages';
import { buildCall, type FormFields } from '../../../src/shared/protocol/form';
import type { OtpTicketAnswer } from '../../../src/shared/protocol/types';
import { decodeAnswer } from '../../../src/shared/protocol/wire';
import { ACCOUNT_MESSAGES } from '../../../src/server/accounts/messages';
import { loadConfig } from '../../../src/server/config';
import { listContactRequests } from '../../../src/server/contact/repositories/contact';
import { findMemberByEmail } from '../../../src/server/accounts/repositories/members';
import { MINUTE, registration, testClock, verifiedMember, PASSWORD } from '../helpers/accounts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../helpers/testApp';
import { RATE_MESSAGES } from '../../../src/server/accounts/rateLimits';
import {
  DEFAULT_RATE_LIMITS,
  type RateLimits,
} from '../../../src/server/accounts/rateLimitsConfig';

/** Small limits, read from the environment as an operator would set them. */
const CUSTOM = loadConfig({
  LOGIN_LIMIT_PER_ADDRESS: '4',
  LOGIN_LIMIT_PER_ACCOUNT: '2',
  OTP_REQUEST_LIMIT_PER_ADDRESS: '3',
  OTP_REQUEST_LIMIT_PER_EMAIL: '2',
  OTP_RESEND_LIMIT_PER_ADDRESS: '2',
  OTP_MAIL_LIMIT_PER_ACCOUNT: '2',
  OTP_MAIL_LIMIT_FROM_NEW_ADDRESSES: '3',
  CONTACT_LIMIT_PER_ADDRESS: '2',
  CONTACT_LIMIT_PER_SENDER: '1',
  REGISTRATION_LIMIT_PER_ADDRESS: '2',
}).rateLimits;

let uniq = 0;
const next = () => (uniq += 1);
const freshEmail = () => `rl${next()}@example.in`;
const freshPhone = () => `9${String(next()).padStart(9, '0')}`;

/** A call from `ip` (via X-Forwarded-For, trusted here as behind a proxy). */
async function from(t: TestApp, ip: string, type: string, fields: FormFields) {
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
  return { http: response.statusCode, wire: decodeAnswer(response.body), response };
}

type Result = Awaited<ReturnType<typeof from>>;

function expectLimited(result: Result, text: string, minutes: number): void {
  expect(result.http).toBe(429);
  expect(result.wire).toEqual({ status: '0', text });
  expect(result.response.headers['retry-after']).toBe(String(minutes * 60));
  expect(result.response.headers['cache-control']).toBe('no-store');
}

const contactFields = (phone = freshPhone(), email = '') => ({
  _name: 'Writer',
  contact_no: phone,
  message: 'Hello',
  ...(email ? { email } : {}),
});

describe.each([
  ['the defaults', DEFAULT_RATE_LIMITS],
  ['limits set by environment variables', CUSTOM],
])('rate limits with %s', (_name, limits: RateLimits) => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: true, rateLimits: limits }, { now: clock.now });
  });
  afterAll(() => t.close());
  const net = () => `10.${next() % 250}.${next() % 250}`;

  const login = (ip: string, p1: string, p2 = 'wrong password') =>
    from(t, ip, 'logint', { p1, p2 });
  const askCode = (ip: string, email = freshEmail()) =>
    from(t, ip, 'registerWithOTP', { p1_contact: email });
  const ticketOf = (r: Result) => (JSON.parse(r.wire.text) as OtpTicketAnswer[])[0]?.id ?? '';
  const resend = (ip: string, ref_id: string) => from(t, ip, 'resendOTP', { ref_id });
  const contact = (ip: string, fields = contactFields()) =>
    from(t, ip, 'addContactRequest', fields);

  it('logint: wrong passwords per address, then 429 for that address only', async () => {
    const [a, b] = [`${net()}.1`, `${net()}.2`];
    for (let i = 0; i < limits.loginPerAddress; i += 1) {
      const r = await login(a, freshEmail());
      expect([r.http, r.wire.text]).toEqual([200, MESSAGES.loginFailed]);
    }
    const member = await verifiedMember(t);
    // Even the right password waits: the address is used up.
    expectLimited(await login(a, member.email, PASSWORD), RATE_MESSAGES.connection(15), 15);
    expect((await login(b, member.email, PASSWORD)).wire.status).toBe('1');
    clock.advance(15 * MINUTE);
    expect((await login(a, member.email, PASSWORD)).wire.status).toBe('1');
  });

  it('logint: wrong passwords per account hold across addresses', async () => {
    const email = freshEmail();
    const n = net();
    for (let i = 0; i < limits.loginPerAccount; i += 1) {
      expect((await login(`${n}.${i + 1}`, email)).http).toBe(200);
    }
    expectLimited(await login(`${n}.200`, email), ACCOUNT_MESSAGES.tooManyAttempts(15), 15);
  });

  it('registerWithOTP: per address, then per email from one address', async () => {
    const [a, b] = [`${net()}.1`, `${net()}.2`];
    for (let i = 0; i < limits.otpRequestsPerAddress; i += 1) {
      expect((await askCode(a)).wire.status).toBe('1');
    }
    expectLimited(await askCode(a), RATE_MESSAGES.connection(60), 60);
    expect((await askCode(b)).wire.status).toBe('1');

    const email = freshEmail();
    const n = net();
    for (let i = 0; i < limits.otpRequestsPerEmail; i += 1) {
      expect((await askCode(`${n}.1`, email)).wire.status).toBe('1');
    }
    expectLimited(await askCode(`${n}.1`, email.toUpperCase()), RATE_MESSAGES.email(60), 60);
    // Not across addresses: strangers elsewhere must not use up the owner's requests (#14).
    expect((await askCode(`${n}.2`, email)).wire.status).toBe('1');
    clock.advance(60 * MINUTE);
    expect((await askCode(`${n}.1`, email)).wire.status).toBe('1');
  });

  it('resendOTP: per address, then the mail budget of the ticket across addresses', async () => {
    const n = net();
    const tickets: string[] = [];
    for (let i = 0; i <= limits.otpResendsPerAddress + 1; i += 1) {
      tickets.push(ticketOf(await askCode(`${n}.${i + 1}`)));
    }
    const [a, b] = [`${net()}.1`, `${net()}.2`];
    for (let i = 0; i < limits.otpResendsPerAddress; i += 1) {
      expect((await resend(a, tickets[i] ?? '')).wire.status).toBe('001');
    }
    const last = tickets[limits.otpResendsPerAddress] ?? '';
    expectLimited(await resend(a, last), RATE_MESSAGES.connection(60), 60);
    expect((await resend(b, last)).wire.status).toBe('001');

    // The ticket's budget (its email from the address that asked) holds whoever resends.
    const m = net();
    const ticket = ticketOf(await askCode(`${m}.1`)); // the first mail
    for (let i = 1; i < limits.otpMailsPerAccount; i += 1) {
      expect((await resend(`${m}.${i + 1}`, ticket)).wire.status).toBe('001');
    }
    expectLimited(await resend(`${m}.200`, ticket), MESSAGES.otpResendFailed, 60);
  });

  it('code mails: every new address together gets otpMailsFromNewAddresses per email', async () => {
    const email = freshEmail();
    const n = net();
    const tickets: string[] = [];
    for (let i = 0; i < limits.otpMailsFromNewAddresses; i += 1) {
      tickets.push(ticketOf(await askCode(`${n}.${i + 1}`, email)));
    }
    // The crowd's budget is used up: a further new address's ticket cannot be resent.
    const late = ticketOf(await askCode(`${n}.200`, email));
    expect((await resend(`${n}.201`, late)).wire).toEqual({
      status: '0',
      text: MESSAGES.otpResendFailed,
    });
    clock.advance(60 * MINUTE);
    expect((await resend(`${n}.201`, late)).wire.status).toBe('001');
  });

  it('register_member: per address, nothing stored past the limit', async () => {
    const [a, b] = [`${net()}.1`, `${net()}.2`];
    for (let i = 0; i < limits.registrationsPerAddress; i += 1) {
      expect((await from(t, a, 'register_member', registration())).wire.status).toBe('001');
    }
    const refused = registration();
    expectLimited(await from(t, a, 'register_member', refused), RATE_MESSAGES.connection(60), 60);
    expect(await findMemberByEmail(t.app.db, refused.email_id ?? '')).toBeUndefined();
    expect((await from(t, b, 'register_member', registration())).wire.status).toBe('001');
  });

  it('addContactRequest: per address, nothing stored past the limit', async () => {
    const [a, b] = [`${net()}.1`, `${net()}.2`];
    for (let i = 0; i < limits.contactPerAddress; i += 1) {
      expect((await contact(a)).wire.status).toBe('001');
    }
    const before = (await listContactRequests(t.app.db)).length;
    expectLimited(await contact(a), RATE_MESSAGES.connection(60), 60);
    expect((await listContactRequests(t.app.db)).length).toBe(before);
    expect((await contact(b)).wire.status).toBe('001');
  });

  it('addContactRequest: per phone number and per email across addresses', async () => {
    const n = net();
    const phone = freshPhone();
    for (let i = 0; i < limits.contactPerSender; i += 1) {
      expect((await contact(`${n}.${i + 1}`, contactFields(phone))).wire.status).toBe('001');
    }
    // The same number written another way is the same sender.
    const spaced = `${phone.slice(0, 5)} ${phone.slice(5)}`;
    expectLimited(await contact(`${n}.200`, contactFields(spaced)), RATE_MESSAGES.phone(60), 60);

    const m = net();
    const email = freshEmail();
    for (let i = 0; i < limits.contactPerSender; i += 1) {
      const r = await contact(`${m}.${i + 1}`, contactFields(freshPhone(), email));
      expect(r.wire.status).toBe('001');
    }
    const r = await contact(`${m}.200`, contactFields(freshPhone(), email.toUpperCase()));
    expectLimited(r, RATE_MESSAGES.email(60), 60);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: CUSTOM });
  });
  afterAll(() => t.close());

  it('a forged X-Forwarded-For does not escape the per-address limit', async () => {
    for (let i = 0; i < CUSTOM.contactPerAddress; i += 1) {
      const r = await from(t, `203.0.113.${i + 1}`, 'addContactRequest', contactFields());
      expect(r.wire.status).toBe('001');
    }
    const r = await from(t, '203.0.113.99', 'addContactRequest', contactFields());
    expectLimited(r, RATE_MESSAGES.connection(60), 60);
  });
});
