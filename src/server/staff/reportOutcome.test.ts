import { existsSync } from 'node:fs';
import type { ClosedReportsAnswer } from '../../shared/protocol/reportOutcomeTypes';
import type { ReportsQueueAnswer } from '../../shared/protocol/safetyTypes';
import type { MemberListAnswer } from '../../shared/protocol/types';
import { findMemberByEmail } from '../accounts';
import { dataUrl, noisyJpeg } from '../../../test/server/helpers/images';
import { readOutbox, testClock, verifiedMember } from '../../../test/server/helpers/accounts';
import { addTestStaff, signInStaff } from '../../../test/server/helpers/staff';
import { buildTestApp, call, data, type TestApp } from '../../../test/server/helpers/testApp';
import { encodeId } from '../matching/ids';
import { SAFETY_MESSAGES as S } from '../safety';
import { readAudit } from './audit';
import { OUTCOME_MESSAGES as O } from './console/outcomeMessages';

/**
 * A report's outcome (issue #16 item 4): stored with the report, in the audit line, and acting
 * on the reported member in the close's own transaction.
 */
const clock = testClock();
let t: TestApp;
let token: string;
let verifier: string;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  const staff = await addTestStaff(t, 'verifier');
  verifier = staff.email;
  token = await signInStaff(t, staff, clock.now());
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof verifiedMember>>;
let named = 0;
/** A man who reports a woman (each verified and logged in); answers both and the report's id. */
async function reported(): Promise<{ by: Member; about: Member; name: string; id: string }> {
  named += 1;
  const name = `Reported Woman${'x'.repeat(named)}`;
  const by = await verifiedMember(t, { gender: 'Male' });
  const about = await verifiedMember(t, { gender: 'Female', mem_name: name });
  await call(t.app, 'reportMember', {
    local_token: by.local_token,
    req_acc_infoid: encodeId(Number(await idOf(about.email))),
    reason: 'abusive_messages',
    words: 'Rude on the phone.',
  });
  const queue = data<ReportsQueueAnswer>(await call(t.app, 'reportsQueue', { staff_token: token }));
  const id = queue.items.find((i) => i.reported.mem_name === name)?.report_id ?? '';
  return { by, about, name, id };
}
const idOf = async (email: string) => String((await findMemberByEmail(t.app.db, email))?.id);
const close = (report_id: string, outcome: string, note: string, photo_id?: string) =>
  call(t.app, 'reportClose', {
    staff_token: token,
    report_id,
    outcome,
    note,
    ...(photo_id === undefined ? {} : { photo_id }),
  });
const storedOutcome = async (id: string) =>
  (
    await t.app.db
      .selectFrom('member_reports')
      .select(['outcome', 'closed_at'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow()
  ).outcome;
const mailsTo = async (email: string) => (await readOutbox(t)).filter((m) => m.to === email);
/** Whether another member's search (a fresh man, who has blocked nobody) finds her by name. */
async function searchFinds(name: string): Promise<boolean> {
  const seeker = await verifiedMember(t, { gender: 'Male' });
  const found = data<MemberListAnswer>(
    await call(t.app, 'getMembers', {
      local_token: seeker.local_token,
      ser_params: JSON.stringify({ gender: 'Female', hideSameGotra: false }),
    }),
  );
  return found.members.some((m) => m.mem_name === name);
}
const done = { status: '001', text: S.reportClosed };

it('refuses an unknown outcome, and photo_removed without a photo; the report stays open', async () => {
  const r = await reported();
  expect((await close(r.id, 'banned', 'Note.')).wire).toEqual({
    status: '-10',
    text: O.unknownOutcome,
  });
  expect((await close(r.id, 'photo_removed', 'Note.')).wire).toEqual({
    status: '-10',
    text: O.photoNeeded,
  });
  expect(await storedOutcome(r.id)).toBeNull();
});

it('no_action: stored, audited with the outcome, nothing mailed to the member', async () => {
  const r = await reported();
  expect((await close(r.id, 'no_action', 'Spoke to both; a misunderstanding.')).wire).toEqual(done);
  expect(await storedOutcome(r.id)).toBe('no_action');
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({
    actor: verifier,
    action: 'close_report',
    subject: `report:${r.id} member:${await idOf(r.about.email)} outcome:no_action`,
    reason: 'Spoke to both; a misunderstanding.',
  });
  expect((await mailsTo(r.about.email)).map((m) => m.subject)).not.toContain(
    'A warning from our team',
  );
});

it('warned: the reported member is mailed the note as a warning', async () => {
  const r = await reported();
  const note = 'Please keep your messages polite.';
  expect((await close(r.id, 'warned', note)).wire).toEqual(done);
  expect(await storedOutcome(r.id)).toBe('warned');
  const mail = (await mailsTo(r.about.email)).find((m) => m.subject === 'A warning from our team');
  expect(mail?.text).toContain(note);
  expect((await readAudit(t.app.db)).at(-1)?.subject).toContain('outcome:warned');
  // The reporter is never named to the member.
  expect(mail?.text).not.toContain(r.by.email);
});

it('suspended: logged out, out of search, mailed the note; both lines audited', async () => {
  const r = await reported();
  expect(await searchFinds(r.name)).toBe(true);
  const note = 'Threatened the family of the reporter.';
  expect((await close(r.id, 'suspended', note)).wire).toEqual(done);
  expect(await storedOutcome(r.id)).toBe('suspended');
  const old = await call(t.app, 'getDashboardData', { local_token: r.about.local_token });
  expect(old.wire.status).toBe('0');
  expect(await searchFinds(r.name)).toBe(false);
  const mail = (await mailsTo(r.about.email)).find(
    (m) => m.subject === 'Your account has been suspended',
  );
  expect(mail?.text).toContain(note);
  const lines = (await readAudit(t.app.db)).slice(-2);
  expect(lines.map((l) => [l.action, l.reason])).toEqual([
    ['close_report', note],
    ['suspend', note],
  ]);
});

it('suspended, when the member already is: refused, and the report stays open', async () => {
  const first = await reported();
  await close(first.id, 'suspended', 'First report.');
  const second = await call(t.app, 'reportMember', {
    local_token: (await verifiedMember(t, { gender: 'Male' })).local_token,
    req_acc_infoid: encodeId(Number(await idOf(first.about.email))),
    reason: 'other',
    words: 'Again.',
  });
  expect(second.wire.status).toBe('001');
  const row = await t.app.db
    .selectFrom('member_reports')
    .select('id')
    .where('reported_id', '=', Number(await idOf(first.about.email)))
    .where('closed_at', 'is', null)
    .executeTakeFirstOrThrow();
  const lines = (await readAudit(t.app.db)).length;
  expect((await close(String(row.id), 'suspended', 'Second.')).wire).toEqual({
    status: '0',
    text: O.alreadySuspended,
  });
  expect(await storedOutcome(String(row.id))).toBeNull();
  expect((await readAudit(t.app.db)).length).toBe(lines);
});

it('photo_removed: the photo row and files go, the member is mailed; another member’s photo is refused', async () => {
  const r = await reported();
  const upload = await call(t.app, 'uploadProPic', {
    local_token: r.about.local_token,
    pro_pic: dataUrl(await noisyJpeg()),
    upd_for: 'other',
  });
  expect(upload.wire.status).toBe('001');
  const photo = await t.app.db
    .selectFrom('photos')
    .selectAll()
    .where('member_id', '=', Number(await idOf(r.about.email)))
    .executeTakeFirstOrThrow();
  const photoDir = t.env.config.photoDir;
  expect(existsSync(`${photoDir}/${photo.file}`)).toBe(true);

  // A photo of someone else's is not the reported member's: refused, nothing changes.
  const other = await reported();
  expect((await close(other.id, 'photo_removed', 'Wrong one.', String(photo.id))).wire).toEqual({
    status: '0',
    text: O.photoNotFound,
  });
  expect(await storedOutcome(other.id)).toBeNull();

  const note = 'A photo of someone else.';
  expect((await close(r.id, 'photo_removed', note, String(photo.id))).wire).toEqual(done);
  expect(await storedOutcome(r.id)).toBe('photo_removed');
  const left = await t.app.db
    .selectFrom('photos')
    .select('id')
    .where('id', '=', photo.id)
    .execute();
  expect(left).toEqual([]);
  expect(existsSync(`${photoDir}/${photo.file}`)).toBe(false);
  expect(existsSync(`${photoDir}/${photo.thumb_file}`)).toBe(false);
  const mail = (await mailsTo(r.about.email)).find(
    (m) => m.subject === 'One of your photos has been removed',
  );
  expect(mail?.text).toContain(note);
  const lines = (await readAudit(t.app.db)).slice(-2);
  expect(lines.map((l) => l.action)).toEqual(['close_report', 'photo_removed']);
  expect(lines[1]?.subject).toContain(`photo:${photo.id}`);
});

it('lists the recently closed reports, newest first, with their outcome and note', async () => {
  const r = await reported();
  clock.advance(60_000);
  await close(r.id, 'warned', 'Warned by phone and mail.');
  const closed = data<ClosedReportsAnswer>(
    await call(t.app, 'reportsClosed', { staff_token: token }),
  );
  expect(closed.items[0]).toMatchObject({
    report_id: r.id,
    outcome: 'warned',
    note: 'Warned by phone and mail.',
    closed_by: verifier,
    reason: 'abusive_messages',
  });
  expect(closed.items[0]?.reported.mem_name).toBe(r.name);
});

it('refuses an acting outcome once the reported account is deleted; no action still closes', async () => {
  const r = await reported();
  await t.app.db
    .deleteFrom('members')
    .where('id', '=', Number(await idOf(r.about.email)))
    .execute();
  expect((await close(r.id, 'warned', 'Too late.')).wire).toEqual({
    status: '0',
    text: O.memberGone,
  });
  expect((await close(r.id, 'no_action', 'Account deleted.')).wire).toEqual(done);
});
