import type { Language } from '../../shared/domain/languages';
import { runJob } from '../jobs/runner';
import { siteJobs } from '../jobs/catalog';
import { addMemberRequest } from '../matching';
import { testClock } from '../../../test/server/helpers/accounts';
import { addMember, type TestMember } from '../../../test/server/helpers/members';
import {
  BOTH,
  chooseLanguage,
  inScript,
  mailWithSubject,
  written,
} from '../../../test/server/helpers/mailLanguage';
import { requestCalls } from '../../../test/server/helpers/requests';
import { buildTestApp, call, type TestApp } from '../../../test/server/helpers/testApp';
import { NOTICE_MAIL_WORDS as N } from './mails';

/** The interest mails reach each member in the member's language (issue #18 item 5). */
const DAY = 24 * 60 * 60 * 1000;
const clock = testClock(new Date('2026-03-01T09:00:00.000Z'));
let t: TestApp;
let r: ReturnType<typeof requestCalls>;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  r = requestCalls(t);
});
afterAll(() => t.close());

/** A man reading English and a woman reading `language`, each through the header's switch. */
async function pair(language: Language): Promise<{ him: TestMember; her: TestMember }> {
  const him = await addMember(t.app.db, { gender: 'Male' }, clock.now());
  const her = await addMember(t.app.db, { gender: 'Female' }, clock.now());
  await chooseLanguage(t, her.token, language);
  return { him, her };
}

describe.each(BOTH)('a member who reads the site in %s', (language) => {
  it('hears of an interest in it, with the sender’s note quoted as written', async () => {
    const { him, her } = await pair(language);
    const note = 'We are from Jaipur; our son is a doctor.';
    const sent = await call(t.app, 'sendMemberRequest', {
      local_token: him.token,
      req_acc_infoid: her.accountId,
      note,
    });
    expect(sent.wire.status).toBe('001');
    const mail = await mailWithSubject(t, her.email, N[language].kinds.interestReceived.subject);
    expect(inScript(mail)).toEqual(written(language));
    expect(mail?.text).toContain(`"${note}"`);
    expect(mail?.text).toContain('/notifications');
  });

  it('hears in it that her interest was accepted, and that another was declined', async () => {
    const { him, her } = await pair(language);
    const other = await addMember(t.app.db, { gender: 'Male' }, clock.now());
    const id = await r.pending(her, him);
    expect((await r.answerAs(him, her.accountId, id, 'Accepted')).wire.status).toBe('001');
    const accepted = await mailWithSubject(
      t,
      her.email,
      N[language].kinds.interestAccepted.subject,
    );
    expect(inScript(accepted)).toEqual(written(language));

    const declinedId = await r.pending(her, other);
    expect((await r.answerAs(other, her.accountId, declinedId, 'Rejected')).wire.status).toBe(
      '001',
    );
    const declined = await mailWithSubject(
      t,
      her.email,
      N[language].kinds.interestDeclined.subject,
    );
    expect(inScript(declined)).toEqual(written(language));
    // The man who answered reads English: his own mails, if any, are not in her language.
    expect(
      await mailWithSubject(t, him.email, N.hi.kinds.interestReceived.subject),
    ).toBeUndefined();
  });

  it('is reminded in it of an interest that expires in 7 days', async () => {
    const { him, her } = await pair(language);
    await addMemberRequest(t.app.db, {
      by: him.id,
      to: her.id,
      now: new Date(clock.now().getTime() - 23 * DAY - 1000).toISOString(),
    });
    const job = siteJobs(t.env.config).find((j) => j.name === 'interest-reminders');
    if (!job) throw new Error('no interest-reminders job');
    await runJob(
      job,
      {
        db: t.app.db,
        config: t.env.config,
        mail: t.app.mailer,
        holder: `p-${language}`,
        now: clock.now,
      },
      true,
    );
    const mail = await mailWithSubject(t, her.email, N[language].kinds.interestExpiring.subject);
    expect(inScript(mail)).toEqual(written(language));
    expect(mail?.text).toContain('/intrested_member');
  });
});
