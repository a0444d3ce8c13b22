import { MATCHING_MESSAGES as M } from '../messages';
import { testClock } from '../../../../test/server/helpers/accounts';
import { addMember, type TestMember } from '../../../../test/server/helpers/members';
import { call, buildTestApp, type TestApp } from '../../../../test/server/helpers/testApp';

const HOUR = 60 * 60 * 1000;
const clock = testClock(new Date('2026-03-01T09:00:00.000Z')); // 14:30 in India

describe('anti-scraping limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ interestLimitPerDay: 3 }, { now: clock.now });
  });
  afterAll(() => limited.close());
  const add = () => addMember(limited.app.db, {}, clock.now());

  it('allows INTEREST_LIMIT_PER_DAY interests a day; says when more are possible', async () => {
    const me = await add();
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => add()));
    const sendTo = (o: TestMember) =>
      call(limited.app, 'sendMemberRequest', {
        local_token: me.token,
        req_acc_infoid: o.accountId,
      });
    clock.advance(-30 * 60 * 1000); // 14:00 in India
    for (const o of others.slice(0, 3)) expect((await sendTo(o)).wire.status).toBe('001');
    clock.advance(5 * 60 * 1000 + 10 * 1000); // 14:05:10
    // A repeated request is refused for what it is, and does not use up the allowance.
    expect((await sendTo(others[0] as TestMember)).wire.text).toBe(M.alreadySent);
    expect((await sendTo(others[3] as TestMember)).wire).toEqual({
      status: '0',
      text: 'You can send more interests after 14:00.',
    });
    clock.advance(24 * HOUR);
    try {
      expect((await sendTo(others[3] as TestMember)).wire.status).toBe('001');
    } finally {
      clock.advance(-24 * HOUR - 5 * 60 * 1000 - 10 * 1000 + 30 * 60 * 1000);
    }
  });
});
