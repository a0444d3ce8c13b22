import { MESSAGES } from '../../../shared/domain/messages';
import { PROFILE_ENTRY_FIELDS } from '../../../shared/domain/profile';
import type { DashboardAnswer, MyProfile } from '../../../shared/protocol/types';
import { findMemberByEmail } from '../repositories/members';
import { IDENTITY_MESSAGES as I } from '../identityMessages';
import { addMemberRequest } from '../../matching';
import { registration, testClock, verifiedMember } from '../../../../test/server/helpers/accounts';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const profileOf = (local_token: string, mem_key: string) =>
  call(t.app, 'getMyProfile', { local_token, mem_key });

describe('getMyProfile', () => {
  it('answers every requirements §3 field of the caller, formatted, without the password', async () => {
    const me = await verifiedMember(t, {
      mem_name: 'Rohan Mittal',
      ref_one_nm: 'Ramesh Gupta',
      ref_one_contact: '9812345678',
      birth_time: '18:05',
    });
    const profile = data<MyProfile>(await profileOf(me.local_token, me.user.mem_no));
    for (const f of PROFILE_ENTRY_FIELDS) expect(profile).toHaveProperty(f);
    expect(profile).toMatchObject({
      id: me.user.id,
      mem_no: me.user.mem_no,
      first_name: 'Rohan',
      mem_name: 'Rohan Mittal',
      email_id: me.email,
      height: 175,
      dob: '2000-05-14',
      fmt_dob: '14 May 2000',
      birth_time: '18:05',
      fmt_time: '6:05 PM',
      ref_one_nm: 'Ramesh Gupta',
      pro_pic: '',
      other_pic: '',
      photos: [],
      photo_visibility: 'accepted',
      status: 'verified',
    });
    const text = JSON.stringify(profile);
    expect(text).not.toMatch(/scrypt|password|consent/);
  });

  it("answers 0 for anybody else's mem_key, or a malformed one", async () => {
    const me = await verifiedMember(t);
    const other = await verifiedMember(t);
    for (const key of [other.user.mem_no, 'MTAwMQ', 'not base64!', '', 'MDAx']) {
      expect((await profileOf(me.local_token, key)).wire).toEqual({
        status: '0',
        text: 'You can only open your own profile here.',
      });
    }
  });

  it('needs a session', async () => {
    const me = await verifiedMember(t);
    expect((await profileOf('', me.user.mem_no)).wire).toEqual({
      status: '0',
      text: MESSAGES.notLoggedIn,
    });
  });
});

describe('update_profile', () => {
  it('saves the sent fields, keeps the others, and ignores reference persons', async () => {
    const me = await verifiedMember(t, {
      ref_one_nm: 'Ramesh Gupta',
      ref_one_contact: '9812345678',
    });
    const { wire } = await call(t.app, 'update_profile', {
      local_token: me.local_token,
      occupation: '  Chartered Accountant ',
      height: '180',
      mem_name: 'Rohit Mittal',
      ref_one_nm: 'Somebody Else',
      ref_two_contact: '9999999999',
    });
    // A verified member's new name waits for the team (staff/reverify.test.ts).
    expect(wire).toEqual({ status: '001', text: I.identityHeld });
    const row = await findMemberByEmail(t.app.db, me.email);
    expect(row).toMatchObject({
      occupation: 'Chartered Accountant',
      height: 180,
      mem_name: 'Rohan Mittal',
      first_name: 'Rohan',
      city_nm: 'Jaipur',
      ref_one_nm: 'Ramesh Gupta',
      ref_one_contact: '9812345678',
      ref_two_contact: '',
    });
  });

  it('applies the registration rules with the messages of requirements §8, storing nothing', async () => {
    const me = await verifiedMember(t);
    const cases: [Record<string, string>, string][] = [
      [{ city_nm: '' }, MESSAGES.fillBlank],
      [{ skin_color: '0' }, MESSAGES.fillBlank],
      [{ height: '99' }, 'Please enter a height between 120 and 230 cm.'],
      [{ dob: '2010-01-01' }, 'Men must be at least 21 years old to register.'],
      [{ email_id: 'broken@' }, 'Please enter a valid email address.'],
      [{ state_nm: 'Atlantis' }, 'Please choose your state from the list.'],
      [{ self_goutra: 'Nobody' }, 'Please choose the gotra from the list.'],
    ];
    for (const [fields, message] of cases) {
      const { wire } = await call(t.app, 'update_profile', {
        local_token: me.local_token,
        ...fields,
      });
      expect(wire).toEqual({ status: '-10', text: message });
    }
    expect(await findMemberByEmail(t.app.db, me.email)).toMatchObject({
      city_nm: 'Jaipur',
      height: 175,
      dob: '2000-05-14',
    });
  });

  it('no longer changes email or mobile, and answers taken and free values alike', async () => {
    const other = registration();
    const them = await verifiedMember(t, other);
    const me = await verifiedMember(t);
    const update = (fields: Record<string, string>) =>
      call(t.app, 'update_profile', { local_token: me.local_token, ...fields });
    const needsPassword = { status: '-10', text: I.contactNeedsPassword };
    const tries: Record<string, string>[] = [
      { email_id: them.email.toUpperCase() },
      { email_id: `free.${me.user.id}@example.in` },
      { contact_no: other.contact_no as string },
      { contact_no: '9733333333' },
    ];
    for (const fields of tries) {
      expect((await update(fields)).wire).toEqual(needsPassword);
    }
    expect(await findMemberByEmail(t.app.db, me.email)).toBeDefined();
    // Its own values are sent back with every save, and the other fields still save.
    expect((await update({ email_id: me.email.toUpperCase(), occupation: 'Pilot' })).wire).toEqual({
      status: '001',
      text: 'Your profile has been updated.',
    });
  });
});

describe('getDashboardData', () => {
  it('counts the requests the member sent or received', async () => {
    const me = await verifiedMember(t);
    const others = await Promise.all([1, 2, 3, 4].map(() => verifiedMember(t)));
    const now = clock.now().toISOString();
    const [a, b, c, d] = others.map((o) => o.user.id) as [number, number, number, number];
    await addMemberRequest(t.app.db, { by: me.user.id, to: a, now });
    await addMemberRequest(t.app.db, { by: me.user.id, to: b, status: 'Accepted', now });
    await addMemberRequest(t.app.db, { by: c, to: me.user.id, status: 'Rejected', now });
    await addMemberRequest(t.app.db, { by: d, to: me.user.id, status: 'Accepted', now });
    await addMemberRequest(t.app.db, { by: a, to: b, now }); // not mine
    const dashboard = data<DashboardAnswer>(
      await call(t.app, 'getDashboardData', { local_token: me.local_token }),
    );
    // The one pending request is the one she sent: nothing waits for her answer.
    expect(dashboard).toEqual({
      member_reqests: { Total: 4, Accepted: 2, Pending: 1 },
      changes_requested: null,
      waiting_for_answer: 0,
    });
    const theirs = data<DashboardAnswer>(
      await call(t.app, 'getDashboardData', { local_token: others[3]?.local_token ?? '' }),
    );
    expect(theirs.member_reqests).toEqual({ Total: 1, Accepted: 1, Pending: 0 });
  });

  it('answers zeros to a member without requests', async () => {
    const me = await verifiedMember(t);
    expect(
      data<DashboardAnswer>(await call(t.app, 'getDashboardData', { local_token: me.local_token })),
    ).toEqual({
      member_reqests: { Total: 0, Accepted: 0, Pending: 0 },
      changes_requested: null,
      waiting_for_answer: 0,
    });
  });
});
