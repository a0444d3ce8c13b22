import { screen, waitFor, within } from '@testing-library/react';
import type { ReportsQueueAnswer } from '../../../shared/protocol/safetyTypes';
import type { StaffMe } from '../../../shared/protocol/staffTypes';
import { dataAnswer, doneAnswer } from '../../../shared/protocol/wire';
import { renderWithProviders } from '../../test/render';
import { ConsoleApp } from '../ConsoleApp';

const TOKEN = 'T'.repeat(43);
const ME: StaffMe = {
  staff_token: TOKEN,
  email: 'desk@trust.example',
  role: 'verifier',
  pending_count: 0,
};

const party = (id: string, name: string) => ({ member_id: id, mem_no: `10${id}`, mem_name: name });
const OPEN: ReportsQueueAnswer = {
  open_count: 2,
  items: [
    {
      report_id: '3',
      reporter: party('7', 'Rohan Mittal'),
      reported: party('12', 'Vikas Fraud'),
      reason: 'asking_for_money',
      words: 'Asked my father for ₹2 lakh.',
      reported_at: '2026-02-27T09:00:00.000Z',
    },
    {
      report_id: '5',
      reporter: party('8', 'Asha Gupta'),
      reported: { member_id: null, mem_no: '', mem_name: 'Gone Member (Member ID 1044)' },
      reason: 'fake_profile',
      words: '',
      reported_at: '2026-03-01T09:00:00.000Z',
    },
  ],
};

async function signedInAt(route: string, answers = {}) {
  const view = renderWithProviders([{ path: '/team/*', element: <ConsoleApp /> }], {
    route: '/team',
    answers: {
      staffSignIn: dataAnswer({ staff_token: TOKEN, step: 'totp' }),
      staffTotp: dataAnswer(ME),
      deskQueue: dataAnswer({ now: '', pending_count: 0, awaiting_changes: 0, items: [] }),
      ...answers,
    },
  });
  const { user } = view;
  await user.type(screen.getByLabelText(/^Email/), 'desk@trust.example');
  await user.type(screen.getByLabelText(/^Password/), 'right-password-2026');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText(/6-digit code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  await user.click(within(nav).getByRole('link', { name: route }));
  return view;
}

it('lists the open reports oldest first with both members, reason, words and date', async () => {
  await signedInAt('Reports', { reportsQueue: dataAnswer(OPEN) });
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('Vikas Fraud (Member ID 1012)');
  expect(rows[1]).toHaveTextContent('Rohan Mittal (Member ID 107)');
  expect(rows[1]).toHaveTextContent('Asking for money');
  expect(rows[1]).toHaveTextContent('Asked my father for ₹2 lakh.');
  expect(rows[1]).toHaveTextContent('27 Feb 2026, 14:30');
  expect(rows[2]).toHaveTextContent('Gone Member (Member ID 1044) (account deleted)');
  expect(rows[2]).toHaveTextContent('Fake profile');
});

it('closes a report with a note; the queue reloads without it', async () => {
  let open = OPEN.items;
  const { user, calls } = await signedInAt('Reports', {
    reportsQueue: () => dataAnswer({ open_count: open.length, items: open }),
    reportClose: (f: Record<string, string>) => {
      open = open.filter((r) => r.report_id !== f.report_id);
      return doneAnswer('The report has been closed.');
    },
  });
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Close… the report about Vikas Fraud' }));
  await user.click(screen.getByRole('button', { name: 'Close the report' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please write a note');
  await user.type(
    screen.getByLabelText(/^Note on closing the report about Vikas Fraud/),
    'Called the family; profile rejected.',
  );
  await user.click(screen.getByRole('button', { name: 'Close the report' }));
  await waitFor(() => expect(screen.queryByText('Vikas Fraud (Member ID 1012)')).toBeNull());
  expect(calls.find((c) => c.type === 'reportClose')?.fields).toMatchObject({
    staff_token: TOKEN,
    report_id: '3',
    note: 'Called the family; profile rejected.',
  });
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
});
