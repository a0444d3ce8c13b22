import type { ListingItem } from '../../shared/protocol/types';
import { setMemberStatus } from '../accounts';
import { testClock } from '../../../test/server/helpers/accounts';
import { addMember, type TestMember } from '../../../test/server/helpers/members';
import { buildTestApp, call, data, type TestApp } from '../../../test/server/helpers/testApp';
import { SAFETY_MESSAGES as S } from './messages';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const member = (over: Parameters<typeof addMember>[1] = {}) =>
  addMember(t.app.db, over, clock.now());
type Call = 'addShortlistMember' | 'removeShortlistMember' | 'blockMember';
const act = (type: Call, who: TestMember, of: TestMember) =>
  call(t.app, type, { local_token: who.token, req_acc_infoid: of.accountId });
const shortlist = async (who: TestMember) =>
  data<ListingItem[]>(await call(t.app, 'getShortlistMembers', { local_token: who.token })).map(
    (i) => i.mem_name,
  );

it('adds, lists newest first, and removes; adding twice keeps one entry', async () => {
  const me = await member();
  const asha = await member({ gender: 'Female', mem_name: 'Asha Shortlisted' });
  const neha = await member({ gender: 'Female', mem_name: 'Neha Shortlisted' });
  expect((await act('addShortlistMember', me, asha)).wire).toEqual({
    status: '001',
    text: S.shortlisted,
  });
  await act('addShortlistMember', me, neha);
  await act('addShortlistMember', me, asha);
  expect(await shortlist(me)).toEqual(['Neha Shortlisted', 'Asha Shortlisted']);
  expect(await shortlist(asha)).toEqual([]);
  expect((await act('removeShortlistMember', me, neha)).wire).toEqual({
    status: '001',
    text: S.unshortlisted,
  });
  expect(await shortlist(me)).toEqual(['Asha Shortlisted']);
});

it('drops members who block (either way), are unverified or deleted', async () => {
  const me = await member();
  const [a, b, c, d, e] = await Promise.all(
    ['A', 'B', 'C', 'D', 'E'].map((n) => member({ gender: 'Female', mem_name: `Member ${n}` })),
  );
  for (const m of [a, b, c, d, e]) await act('addShortlistMember', me, m as TestMember);
  await act('blockMember', a as TestMember, me); // they block me
  await act('blockMember', me, b as TestMember); // I block them
  await setMemberStatus(t.app.db, (c as TestMember).id, { status: 'rejected', reason: 'Test.' });
  await t.app.db
    .deleteFrom('members')
    .where('id', '=', (d as TestMember).id)
    .execute();
  expect(await shortlist(me)).toEqual(['Member E']);
  // Nor can a blocked or unverified member be added again.
  expect((await act('addShortlistMember', me, a as TestMember)).wire.status).toBe('0');
  expect((await act('addShortlistMember', me, c as TestMember)).wire.status).toBe('0');
});
