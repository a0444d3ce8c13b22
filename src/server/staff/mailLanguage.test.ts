import type { Language } from '../../shared/domain/languages';
import type { InboxAnswer } from '../../shared/protocol/consoleTypes';
import type { MemberPhotosAnswer } from '../../shared/protocol/reportOutcomeTypes';
import type { ReportsQueueAnswer } from '../../shared/protocol/safetyTypes';
import { findMemberByEmail } from '../accounts';
import { ACCOUNT_MAIL_WORDS as A } from '../accounts/mails';
import { encodeId } from '../matching/ids';
import { dataUrl, noisyJpeg } from '../../../test/server/helpers/images';
import {
  readOutbox,
  registerMember,
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
import { addTestStaff, signInStaff } from '../../../test/server/helpers/staff';
import { buildTestApp, call, data, type TestApp } from '../../../test/server/helpers/testApp';
import { MEMBER_ACTION_MAIL_WORDS as MA } from './console/memberMails';
import { DESK_MAIL_WORDS as D } from './mails';
import { REVERIFY_MAIL_WORDS as R } from './reverifyMails';

/**
 * The team's mails to a member go out in the member's language (issue #18 item 5), through the
 * console's real calls; the team's own words stay as the team wrote them.
 */
const clock = testClock();
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  token = await signInStaff(t, await addTestStaff(t, 'admin'), clock.now());
});
afterAll(() => t.close());

const idOf = async (email: string) => (await findMemberByEmail(t.app.db, email))?.id ?? 0;
const team = async (type: Parameters<typeof call>[1], fields: Record<string, string>) => {
  const { wire } = await call(t.app, type, { staff_token: token, ...fields });
  expect({ type, status: wire.status }).toEqual({ type, status: '001' });
};

/** A registration waiting for the desk, filled in `language` (register_member's `lang`). */
async function pendingIn(language: Language) {
  const email = await registerMember(t, { lang: language });
  return { email, member_id: String(await idOf(email)) };
}

async function memberIn(language: Language, over: Record<string, string> = {}) {
  const m = await verifiedMember(t, over);
  await chooseLanguage(t, m.local_token, language);
  return { ...m, member_id: String(await idOf(m.email)) };
}

describe.each(BOTH)('to a member who reads the site in %s', (language) => {
  it('the desk’s verified, rejected and changes-asked mails', async () => {
    const verified = await pendingIn(language);
    await team('deskVerify', { member_id: verified.member_id });
    const v = await mailWithSubject(t, verified.email, A[language].verified.subject);
    expect(inScript(v)).toEqual(written(language));
    const memNo = (await findMemberByEmail(t.app.db, verified.email))?.mem_no;
    expect(v?.text).toContain(String(memNo));

    const rejected = await pendingIn(language);
    const because = 'The photo is not clear.';
    await team('deskReject', { member_id: rejected.member_id, reason: 'photo', text: because });
    const r = await mailWithSubject(t, rejected.email, A[language].rejected.subject);
    expect(inScript(r)).toEqual(written(language));
    expect(r?.text).toContain(because);

    const asked = await pendingIn(language);
    const changes = "Please add your father's occupation.";
    await team('deskAskChanges', { member_id: asked.member_id, reason: 'family', text: changes });
    const c = await mailWithSubject(t, asked.email, D[language].changesAsked.subject);
    expect(inScript(c)).toEqual(written(language));
    expect(c?.text).toContain(changes);
  });

  it('the re-verification’s approved and reverted mails', async () => {
    for (const decision of ['approved', 'reverted'] as const) {
      const m = await memberIn(language);
      await t.app.db
        .insertInto('identity_changes')
        .values({
          member_id: Number(m.member_id),
          mem_name: 'Changed Name',
          gender: 'Female',
          dob: '1999-01-02',
          requested_at: clock.now().toISOString(),
        })
        .execute();
      const type = decision === 'approved' ? 'deskReverifyApprove' : 'deskReverifyRevert';
      await team(type, { member_id: m.member_id });
      const mail = await mailWithSubject(t, m.email, R[language][decision].subject);
      expect(inScript(mail)).toEqual(written(language));
    }
  });

  it('the suspension, photo-removed and warning mails', async () => {
    const suspended = await memberIn(language);
    const reason = 'Reported for rude messages.';
    await team('memberSuspend', { member_id: suspended.member_id, reason });
    const s = await mailWithSubject(t, suspended.email, MA[language].suspended.subject);
    expect(inScript(s)).toEqual(written(language));
    expect(s?.text).toContain(reason);

    const pictured = await memberIn(language);
    const upload = await call(t.app, 'uploadProPic', {
      local_token: pictured.local_token,
      pro_pic: dataUrl(await noisyJpeg()),
      upd_for: 'other',
    });
    expect(upload.wire.status).toBe('001');
    const photos = data<MemberPhotosAnswer>(
      await call(t.app, 'memberPhotos', { staff_token: token, member_id: pictured.member_id }),
    ).items;
    await team('memberPhotoRemove', {
      member_id: pictured.member_id,
      photo_id: String(photos[0]?.id),
      reason: 'A group photo.',
    });
    const p = await mailWithSubject(t, pictured.email, MA[language].photoRemoved.subject);
    expect(inScript(p)).toEqual(written(language));
    expect(p?.text).toContain('/my_profile');

    const reporter = await verifiedMember(t, { gender: 'Male' });
    const warned = await memberIn(language, { gender: 'Female', mem_name: `Warned ${language}` });
    await call(t.app, 'reportMember', {
      local_token: reporter.local_token,
      req_acc_infoid: encodeId(Number(warned.member_id)),
      reason: 'abusive_messages',
      words: 'Rude on the phone.',
    });
    const queue = data<ReportsQueueAnswer>(
      await call(t.app, 'reportsQueue', { staff_token: token }),
    );
    const report_id =
      queue.items.find((i) => i.reported.mem_name === `Warned ${language}`)?.report_id ?? '';
    const words = 'Please speak politely to families.';
    await team('reportClose', { report_id, outcome: 'warned', note: words });
    const w = await mailWithSubject(t, warned.email, MA[language].warning.subject);
    expect(inScript(w)).toEqual(written(language));
    expect(w?.text).toContain(words);
  });

  it('the reply to Write to Us when the writer is a member', async () => {
    const m = await memberIn(language);
    await replyTo(m.email, 'Is there a meeting in May?');
    const mails = (await readOutbox(t)).filter((x) => x.to === m.email);
    const [reply, ...more] = mails.filter((x) => x.text.includes('Yes: on 12 May.'));
    expect(more).toEqual([]);
    expect(reply?.subject).toMatch(
      language === 'hi' ? /आपके संदेश का उत्तर$/ : /^Reply to your message/,
    );
    expect(inScript(reply)).toEqual(written(language));
    // The team's words and the writer's, quoted, stay as written.
    expect(reply?.text).toContain('Yes: on 12 May.');
    expect(reply?.text).toContain('> Is there a meeting in May?');
  });
});

async function replyTo(from: string, message: string) {
  const sent = await call(t.app, 'addContactRequest', {
    _name: 'Asha Goyal',
    contact_no: '9876543210',
    email: from,
    message,
  });
  expect(sent.wire.status).toBe('001');
  const list = data<InboxAnswer>(await call(t.app, 'inboxList', { staff_token: token }));
  const message_id = list.items[0]?.message_id ?? '';
  await team('inboxReply', { message_id, text: 'Yes: on 12 May.' });
}

it('replies in English to a visitor who wrote to us', async () => {
  const visitor = `visitor.${process.pid}@example.in`;
  await replyTo(visitor, 'Can my nephew register?');
  const [reply, ...more] = (await readOutbox(t)).filter((x) => x.to === visitor);
  expect(more).toEqual([]);
  expect(inScript(reply)).toEqual(written('en'));
  expect(reply?.text).toMatch(/^Dear Asha Goyal,/);
});
