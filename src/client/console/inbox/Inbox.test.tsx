import { screen, within } from '@testing-library/react';
import type { InboxMessage } from '../../../shared/protocol/consoleTypes';
import { dataAnswer } from '../../../shared/protocol/wire';
import type { FakeAnswers } from '../../test/fakeTransport';
import { signedInConsole, TOKEN } from '../consoleTestUtils';

/** A fake inbox with state: handling the message changes what it answers afterwards. */
function fakeInbox(): FakeAnswers {
  const message: InboxMessage = {
    message_id: '5',
    name: 'Asha Goyal',
    contact_no: '9876543210',
    email: 'asha@example.in',
    message: 'Please call me back about my daughter.',
    received_at: '2026-03-12T08:35:00.000Z',
    handled_at: null,
    handled_by: null,
    handled_note: null,
  };
  return {
    inboxList: () =>
      dataAnswer({
        unhandled_count: message.handled_at ? 0 : 1,
        items: [
          {
            message_id: '5',
            name: message.name,
            contact_no: message.contact_no,
            email: message.email,
            preview: message.message,
            received_at: message.received_at,
            handled_at: message.handled_at,
          },
        ],
      }),
    inboxOpen: () => dataAnswer(message),
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
