import { screen, within } from '@testing-library/react';
import { dataAnswer } from '../../shared/protocol/wire';
import { signedInConsole } from './consoleTestUtils';

const QUEUE = dataAnswer({ now: '', pending_count: 3, awaiting_changes: 0, items: [] });
const INBOX = dataAnswer({ unhandled_count: 2, items: [] });

it('shows an admin every screen with the counts, and moves between them by keyboard', async () => {
  const { user } = await signedInConsole('admin', '/team', { deskQueue: QUEUE, inboxList: INBOX });
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  // The counts arrive with their own call after sign-in: wait for them before reading the links.
  expect(await within(nav).findByLabelText('3 waiting')).toBeInTheDocument();
  expect(
    within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual([
    'Verification desk 3',
    'Write to Us 2',
    'Members',
    'Register a family',
    'Reports 1',
    'Statistics',
    'Audit log',
    'Staff',
    'Site settings',
    'Menus',
    'Pages',
    'Link check',
    'Media',
  ]);
  expect(within(nav).getByLabelText('2 unhandled')).toBeInTheDocument();
  expect(within(nav).getByLabelText('1 open')).toBeInTheDocument();
  // /team opens the first screen of the role.
  expect(await screen.findByRole('heading', { level: 1, name: 'Verification desk' })).toBeVisible();
  expect(within(nav).getByRole('link', { name: /Verification desk/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  within(nav)
    .getByRole('link', { name: /Write to Us/ })
    .focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { level: 1, name: 'Write to Us' })).toBeVisible();
  expect(within(nav).getByRole('link', { name: /Write to Us/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

it('shows a verifier only the desk, the inbox, members, registering and reports; an admin screen is not there', async () => {
  await signedInConsole('verifier', '/team/audit', { deskQueue: QUEUE });
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  expect(await within(nav).findByLabelText('1 open')).toBeInTheDocument();
  expect(
    within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Verification desk 3', 'Write to Us 2', 'Members', 'Register a family', 'Reports 1']);
  expect(await screen.findByText('This page of the console does not exist.')).toBeVisible();
});

it('shows an editor only the content screens, and asks for no counts', async () => {
  const { calls } = await signedInConsole('editor', '/team/desk');
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Site settings', 'Menus', 'Pages', 'Link check', 'Media']);
  expect(await screen.findByText('This page of the console does not exist.')).toBeVisible();
  expect(calls.map((c) => c.type)).not.toContain('consoleCounts');
  expect(calls.map((c) => c.type)).not.toContain('deskQueue');
});
