import type { MemberPreview } from '../../../shared/protocol/previewTypes';
import type { MemberFullProfile } from '../../../shared/protocol/types';
import { encodeId } from '../ids';
import { MATCHING_MESSAGES as M } from '../messages';
import { savePreferences } from '../../accounts/repositories/preferences';
import { EMPTY_PREFERENCES } from '../../../shared/domain/preferences';
import { testClock } from '../../../../test/server/helpers/accounts';
import { dataUrl, png } from '../../../../test/server/helpers/images';
import { addMember, type TestMember } from '../../../../test/server/helpers/members';
import { requestCalls } from '../../../../test/server/helpers/requests';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  // A small profile allowance, so that the quota test reaches it with a few members.
  t = await buildTestApp({ profileLimitPerDay: 12 }, { now: clock.now });
});
afterAll(() => t.close());

/** Everything a preview may carry: the listing's keys, the family summary, about me, preferences. */
const PREVIEW_KEYS = [
  'about_me',
  'account_info_id',
  'age',
  'brother_status',
  'city_nm',
  'family_anum',
  'father_occup',
  'first_name',
  'frd_req_json',
  'gender',
  'height',
  'mama_goutra',
  'mangalic_status',
  'marital_status',
  'max_qualification',
  'mem_frd_req_id',
  'mem_name',
  'mem_no',
  'mother_occup',
  'occupation',
  'pref_age_max',
  'pref_age_min',
  'pref_city',
  'pref_education',
  'pref_height_max',
  'pref_height_min',
  'pref_income',
  'pref_manglik',
  'pref_marital',
  'pref_state',
  'photo_after_acceptance',
  'pro_pic',
  'req_count',
  'req_rec_acc_inf_id',
  'req_rec_status',
  'req_status',
  'request_state',
  'self_anum',
  'self_goutra',
  'sister_status',
  'state_nm',
  'verified_on',
];
const EXPECTED_KEYS = [...PREVIEW_KEYS].sort();

/** Her private values: none may ever be in a preview's body. */
const PRIVATE = {
  address: '7 Quiet Lane',
  landmark: 'Opposite the well',
  pincode: '302099',
  father_nm: 'Fathername Privatekar',
  father_contact: '9811100002',
  mother_name: 'Mothername Privatekar',
  mother_contact: '9811100003',
  brother_det: 'Brother Privatekar, 9811100004',
  sister_det: 'Sister Privatekar',
  ref_one_nm: 'Refone Privatekar',
  ref_one_contact: '9811100005',
  ref_two_nm: 'Reftwo Privatekar',
  ref_two_contact: '9811100006',
  birth_place: 'Secretnagar',
  dob: '1999-07-23',
  max_qualification_det: 'Gold medal at Privatekar College',
};

let serial = 0;
/** A verified woman with every private field set, a family summary and preferences. */
async function woman(over: Record<string, string> = {}): Promise<TestMember> {
  serial += 1;
  const her = await addMember(
    t.app.db,
    {
      ...PRIVATE,
      gender: 'Female',
      mem_name: `Kavya Preview${serial}`,
      // Unique per member (the database refuses a second): checked apart below.
      email_id: `kavya.private${serial}@example.in`,
      contact_no: `98222${String(serial).padStart(5, '0')}`,
      father_occup: 'Teacher',
      mother_occup: 'Homemaker',
      family_anum: '15',
      brother_status: 'Married',
      sister_status: 'No Sister',
      ...over,
    },
    clock.now(),
  );
  await savePreferences(
    t.app.db,
    her.id,
    {
      ...EMPTY_PREFERENCES,
      about_me: 'Teacher in Ajmer.\nLoves old songs.',
      pref_age_min: '26',
      pref_age_max: '32',
      pref_education: 'Engineering,Graduation',
      pref_manglik: 'General',
    },
    clock.now(),
  );
  return her;
}
const man = (over: Record<string, string> = {}) =>
  addMember(t.app.db, { gender: 'Male', ...over }, clock.now());

const preview = (viewer: TestMember, of: string) =>
  call(t.app, 'getMemberPreview', { local_token: viewer.token, req_acc_infoid: of });
const refusal = { status: '0', text: M.profileNotAvailable };

async function uploadProfilePhoto(who: TestMember) {
  const { wire } = await call(t.app, 'uploadProPic', {
    local_token: who.token,
    pro_pic: dataUrl(await png(40, 30), 'image/png'),
    upd_for: 'profile',
  });
  expect(wire.status).toBe('001');
}

describe('getMemberPreview', () => {
  it('shows a verified member of the other gender what may be seen before an interest', async () => {
    const her = await woman({ city_nm: 'Ajmer', state_nm: 'Rajasthan', occupation: 'Teacher' });
    const him = await man();
    const result = await preview(him, her.accountId);
    const shown = data<MemberPreview>(result);
    expect(Object.keys(shown).sort()).toEqual(EXPECTED_KEYS);
    expect(shown).toMatchObject({
      account_info_id: her.accountId,
      mem_no: encodeId(her.memNo),
      city_nm: 'Ajmer',
      state_nm: 'Rajasthan',
      occupation: 'Teacher',
      father_occup: 'Teacher',
      mother_occup: 'Homemaker',
      family_anum: '15',
      brother_status: 'Married',
      sister_status: 'No Sister',
      about_me: 'Teacher in Ajmer.\nLoves old songs.',
      pref_age_min: '26',
      pref_education: 'Engineering,Graduation',
      pref_manglik: 'General',
      pref_city: '',
      request_state: 'none',
      req_status: null,
      req_rec_status: null,
      pro_pic: '',
    });
    expect(shown.verified_on).toEqual(expect.any(String));
    expect(shown.age).toEqual(expect.any(Number));
    // No contact, address, birth detail, reference or free-text family field, anywhere.
    for (const [field, value] of Object.entries(PRIVATE)) {
      expect({ field, leaked: result.response.body.includes(value) }).toEqual({
        field,
        leaked: false,
      });
    }
    expect(result.response.body).not.toContain(`kavya.private${serial}`);
    expect(result.response.body).not.toContain(`98222${String(serial).padStart(5, '0')}`);
  });

  it('answers the request state between the two, as the request machine reads it', async () => {
    const requests = requestCalls(t);
    const him = await man();
    const [sentTo, receivedFrom, accepted, declined] = [
      await woman(),
      await woman(),
      await woman(),
      await woman(),
    ];
    const sent = await requests.pending(him, sentTo);
    await requests.pending(receivedFrom, him);
    const toAccept = await requests.pending(accepted, him);
    await requests.answerAs(him, accepted.accountId, toAccept, 'Accepted');
    const toDecline = await requests.pending(him, declined);
    await requests.answerAs(declined, him.accountId, toDecline, 'Rejected');

    const stateOf = async (her: TestMember) =>
      data<MemberPreview>(await preview(him, her.accountId));
    expect(await stateOf(sentTo)).toMatchObject({
      request_state: 'sent',
      req_status: 'Pending',
      mem_frd_req_id: sent,
    });
    expect(await stateOf(receivedFrom)).toMatchObject({
      request_state: 'received',
      req_rec_status: 'Pending',
    });
    expect((await stateOf(accepted)).request_state).toBe('accepted');
    expect((await stateOf(declined)).request_state).toBe('declined');
  });

  it('issues no photo link by default, and the profile photo once she shows it to all', async () => {
    const her = await woman();
    await uploadProfilePhoto(her);
    const him = await man();
    const before = data<MemberPreview>(await preview(him, her.accountId));
    // The photo is withheld, and the answer says one waits for an accepted interest.
    expect([before.pro_pic, before.photo_after_acceptance]).toEqual(['', true]);

    await call(t.app, 'setPhotoVisibility', { local_token: her.token, visibility: 'all' });
    const shown = data<MemberPreview>(await preview(him, her.accountId));
    expect(shown.photo_after_acceptance).toBe(false);
    const link = shown.pro_pic;
    // Signed for him (v=his id), and served to him.
    expect(link).toMatch(new RegExp(`^/photo/[0-9a-f]{32}\\.jpg\\?exp=\\d+&v=${him.id}&`));
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
  });

  it('refuses alike: oneself, the same gender, unverified, suspended, blocked either way, unknown', async () => {
    const him = await man();
    const sameGender = await man();
    const pending = await addMember(t.app.db, { gender: 'Female', status: 'pending' }, clock.now());
    const suspended = await woman();
    await t.app.db
      .updateTable('members')
      .set({ suspended_at: clock.now().toISOString(), suspend_reason: 'Test.' })
      .where('id', '=', suspended.id)
      .execute();
    const iBlocked = await woman();
    const blockedMe = await woman();
    const block = (who: TestMember, of: TestMember) =>
      call(t.app, 'blockMember', { local_token: who.token, req_acc_infoid: of.accountId });
    expect((await block(him, iBlocked)).wire.status).toBe('001');
    expect((await block(blockedMe, him)).wire.status).toBe('001');

    const refusedIds = [
      him.accountId,
      sameGender.accountId,
      pending.accountId,
      suspended.accountId,
      iBlocked.accountId,
      blockedMe.accountId,
      encodeId(999_999),
      'garbage',
    ];
    for (const id of refusedIds) {
      expect({ id, wire: (await preview(him, id)).wire }).toEqual({ id, wire: refusal });
    }
    // The blocked one is refused too, not only the blocker.
    expect((await preview(blockedMe, him.accountId)).wire).toEqual(refusal);
  });

  it('hides a paused member, unless the two already have a request (a pause keeps those)', async () => {
    const her = await woman();
    const stranger = await man();
    const suitor = await man();
    await requestCalls(t).pending(suitor, her);
    const paused = await call(t.app, 'pauseProfile', { local_token: her.token, pause_for: '2w' });
    expect(paused.wire.status).toBe('001');
    expect((await preview(stranger, her.accountId)).wire).toEqual(refusal);
    expect(data<MemberPreview>(await preview(suitor, her.accountId)).request_state).toBe('sent');
  });

  it('counts as a profile opened, once a day per member; her full profile after acceptance is then free', async () => {
    const him = await man();
    const women = [];
    for (let i = 0; i < 12; i += 1) women.push(await woman());
    const [first] = women as [TestMember];
    // Twelve new previews use the allowance up; seeing one again costs nothing.
    for (const her of women) expect((await preview(him, her.accountId)).wire.status).toBe('1');
    expect(data<MemberPreview>(await preview(him, first.accountId)).views_left).toBe(0);
    const another = await woman();
    expect((await preview(him, another.accountId)).wire).toEqual({
      status: '0',
      text: M.profileLimit,
    });
    // A refusal costs nothing and the full profile of a member already previewed is free.
    const requests = requestCalls(t);
    const id = await requests.pending(first, him);
    await requests.answerAs(him, first.accountId, id, 'Accepted');
    const full = await call(t.app, 'getMemberProfile', {
      local_token: him.token,
      req_acc_infoid: first.accountId,
    });
    expect(data<MemberFullProfile>(full).views_left).toBe(0);
  });
});
