import { EMPTY_PREFERENCES, type Preferences } from '../../../shared/domain/preferences';
import type { MatchesAnswer } from '../../../shared/protocol/matchTypes';
import type { FriendListItem, MemberFullProfile } from '../../../shared/protocol/types';
import { savePreferences } from '../../accounts/repositories/preferences';
import { addMemberRequest } from '../repositories/requests';
import { testClock } from '../../../../test/server/helpers/accounts';
import {
  addMember,
  type MemberOverrides,
  type TestMember,
} from '../../../../test/server/helpers/members';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

const clock = testClock(new Date('2026-03-01T09:00:00.000Z'));
let t: TestApp;
let order = 0;

/** A verified woman who fits the seeker's preferences below, unless told otherwise. */
const FITS: MemberOverrides = {
  gender: 'Female',
  dob: '2000-02-10',
  height: 160,
  max_qualification: 'Graduation',
  self_anum: '8',
  state_nm: 'Rajasthan',
  city_nm: 'Jaipur',
  marital_status: 'Unmarried',
  mangalic_status: 'General',
  self_goutra: 'Mittal',
  mama_goutra: 'Garg',
};

const add = async (name: string, over: MemberOverrides = {}, prefs?: Partial<Preferences>) => {
  order += 1;
  const m = await addMember(
    t.app.db,
    {
      ...FITS,
      mem_name: `${name} Test`,
      // Added later = verified later = shown first.
      verifiedAt: new Date(Date.UTC(2026, 0, 1, 0, order)).toISOString(),
      ...over,
    },
    clock.now(),
  );
  if (prefs) await savePreferences(t.app.db, m.id, { ...EMPTY_PREFERENCES, ...prefs }, clock.now());
  return m;
};

const matchesOf = async (viewer: TestMember) =>
  data<MatchesAnswer>(await call(t.app, 'getMatches', { local_token: viewer.token }));
const namesOf = async (viewer: TestMember) =>
  (await matchesOf(viewer)).members.map((m) => m.first_name);

/** A 29-year-old engineer from Jaipur (on the test clock), not Manglik. */
const SEEKER: MemberOverrides = {
  gender: 'Male',
  dob: '1996-06-01',
  height: 175,
  max_qualification: 'Engineering',
  self_anum: '10',
  state_nm: 'Rajasthan',
  city_nm: 'Jaipur',
  marital_status: 'Unmarried',
  mangalic_status: 'General',
  self_goutra: 'Goyal',
  mama_goutra: 'Bansal',
};

let seeker: TestMember;
let open: TestMember;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  seeker = await addMember(t.app.db, { ...SEEKER, mem_name: 'Seeker Test' }, clock.now());
  // Set through update_profile, as My Profile sends it.
  const { wire } = await call(t.app, 'update_profile', {
    local_token: seeker.token,
    pref_age_min: '22',
    pref_age_max: '28',
    pref_height_min: '150',
    pref_height_max: '170',
    pref_education: 'Graduation,Post Graduation',
    pref_income: '6,8',
    pref_state: 'Rajasthan',
    pref_city: 'JAIPUR',
    pref_marital: 'Unmarried,Divorced',
    pref_manglik: 'General',
  });
  expect(wire.status).toBe('001');
  open = await addMember(t.app.db, { ...SEEKER, mem_name: 'Open Test', city_nm: 'Udaipur' });

  // Fit both ways.
  await add('Anita');
  await add(
    'Deepa',
    {},
    {
      pref_age_min: '26',
      pref_age_max: '32',
      pref_height_min: '170',
      pref_height_max: '185',
      pref_education: 'Engineering,Law',
      pref_income: '10,15',
      pref_state: 'Rajasthan',
      pref_city: 'jaipur',
      pref_marital: 'Unmarried',
      pref_manglik: 'General',
    },
  );
  await add('Mala', { mangalic_status: 'General' }, { about_me: 'Teacher.\nLoves music.' });
  // The seeker does not fit hers.
  await add('Bela', {}, { pref_age_min: '30', pref_age_max: '35' });
  await add('Bina', {}, { pref_height_min: '180' });
  await add('Chitra', {}, { pref_education: 'Medicine,Law' });
  await add('Chaya', {}, { pref_income: '20,30' });
  await add('Esha', {}, { pref_manglik: 'Mangalic' });
  await add('Gita', {}, { pref_city: 'Udaipur' });
  await add('Gauri', {}, { pref_state: 'Gujarat' });
  await add('Kiran', {}, { pref_marital: 'Divorced' });
  // She does not fit the seeker's.
  await add('Farah', { dob: '1990-01-01' });
  await add('Hema', { height: 175 });
  await add('Isha', { mangalic_status: 'Anshik Mangalic' });
  await add('Jaya', { city_nm: 'Udaipur' });
  await add('Juhi', { state_nm: 'Gujarat', city_nm: 'Jaipur' });
  await add('Komal', { max_qualification: 'Medicine' });
  await add('Lata', { self_anum: '20' });
  await add('Leela', { marital_status: 'Widow' });
  // Left out as search leaves them out, or already asked.
  const blocked = await add('Nisha');
  const blocker = await add('Nita');
  const paused = await add('Pari');
  const suspended = await add('Sita');
  await add('Tara', { status: 'pending' });
  await add('Uma', { self_goutra: 'Goyal' });
  await add('Vijay', { gender: 'Male' });
  const sentTo = await add('Rani');
  const sentBy = await add('Rekha');
  const at = clock.now().toISOString();
  await t.app.db
    .insertInto('member_blocks')
    .values([
      { blocker_id: seeker.id, blocked_id: blocked.id, created_at: at },
      { blocker_id: blocker.id, blocked_id: seeker.id, created_at: at },
    ])
    .execute();
  await t.app.db
    .insertInto('member_pauses')
    .values({ member_id: paused.id, paused_at: at, until: null })
    .execute();
  await t.app.db
    .updateTable('members')
    .set({ suspended_at: at })
    .where('id', '=', suspended.id)
    .execute();
  await addMemberRequest(t.app.db, { by: seeker.id, to: sentTo.id, now: at });
  await addMemberRequest(t.app.db, { by: sentBy.id, to: seeker.id, status: 'Rejected', now: at });
});
afterAll(() => t.close());

describe('getMatches', () => {
  it('lists those who fit my preferences and whose preferences I fit, newest first', async () => {
    const answer = await matchesOf(seeker);
    expect(answer.has_preferences).toBe(true);
    expect(answer.members.map((m) => m.first_name)).toEqual(['Mala', 'Deepa', 'Anita']);
  });

  it('answers the search cards, with the first line of about me', async () => {
    const [mala, deepa] = (await matchesOf(seeker)).members;
    expect(mala).toMatchObject({ about_me_line: 'Teacher.', pro_pic: '', req_status: null });
    expect(deepa).not.toHaveProperty('about_me_line');
    expect(deepa).not.toHaveProperty('dob');
    expect(deepa).not.toHaveProperty('contact_no');
  });

  it('fits everyone on a preference not set: a member without any sees all whose preferences they fit', async () => {
    const names = await namesOf(open);
    expect((await matchesOf(open)).has_preferences).toBe(false);
    // From Udaipur: Deepa's city preference (Jaipur) leaves him out; Gita's (Udaipur) lets him in.
    expect(names).toContain('Anita');
    expect(names).toContain('Gita');
    expect(names).toContain('Farah');
    expect(names).not.toContain('Deepa');
    // Blocks and requests were the seeker's: Nisha, Nita, Rani and Rekha are open to him.
    expect(names).toEqual(expect.arrayContaining(['Nisha', 'Nita', 'Rani', 'Rekha']));
    for (const left of ['Pari', 'Sita', 'Tara', 'Uma', 'Vijay', 'Bela', 'Esha']) {
      expect(names).not.toContain(left);
    }
    expect(names.length).toBeLessThanOrEqual(20);
  });

  it('shows at most 20, the newest first', async () => {
    for (let i = 0; i < 22; i += 1) await add(`Many${i}`);
    const names = await namesOf(open);
    expect(names).toHaveLength(20);
    expect(names[0]).toBe('Many21');
  });

  it('is refused to a visitor', async () => {
    const { wire } = await call(t.app, 'getMatches', { local_token: 'not-a-session' });
    expect(wire.status).not.toBe('1');
  });
});

describe('about me on the member views', () => {
  it('is whole on the full profile of an accepted member, and its first line on her card', async () => {
    const about = 'Teacher in Jaipur.\nLoves old Hindi songs and long walks.';
    const her = await add('Meera', {}, { about_me: about });
    const him = await addMember(t.app.db, { ...SEEKER, mem_name: 'Accepted Test' }, clock.now());
    await addMemberRequest(t.app.db, {
      by: him.id,
      to: her.id,
      status: 'Accepted',
      now: clock.now().toISOString(),
    });
    const profile = data<MemberFullProfile>(
      await call(t.app, 'getMemberProfile', {
        local_token: him.token,
        req_acc_infoid: her.accountId,
      }),
    );
    expect(profile.about_me).toBe(about);
    const friends = data<FriendListItem[]>(
      await call(t.app, 'getFriendsMembers', { local_token: him.token }),
    );
    expect(friends[0]?.about_me_line).toBe('Teacher in Jaipur.');
  });
});
