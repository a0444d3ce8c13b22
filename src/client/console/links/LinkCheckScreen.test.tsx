import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { LinkCheckAnswer } from '../../../shared/protocol/linkCheckTypes';
import { dataAnswer, failAnswer } from '../../../shared/protocol/wire';
import { signedInConsole } from '../consoleTestUtils';

const BROKEN: LinkCheckAnswer = {
  checked_at: '2026-03-11T06:00:00.000Z',
  checked: 155,
  broken: [
    {
      href: 'services',
      path: '/services',
      where: 'Header menu › Services',
      reason: 'No page has the address /services.',
    },
    {
      href: '/read_now/Office-Closed?rf=999',
      path: '/read_now/Office-Closed?rf=999',
      where: 'Page /e_news › section “Notices” › record “Office Closed” › link',
      reason: 'No entry numbered 999 (rf=999) is on the articles page or listed.',
    },
  ],
};
const FIXED: LinkCheckAnswer = { checked_at: '2026-03-11T06:05:00.000Z', checked: 155, broken: [] };

/** A table row's cells (headers included), in order. */
const cells = (row: HTMLElement) =>
  Array.from((row as HTMLTableRowElement).cells, (c) => c.textContent);

it("opens as an editor's screen and lists each broken link, where it is and why it fails", async () => {
  const { calls } = await signedInConsole('editor', '/team/links', {
    linkCheck: dataAnswer(BROKEN),
  });
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Site settings', 'Menus', 'Pages', 'Link check', 'Media']);
  expect(await screen.findByRole('heading', { level: 1, name: 'Link check' })).toBeVisible();
  const table = await screen.findByRole('table', { name: /^Broken links/ });
  expect(
    within(table)
      .getAllByRole('row')
      .map((r) => cells(r)),
  ).toEqual([
    ['Link', 'Where it is', 'Why it fails'],
    ['services', 'Header menu › Services', 'No page has the address /services.'],
    [
      '/read_now/Office-Closed?rf=999',
      'Page /e_news › section “Notices” › record “Office Closed” › link',
      'No entry numbered 999 (rf=999) is on the articles page or listed.',
    ],
  ]);
  expect(screen.getByRole('status')).toHaveTextContent(
    'Checked 155 internal links on 11 Mar 2026, 11:30: 2 broken.',
  );
  expect(screen.queryByText('Every internal link works.')).not.toBeInTheDocument();
  expect(calls.filter((c) => c.type === 'linkCheck')[0]?.fields.staff_token).toMatch(/^T+$/);
  const { violations } = await axe.run(screen.getByRole('region', { name: 'Link check' }), {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(violations).toEqual([]);
}, 20_000);

it('checks again from the keyboard, and says when every link works', async () => {
  let answer = BROKEN;
  const { user, calls } = await signedInConsole('admin', '/team/links', {
    linkCheck: () => dataAnswer(answer),
  });
  await screen.findByRole('table', { name: /^Broken links/ });
  answer = FIXED;
  const again = screen.getByRole('button', { name: 'Check again' });
  while (document.activeElement !== again) await user.tab();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Every internal link works.')).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(
    'Checked 155 internal links on 11 Mar 2026, 11:35: none broken.',
  );
  expect(again).toHaveFocus();
  expect(calls.filter((c) => c.type === 'linkCheck')).toHaveLength(2);
});

it('says what went wrong and offers to try again', async () => {
  await signedInConsole('editor', '/team/links', {
    linkCheck: failAnswer('Your role does not allow this.'),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
});
