import type { DashboardAnswer } from '../../../shared/protocol/types';
import { addMemberRequest } from '../repositories/requests';
import { testClock } from '../../../../test/server/helpers/accounts';
import { addMember, type TestMember } from '../../../../test/server/helpers/members';
import { requestCalls } from '../../../../test/server/helpers/requests';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock(new Date('2026-03-01T09:00:00.000Z'));
let t: TestApp;
let r: ReturnType<typeof requestCalls>;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  r = requestCalls(t);
});
afterAll(() => t.close());

const member = () => addMember(t.app.db, {}, clock.now());
const dashboard = async (who: TestMember) =>
  data<DashboardAnswer>(await call(t.app, 'getDashboardData', { local_token: who.token }));
const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY).toISOString();

describe("the dashboard's waiting_for_answer (the home page's greeting)", () => {
  it('counts only received interests still pending: not sent, answered, expired or blocked ones', async () => {
    const me = await member();
    const fresh = await member();
    const answered = await member();
    const old = await member();
    const asked = await member();
    const blocked = await member();
    const later = await member();
    expect((await dashboard(me)).waiting_for_answer).toBe(0);

    await r.pending(fresh, me); // waits for my answer
    const id = await r.pending(answered, me);
    await r.answerAs(me, answered.accountId, id, 'Accepted'); // answered
    await addMemberRequest(t.app.db, { by: old.id, to: me.id, now: daysAgo(31) }); // expired
    await r.pending(me, asked); // sent by me: waits for her answer, not mine
    await call(t.app, 'blockMember', { local_token: me.token, req_acc_infoid: blocked.accountId });
    await addMemberRequest(t.app.db, { by: blocked.id, to: me.id, now: clock.now().toISOString() });

    const answer = await dashboard(me);
    expect(answer.waiting_for_answer).toBe(1);
    // The seed's counters stay as they were: Pending counts both directions.
    expect(answer.member_reqests).toEqual({ Total: 4, Accepted: 1, Pending: 2 });

    await r.pending(later, me);
    expect((await dashboard(me)).waiting_for_answer).toBe(2);
    // The sender has nothing to answer.
    expect((await dashboard(later)).waiting_for_answer).toBe(0);
  });
});
