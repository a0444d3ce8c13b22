import { MESSAGES } from '../../../shared/domain/messages';
import type { FriendListItem, MemberListAnswer, PauseStatus } from '../../../shared/protocol/types';
import { testClock } from '../../../../test/server/helpers/accounts';
import { addMember, type TestMember } from '../../../../test/server/helpers/members';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';
import { addMemberRequest } from '../../matching';
import { PAUSE_MESSAGES as M } from '../messages';

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock(new Date('2026-03-01T09:00:00.000Z'));
let t: TestApp;
let world = 0;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

/** A paused-to-be woman, a man who searches for her, and one she already accepted. */
async function members() {
  world += 1;
  const city = `Pausepur${world}x`;
  const her = await addMember(t.app.db, { gender: 'Female', city_nm: city }, clock.now());
  const him = await addMember(t.app.db, { gender: 'Male' }, clock.now());
  const accepted = await addMember(t.app.db, { gender: 'Male' }, clock.now());
  await addMemberRequest(t.app.db, {
    by: accepted.id,
    to: her.id,
    status: 'Accepted',
    now: clock.now().toISOString(),
  });
  return { her, him, accepted, city };
}

const found = async (viewer: TestMember, target: TestMember, city: string) => {
  const answer = data<MemberListAnswer>(
    await call(t.app, 'getMembers', {
      local_token: viewer.token,
      ser_params: JSON.stringify({ city_name: city, gender: 'Female', hideSameGotra: false }),
    }),
  );
  return answer.members.some((m) => m.account_info_id === target.accountId);
};
const pause = (m: TestMember, pause_for: string) =>
  call(t.app, 'pauseProfile', { local_token: m.token, pause_for });
const status = async (m: TestMember) =>
  data<PauseStatus>(await call(t.app, 'getMyPause', { local_token: m.token }));
const interest = (from: TestMember, to: TestMember) =>
  call(t.app, 'sendMemberRequest', { local_token: from.token, req_acc_infoid: to.accountId });

it('hides a paused member from search and refuses new interests, keeping accepted contacts', async () => {
  const { her, him, accepted, city } = await members();
  expect(await found(him, her, city)).toBe(true);

  const paused = await pause(her, '1m');
  expect(paused.wire.status).toBe('001');
  expect(paused.wire.text).toBe(
    'Your profile is paused until 31 March 2026. Members will not find you in search.',
  );
  expect(await status(her)).toEqual({
    paused: true,
    paused_at: clock.now().toISOString(),
    until: '2026-03-31T09:00:00.000Z',
  });

  expect(await found(him, her, city)).toBe(false);
  expect((await interest(him, her)).wire).toEqual({ status: '0', text: M.notReceiving });

  // The accepted member still has her contacts and full profile.
  const friends = data<FriendListItem[]>(
    await call(t.app, 'getFriendsMembers', { local_token: accepted.token }),
  );
  expect(friends.find((f) => f.account_info_id === her.accountId)?.contact).not.toBeNull();
  const profile = await call(t.app, 'getMemberProfile', {
    local_token: accepted.token,
    req_acc_infoid: her.accountId,
  });
  expect(profile.wire.status).toBe('1');
});

it('shows the member again and takes interests after Resume now', async () => {
  const { her, him, city } = await members();
  await pause(her, 'open');
  expect(await status(her)).toMatchObject({ paused: true, until: null });
  expect(await found(him, her, city)).toBe(false);

  expect((await call(t.app, 'resumeProfile', { local_token: her.token })).wire).toEqual({
    status: '001',
    text: M.resumed,
  });
  expect(await status(her)).toEqual({ paused: false, paused_at: null, until: null });
  expect(await found(him, her, city)).toBe(true);
  expect((await interest(him, her)).wire).toEqual({
    status: '001',
    text: MESSAGES.requestSentNotice,
  });
  // Resuming twice says so.
  expect((await call(t.app, 'resumeProfile', { local_token: her.token })).wire).toEqual({
    status: '0',
    text: M.notPaused,
  });
});

it('resumes by itself at the end date, with no job', async () => {
  const { her, him, city } = await members();
  await pause(her, '2w');
  clock.advance(14 * DAY - 1000);
  expect(await found(him, her, city)).toBe(false);
  expect((await status(her)).paused).toBe(true);

  clock.advance(1000);
  expect(await status(her)).toEqual({ paused: false, paused_at: null, until: null });
  expect(await found(him, her, city)).toBe(true);
  expect((await interest(him, her)).wire.status).toBe('001');
  // An ended pause is no pause to resume.
  expect((await call(t.app, 'resumeProfile', { local_token: her.token })).wire.status).toBe('0');
});

it('lets a new pause replace the current one, and refuses an unknown duration', async () => {
  const { her } = await members();
  await pause(her, '2w');
  await pause(her, '3m');
  expect((await status(her)).until).toBe(new Date(clock.now().getTime() + 90 * DAY).toISOString());
  expect((await pause(her, '1y')).wire).toEqual({ status: '-10', text: M.choice });
  expect((await status(her)).until).toBe(new Date(clock.now().getTime() + 90 * DAY).toISOString());
});

it('ends with the account: deleting a paused member leaves no pause behind', async () => {
  const { her } = await members();
  await pause(her, 'open');
  await t.app.db.deleteFrom('members').where('id', '=', her.id).execute();
  const rows = await t.app.db
    .selectFrom('member_pauses')
    .select('member_id')
    .where('member_id', '=', her.id)
    .execute();
  expect(rows).toEqual([]);
});
