import { MESSAGES } from '../../../src/shared/domain/messages';
import { findMemberByEmail } from '../../../src/server/accounts/repositories/members';
import { readOutbox, registration } from '../helpers/accounts';
import { buildTestApp, call, type TestApp } from '../helpers/testApp';

const ATTEMPT = 'Someone tried to register with your address';

describe('registration does not tell which addresses are taken (requirements §6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a taken email or mobile exactly like a fresh registration and mails the holder', async () => {
    const holder = registration({ email_id: 'holder@example.in', contact_no: '9833333333' });
    const fresh = await call(t.app, 'register_member', holder);
    const takenEmail = await call(
      t.app,
      'register_member',
      registration({ email_id: 'Holder@Example.in' }),
    );
    const takenMobile = registration({ contact_no: '9833333333' });
    const byMobile = await call(t.app, 'register_member', takenMobile);
    for (const answer of [takenEmail, byMobile]) {
      expect(answer.http).toBe(fresh.http);
      expect(answer.response.body).toBe(fresh.response.body);
    }
    expect(fresh.wire).toEqual({ status: '001', text: MESSAGES.registrationThanks });
    expect(await findMemberByEmail(t.app.db, takenMobile.email_id as string)).toBeUndefined();
    const mails = await readOutbox(t);
    const toHolder = mails.filter((m) => m.to === 'holder@example.in').map((m) => m.subject);
    expect(toHolder.filter((s) => s === ATTEMPT)).toHaveLength(2);
    expect(mails.some((m) => m.to === takenMobile.email_id)).toBe(false);
  });
});
