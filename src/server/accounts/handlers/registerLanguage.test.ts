import { MESSAGES } from '../../../shared/domain/messages';
import { ACCOUNT_MAIL_WORDS as A } from '../mails';
import { findMemberByEmail } from '../repositories/members';
import { registerMember, registration, testClock } from '../../../../test/server/helpers/accounts';
import { inScript, mailWithSubject } from '../../../../test/server/helpers/mailLanguage';
import { addTestStaff, signInStaff } from '../../../../test/server/helpers/staff';
import { buildTestApp, call, type TestApp } from '../../../../test/server/helpers/testApp';

// Issue #18, "Done means": a member whose language is Hindi gets the OTP and the verification
// mail in Hindi. A new member has never logged in, so the language is the one the registration
// form was filled in (register_member's optional `lang`), kept from the first answer on.
const clock = testClock();
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  staff = await signInStaff(t, await addTestStaff(t, 'verifier'), clock.now());
});
afterAll(() => t.close());

const languageOf = async (email: string) => (await findMemberByEmail(t.app.db, email))?.language;

describe('a registration filled in Hindi', () => {
  it('keeps Hindi as the member’s language; thank-you, verified and OTP mails are Hindi', async () => {
    const email = await registerMember(t, { lang: 'hi' });
    expect(await languageOf(email)).toBe('hi');
    const received = await mailWithSubject(t, email, A.hi.registrationReceived.subject);
    expect(inScript(received)).toEqual({ subject: true, text: true });

    const id = String((await findMemberByEmail(t.app.db, email))?.id);
    const verify = await call(t.app, 'deskVerify', { staff_token: staff, member_id: id });
    expect(verify.wire.status).toBe('001');
    const verified = await mailWithSubject(t, email, A.hi.verified.subject);
    expect(inScript(verified)).toEqual({ subject: true, text: true });

    expect((await call(t.app, 'registerWithOTP', { p1_contact: email })).wire.status).toBe('1');
    const otp = await mailWithSubject(t, email, A.hi.otp.subject);
    expect(inScript(otp)).toEqual({ subject: true, text: true });
    expect(otp?.text).toMatch(/\b\d{6}\b/);
  });

  it('answers a failed check in Hindi and stores nothing', async () => {
    const fields = registration({ city_nm: '', lang: 'hi' });
    const { wire } = await call(t.app, 'register_member', fields);
    expect(wire).toEqual({ status: '-10', text: 'खाली जगहें भरें।' });
    expect(await findMemberByEmail(t.app.db, fields.email_id as string)).toBeUndefined();
  });
});

describe('a registration without Hindi', () => {
  it.each<Record<string, string>>([{}, { lang: 'en' }, { lang: 'fr' }])(
    '%j: English, as the seed sends it',
    async (over) => {
      const email = await registerMember(t, over);
      expect(await languageOf(email)).toBe('en');
      const received = await mailWithSubject(t, email, A.en.registrationReceived.subject);
      expect(inScript(received)).toEqual({ subject: false, text: false });
      const refused = await call(t.app, 'register_member', registration({ city_nm: '', ...over }));
      expect(refused.wire).toEqual({ status: '-10', text: MESSAGES.fillBlank });
    },
  );
});
