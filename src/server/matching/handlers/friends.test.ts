import type {
  DashboardAnswer,
  FriendListItem,
  MemberListAnswer,
} from '../../../shared/protocol/types';
import { testClock } from '../../../../test/server/helpers/accounts';
import { addMember, type TestMember } from '../../../../test/server/helpers/members';
import { requestCalls } from '../../../../test/server/helpers/requests';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

const clock = testClock(new Date('2026-03-01T09:00:00.000Z')); // 14:30 in India
let t: TestApp;
let r: ReturnType<typeof requestCalls>;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  r = requestCalls(t);
});
afterAll(() => t.close());

const member = (over: Parameters<typeof addMember>[1] = {}) =>
  addMember(t.app.db, over, clock.now());

describe('getFriendsMembers and the dashboard', () => {
  const friends = async (who: TestMember) =>
    data<FriendListItem[]>(await call(t.app, 'getFriendsMembers', { local_token: who.token }));
  const dashboard = async (who: TestMember) =>
    data<DashboardAnswer>(await call(t.app, 'getDashboardData', { local_token: who.token }))
      .member_reqests;

  it('lists every request sent and received with its status; contacts only when accepted', async () => {
    const me = await member({ gender: 'Male' });
    const others = [];
    for (const city of ['Ajmer', 'Bikaner', 'Churu', 'Dausa', 'Kota']) {
      others.push(
        await member({ gender: 'Female', city_nm: city, address: `${city} Private Lane 7` }),
      );
    }
    const [o1, o2, o3, o4, o5] = others as [
      TestMember,
      TestMember,
      TestMember,
      TestMember,
      TestMember,
    ];
    await r.pending(me, o1); // sent, pending
    const accepted = await r.pending(me, o2); // sent, accepted by o2
    await r.answerAs(o2, me.accountId, accepted, 'Accepted');
    await r.pending(o3, me); // received, pending
    const declined = await r.pending(o4, me); // received, rejected by me
    await r.answerAs(me, o4.accountId, declined, 'Rejected');
    const mine = await r.pending(o5, me); // received, accepted by me
    await r.answerAs(me, o5.accountId, mine, 'Accepted');

    const list = await friends(me);
    expect(list.map((i) => [i.city_nm, i.direction, i.req_status, i.req_rec_status])).toEqual([
      ['Kota', 'received', null, 'Accepted'],
      ['Dausa', 'received', null, 'Rejected'],
      ['Churu', 'received', null, 'Pending'],
      ['Bikaner', 'sent', 'Accepted', null],
      ['Ajmer', 'sent', 'Pending', null],
    ]);
    const byCity = Object.fromEntries(list.map((i) => [i.city_nm, i]));
    expect(byCity.Kota?.contact).toEqual({
      address: 'Kota Private Lane 7',
      landmark: 'Near the Shiv temple',
      pincode: '302015',
      contact_no: o5.contact_no,
      email_id: o5.email,
      father_contact: '',
      mother_contact: '',
    });
    expect(byCity.Bikaner?.contact?.email_id).toBe(o2.email);
    for (const city of ['Dausa', 'Churu', 'Ajmer']) expect(byCity[city]?.contact).toBeNull();
    expect(JSON.stringify([byCity.Dausa, byCity.Churu, byCity.Ajmer])).not.toMatch(/Private Lane/);

    // The ids the client needs to answer: the receiver is me for received requests.
    expect(byCity.Churu).toMatchObject({
      req_count: 1,
      req_rec_acc_inf_id: me.accountId,
      frd_req_json: [{ req_by_acc_inf_id: o3.accountId, req_rec_acc_inf_id: me.accountId }],
    });
    expect(byCity.Ajmer).toMatchObject({
      req_rec_acc_inf_id: o1.accountId,
      frd_req_json: [{ req_by_acc_inf_id: me.accountId, req_rec_acc_inf_id: o1.accountId }],
    });
    const churuId = byCity.Churu?.mem_frd_req_id ?? '';
    expect((await r.answerAs(me, o3.accountId, churuId, 'Accepted')).wire.status).toBe('001');

    // The dashboard counts the same rows.
    const after = await friends(me);
    const counts = await dashboard(me);
    const statusOf = (i: FriendListItem) =>
      i.direction === 'sent' ? i.req_status : i.req_rec_status;
    expect(counts).toEqual({
      Total: after.length,
      Accepted: after.filter((i) => statusOf(i) === 'Accepted').length,
      Pending: after.filter((i) => statusOf(i) === 'Pending').length,
    });
    expect(counts).toEqual({ Total: 5, Accepted: 3, Pending: 1 });
    for (const o of others) {
      const theirs = await friends(o);
      expect(await dashboard(o)).toEqual({
        Total: theirs.length,
        Accepted: theirs.filter((i) => statusOf(i) === 'Accepted').length,
        Pending: theirs.filter((i) => statusOf(i) === 'Pending').length,
      });
    }
  });

  it('shows the same request fields in the search list', async () => {
    const me = await member({ gender: 'Male', self_goutra: 'Airan', mama_goutra: 'Airan' });
    const her = await member({ gender: 'Female', city_nm: 'Sikar Unique' });
    const id = await r.pending(her, me);
    const { members } = data<MemberListAnswer>(
      await call(t.app, 'getMembers', {
        local_token: me.token,
        ser_params: JSON.stringify({ city_name: 'sikar unique' }),
      }),
    );
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({
      req_status: null,
      req_rec_status: 'Pending',
      req_count: 1,
      req_rec_acc_inf_id: me.accountId,
      mem_frd_req_id: id,
    });
  });
});
