import { peopleDateTime } from '../../../shared/domain/peopleDates';
import type { InboxAnswer, InboxMessage } from '../../../shared/protocol/consoleTypes';
import { readOutbox, testClock } from '../../../../test/server/helpers/accounts';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';
import { addTestStaff, signInStaff } from '../../../../test/server/helpers/staff';
import { readAudit } from '../audit';
import { REPLIED_NOTE, REPLY_MESSAGES as M } from './inboxReply';

const clock = testClock();
let t: TestApp;
let token: string;
let email: string;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  const staff = await addTestStaff(t, 'verifier');
  email = staff.email;
  token = await signInStaff(t, staff, clock.now());
});
afterAll(() => t.close());

/** A new Write to Us message from `from` (none: no email); answers its id. */
async function written(from: string, message: string): Promise<string> {
  const { wire } = await call(t.app, 'addContactRequest', {
    _name: 'Asha Goyal',
    contact_no: '9876543210',
    email: from,
    message,
  });
  expect(wire.status).toBe('001');
  const list = data<InboxAnswer>(await call(t.app, 'inboxList', { staff_token: token }));
  return list.items[0]?.message_id ?? '';
}
const open = async (message_id: string) =>
  data<InboxMessage>(await call(t.app, 'inboxOpen', { staff_token: token, message_id }));
const reply = (message_id: string, text: string) =>
  call(t.app, 'inboxReply', { staff_token: token, message_id, text });
const mailsTo = async (to: string) => (await readOutbox(t)).filter((m) => m.to === to);

it('mails the reply with the message quoted, keeps it, marks the message handled and audits it', async () => {
  const id = await written('asha@example.in', 'Is there a meeting in May?\nWe would like to come.');
  const text = 'Yes: on 12 May at the temple hall, 10 in the morning.';
  expect((await reply(id, `  ${text} `)).wire).toEqual({
    status: '001',
    text: 'Reply sent to asha@example.in.',
  });

  const [mail, ...more] = await mailsTo('asha@example.in');
  expect(more).toEqual([]);
  // The subject's name, the sign-off and the sender's name are the site's settings (fixture).
  expect(mail?.subject).toBe('Reply to your message to the Test Trust');
  expect(mail?.from).toBe('Test Trust Office <no-reply@trust.invalid>');
  expect(mail?.text).toContain(
    `Dear Asha Goyal,\n\n${text}\n\nWith regards,\nThe Test Trust team\n\nOn `,
  );
  const received = peopleDateTime((await open(id)).received_at);
  expect(mail?.text).toContain(
    `On ${received} you wrote:\n\n> Is there a meeting in May?\n> We would like to come.`,
  );

  const at = clock.now().toISOString();
  expect(await open(id)).toMatchObject({
    handled_at: at,
    handled_by: email,
    handled_note: REPLIED_NOTE,
    replies: [{ text, by: email, at }],
  });
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({
    actor: email,
    action: 'inbox_reply',
    subject: `message:${id}`,
    reason: text,
  });
});

it('keeps every reply in order and leaves an earlier handling as it was', async () => {
  const id = await written('ravi@example.in', 'Please send the registration form.');
  const note = 'Posted the form.';
  await call(t.app, 'inboxHandle', { staff_token: token, message_id: id, note });
  const handled = await open(id);
  expect((await reply(id, 'The form is in the post.')).wire.status).toBe('001');
  clock.advance(60_000);
  expect((await reply(id, 'Has it reached you?')).wire.status).toBe('001');
  const after = await open(id);
  expect(after).toMatchObject({
    handled_at: handled.handled_at,
    handled_note: note,
  });
  expect(after.replies.map((r) => r.text)).toEqual([
    'The form is in the post.',
    'Has it reached you?',
  ]);
  expect((await mailsTo('ravi@example.in')).map((m) => m.text.split('\n')[2])).toEqual([
    'The form is in the post.',
    'Has it reached you?',
  ]);
  expect((await readAudit(t.app.db)).filter((l) => l.subject === `message:${id}`)).toHaveLength(3);
  // A reply records a mail already sent: never changed (read as text, see members.test.ts).
  const change = await t.app.db
    .updateTable('contact_replies')
    .set({ text: 'changed' })
    .execute()
    .then(
      () => 'done',
      (err: unknown) => String(err),
    );
  expect(change).toMatch(/never changed/);
});

it.each([
  ['no text', '   ', M.textNeeded],
  ['too much text', 'x'.repeat(2001), M.textTooLong],
])('refuses %s with -10, sending, keeping and auditing nothing', async (_what, text, said) => {
  const id = await written('meena@example.in', 'A question.');
  const lines = (await readAudit(t.app.db)).length;
  expect((await reply(id, text)).wire).toEqual({ status: '-10', text: said });
  expect(await open(id)).toMatchObject({ handled_at: null, replies: [] });
  expect(await mailsTo('meena@example.in')).toEqual([]);
  expect(await readAudit(t.app.db)).toHaveLength(lines);
});

it('refuses an unknown message and one that gave no email', async () => {
  const lines = (await readAudit(t.app.db)).length;
  for (const id of ['99999', 'abc', '1234567890'])
    expect((await reply(id, 'Hello.')).wire).toEqual({ status: '0', text: M.unknownMessage });
  const id = await written('', 'Please call me.');
  expect((await reply(id, 'Hello.')).wire).toEqual({ status: '0', text: M.noEmail });
  expect(await open(id)).toMatchObject({ handled_at: null, replies: [] });
  expect(await readAudit(t.app.db)).toHaveLength(lines);
});

it('filters the list: new, handled or all, the unhandled count the same in each', async () => {
  const list = async (show: string) =>
    data<InboxAnswer>(await call(t.app, 'inboxList', { staff_token: token, show }));
  const [all, fresh, handled] = [await list('all'), await list('new'), await list('handled')];
  expect(fresh.items.every((i) => i.handled_at === null)).toBe(true);
  expect(handled.items.every((i) => i.handled_at !== null)).toBe(true);
  expect(fresh.items.length + handled.items.length).toBe(all.items.length);
  expect(fresh.items.length).toBe(all.unhandled_count);
  expect(handled.items.length).toBeGreaterThan(0);
  expect(new Set([all, fresh, handled].map((l) => l.unhandled_count)).size).toBe(1);
  const odd = await call(t.app, 'inboxList', { staff_token: token, show: 'old' });
  expect(odd.wire.status).toBe('-10');
});
