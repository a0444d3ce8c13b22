import { ageOn } from '../../../shared/domain/age';
import type { ListingItem, MemberListAnswer } from '../../../shared/protocol/types';
import { SEARCH_MESSAGES } from '../../../shared/domain/schemas/search';
import { testClock } from '../../../../test/server/helpers/accounts';
import {
  addMember,
  type MemberOverrides,
  type TestMember,
} from '../../../../test/server/helpers/members';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

const clock = testClock(new Date('2026-03-01T09:00:00.000Z'));

/** The exact keys of a listing item: the allow-list, nothing else. */
const LISTING_KEYS = [
  'account_info_id',
  'age',
  'city_nm',
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
  'occupation',
  'photo_after_acceptance',
  'pro_pic',
  'req_count',
  'req_rec_acc_inf_id',
  'req_rec_status',
  'req_status',
  'self_anum',
  'self_goutra',
  'state_nm',
  'verified_on',
];

const search = async (t: TestApp, viewer: TestMember, params: object) =>
  data<MemberListAnswer>(
    await call(t.app, 'getMembers', {
      local_token: viewer.token,
      ser_params: JSON.stringify(params),
    }),
  );

describe('filters', () => {
  let t: TestApp;
  let viewer: TestMember;
  const named: Record<string, TestMember> = {};
  let order = 0;
  const add = async (name: string, over: MemberOverrides) => {
    order += 1;
    named[name] = await addMember(
      t.app.db,
      {
        mem_name: `${name} Test`,
        gender: 'Female',
        // Later in the list = verified later = shown first.
        verifiedAt: new Date(Date.UTC(2026, 0, 1, 0, order)).toISOString(),
        ...over,
      },
      clock.now(),
    );
  };
  /** The names of a page's members, in order. */
  const names = (answer: MemberListAnswer) => answer.members.map((m) => m.first_name);
  const find = (params: object) => search(t, viewer, params).then(names);

  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    viewer = await addMember(
      t.app.db,
      { mem_name: 'Viewer', gender: 'Male', self_goutra: 'Goyal', mama_goutra: 'Bansal' },
      clock.now(),
    );
    const plain = { self_goutra: 'Mittal', mama_goutra: 'Garg', marital_status: 'Unmarried' };
    await add('f1', {
      ...plain,
      city_nm: 'Jaipur',
      self_anum: '6',
      max_qualification: 'Engineering',
      skin_color: 'Fair',
      dob: '2000-03-02', // 25 on 2026-03-01: the birthday is tomorrow
    });
    await add('f2', {
      city_nm: 'Jodhpur',
      self_anum: '10',
      max_qualification: 'Graduation',
      skin_color: 'Medium',
      marital_status: 'Divorced',
      self_goutra: 'Garg',
      mama_goutra: 'Mittal',
      dob: '1995-06-15',
    });
    await add('f3', {
      ...plain,
      city_nm: 'JAIPUR RURAL',
      self_anum: '41',
      max_qualification: 'Doctor',
      skin_color: 'Dark',
      self_goutra: 'Singhal',
      mama_goutra: 'Airan',
      dob: '1990-01-01',
    });
    // Each shares a gotra with the viewer (Goyal / Bansal), one way or another.
    await add('f4', { ...plain, city_nm: 'Delhi', self_anum: '20', self_goutra: 'Goyal' });
    await add('f5', { ...plain, city_nm: 'Delhi', self_anum: '15', mama_goutra: 'Bansal' });
    await add('f6', { ...plain, city_nm: 'Delhi', self_anum: '8', self_goutra: 'Bansal' });
    await add('f7', { ...plain, city_nm: 'Delhi', self_anum: '30', mama_goutra: 'Goyal' });
    await add('pending', { ...plain, status: 'pending' });
    await add('rejected', { ...plain, status: 'rejected' });
    await add('m1', { ...plain, gender: 'Male', city_nm: 'Jaipur' });
  });
  afterAll(() => t.close());

  it('shows verified members of the opposite gender, newest verified first, hiding same gotras', async () => {
    const answer = await search(t, viewer, {});
    expect(names(answer)).toEqual(['f3', 'f2', 'f1']);
    expect(answer).toMatchObject({ page: 1, page_size: 20, total: 3 });
  });

  it('hides same gotras in either direction, and shows them when asked', async () => {
    expect(await find({ hideSameGotra: false })).toEqual([
      'f7',
      'f6',
      'f5',
      'f4',
      'f3',
      'f2',
      'f1',
    ]);
    // The other way round: a Mittal viewer does not see f1 (Mittal/Garg) or f2 (Garg/Mittal).
    const mittal = await addMember(
      t.app.db,
      { gender: 'Male', self_goutra: 'Airan', mama_goutra: 'Mittal' },
      clock.now(),
    );
    const seen = names(await search(t, mittal, {}));
    expect(seen).not.toEqual(expect.arrayContaining(['f1']));
    expect(seen).not.toContain('f2');
    expect(seen).not.toContain('f3'); // Singhal/Airan: her mama gotra is his own
    expect(seen).toEqual(['f6', 'f4']);
  });

  it('lets the member choose either gender, never showing the member', async () => {
    const males = await search(t, viewer, { gender: 'Male', hideSameGotra: false });
    expect(names(males)).toContain('m1');
    expect(names(males)).not.toContain('Viewer');
    expect(males.members.every((m) => m.gender === 'Male')).toBe(true);
    expect(await find({ gender: 'Female' })).toEqual(['f3', 'f2', 'f1']);
  });

  it('matches the start of the city name, in any case', async () => {
    expect(await find({ city_name: 'jai' })).toEqual(['f3', 'f1']);
    expect(await find({ city_name: 'JODH' })).toEqual(['f2']);
    expect(await find({ city_name: 'pur' })).toEqual([]);
    expect(await find({ city_name: '%' })).toEqual([]);
    expect(await find({ city_name: 'jaipur r' })).toEqual(['f3']);
  });

  it('filters income by band and by range', async () => {
    expect(await find({ salary_per_anum: '5-6', lowRange: '5', highRange: '6' })).toEqual(['f1']);
    expect(await find({ salary_per_anum: '40+' })).toEqual(['f3']);
    expect(await find({ lowRange: 8, highRange: -11 })).toEqual(['f3', 'f2']);
    expect(await find({ lowRange: -1, highRange: 10 })).toEqual(['f2', 'f1']);
    expect(await find({ lowRange: 10, highRange: 20, hideSameGotra: false })).toEqual(['f5', 'f4']);
  });

  it('filters education, skin colour and marital status, one value or several', async () => {
    expect(await find({ education: ['Engineering', 'Doctor'] })).toEqual(['f3', 'f1']);
    expect(await find({ education: 'Graduation' })).toEqual(['f2']);
    expect(await find({ skin_color: 'Dark' })).toEqual(['f3']);
    expect(await find({ skin_color: ['Fair', 'Medium'] })).toEqual(['f2', 'f1']);
    expect(await find({ marital_status: ['Divorced'] })).toEqual(['f2']);
  });

  it('filters by the members’ own gotra', async () => {
    expect(await find({ goutra: ['Garg'] })).toEqual(['f2']);
    expect(await find({ goutra: ['Singhal', 'Mittal'] })).toEqual(['f3', 'f1']);
    expect(await find({ goutra: 'Goyal' })).toEqual([]);
    expect(await find({ goutra: 'Goyal', hideSameGotra: false })).toEqual(['f4']);
  });

  it('filters by age on the server clock, birthdays included', async () => {
    expect(await find({ ageMin: 26 })).toEqual(['f3', 'f2']);
    expect(await find({ ageMax: 25 })).toEqual(['f1']);
    expect(await find({ ageMin: 30, ageMax: 30 })).toEqual(['f2']);
    expect(await find({ ageMin: '25', ageMax: '' })).toEqual(['f3', 'f2', 'f1']);
    clock.advance(24 * 60 * 60 * 1000); // f1's 26th birthday
    try {
      expect(await find({ ageMin: 26, ageMax: 26 })).toEqual(['f1']);
      const f1 = (await search(t, viewer, { city_name: 'jaipur' })).members.find(
        (m) => m.first_name === 'f1',
      );
      expect(f1?.age).toBe(26);
      expect(f1?.age).toBe(ageOn('2000-03-02', clock.now()));
    } finally {
      clock.advance(-24 * 60 * 60 * 1000);
    }
  });

  it('combines filters', async () => {
    expect(
      await find({ city_name: 'jai', education: ['Doctor', 'Engineering'], ageMin: 30 }),
    ).toEqual(['f3']);
  });

  it('answers listing items with exactly the safe fields', async () => {
    const [item] = (await search(t, viewer, { city_name: 'jodh' })).members;
    expect(Object.keys(item ?? {}).sort()).toEqual(LISTING_KEYS);
    expect(item).toEqual<ListingItem>({
      account_info_id: named.f2?.accountId ?? '',
      mem_no: Buffer.from(String(named.f2?.memNo)).toString('base64'),
      mem_name: 'f2 Test',
      first_name: 'f2',
      gender: 'Female',
      age: 30,
      height: 175,
      city_nm: 'Jodhpur',
      state_nm: 'Rajasthan',
      max_qualification: 'Graduation',
      occupation: 'Software engineer',
      self_anum: '10',
      self_goutra: 'Garg',
      mama_goutra: 'Mittal',
      marital_status: 'Divorced',
      mangalic_status: '',
      pro_pic: '',
      photo_after_acceptance: false,
      req_status: null,
      req_rec_status: null,
      req_count: 0,
      req_rec_acc_inf_id: null,
      mem_frd_req_id: null,
      frd_req_json: [],
      // Verified at 00:02 UTC on 1 January (add()): India's day, as people write it.
      verified_on: '1 January 2026',
    });
  });

  it.each([
    ['not JSON', '{city', SEARCH_MESSAGES.unreadable],
    ['nested', '{"gender":{"$gt":""}}', SEARCH_MESSAGES.unreadable],
    ['unknown filter', '{"email_id":"a@b.in"}', 'The search filter "email_id" is not known.'],
    ['over 2 KB', JSON.stringify({ city_name: 'x'.repeat(3000) }), SEARCH_MESSAGES.tooLong],
  ])('refuses ser_params that is %s with -10 and a plain message', async (_what, text, message) => {
    const { wire } = await call(t.app, 'getMembers', {
      local_token: viewer.token,
      ser_params: text,
    });
    expect(wire).toEqual({ status: '-10', text: message });
  });
});

describe('pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
  });
  afterAll(() => t.close());

  it('has 20 members a page, newest verified first, each member once', async () => {
    const viewer = await addMember(t.app.db, { gender: 'Female' }, clock.now());
    const made: string[] = [];
    for (let i = 0; i < 45; i += 1) {
      const m = await addMember(
        t.app.db,
        {
          gender: 'Male',
          self_goutra: 'Mittal',
          mama_goutra: 'Garg',
          // Verification order differs from insertion order.
          verifiedAt: new Date(Date.UTC(2025, 0, 1 + ((i * 17) % 45))).toISOString(),
        },
        clock.now(),
      );
      made[(i * 17) % 45] = m.accountId;
    }
    const newestFirst = [...made].reverse();
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await search(t, viewer, { page }));
    expect(pages.map((p) => p.members.length)).toEqual([20, 20, 5, 0]);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    expect(pages.every((p) => p.total === 45 && p.page_size === 20)).toBe(true);
    expect(pages.flatMap((p) => p.members.map((m) => m.account_info_id))).toEqual(newestFirst);
  });
});
