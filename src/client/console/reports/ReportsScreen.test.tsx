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

const PHOTOS = {
  items: [
    { id: 40, kind: 'profile', url: '/photo/a.jpg?v=1', thumb_url: '/photo/ta.jpg?v=1' },
    { id: 41, kind: 'other', url: '/photo/b.jpg?v=1', thumb_url: '/photo/tb.jpg?v=1' },
  ],
};

/** A queue that forgets a report once reportClose closes it. */
function closingQueue() {
  let open = OPEN.items;
  return {
    reportsQueue: () => dataAnswer({ open_count: open.length, items: open }),
    reportClose: (f: Record<string, string>) => {
      open = open.filter((r) => r.report_id !== f.report_id);
      return doneAnswer('The report has been closed.');
    },
    memberPhotos: dataAnswer(PHOTOS),
  };
}

it('closes a report with an outcome and a note; the queue reloads without it', async () => {
  const { user, calls } = await signedInAt('Reports', closingQueue());
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Close… the report about Vikas Fraud' }));
  const outcome = screen.getByRole('group', { name: 'Outcome' });
  expect(
    within(outcome)
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent),
  ).toEqual([' No action', ' Warned', ' Photo removed', ' Member suspended']);
  await user.click(screen.getByRole('button', { name: 'Close the report' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please choose the outcome');
  await user.click(within(outcome).getByRole('radio', { name: 'No action' }));
  await user.click(screen.getByRole('button', { name: 'Close the report' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please write a note');
  await user.type(
    screen.getByLabelText(/^Note on closing the report about Vikas Fraud/),
    'Called the family; a misunderstanding.',
  );
  await user.click(screen.getByRole('button', { name: 'Close the report' }));
  await waitFor(() => expect(screen.queryByText('Vikas Fraud (Member ID 1012)')).toBeNull());
  const sent = calls.find((c) => c.type === 'reportClose')?.fields;
  expect(sent?.photo_id).toBeUndefined();
  expect(sent).toMatchObject({
    staff_token: TOKEN,
    report_id: '3',
    outcome: 'no_action',
    note: 'Called the family; a misunderstanding.',
  });
  expect(calls.some((c) => c.type === 'memberPhotos')).toBe(false);
  expect(within(screen.getAllByRole('table')[0]!).getAllByRole('row')).toHaveLength(2);
});

it.each([
  ['Warned', 'warned', 'mailed this note as a warning'],
  ['Member suspended', 'suspended', 'suspended, logged out and mailed'],
])('closes as %s, saying what the member is told', async (label, outcome, hint) => {
  const { user, calls } = await signedInAt('Reports', closingQueue());
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Close… the report about Vikas Fraud' }));
  await user.click(screen.getByRole('radio', { name: label }));
  expect(screen.getByText(new RegExp(hint))).toBeVisible();
  expect(screen.queryByRole('group', { name: 'Photo to remove' })).toBeNull();
  await user.type(screen.getByLabelText(/^Note on closing/), 'Rude messages to the reporter.');
  await user.click(screen.getByRole('button', { name: 'Close the report' }));
  await waitFor(() =>
    expect(calls.find((c) => c.type === 'reportClose')?.fields).toMatchObject({
      report_id: '3',
      outcome,
      note: 'Rude messages to the reporter.',
    }),
  );
  expect(calls.find((c) => c.type === 'reportClose')?.fields.photo_id).toBeUndefined();
});

it('closes as Photo removed with the photo picked from the reported member’s thumbnails', async () => {
  const { user, calls } = await signedInAt('Reports', closingQueue());
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Close… the report about Vikas Fraud' }));
  await user.click(screen.getByRole('radio', { name: 'Photo removed' }));
  const picker = await screen.findByRole('group', { name: 'Photo to remove' });
  expect(within(picker).getByRole('img', { name: 'Vikas Fraud, profile photo' })).toHaveAttribute(
    'src',
    '/photo/ta.jpg?v=1',
  );
  expect(calls.find((c) => c.type === 'memberPhotos')?.fields.member_id).toBe('12');
  await user.type(screen.getByLabelText(/^Note on closing/), 'Photo of a film actor.');
  await user.click(screen.getByRole('button', { name: 'Close the report' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please choose the photo');
  await user.click(within(picker).getByRole('radio', { name: 'Vikas Fraud, photo 2' }));
  await user.click(screen.getByRole('button', { name: 'Close the report' }));
  await waitFor(() =>
    expect(calls.find((c) => c.type === 'reportClose')?.fields).toMatchObject({
      report_id: '3',
      outcome: 'photo_removed',
      photo_id: '41',
      note: 'Photo of a film actor.',
    }),
  );
});

it('offers only No action when the reported account is gone', async () => {
  const { user } = await signedInAt('Reports', closingQueue());
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: /^Close… the report about Gone Member/ }));
  const outcome = screen.getByRole('group', { name: 'Outcome' });
  expect(within(outcome).getAllByRole('radio')).toHaveLength(1);
  expect(within(outcome).getByRole('radio', { name: 'No action' })).toBeVisible();
});

it('shows the recently closed reports with their outcome on request', async () => {
  const closed = {
    items: [
      {
        ...OPEN.items[0],
        outcome: 'suspended',
        note: 'Asked for money twice.',
        closed_by: 'desk@trust.example',
        closed_at: '2026-03-12T08:35:00.000Z',
      },
    ],
  };
  const { user, calls } = await signedInAt('Reports', {
    reportsQueue: dataAnswer(OPEN),
    reportsClosed: dataAnswer(closed),
  });
  await screen.findAllByRole('table');
  expect(calls.some((c) => c.type === 'reportsClosed')).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Show the recently closed reports' }));
  const table = await screen.findByRole('table', { name: /Recently closed/ });
  const row = within(table).getAllByRole('row')[1];
  expect(row).toHaveTextContent('12 Mar 2026, 14:05');
  expect(row).toHaveTextContent('Vikas Fraud');
  expect(row).toHaveTextContent('Member suspended');
  expect(row).toHaveTextContent('Asked for money twice.');
});
