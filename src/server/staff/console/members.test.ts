import type { MemberCard, MemberSearchAnswer } from '../../../shared/protocol/consoleTypes';
import type { MemberListAnswer } from '../../../shared/protocol/types';
import { findMemberByEmail } from '../../accounts';
import { SUSPENDED_LOGIN } from '../../accounts/suspension';
import {
  lastOtp,
  login,
  PASSWORD,
  readOutbox,
  registerMember,
  testClock,
  verifiedMember,
} from '../../../../test/server/helpers/accounts';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';
import { addTestStaff, signInStaff } from '../../../../test/server/helpers/staff';
import { audit, readAudit } from '../audit';
import { addMemberRequest } from '../../matching';
import { insertReport } from '../../safety/repositories/reports';
import { CONSOLE_MESSAGES as M } from './messages';

const clock = testClock();
let t: TestApp;
let token: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  const staff = await addTestStaff(t, 'admin');
  admin = staff.email;
  token = await signInStaff(t, staff, clock.now());
});
afterAll(() => t.close());

const search = async (q: string) =>
  data<MemberSearchAnswer>(await call(t.app, 'memberSearch', { staff_token: token, q }));
const card = async (member_id: string) =>
  data<MemberCard>(await call(t.app, 'memberOpen', { staff_token: token, member_id }));
const idOf = async (email: string) => String((await findMemberByEmail(t.app.db, email))?.id);
/** Whether a member's own search (getMembers) lists someone by name. */
const memberSearchFinds = async (local_token: string, name: string) => {
  const found = data<MemberListAnswer>(
    await call(t.app, 'getMembers', {
      local_token,
      ser_params: JSON.stringify({ gender: 'Female', hideSameGotra: false }),
    }),
  );
  return found.members.some((m) => m.mem_name === name);
};

it('finds members by name, email, mobile and member number', async () => {
  const m = await verifiedMember(t, { mem_name: 'Sunaina Khandelwal', contact_no: '9123456780' });
  const id = await idOf(m.email);
  const memNo = (await card(id)).mem_no;
  for (const q of ['khandelwal', m.email.toUpperCase(), '9123456780', memNo]) {
    expect((await search(q)).items.map((i) => i.member_id)).toContain(id);
  }
  expect((await search('Nobody Like This')).items).toEqual([]);
  const short = await call(t.app, 'memberSearch', { staff_token: token, q: ' a ' });
  expect(short.wire).toEqual({ status: '0', text: M.searchTooShort });
});

it('suspends: sessions end, login refused with a plain message, out of search; restores', async () => {
  const seeker = await verifiedMember(t, { gender: 'Male' });
  const m = await verifiedMember(t, { gender: 'Female', mem_name: 'Ritika Bansal' });
  const id = await idOf(m.email);
  expect(await memberSearchFinds(seeker.local_token, 'Ritika Bansal')).toBe(true);
  const fields = { staff_token: token, member_id: id };

  const bare = await call(t.app, 'memberSuspend', { ...fields, reason: '' });
  expect(bare.wire).toEqual({ status: '-10', text: M.reasonNeeded });
  const reason = 'Reported for rude messages.';
  expect((await call(t.app, 'memberSuspend', { ...fields, reason })).wire).toEqual({
    status: '001',
    text: M.suspended,
  });
  expect((await call(t.app, 'memberSuspend', { ...fields, reason })).wire.text).toBe(
    M.alreadySuspended,
  );
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({
    actor: admin,
    action: 'suspend',
    reason,
  });
  // Her old session opens nothing; the password login says why; nobody finds her.
  const old = await call(t.app, 'getDashboardData', { local_token: m.local_token });
  expect(old.wire.status).toBe('0');
  expect((await call(t.app, 'logint', { p1: m.email, p2: PASSWORD })).wire).toEqual({
    status: 'not_validated',
    text: SUSPENDED_LOGIN,
  });
  expect(await memberSearchFinds(seeker.local_token, 'Ritika Bansal')).toBe(false);
  const told = (await readOutbox(t)).find(
    (x) => x.to === m.email && x.subject === 'Your account has been suspended',
  );
  expect(told?.text).toContain(reason);
  // Nor does the forgot-password code log her in.
  const ticket = data<{ id: string }[]>(
    await call(t.app, 'registerWithOTP', { p1_contact: m.email }),
  )[0];
  const code = await lastOtp(t, m.email);
  const otp = await call(t.app, 'logotp', { p1_otp: code, ref_id: ticket?.id ?? '' });
  expect(otp.wire).toEqual({ status: '0', text: SUSPENDED_LOGIN });
  expect(await card(id)).toMatchObject({ suspend_reason: reason, status: 'verified' });
  expect((await search('Ritika Bansal')).items[0]).toMatchObject({ suspended: true });

  const back = await call(t.app, 'memberRestore', { ...fields, reason: 'Spoke with her father.' });
  expect(back.wire).toEqual({ status: '001', text: M.restored });
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({ action: 'restore' });
  expect((await login(t, m.email)).user.first_name).toBe('Ritika');
  expect(await memberSearchFinds(seeker.local_token, 'Ritika Bansal')).toBe(true);
  expect((await card(id)).suspended_at).toBeNull();
  const again = await call(t.app, 'memberRestore', { ...fields, reason: 'Again.' });
  expect(again.wire).toEqual({ status: '0', text: M.notSuspended });
});

it('keeps notes on a member, append-only, with author and time', async () => {
  const m = await verifiedMember(t);
  const id = await idOf(m.email);
  const fields = { staff_token: token, member_id: id };
  expect((await call(t.app, 'memberNote', { ...fields, text: ' ' })).wire.status).toBe('-10');
  await call(t.app, 'memberNote', { ...fields, text: 'Father called about the photos.' });
  clock.advance(60_000);
  await call(t.app, 'memberNote', { ...fields, text: 'Photos replaced.' });
  const notes = (await card(id)).notes;
  expect(notes).toEqual([
    {
      at: new Date(clock.now().getTime() - 60_000).toISOString(),
      author: admin,
      text: 'Father called about the photos.',
    },
    { at: clock.now().toISOString(), author: admin, text: 'Photos replaced.' },
  ]);
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({ action: 'member_note' });
  // Read as text: the driver's error class comes from outside jest's realm (see cli.test.ts).
  const change = await t.app.db
    .updateTable('member_notes')
    .set({ text: 'changed' })
    .execute()
    .then(
      () => 'done',
      (err: unknown) => String(err),
    );
  expect(change).toMatch(/never changed/);
  const missing = await call(t.app, 'memberOpen', { staff_token: token, member_id: '999999' });
  expect(missing.wire).toEqual({ status: '0', text: M.unknownMember });
});

it("shows who verified, the requests, the reports and the team's actions on this member only", async () => {
  const email = await registerMember(t, { mem_name: 'Pallavi Goyal', gender: 'Female' });
  const id = await idOf(email);
  const other = await verifiedMember(t, { gender: 'Male' });
  const staff_token = token;
  expect((await call(t.app, 'deskVerify', { staff_token, member_id: id })).wire.status).toBe('001');
  await call(t.app, 'memberNote', { staff_token, member_id: id, text: 'Father called.' });
  // Lines about other members never reach her timeline, however alike the ids look.
  const cli = { kind: 'cli' as const, command: 'npm run team -- test' };
  for (const subject of [`member:${id}0 <x>`, `report:9 member:${id}0`, `member:1${id}`])
    await audit(t.app.db, cli, { action: 'suspend', subject }, clock.now());
  const now = clock.now().toISOString();
  await addMemberRequest(t.app.db, { by: other.user.id, to: Number(id), status: 'Accepted', now });
  await insertReport(t.app.db, {
    reporter_id: other.user.id,
    reported_id: Number(id),
    reporter_label: 'x',
    reported_label: 'y',
    reason: 'fake_profile',
    words: '',
    created_at: now,
  });

  const file = await card(id);
  expect(file.verified_by).toBe(admin);
  expect(file.requests).toEqual({ total: 1, accepted: 1, pending: 0 });
  expect(file.reports).toEqual({ made: 0, received: 1 });
  expect(file.timeline.map((l) => [l.actor, l.action])).toEqual([
    [admin, 'member_note'],
    [admin, 'verify'],
  ]);
  expect((await card(String(other.user.id))).reports).toEqual({ made: 1, received: 0 });
});
