import type { MemberFullProfile, MemberListAnswer } from '../../../shared/protocol/types';
import { DEFAULT_LIST_LIMIT_PER_DAY } from '../../config';
import { MATCHING_MESSAGES as M } from '../messages';
import { testClock } from '../../../../test/server/helpers/accounts';
import { addMember, type TestMember } from '../../../../test/server/helpers/members';
import { requestCalls } from '../../../../test/server/helpers/requests';
import { call, buildTestApp, data, type TestApp } from '../../../../test/server/helpers/testApp';

jest.setTimeout(120_000);
const HOUR = 60 * 60 * 1000;
// 09:00 UTC is 14:30 in India: the quota's day ends at 18:30 UTC.
const clock = testClock(new Date('2026-03-01T09:00:00.000Z'));

/** Seeded members are all 'Male' (the fixture); searches ask for them by gender. */
const search = (t: TestApp, me: TestMember, params: Record<string, unknown> = {}) =>
  call(t.app, 'getMembers', {
    local_token: me.token,
    ser_params: JSON.stringify({
      gender: 'Male',
      lowRange: '-1',
      highRange: '-1',
      hideSameGotra: false,
      ...params,
    }),
  });

async function seed(t: TestApp, n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) await addMember(t.app.db, {}, clock.now());
}

describe('the daily quota of members listed, with the default limits', () => {
  let t: TestApp;
  let me: TestMember;
  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    await seed(t, 800);
    me = await addMember(t.app.db, { gender: 'Female' }, clock.now());
  });
  afterAll(() => t.close());

  it('lets a member page through 40 result pages and change the filters 40 times', async () => {
    const listed = new Set<string>();
    for (let page = 1; page <= 40; page += 1) {
      const answer = data<MemberListAnswer>(await search(t, me, { page }));
      expect(answer.members).toHaveLength(20);
      for (const m of answer.members) listed.add(m.account_info_id);
    }
    expect(listed.size).toBe(800);
    // Forty filter changes, each showing a first page (all seeded members are 25, from Jaipur).
    for (let i = 0; i < 40; i += 1) {
      const filters =
        i % 2 === 0
          ? { ageMin: 18 + (i % 7), ageMax: 30 + i }
          : { city_name: ['J', 'Ja', 'Jai', 'Jaip', 'Jaipur'][i % 5] };
      expect((await search(t, me, filters)).wire.status).toBe('1');
    }
    const last = data<MemberListAnswer>(await search(t, me, { page: 40 }));
    // 800 of 2000 seen: far from the limit, so the answer carries no count.
    expect(last.views_left).toBeUndefined();
    expect(DEFAULT_LIST_LIMIT_PER_DAY - listed.size).toBeGreaterThan(200);
  });
});

describe('the daily quotas near and at their limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ listLimitPerDay: 100, profileLimitPerDay: 2 }, { now: clock.now });
    await seed(t, 160);
  });
  afterAll(() => t.close());
  const woman = () => addMember(t.app.db, { gender: 'Female' }, clock.now());

  it('stops a walk through many members; what was seen stays free, and a new day starts over', async () => {
    const me = await woman();
    const left: (number | undefined)[] = [];
    for (let page = 1; page <= 5; page += 1) {
      left.push(data<MemberListAnswer>(await search(t, me, { page })).views_left);
    }
    // The limit is within the note's reach (200), so every answer says what is left.
    expect(left).toEqual([80, 60, 40, 20, 0]);
    expect((await search(t, me, { page: 6 })).wire).toEqual({ status: '0', text: M.listLimit });
    // Reloading and refiltering what was already listed costs nothing, even at the limit.
    for (let i = 0; i < 10; i += 1) {
      expect(data<MemberListAnswer>(await search(t, me, { page: 1 + (i % 5) })).views_left).toBe(0);
    }
    expect((await search(t, me, { page: 7 })).wire.status).toBe('0');
    clock.advance(10 * HOUR); // past midnight in India
    try {
      expect(data<MemberListAnswer>(await search(t, me, { page: 6 })).views_left).toBe(80);
    } finally {
      clock.advance(-10 * HOUR);
    }
  });

  it('counts each full profile once a day, never the own one, and says how many are left', async () => {
    const me = await woman();
    const partners = [await addMember(t.app.db, {}, clock.now())];
    partners.push(await addMember(t.app.db, {}, clock.now()));
    partners.push(await addMember(t.app.db, {}, clock.now()));
    const { pending, answerAs } = requestCalls(t);
    for (const p of partners) {
      const id = await pending(p, me);
      expect((await answerAs(me, p.accountId, id, 'Accepted')).wire.status).toBe('001');
    }
    const open = (who: TestMember) =>
      call(t.app, 'getMemberProfile', { local_token: me.token, req_acc_infoid: who.accountId });
    const [a, b, c] = partners as [TestMember, TestMember, TestMember];
    expect(data<MemberFullProfile>(await open(a)).views_left).toBe(1);
    expect(data<MemberFullProfile>(await open(a)).views_left).toBe(1);
    expect(data<MemberFullProfile>(await open(b)).views_left).toBe(0);
    expect((await open(c)).wire).toEqual({ status: '0', text: M.profileLimit });
    expect((await open(a)).wire.status).toBe('1');
    const own = data<MemberFullProfile>(await open(me));
    expect(own.views_left).toBeUndefined();
  });
});
