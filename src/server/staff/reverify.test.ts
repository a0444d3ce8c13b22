import type { ReverifyQueueAnswer } from '../../shared/protocol/identityTypes';
import type { MemberFullProfile, MemberListAnswer, MyProfile } from '../../shared/protocol/types';
import { findMemberByEmail } from '../accounts';
import { addMemberRequest } from '../matching';
import {
  login,
  readOutbox,
  registerMember,
  testClock,
  verifiedMember,
} from '../../../test/server/helpers/accounts';
import { buildTestApp, call, data, type TestApp } from '../../../test/server/helpers/testApp';
import { addTestStaff, signInStaff } from '../../../test/server/helpers/staff';
import { readAudit } from './audit';
import { REVERIFY_MESSAGES as R } from './reverifyDecisions';

/**
 * Re-verification (issue #14 item 1): a verified member's new date of birth waits for the desk
 * while everyone else keeps seeing the old one; approve shows it, revert discards it.
 */
const clock = testClock(new Date('2026-03-12T20:00:00.000Z'));
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  token = await signInStaff(t, await addTestStaff(t, 'verifier'), clock.now());
});
afterAll(() => t.close());

let cityNo = 0;

/** A verified man in a city of his own, and a verified woman accepted with him. */
async function pair() {
  cityNo += 1;
  const city = `Reverifypur${cityNo}x`;
  // Verified at the desk at 20:00 UTC (the clock): already 13 March in India, the badge's day.
  const email = await registerMember(t, { mem_name: 'Rohan Mittal', city_nm: city });
  const member_id = String((await findMemberByEmail(t.app.db, email))?.id);
  await call(t.app, 'deskVerify', { staff_token: token, member_id });
  const member = { ...(await login(t, email)), email };
  const viewer = await verifiedMember(t, { gender: 'Female', mem_name: 'Asha Goyal' });
  const now = clock.now().toISOString();
  await addMemberRequest(t.app.db, {
    by: viewer.user.id,
    to: member.user.id,
    status: 'Accepted',
    now,
  });
  return { member, viewer, city };
}

type Pair = Awaited<ReturnType<typeof pair>>;

/** What the viewer sees of the member: the search card and the full profile. */
async function seenBy({ member, viewer, city }: Pair) {
  const list = data<MemberListAnswer>(
    await call(t.app, 'getMembers', {
      local_token: viewer.local_token,
      ser_params: JSON.stringify({ city_name: city, gender: 'Male', hideSameGotra: false }),
    }),
  );
  const row = await findMemberByEmail(t.app.db, member.email);
  const card = list.members.find((m) => m.mem_name.startsWith('Ro'));
  const profile = data<MemberFullProfile>(
    await call(t.app, 'getMemberProfile', {
      local_token: viewer.local_token,
      req_acc_infoid: Buffer.from(String(row?.id)).toString('base64'),
    }),
  );
  return { card, profile };
}

const myProfile = (p: Pair) =>
  call(t.app, 'getMyProfile', { local_token: p.member.local_token, mem_key: p.member.user.mem_no });

const changeDob = (p: Pair, dob: string) =>
  call(t.app, 'update_profile', { local_token: p.member.local_token, dob, occupation: 'Teacher' });

const queue = async () =>
  data<ReverifyQueueAnswer>(await call(t.app, 'deskReverifications', { staff_token: token }));

it('holds a verified member’s new date of birth: others see the old one, the desk sees both', async () => {
  const p = await pair();
  const { wire } = await changeDob(p, '1999-01-02');
  expect(wire.status).toBe('001');
  expect(wire.text).toMatch(/once our team has checked it/);

  const { card, profile } = await seenBy(p);
  expect(card?.age).toBe(25); // born 14 May 2000, on 12 March 2026
  expect(card?.verified_on).toBe('13 March 2026');
  expect(profile).toMatchObject({
    dob: '2000-05-14',
    fmt_dob: '14 May 2000',
    occupation: 'Teacher',
  });
  expect(profile.verified_on).toBe('13 March 2026');

  const mine = data<MyProfile>(await myProfile(p));
  expect(mine.dob).toBe('2000-05-14');
  expect(mine.pending_identity).toMatchObject({ dob: '1999-01-02', fmt_dob: '2 January 1999' });
  expect(mine.status).toBe('verified');

  const item = (await queue()).items.find((i) => i.member_id === String(p.member.user.id));
  expect(item?.changes).toEqual([
    { field: 'dob', label: 'Date of birth', before: '14 May 2000', after: '2 January 1999' },
  ]);
});

it('approve makes the new date visible, writes an audit line and mails the member', async () => {
  const p = await pair();
  await changeDob(p, '1999-01-02');
  const member_id = String(p.member.user.id);
  const { wire } = await call(t.app, 'deskReverifyApprove', { staff_token: token, member_id });
  expect(wire).toEqual({ status: '001', text: R.approved });

  const { profile, card } = await seenBy(p);
  expect(profile).toMatchObject({ dob: '1999-01-02', fmt_dob: '2 January 1999' });
  expect(card?.age).toBe(27);
  expect(data<MyProfile>(await myProfile(p)).pending_identity).toBeNull();
  expect((await queue()).items.map((i) => i.member_id)).not.toContain(member_id);
  const line = (await readAudit(t.app.db)).at(-1);
  expect(line).toMatchObject({ action: 'reverify_approve' });
  expect(line?.subject).toContain(`member:${member_id} `);
  const mail = (await readOutbox(t)).filter((m) => m.to === p.member.email).at(-1);
  expect(mail?.text).toContain('Date of birth: 2 January 1999');
  // Nothing waits any more: a second decision is refused.
  expect((await call(t.app, 'deskReverifyRevert', { staff_token: token, member_id })).wire).toEqual(
    { status: '0', text: R.nothingWaiting },
  );
});

it('revert discards the change, keeps the old values and tells the member what was kept', async () => {
  const p = await pair();
  await call(t.app, 'update_profile', {
    local_token: p.member.local_token,
    mem_name: 'Rohit Mittal',
    gender: 'Male',
    dob: '1998-03-04',
  });
  const member_id = String(p.member.user.id);
  const item = (await queue()).items.find((i) => i.member_id === member_id);
  expect(item?.changes.map((c) => [c.before, c.after])).toEqual([
    ['Rohan Mittal', 'Rohit Mittal'],
    ['14 May 2000', '4 March 1998'],
  ]);
  const { wire } = await call(t.app, 'deskReverifyRevert', { staff_token: token, member_id });
  expect(wire).toEqual({ status: '001', text: R.reverted });
  expect(await findMemberByEmail(t.app.db, p.member.email)).toMatchObject({
    mem_name: 'Rohan Mittal',
    first_name: 'Rohan',
    dob: '2000-05-14',
  });
  expect(data<MyProfile>(await myProfile(p)).pending_identity).toBeNull();
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({ action: 'reverify_revert' });
  const mail = (await readOutbox(t)).filter((m) => m.to === p.member.email).at(-1);
  expect(mail?.text).toMatch(/Name: Rohan Mittal\nGender: Male\nDate of birth: 14 May 2000/);
});

it('saving other fields later keeps the waiting change; a second change replaces it', async () => {
  const p = await pair();
  await changeDob(p, '1999-01-02');
  // My Profile's form sends the live values back with the other fields.
  await call(t.app, 'update_profile', {
    local_token: p.member.local_token,
    dob: '2000-05-14',
    occupation: 'Engineer',
  });
  let mine = data<MyProfile>(await myProfile(p));
  expect(mine).toMatchObject({ occupation: 'Engineer', dob: '2000-05-14' });
  expect(mine.pending_identity?.dob).toBe('1999-01-02');
  await changeDob(p, '1999-02-03');
  mine = data<MyProfile>(await myProfile(p));
  expect(mine.pending_identity?.dob).toBe('1999-02-03');
  const mineInQueue = (await queue()).items.filter((i) => i.member_id === String(p.member.user.id));
  expect(mineInQueue).toHaveLength(1);
});
