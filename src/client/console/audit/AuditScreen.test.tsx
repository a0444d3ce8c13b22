import { screen, waitFor, within } from '@testing-library/react';
import type { AuditLine } from '../../../shared/protocol/consoleTypes';
import { dataAnswer } from '../../../shared/protocol/wire';
import type { FakeAnswers } from '../../test/fakeTransport';
import { signedInConsole } from '../consoleTestUtils';

/** A fake log of 60 lines, filtered and paged like the server (50 a page, newest first). */
function fakeLog(): FakeAnswers {
  const lines: AuditLine[] = Array.from({ length: 60 }, (_, i) => ({
    at: new Date(Date.UTC(2026, 2, 12, 8, 59 - i)).toISOString(),
    actor: i % 2 ? 'desk@trust.example' : 'admin@trust.example',
    action: i % 3 ? 'verify' : 'suspend',
    subject: `member:${i}`,
    reason: '',
  }));
  return {
    auditBrowse: (f: Record<string, string>) => {
      const kept = lines.filter(
        (l) => (!f.actor || l.actor === f.actor) && (!f.action || l.action === f.action),
      );
      const pages = Math.max(1, Math.ceil(kept.length / 50));
      const page = Math.min(Number(f.page || '1'), pages);
      return dataAnswer({
        items: kept.slice((page - 1) * 50, page * 50),
        page,
        pages,
        actors: ['admin@trust.example', 'desk@trust.example'],
        actions: ['suspend', 'verify'],
      });
    },
  };
}

it('pages the log newest first and filters by who and what', async () => {
  const { user, calls } = await signedInConsole('admin', '/team/audit', fakeLog());
  expect(await screen.findByText('Page 1 of 2')).toBeVisible();
  const first = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
  expect(first).toHaveTextContent('12 Mar 2026, 14:29');
  expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Older' }));
  expect(await screen.findByText('Page 2 of 2')).toBeVisible();
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);

  const lines = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
  // Each filter asks the service again: wait for each answer, or the second filter's check could
  // read the first one's page (both say "Page 1 of 1").
  await user.selectOptions(screen.getByLabelText(/^Who/), 'desk@trust.example');
  await waitFor(() => expect(lines()).toHaveLength(30));
  await user.selectOptions(screen.getByLabelText(/^What/), 'suspend');
  await waitFor(() => expect(lines()).toHaveLength(10));
  expect(screen.getByText('Page 1 of 1')).toBeVisible();
  const rows = lines();
  for (const row of rows) expect(row).toHaveTextContent('desk@trust.examplesuspend');
  expect(calls.filter((c) => c.type === 'auditBrowse').at(-1)?.fields).toMatchObject({
    actor: 'desk@trust.example',
    action: 'suspend',
    page: '1',
  });
});
