import type {
  DashboardAnswer,
  FriendListItem,
  MemberListAnswer,
} from '../../shared/protocol/types';
import type { BlockedMember } from '../../shared/protocol/safetyTypes';
import { testClock } from '../../../test/server/helpers/accounts';
import { addMember, type TestMember } from '../../../test/server/helpers/members';
import { requestCalls } from '../../../test/server/helpers/requests';
import { buildTestApp, call, data, type TestApp } from '../../../test/server/helpers/testApp';
import { SAFETY_MESSAGES as S } from './messages';

const clock = testClock();
let t: TestApp;
let r: ReturnType<typeof requestCalls>;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  r = requestCalls(t);
});
afterAll(() => t.close());

let pairNo = 0;
/** A man and a woman of one city of their own, so a search by city finds exactly them. */
async function pair() {
  pairNo += 1;
  const city = `Blockpur${pairNo}x`;
  const he = await addMember(t.app.db, { gender: 'Male', city_nm: city }, clock.now());
  const she = await addMember(t.app.db, { gender: 'Female', city_nm: city }, clock.now());
  return { he, she, city };
}

const searchIds = async (who: TestMember, city: string, gender: string) =>
  data<MemberListAnswer>(
    await call(t.app, 'getMembers', {
      local_token: who.token,
      ser_params: JSON.stringify({ city_name: city, gender, hideSameGotra: false }),
    }),
  ).members.map((m) => m.account_info_id);
const friends = async (who: TestMember) =>
  data<FriendListItem[]>(await call(t.app, 'getFriendsMembers', { local_token: who.token })).map(
    (i) => i.account_info_id,
  );
const profile = (who: TestMember, of: TestMember) =>
  call(t.app, 'getMemberProfile', { local_token: who.token, req_acc_infoid: of.accountId });
const dashboard = async (who: TestMember) =>
  data<DashboardAnswer>(await call(t.app, 'getDashboardData', { local_token: who.token }))
    .member_reqests.Total;
const act = (type: 'blockMember' | 'unblockMember', who: TestMember, of: TestMember) =>
  call(t.app, type, { local_token: who.token, req_acc_infoid: of.accountId });

it('hides the pair from each other at once (search, friends lists, profile) and withdraws the pending request', async () => {
  const { he, she, city } = await pair();
  const other = await addMember(t.app.db, { gender: 'Female', city_nm: city }, clock.now());
  await r.pending(he, she);
  expect(await searchIds(he, city, 'Female')).toEqual(
    expect.arrayContaining([she.accountId, other.accountId]),
  );
  expect(await friends(she)).toEqual([he.accountId]);
  expect(await dashboard(he)).toBe(1);

  expect((await act('blockMember', she, he)).wire).toEqual({ status: '001', text: S.blocked });

  expect(await r.requestsBetween(he.id, she.id)).toEqual([]);
  expect(await searchIds(he, city, 'Female')).toEqual([other.accountId]);
  expect(await searchIds(she, city, 'Male')).toEqual([]);
  expect(await friends(he)).toEqual([]);
  expect(await friends(she)).toEqual([]);
  expect(await dashboard(he)).toBe(0);
  expect((await profile(he, she)).wire).toEqual({
    status: '0',
    text: 'This profile is not available.',
  });
});

it('hides an accepted pair’s profile and contacts too, and neither can send a new request', async () => {
  const { he, she } = await pair();
  const request = await r.pending(he, she);
  await r.answerAs(she, he.accountId, request, 'Accepted');
  expect((await profile(he, she)).wire.status).toBe('1');

  await act('blockMember', he, she);
  // An answered request is not withdrawn, but nothing of it shows while the block stands.
  expect(await r.requestsBetween(he.id, she.id)).toHaveLength(1);
  expect((await profile(he, she)).wire.status).toBe('0');
  expect((await profile(she, he)).wire.status).toBe('0');
  expect(await friends(she)).toEqual([]);

  const fresh = await pair();
  await act('blockMember', fresh.she, fresh.he);
  for (const [from, to] of [
    [fresh.he, fresh.she],
    [fresh.she, fresh.he],
  ] as const) {
    expect((await r.send(from, to.accountId)).wire).toEqual({
      status: '0',
      text: 'This member could not be found.',
    });
  }
  expect(await r.requestsBetween(fresh.he.id, fresh.she.id)).toEqual([]);
});

it('lists only the caller’s own blocks; unblock restores search, lists and requests', async () => {
  const { he, she, city } = await pair();
  await act('blockMember', he, she);
  await act('blockMember', he, she); // twice is still one block
  const blocked = data<BlockedMember[]>(
    await call(t.app, 'getBlockedMembers', { local_token: he.token }),
  );
  expect(blocked.map((b) => b.account_info_id)).toEqual([she.accountId]);
  // The blocked member never learns who blocked them.
  expect(
    data<BlockedMember[]>(await call(t.app, 'getBlockedMembers', { local_token: she.token })),
  ).toEqual([]);
  expect((await act('unblockMember', she, he)).wire).toEqual({ status: '0', text: S.notBlocked });

  expect((await act('unblockMember', he, she)).wire).toEqual({ status: '001', text: S.unblocked });
  expect(await searchIds(he, city, 'Female')).toEqual([she.accountId]);
  expect(await searchIds(she, city, 'Male')).toEqual([he.accountId]);
  await r.pending(she, he);
  expect(await friends(he)).toEqual([she.accountId]);
});

it('keeps one side blocked while the other side’s block stands', async () => {
  const { he, she, city } = await pair();
  await act('blockMember', he, she);
  await act('blockMember', she, he);
  await act('unblockMember', he, she);
  expect(await searchIds(he, city, 'Female')).toEqual([]);
  expect(await searchIds(she, city, 'Male')).toEqual([]);
});

it('refuses blocking oneself or an unknown member', async () => {
  const { he } = await pair();
  expect((await act('blockMember', he, he)).wire).toEqual({ status: '-10', text: S.notYourself });
  const ghost = { ...he, accountId: Buffer.from('99999999').toString('base64') };
  expect((await act('blockMember', he, ghost)).wire).toEqual({
    status: '0',
    text: S.memberNotFound,
  });
});
