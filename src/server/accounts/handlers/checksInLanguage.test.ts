import { CHECKS } from '../../../shared/domain/checks';
import { MESSAGES } from '../../../shared/domain/messages';
import { PREFERENCE_MESSAGES } from '../../../shared/domain/schemas/preferences';
import { findMemberByEmail } from '../repositories/members';
import { registration, testClock, verifiedMember } from '../../../../test/server/helpers/accounts';
import { buildTestApp, call, type TestApp } from '../../../../test/server/helpers/testApp';

// Issue #18 item 3: a failed check's -10 text is said in the signed-in member's language
// (members.language); English, the seed's words exactly, for everyone else.
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

type Me = Awaited<ReturnType<typeof verifiedMember>>;

async function memberIn(language: 'en' | 'hi'): Promise<Me> {
  const me = await verifiedMember(t);
  const { wire } = await call(t.app, 'setMyLanguage', { local_token: me.local_token, language });
  expect(wire.status).toBe('001');
  return me;
}

const refusalOf = async (me: Me, fields: Record<string, string>) =>
  (await call(t.app, 'update_profile', { local_token: me.local_token, ...fields })).wire;

const CASES: [Record<string, string>, string, string][] = [
  [{ city_nm: '' }, MESSAGES.fillBlank, 'खाली जगहें भरें।'],
  [
    { height: '99' },
    'Please enter a height between 120 and 230 cm.',
    'कृपया 120 से 230 सेमी के बीच का कद लिखें।',
  ],
  [
    { dob: '2010-01-01' },
    'Men must be at least 21 years old to register.',
    'पंजीकरण के लिए लड़के की उम्र कम से कम 21 वर्ष होनी चाहिए।',
  ],
  [{ email_id: 'broken@' }, 'Please enter a valid email address.', 'कृपया सही ईमेल पता लिखें।'],
  [{ state_nm: 'Atlantis' }, CHECKS.stateListed.en, 'कृपया अपना राज्य सूची में से चुनें।'],
  [{ pref_age_min: '5' }, PREFERENCE_MESSAGES.age, 'कृपया 18 से 80 के बीच की उम्र लिखें।'],
];

describe("update_profile's -10 in the member's language", () => {
  it.each(CASES)('%j: Hindi to a Hindi member, storing nothing', async (fields, _en, hi) => {
    const me = await memberIn('hi');
    expect(await refusalOf(me, fields)).toEqual({ status: '-10', text: hi });
    expect(await findMemberByEmail(t.app.db, me.email)).toMatchObject({ city_nm: 'Jaipur' });
  });

  it.each(CASES)('%j: the English words exactly to an English member', async (fields, en) => {
    const me = await memberIn('en');
    expect(await refusalOf(me, fields)).toEqual({ status: '-10', text: en });
  });

  it('answers English to a visitor, whatever language members chose', async () => {
    await memberIn('hi');
    const { wire } = await call(t.app, 'register_member', registration({ city_nm: '' }));
    expect(wire).toEqual({ status: '-10', text: MESSAGES.fillBlank });
  });

  it('follows the member when they switch back to English', async () => {
    const me = await memberIn('hi');
    expect((await refusalOf(me, { pincode: '12' })).text).toBe('कृपया 6 अंकों का पिन कोड लिखें।');
    await call(t.app, 'setMyLanguage', { local_token: me.local_token, language: 'en' });
    expect(await refusalOf(me, { pincode: '12' })).toEqual({
      status: '-10',
      text: 'Please enter a 6-digit pincode.',
    });
  });
});
