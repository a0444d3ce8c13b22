import type {
  ConsoleCounts,
  InboxAnswer,
  InboxMessage,
} from '../../../shared/protocol/consoleTypes';
import { testClock } from '../../../../test/server/helpers/accounts';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';
import { addTestStaff, signInStaff } from '../../../../test/server/helpers/staff';
import { readAudit } from '../audit';
import { CONSOLE_MESSAGES as M } from './messages';

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

const write = async (name: string, message: string) => {
  const { wire } = await call(t.app, 'addContactRequest', {
    _name: name,
    contact_no: '9876543210',
    email: 'writer@example.in',
    message,
  });
  expect(wire.status).toBe('001');
};
const inbox = async () => data<InboxAnswer>(await call(t.app, 'inboxList', { staff_token: token }));

it('lists Write to Us messages newest first with the unhandled count, beside the nav link', async () => {
  await write('Asha Goyal', 'Please call me back about my daughter.');
  await write('Ravi Jain', `A long question. ${'More words. '.repeat(30)}`);
  const list = await inbox();
  expect(list.items.map((i) => i.name).slice(0, 2)).toEqual(['Ravi Jain', 'Asha Goyal']);
  expect(list.unhandled_count).toBe(2);
  expect(list.items[0]?.preview.length).toBeLessThanOrEqual(121);
  expect(list.items[0]?.preview.endsWith('…')).toBe(true);
  const counts = data<ConsoleCounts>(await call(t.app, 'consoleCounts', { staff_token: token }));
  expect(counts.counts).toEqual({ desk: 0, inbox: 2, reports: 0 });
});

it('opens one and marks it handled with a note, once, with an audit line', async () => {
  const [newest] = (await inbox()).items;
  const fields = { staff_token: token, message_id: newest?.message_id ?? '' };
  const whole = data<InboxMessage>(await call(t.app, 'inboxOpen', fields));
  expect(whole.message).toMatch(/^A long question\.( More words\.){30}$/);
  expect(whole.handled_at).toBeNull();

  const empty = await call(t.app, 'inboxHandle', { ...fields, note: '  ' });
  expect(empty.wire).toEqual({ status: '-10', text: M.noteNeeded });
  const note = 'Called him back; he will register.';
  expect((await call(t.app, 'inboxHandle', { ...fields, note })).wire).toEqual({
    status: '001',
    text: M.handled,
  });
  expect(data<InboxMessage>(await call(t.app, 'inboxOpen', fields))).toMatchObject({
    handled_at: clock.now().toISOString(),
    handled_by: email,
    handled_note: note,
  });
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({
    actor: email,
    action: 'inbox_handled',
    subject: `message:${fields.message_id}`,
    reason: note,
  });
  expect((await call(t.app, 'inboxHandle', { ...fields, note })).wire).toEqual({
    status: '0',
    text: M.alreadyHandled,
  });
  expect((await inbox()).unhandled_count).toBe(1);
  const missing = await call(t.app, 'inboxOpen', { staff_token: token, message_id: '99999' });
  expect(missing.wire).toEqual({ status: '0', text: M.unknownMessage });
});

it('counts for an editor nothing: no counted screen is theirs', async () => {
  const editor = await addTestStaff(t, 'editor');
  const staff_token = await signInStaff(t, editor, clock.now());
  expect(data<ConsoleCounts>(await call(t.app, 'consoleCounts', { staff_token })).counts).toEqual(
    {},
  );
});
