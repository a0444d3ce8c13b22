import type { DeskQueueAnswer, DeskRegistration } from '../../shared/protocol/staffTypes';
import { REJECT_REASONS } from '../../shared/domain/rejectReasons';
import { CHANGE_REASONS } from '../../shared/domain/changeReasons';
import type { AccessAnswer, DashboardAnswer } from '../../shared/protocol/types';
import { ACCOUNT_MESSAGES, findMemberByEmail } from '../accounts';
import { CHANGES_SAVED } from './notice';
import { dataUrl, noisyJpeg } from '../../../test/server/helpers/images';
import {
  login,
  PASSWORD,
  readOutbox,
  registerMember,
  testClock,
  verifiedMember,
} from '../../../test/server/helpers/accounts';
import { buildTestApp, call, data, type TestApp } from '../../../test/server/helpers/testApp';
import { readAudit } from './audit';
import { STAFF_MESSAGES as M } from './messages';
import { addTestStaff, signInStaff } from '../../../test/server/helpers/staff';

const clock = testClock();
let t: TestApp;
let token: string;
let verifier: string;
let staff: Awaited<ReturnType<typeof addTestStaff>>;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  staff = await addTestStaff(t, 'verifier');
  verifier = staff.email;
  token = await signInStaff(t, staff, clock.now());
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;
const queue = async () =>
  data<DeskQueueAnswer>(await call(t.app, 'deskQueue', { staff_token: token }));
const open = async (member_id: string) =>
  data<DeskRegistration>(await call(t.app, 'deskOpen', { staff_token: token, member_id }));
const idOf = async (email: string) => String((await findMemberByEmail(t.app.db, email))?.id);
const mailsTo = async (email: string) => (await readOutbox(t)).filter((m) => m.to === email);

it('lists the queue oldest first with the minutes each has waited and the pending count', async () => {
  const first = await registerMember(t, { mem_name: 'Asha Jain', gender: 'Female' });
  clock.advance(90 * MINUTE);
  const second = await registerMember(t, { mem_name: 'Vikram Jain' });
  clock.advance(5 * MINUTE);
  // The session went idle over the 95 minutes: sign in again.
  token = await signInStaff(t, staff, clock.now());
  const q = await queue();
  const mine = q.items.filter((i) => [first, second].includes(i.email_id));
  expect(mine.map((i) => [i.mem_name, i.waited_minutes])).toEqual([
    ['Asha Jain', 95],
    ['Vikram Jain', 5],
  ]);
  expect(q.pending_count).toBe(q.items.length);
  const me = data<{ pending_count: number }>(await call(t.app, 'staffMe', { staff_token: token }));
  expect(me.pending_count).toBe(q.pending_count);
});

it('opens a registration with the whole biodata, both reference persons and look-alike accounts', async () => {
  const parent = await verifiedMember(t, { father_contact: '9811122233' });
  const email = await registerMember(t, {
    father_nm: 'Ramesh Agarwal',
    ref_one_nm: 'Suresh Gupta',
    ref_one_contact: '9822233344',
    ref_two_nm: 'Anita Sharma',
    ref_two_contact: '9833344455',
    father_contact: '9811122233',
  });
  const reg = await open(await idOf(email));
  expect(reg.status).toBe('pending');
  expect(reg.biodata).toMatchObject({
    email_id: email,
    father_nm: 'Ramesh Agarwal',
    ref_one_nm: 'Suresh Gupta',
    ref_one_contact: '9822233344',
    ref_two_nm: 'Anita Sharma',
    ref_two_contact: '9833344455',
  });
  expect(reg.biodata).not.toHaveProperty('password_hash');
  expect(JSON.stringify(reg)).not.toMatch(/scrypt\$/);
  expect(reg.duplicates).toEqual([
    expect.objectContaining({
      member_id: await idOf(parent.email),
      status: 'verified',
      matches: ['number 9811122233'],
    }),
  ]);
  expect((await call(t.app, 'deskOpen', { staff_token: token, member_id: '999999' })).wire).toEqual(
    { status: '0', text: M.unknownMember },
  );
});

it('shows every photo through links signed for the staff member', async () => {
  const member = await verifiedMember(t);
  const upload = await call(t.app, 'uploadProPic', {
    local_token: member.local_token,
    pro_pic: dataUrl(await noisyJpeg()),
    upd_for: 'profile',
  });
  expect(upload.wire.status).toBe('001');
  const reg = await open(await idOf(member.email));
  expect(reg.photos).toHaveLength(1);
  const photo = await t.app.inject({ method: 'GET', url: reg.photos[0]?.url ?? '' });
  expect(photo.statusCode).toBe(200);
  expect(photo.headers['content-type']).toBe('image/jpeg');
  // The link is the staff member's: changed viewer, refused.
  const forged = (reg.photos[0]?.url ?? '').replace(/v=\d+/, 'v=1');
  expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
});

it('verifies: the member is mailed, can log in, leaves the queue; the audit log has the line', async () => {
  const email = await registerMember(t, { mem_name: 'Kavya Mehta', gender: 'Female' });
  const id = await idOf(email);
  expect((await call(t.app, 'deskVerify', { staff_token: token, member_id: id })).wire).toEqual({
    status: '001',
    text: M.verified,
  });
  expect((await login(t, email)).user.first_name).toBe('Kavya');
  expect((await mailsTo(email)).map((m) => m.subject)).toContain(
    'Your registration has been verified',
  );
  expect((await queue()).items.map((i) => i.email_id)).not.toContain(email);
  const line = (await readAudit(t.app.db)).at(-1);
  expect(line).toMatchObject({ actor: verifier, action: 'verify' });
  expect(line?.subject).toContain(email);
  const again = await call(t.app, 'deskVerify', { staff_token: token, member_id: id });
  expect(again.wire).toEqual({ status: '0', text: 'This registration is already verified.' });
});

it('rejects with a preset reason and free text; the mail and the login carry both', async () => {
  const email = await registerMember(t);
  const fields = { staff_token: token, member_id: await idOf(email) };
  const bad = await call(t.app, 'deskReject', { ...fields, reason: 'dislike', text: '' });
  expect(bad.wire).toEqual({ status: '-10', text: M.unknownReason });
  const other = await call(t.app, 'deskReject', { ...fields, reason: 'other', text: ' ' });
  expect(other.wire).toEqual({ status: '-10', text: M.reasonTextNeeded });
  const text = 'Both photos are of a group.';
  const { wire } = await call(t.app, 'deskReject', { ...fields, reason: 'photo', text });
  expect(wire).toEqual({ status: '001', text: M.rejected });
  const mail = (await mailsTo(email)).find((m) => m.subject === 'About your registration');
  expect(mail?.text).toContain(`Reason: ${REJECT_REASONS.photo} ${text}`);
  const refused = await call(t.app, 'logint', { p1: email, p2: PASSWORD });
  expect(refused.wire.text).toContain(text);
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({
    action: 'reject',
    reason: `${REJECT_REASONS.photo} ${text}`,
  });
});

it('asks for changes with a preset and words: a mail, and the registration leaves the queue', async () => {
  const email = await registerMember(t);
  const id = await idOf(email);
  const before = await queue();
  const text = "Also your mother's occupation.";
  const fields = { staff_token: token, member_id: id };
  const bad = await call(t.app, 'deskAskChanges', { ...fields, reason: 'nothing', text });
  expect(bad.wire).toEqual({ status: '-10', text: M.unknownReason });
  const bare = await call(t.app, 'deskAskChanges', { ...fields, reason: 'other', text: ' ' });
  expect(bare.wire).toEqual({ status: '-10', text: M.changesTextNeeded });
  const { wire } = await call(t.app, 'deskAskChanges', { ...fields, reason: 'family', text });
  expect(wire).toEqual({ status: '001', text: M.changesAsked });
  const full = `${CHANGE_REASONS.family} ${text}`;
  const mail = (await mailsTo(email)).find((m) => m.subject === 'Please update your registration');
  expect(mail?.text).toContain(full);
  const after = await queue();
  expect(after.items.map((i) => i.member_id)).not.toContain(id);
  expect(after.pending_count).toBe(before.pending_count - 1);
  expect(after.awaiting_changes).toBe(before.awaiting_changes + 1);
  expect((await open(id)).change_requests).toEqual([
    expect.objectContaining({ asked_by: verifier, text: full }),
  ]);
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({
    actor: verifier,
    action: 'ask_changes',
    reason: full,
  });
});

it('lets the member log in to see what to change; saving the profile puts it back in the queue', async () => {
  const email = await registerMember(t);
  const id = await idOf(email);
  const text = 'Please add your occupation.';
  await call(t.app, 'deskAskChanges', { staff_token: token, member_id: id, text });
  const me = await login(t, email);
  const dashboard = await call(t.app, 'getDashboardData', { local_token: me.local_token });
  expect(data<DashboardAnswer>(dashboard).changes_requested).toEqual({
    asked_at: clock.now().toISOString(),
    text,
  });
  // Only the own profile is open to her: not the search, not others' profiles.
  const search = await call(t.app, 'getMembers', { local_token: me.local_token, ser_params: '{}' });
  expect(search.wire).toEqual({ status: '0', text: ACCOUNT_MESSAGES.awaitingVerification });
  const access = await call(t.app, 'getAccessToken', { local_token: me.local_token });
  expect(data<AccessAnswer>(access).user?.first_name).toBe(me.user.first_name);

  const saved = await call(t.app, 'update_profile', {
    local_token: me.local_token,
    occupation: 'Teacher',
  });
  expect(saved.wire).toEqual({ status: '001', text: CHANGES_SAVED });
  expect((await queue()).items.map((i) => i.member_id)).toContain(id);
  expect((await open(id)).change_requests).toEqual([
    expect.objectContaining({ text, asked_by: verifier }),
  ]);
  // Back in the queue she waits like any registration: she may read her profile, not change it.
  const mine = await call(t.app, 'getMyProfile', {
    local_token: me.local_token,
    mem_key: me.user.mem_no,
  });
  expect(mine.wire.status).toBe('1');
  const again = await call(t.app, 'update_profile', {
    local_token: me.local_token,
    occupation: 'Lecturer',
  });
  expect(again.wire).toEqual({ status: '0', text: ACCOUNT_MESSAGES.awaitingVerification });
  expect((await call(t.app, 'logint', { p1: email, p2: PASSWORD })).wire).toEqual({
    status: 'not_validated',
    text: ACCOUNT_MESSAGES.pendingLogin,
  });
});
