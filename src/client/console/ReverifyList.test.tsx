import { screen, within } from '@testing-library/react';
import type { ReverifyQueueAnswer } from '../../shared/protocol/identityTypes';
import type { DeskQueueAnswer, StaffMe } from '../../shared/protocol/staffTypes';
import { dataAnswer, doneAnswer } from '../../shared/protocol/wire';
import { renderWithProviders } from '../test/render';
import { ConsoleApp } from './ConsoleApp';

const TOKEN = 'T'.repeat(43);
const ME: StaffMe = {
  staff_token: TOKEN,
  email: 'desk@trust.example',
  role: 'admin',
  pending_count: 0,
};
const QUEUE: DeskQueueAnswer = {
  now: '2026-03-12T10:00:00.000Z',
  pending_count: 0,
  awaiting_changes: 0,
  items: [],
};
const WAITING: ReverifyQueueAnswer = {
  now: '2026-03-12T10:00:00.000Z',
  items: [
    {
      member_id: '12',
      mem_no: '1012',
      mem_name: 'Rohan Mittal',
      requested_at: '2026-03-12T08:00:00.000Z',
      waited_minutes: 120,
      changes: [
        { field: 'mem_name', label: 'Name', before: 'Rohan Mittal', after: 'Rohit Mittal' },
        { field: 'dob', label: 'Date of birth', before: '14 May 2000', after: '2 January 1999' },
      ],
    },
  ],
};

function renderDesk(answers = {}) {
  return renderWithProviders([{ path: '/team/*', element: <ConsoleApp /> }], {
    route: '/team',
    answers: {
      staffSignIn: dataAnswer({ staff_token: TOKEN, step: 'totp' }),
      staffTotp: dataAnswer(ME),
      deskQueue: dataAnswer(QUEUE),
      ...answers,
    },
  });
}

async function signIn(user: ReturnType<typeof renderDesk>['user']) {
  await user.type(screen.getByLabelText(/^Email/), 'desk@trust.example');
  await user.type(screen.getByLabelText(/^Password/), 'right-password-2026');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText(/6-digit code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

it('shows each waiting change as before and after, and approves it', async () => {
  let approved = false;
  const { user, calls } = renderDesk({
    deskReverifications: () => dataAnswer(approved ? { ...WAITING, items: [] } : WAITING),
    deskReverifyApprove: () => {
      approved = true;
      return doneAnswer('The change has been approved; the member was told.');
    },
  });
  await signIn(user);
  const entry = await screen.findByRole('article', { name: 'Rohan Mittal (member no. 1012)' });
  const rows = within(entry).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('NameRohan MittalRohit Mittal');
  expect(rows[2]).toHaveTextContent('Date of birth14 May 20002 January 1999');
  expect(entry).toHaveTextContent('Asked 2 hours ago.');
  await user.click(within(entry).getByRole('button', { name: /^Approve/ }));
  expect(await screen.findByRole('status')).toHaveTextContent('The change has been approved');
  expect(await screen.findByText('No verified member has a change waiting.')).toBeInTheDocument();
  expect(calls.filter((c) => c.type === 'deskReverifyApprove').map((c) => c.fields)).toEqual([
    expect.objectContaining({ staff_token: TOKEN, member_id: '12' }),
  ]);
});

it('reverts a change; a refusal is shown as an alert', async () => {
  const { user, calls } = renderDesk({
    deskReverifications: dataAnswer(WAITING),
    deskReverifyRevert: { status: '0', text: 'This member has no change waiting to be checked.' },
  });
  await signIn(user);
  const entry = await screen.findByRole('article', { name: /Rohan Mittal/ });
  await user.click(
    within(entry).getByRole('button', { name: 'Revert the change for Rohan Mittal' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('no change waiting');
  expect(calls.filter((c) => c.type === 'deskReverifyRevert')).toHaveLength(1);
});
