import { screen, within } from '@testing-library/react';
import type { InboxMessage } from '../../../shared/protocol/consoleTypes';
import { dataAnswer } from '../../../shared/protocol/wire';
import type { FakeAnswers } from '../../test/fakeTransport';
import { signedInConsole, TOKEN } from '../consoleTestUtils';

/** A fake inbox with state: handling the message changes what it answers afterwards. */
function fakeInbox(email = 'asha@example.in'): FakeAnswers {
  const message: InboxMessage = {
    message_id: '5',
    name: 'Asha Goyal',
    contact_no: '9876543210',
    email,
    message: 'Please call me back about my daughter.',
    received_at: '2026-03-12T08:35:00.000Z',
    handled_at: null,
    handled_by: null,
    handled_note: null,
    replies: [],
  };
  const item = {
    message_id: '5',
    name: message.name,
    contact_no: message.contact_no,
    email: message.email,
    preview: message.message,
    received_at: message.received_at,
  };
  // Filtered as the server filters: new (not handled), handled, or all.
  const shown = (show = 'all') =>
    show === 'all' || (show === 'handled') === (message.handled_at !== null);
  return {
    inboxList: (f: Record<string, string>) =>
      dataAnswer({
        unhandled_count: message.handled_at ? 0 : 1,
        items: shown(f.show) ? [{ ...item, handled_at: message.handled_at }] : [],
      }),
    inboxOpen: () => dataAnswer(message),
    inboxReply: (f: Record<string, string>) => {
      message.replies.push({
        text: f.text ?? '',
        by: 'verifier@trust.example',
        at: '2026-03-12T09:10:00.000Z',
      });
      message.handled_at ??= '2026-03-12T09:10:00.000Z';
      message.handled_by ??= 'verifier@trust.example';
      message.handled_note ??= 'Replied by mail';
      return { status: '001', text: `Reply sent to ${message.email}.` };
    },
    inboxHandle: (f: Record<string, string>) => {
      Object.assign(message, {
        handled_at: '2026-03-12T09:00:00.000Z',
        handled_by: 'verifier@trust.example',
        handled_note: f.note,
      });
      return { status: '001', text: 'The message has been marked handled.' };
    },
  };
}

it('lists messages with dates for people, opens one and marks it handled with a note', async () => {
  const { user, calls } = await signedInConsole('verifier', '/team/inbox', fakeInbox());
  expect(await screen.findByText('1 message is not handled yet.')).toBeVisible();
  const row = screen.getAllByRole('row')[1] as HTMLElement;
  expect(row).toHaveTextContent('12 Mar 2026, 14:05');
  expect(row).toHaveTextContent('Not yet');
  await user.click(within(row).getByRole('link', { name: 'Asha Goyal' }));

  expect(await screen.findByRole('heading', { name: 'Message from Asha Goyal' })).toBeVisible();
  expect(screen.getByText('Please call me back about my daughter.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Mark handled' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please write a short note');
  await user.type(screen.getByLabelText(/What was done/), 'Called back; she will register.');
  await user.click(screen.getByRole('button', { name: 'Mark handled' }));
  expect(await screen.findByRole('status')).toHaveTextContent('marked handled');
  expect(
    await screen.findByText(
      'Handled 12 Mar 2026, 14:30 by verifier@trust.example: Called back; she will register.',
    ),
  ).toBeVisible();
  expect(calls.find((c) => c.type === 'inboxHandle')?.fields).toMatchObject({
    staff_token: TOKEN,
    message_id: '5',
    note: 'Called back; she will register.',
  });
  await user.click(screen.getByRole('link', { name: '← Back to the messages' }));
  expect(await screen.findByText('0 messages are not handled yet.')).toBeVisible();
});

it('replies by mail from the opened message: the status names the address, the reply is listed', async () => {
  const { user, calls } = await signedInConsole('verifier', '/team/inbox/5', fakeInbox());
  expect(await screen.findByRole('heading', { name: 'Message from Asha Goyal' })).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Replies' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please write the reply.');

  // By keyboard: into the Reply box, type, then Tab to Send reply and press Enter.
  await user.click(screen.getByLabelText('Reply'));
  await user.keyboard('Yes, please come on Sunday.');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Send reply' })).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(await screen.findByRole('status')).toHaveTextContent('Reply sent to asha@example.in.');
  const replies = await screen.findByRole('list', { name: 'Replies' });
  expect(screen.getByRole('heading', { name: 'Replies' })).toBeVisible();
  expect(within(replies).getByText('Yes, please come on Sunday.')).toBeVisible();
  expect(replies).toHaveTextContent('Sent by verifier@trust.example, 12 Mar 2026, 14:40');
  expect(screen.getByLabelText('Reply')).toHaveValue('');
  expect(
    screen.getByText('Handled 12 Mar 2026, 14:40 by verifier@trust.example: Replied by mail'),
  ).toBeVisible();
  expect(calls.find((c) => c.type === 'inboxReply')?.fields).toMatchObject({
    staff_token: TOKEN,
    message_id: '5',
    text: 'Yes, please come on Sunday.',
  });
});

it('offers no reply by mail when the writer gave no email', async () => {
  await signedInConsole('verifier', '/team/inbox/5', fakeInbox(''));
  expect(await screen.findByText('No email address was given: reply by phone.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
});

it('filters the list: new, handled or all', async () => {
  const { user, calls } = await signedInConsole('verifier', '/team/inbox', fakeInbox());
  const filter = await screen.findByRole('group', { name: 'Show messages' });
  expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await screen.findByRole('link', { name: 'Asha Goyal' })).toBeVisible();
  await user.click(within(filter).getByRole('button', { name: 'Handled' }));
  expect(await screen.findByText('No handled messages yet.')).toBeVisible();
  expect(within(filter).getByRole('button', { name: 'Handled' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await user.click(within(filter).getByRole('button', { name: 'New' }));
  expect(await screen.findByRole('link', { name: 'Asha Goyal' })).toBeVisible();
  expect(screen.getByText('1 message is not handled yet.')).toBeVisible();
  expect(calls.filter((c) => c.type === 'inboxList').map((c) => c.fields.show)).toEqual([
    'all',
    'handled',
    'new',
  ]);
});
