import type { Language } from '../../shared/domain/languages';
import type { OtpTicketAnswer } from '../../shared/protocol/types';
import {
  login,
  PASSWORD,
  readOutbox,
  registerMember,
  registration,
  testClock,
  verifiedMember,
} from '../../../test/server/helpers/accounts';
import {
  BOTH,
  chooseLanguage,
  inScript,
  mailWithSubject,
  written,
} from '../../../test/server/helpers/mailLanguage';
import { buildTestApp, call, data, type TestApp } from '../../../test/server/helpers/testApp';
import { IDENTITY_MAIL_WORDS } from './identityMails';
import { ACCOUNT_MAIL_WORDS } from './mails';

/** The account's own mails go out in the member's language (issue #18 item 5). */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const A = ACCOUNT_MAIL_WORDS;
const I = IDENTITY_MAIL_WORDS;

/** A verified, logged-in member who chose `language` with the header's switch. */
async function memberIn(language: Language, over: Record<string, string> = {}) {
  const m = await verifiedMember(t, over);
  await chooseLanguage(t, m.local_token, language);
  return m;
}

describe.each(BOTH)('a member who reads the site in %s', (language) => {
  it('gets the one-time code and the password-changed mail in it', async () => {
    const m = await memberIn(language);
    const [ticket] = data<OtpTicketAnswer[]>(
      await call(t.app, 'registerWithOTP', { p1_contact: m.email }),
    );
    const otp = await mailWithSubject(t, m.email, A[language].otp.subject);
    expect(inScript(otp)).toEqual(written(language));
    const code = /\b(\d{6})\b/.exec(otp?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const id = ticket?.id ?? '';
    expect((await call(t.app, 'logotp', { ref_id: id, p1_otp: code })).wire.status).toBe('1');
    const passphrase = 'a brand new passphrase';
    const reset = await call(t.app, 'resetForgotPassword', {
      ref_id: id,
      p1_newpassword: passphrase,
      p1_cong_newpassword: passphrase,
    });
    expect(reset.wire.status).toBe('001');
    const changed = await mailWithSubject(t, m.email, A[language].passwordChanged.subject);
    expect(inScript(changed)).toEqual(written(language));
  });

  it('is told in it when someone registers again with the address', async () => {
    const m = await memberIn(language);
    const again = registration({ email_id: m.email });
    expect((await call(t.app, 'register_member', again)).wire.status).toBe('001');
    const mail = await mailWithSubject(t, m.email, A[language].registrationAttempt.subject);
    expect(inScript(mail)).toEqual(written(language));
  });

  it('gets the mails of a change of email and of mobile in it', async () => {
    const m = await memberIn(language);
    const newEmail = `new.${language}.${process.pid}@example.in`;
    const asked = await call(t.app, 'changeEmail', {
      local_token: m.local_token,
      password: PASSWORD,
      email_id: newEmail,
    });
    expect(asked.wire.status).toBe('001');
    const askedMail = await mailWithSubject(t, m.email, I[language].emailChangeAsked.subject);
    expect(inScript(askedMail)).toEqual(written(language));
    expect(askedMail?.text).toContain(newEmail);
    const confirm = await mailWithSubject(t, newEmail, I[language].confirmEmail.subject);
    expect(inScript(confirm)).toEqual(written(language));
    const token = /\/confirm-email\?token=([\w%-]+)/.exec(confirm?.text ?? '')?.[1] ?? '';
    expect(
      (await call(t.app, 'confirmEmailChange', { token: decodeURIComponent(token) })).wire.status,
    ).toBe('001');
    const changed = await mailWithSubject(t, m.email, I[language].emailChanged.subject);
    expect(inScript(changed)).toEqual(written(language));

    const me = await login(t, newEmail);
    const mobile = String(
      9_300_000_000 + (language === 'hi' ? 11 : 22) + (process.pid % 1000) * 100,
    );
    const moved = await call(t.app, 'changeMobile', {
      local_token: me.local_token,
      password: PASSWORD,
      contact_no: mobile,
    });
    expect(moved.wire.status).toBe('001');
    const mobileMail = await mailWithSubject(t, newEmail, I[language].mobileChanged.subject);
    expect(inScript(mobileMail)).toEqual(written(language));
  });

  it('is told in it when another member tries to take the address', async () => {
    const holder = await memberIn(language);
    const other = await verifiedMember(t);
    await call(t.app, 'changeEmail', {
      local_token: other.local_token,
      password: PASSWORD,
      email_id: holder.email,
    });
    const mail = await mailWithSubject(t, holder.email, I[language].contactTakenAttempt.subject);
    expect(inScript(mail)).toEqual(written(language));
    // The member who asked reads English, as chosen by nobody.
    const own = await mailWithSubject(t, other.email, I.en.emailChangeAsked.subject);
    expect(inScript(own)).toEqual(written('en'));
  });
});

it('writes a new registration’s thank-you in English: a visitor has no stored language yet', async () => {
  const email = await registerMember(t);
  const mails = (await readOutbox(t)).filter((m) => m.to === email);
  expect(mails.map((m) => m.subject)).toEqual([A.en.registrationReceived.subject]);
});
