import { EMPTY_PREFERENCES } from '../../../shared/domain/preferences';
import { PREFERENCE_MESSAGES as P } from '../../../shared/domain/schemas/preferences';
import type { MyProfile } from '../../../shared/protocol/types';
import { ACCOUNT_MESSAGES as A } from '../messages';
import { testClock, verifiedMember } from '../../../../test/server/helpers/accounts';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

type Me = Awaited<ReturnType<typeof verifiedMember>>;
const profileOf = async (me: Me) =>
  data<MyProfile>(
    await call(t.app, 'getMyProfile', { local_token: me.local_token, mem_key: me.user.mem_no }),
  );
const update = (me: Me, fields: Record<string, string>) =>
  call(t.app, 'update_profile', { local_token: me.local_token, ...fields });

const FULL = {
  about_me: '  Fond of old Hindi songs.\nWorks in Jaipur, family in Udaipur.  ',
  pref_age_min: '24',
  pref_age_max: '30',
  pref_height_min: '152',
  pref_height_max: '170',
  pref_education: 'Graduation, Post Graduation',
  pref_income: '8,10',
  pref_state: 'Rajasthan',
  pref_city: 'Udaipur',
  pref_marital: 'Unmarried',
  pref_manglik: 'General',
};

describe('about me and partner preferences on update_profile and getMyProfile', () => {
  it('answers every field empty before anything is saved', async () => {
    const me = await verifiedMember(t);
    expect(await profileOf(me)).toMatchObject(EMPTY_PREFERENCES);
  });

  it('saves every field, normalised, and reads them back', async () => {
    const me = await verifiedMember(t);
    expect((await update(me, FULL)).wire).toEqual({ status: '001', text: A.profileUpdated });
    expect(await profileOf(me)).toMatchObject({
      ...FULL,
      about_me: 'Fond of old Hindi songs.\nWorks in Jaipur, family in Udaipur.',
      pref_education: 'Graduation,Post Graduation',
    });
  });

  it('keeps them when an older client saves without them (omitted = unchanged)', async () => {
    const me = await verifiedMember(t);
    await update(me, FULL);
    expect((await update(me, { occupation: 'Architect' })).wire.status).toBe('001');
    expect((await update(me, { pref_city: '' })).wire.status).toBe('001');
    const profile = await profileOf(me);
    expect(profile).toMatchObject({ occupation: 'Architect', pref_city: '', pref_age_min: '24' });
    expect(profile.about_me).toMatch(/^Fond of old Hindi songs/);
  });

  it('refuses what the shared schema refuses, storing nothing', async () => {
    const me = await verifiedMember(t);
    await update(me, FULL);
    const cases: [Record<string, string>, string][] = [
      [{ about_me: 'x'.repeat(1001) }, P.aboutMe],
      [{ pref_age_min: '17' }, P.age],
      [{ pref_age_max: 'thirty' }, P.age],
      [{ pref_age_min: '31' }, P.ageOrder],
      [{ pref_height_max: '300' }, P.height],
      [{ pref_height_min: '171' }, P.heightOrder],
      [{ pref_education: 'Graduation,Astrology' }, P.education],
      [{ pref_income: '7' }, P.income],
      [{ pref_marital: 'Engaged' }, P.marital],
      [{ pref_manglik: 'Anshik Mangalic' }, P.manglik],
      [{ pref_state: 'Atlantis' }, P.state],
      [{ pref_city: 'c'.repeat(61) }, P.place],
    ];
    for (const [fields, message] of cases) {
      expect((await update(me, { ...fields, occupation: 'Not saved' })).wire).toEqual({
        status: '-10',
        text: message,
      });
    }
    expect(await profileOf(me)).toMatchObject({
      pref_age_min: '24',
      pref_height_min: '152',
      pref_state: 'Rajasthan',
      occupation: 'Software engineer',
    });
  });

  it('clears every preference back to any', async () => {
    const me = await verifiedMember(t);
    await update(me, FULL);
    expect((await update(me, EMPTY_PREFERENCES)).wire.status).toBe('001');
    expect(await profileOf(me)).toMatchObject(EMPTY_PREFERENCES);
  });
});
