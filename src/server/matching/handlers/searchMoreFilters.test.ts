import type { MemberListAnswer } from '../../../shared/protocol/types';
import { SEARCH_MESSAGES } from '../../../shared/domain/schemas/search';
import { testClock } from '../../../../test/server/helpers/accounts';
import {
  addMember,
  type MemberOverrides,
  type TestMember,
} from '../../../../test/server/helpers/members';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';
import { addPhoto } from '../../photos';

/** Issue #15 item 5: height, state, Manglik, with photo, member number, exact income, sorts. */
const clock = testClock(new Date('2026-03-01T09:00:00.000Z'));
const AT = clock.now().toISOString();

let t: TestApp;
let viewer: TestMember;
const named: Record<string, TestMember> = {};
let order = 0;

type Over = MemberOverrides & { photo_visibility?: 'all' | 'accepted' };
const add = async (name: string, { photo_visibility = 'accepted', ...over }: Over) => {
  order += 1;
  named[name] = await addMember(
    t.app.db,
    {
      mem_name: `${name} Test`,
      gender: 'Female',
      self_goutra: 'Mittal',
      mama_goutra: 'Garg',
      // Later in the list = verified later = newest.
      verifiedAt: new Date(Date.UTC(2026, 0, 1, 0, order)).toISOString(),
      ...over,
    },
    clock.now(),
  );
  await t.app.db
    .updateTable('members')
    .set({ photo_visibility })
    .where('id', '=', named[name]?.id ?? 0)
    .execute();
};
const id = (name: string) => named[name]?.id ?? 0;

const search = async (who: TestMember, params: object) =>
  data<MemberListAnswer>(
    await call(t.app, 'getMembers', { local_token: who.token, ser_params: JSON.stringify(params) }),
  );
const find = async (params: object, who = viewer) =>
  (await search(who, params)).members.map((m) => m.first_name);

// Through the repository, which also keeps members.has_profile_photo (what "with photo" reads).
async function addProfilePhoto(name: string) {
  const photo = {
    member_id: id(name),
    kind: 'profile' as const,
    file: `${name}.jpg`,
    thumb_file: `${name}-thumb.jpg`,
    width: 600,
    height: 800,
    created_at: AT,
  };
  await addPhoto(t.app.db, photo, 10);
}

async function request(by: string | TestMember, to: string, status: 'Pending' | 'Accepted') {
  const from = typeof by === 'string' ? id(by) : by.id;
  await t.app.db
    .insertInto('member_requests')
    .values({
      req_by_member_id: from,
      req_rec_member_id: id(to),
      req_status: status,
      created_at: AT,
      updated_at: AT,
    })
    .execute();
}

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  viewer = await addMember(
    t.app.db,
    { mem_name: 'Viewer', gender: 'Male', self_goutra: 'Goyal', mama_goutra: 'Bansal' },
    clock.now(),
  );
  await add('short', {
    height: 150,
    state_nm: 'Rajasthan',
    mangalic_status: 'Mangalic',
    self_anum: '6',
    dob: '2000-05-01',
    photo_visibility: 'all',
  });
  await add('mid', {
    height: 165,
    state_nm: 'Gujarat',
    mangalic_status: 'Anshik Mangalic',
    self_anum: '8',
    dob: '1992-05-01',
    photo_visibility: 'accepted',
  });
  await add('tall', {
    height: 180,
    state_nm: 'Madhya Pradesh',
    mangalic_status: 'General',
    self_anum: '6',
    dob: '1996-05-01',
    photo_visibility: 'accepted',
  });
  await add('hidden', {
    height: 170,
    state_nm: 'Rajasthan',
    mangalic_status: 'General',
    self_anum: '10',
    dob: '1998-05-01',
    photo_visibility: 'all',
  });
  // Photos: short shows hers to all; mid and tall only to accepted members; hidden has none.
  for (const name of ['short', 'mid', 'tall']) await addProfilePhoto(name);
  await request(viewer, 'mid', 'Accepted');
  await request('tall', 'hidden', 'Pending');
  await request(viewer, 'tall', 'Pending');
});
afterAll(() => t.close());

describe('new filters', () => {
  it('filters by height in cm, each end inclusive', async () => {
    expect(await find({ heightMin: 165 })).toEqual(['hidden', 'tall', 'mid']);
    expect(await find({ heightMax: 165 })).toEqual(['mid', 'short']);
    expect(await find({ heightMin: '160', heightMax: '175' })).toEqual(['hidden', 'mid']);
    expect(await find({ heightMin: -1, heightMax: '' })).toHaveLength(4);
  });

  it('filters by state, one or several', async () => {
    expect(await find({ state_nm: 'Rajasthan' })).toEqual(['hidden', 'short']);
    expect(await find({ state_nm: ['Gujarat', 'Madhya Pradesh'] })).toEqual(['tall', 'mid']);
    expect(await find({ state_nm: 'Kerala' })).toEqual([]);
  });

  it('filters by Manglik status with the wire spelling', async () => {
    expect(await find({ mangalic_status: 'Mangalic' })).toEqual(['short']);
    expect(await find({ mangalic_status: ['Anshik Mangalic', 'General'] })).toEqual([
      'hidden',
      'tall',
      'mid',
    ]);
  });

  it('"with photo" lists only photos the viewer may see', async () => {
    // short: shown to all; mid: accepted with the viewer; tall: private, only a pending request.
    expect(await find({ withPhoto: true })).toEqual(['mid', 'short']);
    expect(await find({ withPhoto: 'false' })).toHaveLength(4);
    const answer = await search(viewer, { withPhoto: true });
    expect(answer.members.every((m) => m.pro_pic !== '')).toBe(true);
    // Another member, accepted with no one: only the photo shown to all.
    const other = await addMember(t.app.db, { gender: 'Male' }, clock.now());
    expect(await find({ withPhoto: true }, other)).toEqual(['short']);
  });

  it('finds a member by the member number members read, exactly', async () => {
    const memNo = named.tall?.memNo ?? 0;
    expect(await find({ member_no: String(memNo) })).toEqual(['tall']);
    expect(await find({ member_no: memNo })).toEqual(['tall']);
    // Still one filter among the others.
    expect(await find({ member_no: String(memNo), state_nm: 'Rajasthan' })).toEqual([]);
    expect(await find({ member_no: String(memNo).slice(0, -1) })).toEqual([]);
    expect(await find({ member_no: viewer.memNo })).toEqual([]);
  });

  it('matches an income option exactly, and keeps the old bands working', async () => {
    expect(await find({ salary_per_anum: '6' })).toEqual(['tall', 'short']);
    expect(await find({ salary_per_anum: '8', lowRange: -1, highRange: -1 })).toEqual(['mid']);
    expect(await find({ salary_per_anum: '41' })).toEqual([]);
    expect(await find({ salary_per_anum: '6-8' })).toEqual(['mid']);
  });

  it('sorts by newest, younger first or older first', async () => {
    expect(await find({})).toEqual(['hidden', 'tall', 'mid', 'short']);
    expect(await find({ sort: 'newest' })).toEqual(['hidden', 'tall', 'mid', 'short']);
    expect(await find({ sort: 'younger' })).toEqual(['short', 'hidden', 'tall', 'mid']);
    expect(await find({ sort: 'older' })).toEqual(['mid', 'tall', 'hidden', 'short']);
    expect(await find({ sort: 'older', ageMax: 29, heightMin: 160 })).toEqual(['tall', 'hidden']);
  });

  it('composes with each other and with blocks, pauses and suspensions', async () => {
    const all = { state_nm: ['Rajasthan', 'Gujarat', 'Madhya Pradesh'], heightMin: 150 };
    expect(await find(all)).toEqual(['hidden', 'tall', 'mid', 'short']);
    expect(await find({ ...all, withPhoto: true, sort: 'younger' })).toEqual(['short', 'mid']);
    const me = await addMember(t.app.db, { gender: 'Male' }, clock.now());
    await t.app.db
      .insertInto('member_blocks')
      .values({ blocker_id: id('hidden'), blocked_id: me.id, created_at: AT })
      .execute();
    await t.app.db
      .insertInto('member_pauses')
      .values({ member_id: id('tall'), paused_at: AT, until: null })
      .execute();
    await t.app.db
      .updateTable('members')
      .set({ suspended_at: AT })
      .where('id', '=', id('short'))
      .execute();
    try {
      expect(await find({ ...all, sort: 'older' }, me)).toEqual(['mid']);
      expect(await find({ member_no: named.tall?.memNo }, me)).toEqual([]);
      expect(await find({ state_nm: 'Rajasthan', withPhoto: true }, me)).toEqual([]);
    } finally {
      await t.app.db.deleteFrom('member_blocks').execute();
      await t.app.db.deleteFrom('member_pauses').execute();
      await t.app.db.updateTable('members').set({ suspended_at: null }).execute();
    }
  });

  it.each([
    ['a height below the range', { heightMin: 90 }, SEARCH_MESSAGES.height],
    ['a height in feet', { heightMax: '5.5' }, SEARCH_MESSAGES.height],
    [
      'heights the wrong way round',
      { heightMin: 180, heightMax: 160 },
      SEARCH_MESSAGES.heightOrder,
    ],
    ['an unknown Manglik status', { mangalic_status: 'Mangalik' }, SEARCH_MESSAGES.manglik],
    ['a state name over 80 characters', { state_nm: ['x'.repeat(81)] }, SEARCH_MESSAGES.text],
    ['"with photo" that is not yes or no', { withPhoto: 'maybe' }, SEARCH_MESSAGES.withPhoto],
    ['a member number with letters', { member_no: 'MTAwMQ==' }, SEARCH_MESSAGES.memberNo],
    ['an unknown sort', { sort: 'name' }, SEARCH_MESSAGES.sort],
    [
      'an income that is neither option nor band',
      { salary_per_anum: '7' },
      SEARCH_MESSAGES.salaryBand,
    ],
  ])('refuses %s with -10 and a plain message', async (_what, params, message) => {
    const { wire } = await call(t.app, 'getMembers', {
      local_token: viewer.token,
      ser_params: JSON.stringify(params),
    });
    expect(wire).toEqual({ status: '-10', text: message });
  });
});
