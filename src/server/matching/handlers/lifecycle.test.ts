import type { FriendListItem } from '../../../shared/protocol/types';
import { runJob } from '../../jobs/runner';
import { siteJobs } from '../../jobs/catalog';
import { openDatabase, type Db } from '../../plugins/db';
import { encodeId } from '../ids';
import { resendDate } from '../lifecycle';
import { MATCHING_MESSAGES as M } from '../messages';
import { addMemberRequest } from '../repositories/requests';
import { readOutbox, testClock } from '../../../../test/server/helpers/accounts';
import { addMember, type TestMember } from '../../../../test/server/helpers/members';
import { requestCalls } from '../../../../test/server/helpers/requests';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock(new Date('2026-03-01T09:00:00.000Z'));
let t: TestApp;
let r: ReturnType<typeof requestCalls>;
/** A second handle on the same database: another process, as far as the database can tell. */
let other: Db;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  r = requestCalls(t);
  other = await openDatabase(t.env.config);
});
afterAll(async () => {
  await other.destroy();
  await t.close();
});

const member = () => addMember(t.app.db, {}, clock.now());
const daysAgo = (days: number, ms = 0) =>
  new Date(clock.now().getTime() - days * DAY - ms).toISOString();
/** A pending request from `a` to `b` sent `days` ago; its encoded id. */
const sentAgo = async (a: TestMember, b: TestMember, days: number, ms = 0) =>
  encodeId(await addMemberRequest(t.app.db, { by: a.id, to: b.id, now: daysAgo(days, ms) }));
const friends = async (who: TestMember) =>
  data<FriendListItem[]>(await call(t.app, 'getFriendsMembers', { local_token: who.token }));
const job = (name: string) => siteJobs(t.env.config).find((j) => j.name === name)!;
const runAs = (db: Db, holder: string, name: string) =>
  runJob(job(name), { db, config: t.env.config, mail: t.app.mailer, holder, now: clock.now }, true);

describe('expiry after 30 days', () => {
  it('answers an interest older than 30 days as Expired, before any job, and refuses to answer it', async () => {
    const [a, b] = [await member(), await member()];
    const id = await sentAgo(a, b, 30, 1000);
    const [sent] = await friends(a);
    const [received] = await friends(b);
    expect(sent?.req_status).toBe('Expired');
    expect(received?.req_rec_status).toBe('Expired');
    const dashboard = data<{ member_reqests: Record<string, number> }>(
      await call(t.app, 'getDashboardData', { local_token: b.token }),
    );
    expect(dashboard.member_reqests).toEqual({ Total: 1, Accepted: 0, Pending: 0 });

    for (const answer of ['Accepted', 'Rejected']) {
      expect((await r.answerAs(b, a.accountId, id, answer)).wire).toEqual({
        status: '0',
        text: M.expired,
      });
    }
    expect((await r.withdraw(a, id)).wire).toEqual({ status: '0', text: M.expired });
    expect((await r.requestsBetween(a.id, b.id))[0]?.req_status).toBe('Pending');
  });

  it('still answers one sent 29 days ago as Pending; the job marks only the expired rows', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const young = await sentAgo(a, b, 29);
    await sentAgo(a, c, 31);
    expect((await friends(b))[0]?.req_rec_status).toBe('Pending');
    const result = await runAs(t.app.db, 'p0', 'interest-expiry');
    expect(result).toMatchObject({ ran: true, outcome: 'done' });
    const rows = [
      ...(await r.requestsBetween(a.id, b.id)),
      ...(await r.requestsBetween(a.id, c.id)),
    ];
    expect(rows.map((row) => row.expired_at !== null)).toEqual([false, true]);
    expect((await r.answerAs(b, a.accountId, young, 'Accepted')).wire.status).toBe('001');
  });

  it('lets the sender send again once an interest has expired (the old one is replaced)', async () => {
    const [a, b] = [await member(), await member()];
    await sentAgo(a, b, 31);
    expect((await r.send(a, b.accountId)).wire.status).toBe('001');
    const rows = await r.requestsBetween(a.id, b.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.created_at).toBe(clock.now().toISOString());
  });
});

describe('the day-23 reminder', () => {
  it('mails the receiver once, however many runs and processes', async () => {
    const [a, b, fresh] = [await member(), await member(), await member()];
    await sentAgo(a, b, 23, 1000);
    await sentAgo(a, fresh, 22);
    await runAs(t.app.db, 'p0', 'interest-reminders');
    await Promise.all([
      runAs(other, 'p1', 'interest-reminders'),
      runAs(t.app.db, 'p0', 'interest-reminders'),
    ]);
    // Even the job's own work, run twice past the lease, finds nothing more to send.
    await job('interest-reminders').run({
      db: other,
      config: t.env.config,
      mail: t.app.mailer,
      now: clock.now(),
    });
    const mails = (await readOutbox(t)).filter((m) => m.to === b.email);
    expect(mails.map((m) => m.subject)).toEqual(['An interest request to you expires in 7 days']);
    expect(mails[0]?.text).toContain('/intrested_member');
    expect((await readOutbox(t)).filter((m) => m.to === fresh.email)).toEqual([]);
    const notes = await t.app.db
      .selectFrom('notifications')
      .select('kind')
      .where('member_id', '=', b.id)
      .execute();
    expect(notes).toEqual([{ kind: 'interestExpiring' }]);
  });
});

describe('a declined interest', () => {
  it('cannot be sent again within 90 days, and can after', async () => {
    const [a, b] = [await member(), await member()];
    const id = await r.pending(a, b);
    expect((await r.answerAs(b, a.accountId, id, 'Rejected')).wire.status).toBe('001');
    const declinedAt = clock.now().toISOString();
    expect((await r.send(a, b.accountId)).wire).toEqual({
      status: '-10',
      text: M.declinedRecently(resendDate(declinedAt)),
    });
    expect(M.declinedRecently(resendDate(declinedAt))).toBe(
      'This member declined your interest. You can send another from 30 May 2026.',
    );
    const backdate = (days: number) =>
      t.app.db
        .updateTable('member_requests')
        .set({ updated_at: daysAgo(days) })
        .where('req_by_member_id', '=', a.id)
        .execute();
    await backdate(89);
    expect((await r.send(a, b.accountId)).wire.status).toBe('-10');
    await backdate(90);
    expect((await r.send(a, b.accountId)).wire.status).toBe('001');
    expect((await r.requestsBetween(a.id, b.id)).map((row) => row.req_status)).toEqual(['Pending']);
  });
});

describe('answers and withdrawals are limited like sending', () => {
  let limited: TestApp;
  let lr: ReturnType<typeof requestCalls>;
  beforeAll(async () => {
    limited = await buildTestApp({ answerLimitPerDay: 2 }, { now: clock.now });
    lr = requestCalls(limited);
  });
  afterAll(() => limited.close());
  const add = () => addMember(limited.app.db, {}, clock.now());

  it('allows ANSWER_LIMIT_PER_DAY accepts, declines and withdrawals a day, then says when', async () => {
    const me = await add();
    const senders = [await add(), await add(), await add()];
    const ids = [];
    for (const s of senders) ids.push(await lr.pending(s, me));
    const target = await add();
    const mine = await lr.pending(me, target);
    expect((await lr.answerAs(me, senders[0]!.accountId, ids[0]!, 'Accepted')).wire.status).toBe(
      '001',
    );
    expect((await lr.answerAs(me, senders[1]!.accountId, ids[1]!, 'Rejected')).wire.status).toBe(
      '001',
    );
    const over = { status: '0', text: M.answerLimit('14:30') };
    expect((await lr.answerAs(me, senders[2]!.accountId, ids[2]!, 'Accepted')).wire).toEqual(over);
    expect((await lr.answerAs(me, senders[2]!.accountId, ids[2]!, 'Rejected')).wire).toEqual(over);
    expect((await lr.withdraw(me, mine)).wire).toEqual(over);
    expect((await lr.requestsBetween(senders[2]!.id, me.id))[0]?.req_status).toBe('Pending');
    clock.advance(DAY);
    try {
      expect((await lr.withdraw(me, mine)).wire.status).toBe('001');
    } finally {
      clock.advance(-DAY);
    }
  });

  it('gives back a repeated click on one’s own request', async () => {
    const me = await add();
    const s = await add();
    const id = await lr.pending(s, me);
    expect((await lr.answerAs(me, s.accountId, id, 'Accepted')).wire.status).toBe('001');
    for (let i = 0; i < 3; i += 1) {
      expect((await lr.answerAs(me, s.accountId, id, 'Accepted')).wire.text).toBe(
        M.alreadyAnswered,
      );
    }
    const s2 = await add();
    const id2 = await lr.pending(s2, me);
    expect((await lr.answerAs(me, s2.accountId, id2, 'Rejected')).wire.status).toBe('001');
  });
});
