import { screen, within } from '@testing-library/react';
import type { ConsoleStats, StatsWeek } from '../../../shared/protocol/statsTypes';
import { dataAnswer } from '../../../shared/protocol/wire';
import { signedInConsole } from '../consoleTestUtils';

const week = (week: string, starts: string, [r, s, a, m]: number[]): StatsWeek => ({
  week,
  starts,
  registrations: r ?? 0,
  interests_sent: s ?? 0,
  interests_accepted: a ?? 0,
  messages: m ?? 0,
});

const STATS: ConsoleStats = {
  weeks: [
    week('2026-W09', '2026-02-23', [4, 7, 2, 1]),
    week('2026-W10', '2026-03-02', [9, 3, 5, 0]),
    week('2026-W11', '2026-03-09', [2, 0, 1, 3]),
  ],
  pending: { count: 6, median_wait_hours: 31.5 },
  bands: ['18–24', '25–29', '30–34', '35–39', '40+'],
  verified: [
    { gender: 'Male', counts: [1, 12, 8, 3, 2], total: 26 },
    { gender: 'Female', counts: [5, 14, 6, 1, 0], total: 26 },
  ],
};

/** A table row's cells (headers included), in order. */
const cells = (row: HTMLElement) =>
  Array.from((row as HTMLTableRowElement).cells, (c) => c.textContent);

it('shows an admin the figures as charts and as tables, and asks for other spans', async () => {
  const errors = jest.spyOn(console, 'error');
  const { user, calls } = await signedInConsole('admin', '/team', {
    consoleStats: dataAnswer(STATS),
    deskQueue: dataAnswer({ now: '', pending_count: 0, awaiting_changes: 0, items: [] }),
  });
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  await user.click(within(nav).getByRole('link', { name: 'Statistics' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();

  const weekly = await screen.findByRole('table', { name: /Figures per week/ });
  const rows = within(weekly).getAllByRole('row');
  expect(cells(rows[0] as HTMLElement)).toEqual([
    'Week of',
    'Registrations',
    'Interest requests sent',
    'Interest requests accepted',
    'Write to Us messages',
  ]);
  expect(rows.slice(1).map((r) => cells(r))).toEqual([
    ['23 Feb 2026 (2026-W09)', '4', '7', '2', '1'],
    ['2 Mar 2026 (2026-W10)', '9', '3', '5', '0'],
    ['9 Mar 2026 (2026-W11)', '2', '0', '1', '3'],
  ]);

  const verified = screen.getByRole('table', { name: 'Verified members by gender and age today' });
  expect(
    within(verified)
      .getAllByRole('row')
      .map((r) => cells(r)),
  ).toEqual([
    ['Gender', '18–24', '25–29', '30–34', '35–39', '40+', 'Total'],
    ['Male', '1', '12', '8', '3', '2', '26'],
    ['Female', '5', '14', '6', '1', '0', '26'],
  ]);
  expect(screen.getByText('Registrations waiting now').nextElementSibling).toHaveTextContent('6');
  expect(screen.getByText('31.5 hours')).toBeVisible();

  // The charts are pictures with their gist in words (jsdom cannot draw them).
  expect(
    screen.getByRole('img', {
      name: 'Registrations per week, 3 weeks from 23 Feb 2026: 15 in all, most (9) in the week of 2 Mar 2026.',
    }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('img', { name: 'Interest requests, 3 weeks: 10 sent, 8 accepted.' }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('img', { name: 'Verified members by age band: 26 male, 26 female.' }),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('img')).toHaveLength(4);

  await user.selectOptions(screen.getByLabelText(/^Weeks shown/), '26 weeks');
  expect(calls.filter((c) => c.type === 'consoleStats').map((c) => c.fields.weeks)).toEqual([
    '12',
    '26',
  ]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

it('gives a verifier no Statistics link, and not the screen', async () => {
  const { calls } = await signedInConsole('verifier', '/team/stats');
  expect(await screen.findByText('This page of the console does not exist.')).toBeVisible();
  const nav = screen.getByRole('navigation', { name: 'Console' });
  expect(within(nav).queryByRole('link', { name: 'Statistics' })).toBeNull();
  expect(calls.map((c) => c.type)).not.toContain('consoleStats');
});
