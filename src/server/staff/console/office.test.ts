import { MESSAGES } from '../../../shared/domain/messages';
import { validRegistration } from '../../../shared/domain/schemas/registration.fixture';
import type { MemberCard } from '../../../shared/protocol/consoleTypes';
import type { DeskQueueAnswer, DeskRegistration } from '../../../shared/protocol/staffTypes';
import type { LoginAnswer, OtpTicketAnswer } from '../../../shared/protocol/types';
import { DEFAULT_RATE_LIMITS, findMemberByEmail } from '../../accounts';
import { RATE_MESSAGES } from '../../accounts/rateLimits';
import { ACCOUNT_MESSAGES } from '../../accounts/messages';
import { siteOriginOf } from '../../config';
import {
  lastOtp,
  readOutbox,
  registration,
  testClock,
  verifiedMember,
} from '../../../../test/server/helpers/accounts';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';
import { addTestStaff, signInStaff, type TestStaff } from '../../../../test/server/helpers/staff';
import { readAudit } from '../audit';
import { STAFF_MESSAGES } from '../messages';

/** The public form allows two registrations an hour per address here; the office is not held to it. */
const PER_ADDRESS = 2;
const clock = testClock();
let t: TestApp;
let desk: TestStaff;
let token: string;
beforeAll(async () => {
  t = await buildTestApp(
    { rateLimits: { ...DEFAULT_RATE_LIMITS, registrationsPerAddress: PER_ADDRESS } },
    { now: clock.now },
  );
  desk = await addTestStaff(t, 'verifier');
  token = await signInStaff(t, desk, clock.now());
});
afterAll(() => t.close());

/** A registration as the office sends it: no password pair. */
function officeFields(over: Record<string, string> = {}) {
  const { password: _p, re_password: _r, ...fields } = registration(over);
  return fields;
}
const office = (fields: Record<string, string>, staff_token = token) =>
  call(t.app, 'officeRegister', { staff_token, ...fields });
/** The next hour: the public form's budget is back; the idle staff session is signed in again. */
async function nextHour() {
  clock.advance(61 * 60 * 1000);
  token = await signInStaff(t, desk, clock.now());
}
const mailsTo = async (to: string) => (await readOutbox(t)).filter((m) => m.to === to);

it('registers beyond the public per-address limit, flagged, mailed, audited and at the desk', async () => {
  // The public form from this address is used up…
  for (let i = 0; i < PER_ADDRESS; i += 1)
    expect((await call(t.app, 'register_member', registration())).wire.status).toBe('001');
  const limited = await call(t.app, 'register_member', registration());
  expect(limited.http).toBe(429);
  expect(limited.wire.text).toBe(RATE_MESSAGES.connection(60));

  // …the office, from the same address, goes on.
  const emails: string[] = [];
  for (let i = 0; i < PER_ADDRESS + 2; i += 1) {
    const fields = officeFields();
    expect((await office(fields)).wire).toEqual({
      status: '001',
      text: MESSAGES.registrationThanks,
    });
    emails.push(fields.email_id ?? '');
  }

  const email = emails[0] ?? '';
  const row = await findMemberByEmail(t.app.db, email);
  expect(row).toMatchObject({
    status: 'pending',
    registered_by_staff: expect.any(Number),
    registered_by_staff_at: clock.now().toISOString(),
    created_at: clock.now().toISOString(),
    mem_name: validRegistration.mem_name,
  });
  // An unusable password: a hash of a secret nobody was told.
  expect(row?.password_hash).toMatch(/^scrypt\$/);

  const [welcome, ...others] = await mailsTo(email);
  expect(others).toEqual([]);
  expect(welcome?.subject).toBe('The trust office has registered your biodata');
  expect(welcome?.text).toContain('Forgot password');
  expect(welcome?.text).toContain(`${siteOriginOf(t.env.config)}/login`);

  const line = (await readAudit(t.app.db)).find((l) => l.subject.includes(`<${email}>`));
  expect(line).toMatchObject({
    action: 'office_register',
    actor: desk.email,
    subject: `member:${row?.id} <${email}>`,
  });

  const queue = data<DeskQueueAnswer>(await call(t.app, 'deskQueue', { staff_token: token }));
  expect(queue.items.map((i) => i.email_id)).toEqual(expect.arrayContaining(emails));
  const member_id = String(row?.id);
  const opened = data<DeskRegistration>(
    await call(t.app, 'deskOpen', { staff_token: token, member_id }),
  );
  expect(opened.office_registered_by).toBe(desk.email);
  const card = data<MemberCard>(await call(t.app, 'memberOpen', { staff_token: token, member_id }));
  expect(card.office_registered_by).toBe(desk.email);
});

it('lets the member in through Forgot password once the desk has verified them', async () => {
  const fields = officeFields();
  const email = fields.email_id ?? '';
  await office(fields);
  const member_id = String((await findMemberByEmail(t.app.db, email))?.id);
  expect((await call(t.app, 'deskVerify', { staff_token: token, member_id })).wire.status).toBe(
    '001',
  );
  // She has no password of her own: the verified mail says how to set one, not "log in with it".
  const verified = (await mailsTo(email)).find((m) => m.subject.includes('verified'));
  expect(verified?.text).toContain('"Forgot password"');
  expect(verified?.text).not.toContain('log in with your email address and password');
  const [{ id: ref_id } = { id: '' }] = data<OtpTicketAnswer[]>(
    await call(t.app, 'registerWithOTP', { p1_contact: email }),
  );
  const p1_otp = await lastOtp(t, email);
  const login = data<LoginAnswer>(await call(t.app, 'logotp', { ref_id, p1_otp }));
  expect(login.user.first_name).toBe('Rohan');
});

it('checks with the public form’s messages and answers a taken email as the public form does', async () => {
  await nextHour();
  const bad = await office(officeFields({ pincode: '12345' }));
  const publicBad = await call(t.app, 'register_member', registration({ pincode: '12345' }));
  expect(bad.wire).toEqual({ status: '-10', text: 'Please enter a 6-digit pincode.' });
  expect(publicBad.wire.text).toBe(bad.wire.text);
  expect((await office(officeFields({ state_nm: 'Atlantis' }))).wire).toEqual({
    status: '-10',
    text: ACCOUNT_MESSAGES.unknownState,
  });
  // The office never sends the password pair: the service refuses the field.
  const withPassword = await office({ ...officeFields(), password: 'chosen by the office' });
  expect(withPassword.wire.status).toBe('-10');

  const holder = await verifiedMember(t);
  const lines = (await readAudit(t.app.db)).length;
  const taken = await office(officeFields({ email_id: holder.email }));
  expect(taken.wire).toEqual({ status: '001', text: MESSAGES.registrationThanks });
  const mails = await mailsTo(holder.email);
  expect(mails.at(-1)?.subject).toBe('Someone tried to register with your address');
  const audit = await readAudit(t.app.db);
  expect(audit).toHaveLength(lines + 1);
  expect(audit.at(-1)).toMatchObject({ action: 'office_register', subject: `<${holder.email}>` });
  expect(audit.at(-1)?.reason).toMatch(/already has an account/);
});

it('leaves the public registration as it was: not flagged, the usual thank-you mail', async () => {
  await nextHour();
  const fields = registration();
  expect((await call(t.app, 'register_member', fields)).wire).toEqual({
    status: '001',
    text: MESSAGES.registrationThanks,
  });
  const row = await findMemberByEmail(t.app.db, fields.email_id ?? '');
  expect(row).toMatchObject({ registered_by_staff: null, registered_by_staff_at: null });
  expect((await mailsTo(fields.email_id ?? '')).map((m) => m.subject)).toEqual([
    'We have received your registration',
  ]);
  const opened = data<DeskRegistration>(
    await call(t.app, 'deskOpen', { staff_token: token, member_id: String(row?.id) }),
  );
  expect(opened.office_registered_by).toBeNull();
});

it('refuses members, visitors and editors, storing nothing', async () => {
  const member = await verifiedMember(t);
  const editor = await signInStaff(t, await addTestStaff(t, 'editor'), clock.now());
  for (const [staff_token, text] of [
    ['', STAFF_MESSAGES.notSignedIn],
    [member.local_token, STAFF_MESSAGES.notSignedIn],
    [editor, STAFF_MESSAGES.notAllowed],
  ] as const) {
    const fields = officeFields();
    expect((await office(fields, staff_token)).wire).toEqual({ status: '0', text });
    expect(await findMemberByEmail(t.app.db, fields.email_id ?? '')).toBeUndefined();
  }
});
