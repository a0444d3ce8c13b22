import type {
  NotificationSettings,
  NotificationsAnswer,
} from '../../../shared/protocol/notificationCalls';
import { askForChanges, verifyRegistration } from '../../staff';
import { NOTIFICATION_MESSAGES as N } from '../messages';
import { readOutbox, testClock } from '../../../../test/server/helpers/accounts';
import { addMember, type TestMember } from '../../../../test/server/helpers/members';
import { requestCalls } from '../../../../test/server/helpers/requests';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

const clock = testClock(new Date('2026-03-01T09:00:00.000Z'));
let t: TestApp;
let r: ReturnType<typeof requestCalls>;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  r = requestCalls(t);
});
afterAll(() => t.close());

const member = (status: 'verified' | 'pending' = 'verified') =>
  addMember(t.app.db, { status }, clock.now());
const bell = async (who: TestMember) =>
  data<NotificationsAnswer>(await call(t.app, 'getNotifications', { local_token: who.token }));
const mailsTo = async (who: TestMember) =>
  (await readOutbox(t)).filter((m) => m.to === who.email).map((m) => m.subject);

describe('a notification for each event', () => {
  it('new interest to the receiver, accepted and declined to the sender', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const ab = await r.pending(a, b);
    const ac = await r.pending(a, c);
    expect(await bell(b)).toMatchObject({
      unread: 1,
      items: [
        {
          kind: 'interestReceived',
          text: 'A member has sent you an interest request.',
          screen: 'intrested_member',
          read: false,
        },
      ],
    });
    await r.answerAs(b, a.accountId, ab, 'Accepted');
    await r.answerAs(c, a.accountId, ac, 'Rejected');
    const mine = await bell(a);
    expect(mine.unread).toBe(2);
    expect(mine.items.map((i) => i.kind)).toEqual(['interestDeclined', 'interestAccepted']);
    // Sorted: mails of one millisecond have no order.
    expect((await mailsTo(a)).sort()).toEqual([
      'Your interest request was accepted',
      'Your interest request was declined',
    ]);
  });

  it('profile verified and changes asked, from the staff desk', async () => {
    const waiting = await member('pending');
    const deps = { db: t.app.db, mail: t.app.mailer, now: clock.now() };
    const actor = { kind: 'cli' as const, command: 'test' };
    expect((await askForChanges(deps, actor, waiting.id, 'Please add a photo')).ok).toBe(true);
    expect((await verifyRegistration(deps, actor, waiting.id)).ok).toBe(true);
    expect((await bell(waiting)).items.map((i) => [i.kind, i.screen])).toEqual([
      ['profileVerified', 'my_profile'],
      ['changesAsked', 'my_profile'],
    ]);
  });
});

describe('marking read', () => {
  it('marks one, then all; the unread count follows; nobody else can mark mine', async () => {
    const [a, b, c, stranger] = [await member(), await member(), await member(), await member()];
    await r.pending(a, c);
    await r.pending(b, c);
    const before = await bell(c);
    expect(before.unread).toBe(2);
    const [newest, oldest] = before.items;
    const mark = (who: TestMember, id: string) =>
      call(t.app, 'markNotificationRead', { local_token: who.token, notification_id: id });
    expect((await mark(stranger, newest!.id)).wire).toEqual({ status: '0', text: N.notFound });
    expect((await mark(c, 'x')).wire).toEqual({ status: '0', text: N.notFound });
    // Past PostgreSQL's integer range: a miss, not a query error.
    expect((await mark(c, '2147483648')).wire).toEqual({ status: '0', text: N.notFound });
    expect((await bell(c)).unread).toBe(2);
    expect((await mark(c, newest!.id)).wire).toEqual({ status: '001', text: N.markedRead });
    const after = await bell(c);
    expect(after.unread).toBe(1);
    expect(after.items.map((i) => i.read)).toEqual([true, false]);
    expect(oldest?.read).toBe(false);
    const all = await call(t.app, 'markAllNotificationsRead', { local_token: c.token });
    expect(all.wire).toEqual({ status: '001', text: N.allMarkedRead });
    expect(await bell(c)).toMatchObject({ unread: 0, items: [{ read: true }, { read: true }] });
  });
});

describe('mail settings', () => {
  const settingsOf = async (who: TestMember) =>
    data<NotificationSettings>(
      await call(t.app, 'getNotificationSettings', { local_token: who.token }),
    );
  const save = (who: TestMember, fields: Record<string, string>) =>
    call(t.app, 'saveNotificationSettings', { local_token: who.token, ...fields });
  const ALL_ON = {
    mail_interest_received: '1',
    mail_interest_accepted: '1',
    mail_interest_declined: '1',
    mail_interest_expiring: '1',
  };

  it('sends every mail until the member turns one off; the notification is listed either way', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    expect(await settingsOf(b)).toEqual(ALL_ON);
    const off = { ...ALL_ON, mail_interest_received: '0', mail_interest_declined: '0' };
    expect((await save(b, off)).wire).toEqual({ status: '001', text: N.settingsSaved });
    expect(await settingsOf(b)).toEqual(off);

    await r.pending(a, b);
    expect(await mailsTo(b)).toEqual([]);
    expect((await bell(b)).items.map((i) => i.kind)).toEqual(['interestReceived']);

    // Declines to b are off, acceptances still on.
    const bc = await r.pending(b, c);
    await r.answerAs(c, b.accountId, bc, 'Rejected');
    expect(await mailsTo(b)).toEqual([]);
    expect((await bell(b)).items.map((i) => i.kind)).toEqual([
      'interestDeclined',
      'interestReceived',
    ]);

    expect((await save(b, ALL_ON)).wire.status).toBe('001');
    expect(await settingsOf(b)).toEqual(ALL_ON);
  });

  it('refuses a value other than 1 or 0 and keeps the saved settings', async () => {
    const a = await member();
    expect((await save(a, { ...ALL_ON, mail_interest_accepted: 'yes' })).wire).toEqual({
      status: '-10',
      text: N.settingValue,
    });
    expect(await settingsOf(a)).toEqual(ALL_ON);
  });
});
