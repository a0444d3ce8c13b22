import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { VersionHistory, type VersionLine } from './VersionHistory';

const line = (id: number): VersionLine => ({
  id,
  note: `Note ${id}`,
  saved_by: 'editor@trust.example',
  saved_at: `2026-03-0${id}T06:00:00.000Z`,
  restored_from: null,
});

const history = (versions: VersionLine[], version: number | null) => (
  <VersionHistory
    idPrefix="pages"
    subject="the page /home"
    noun="page"
    intro="Every publish is kept."
    data={{ version, versions, total: versions.length }}
    changesOf={() => 'Some changes'}
    renderComparison={(from, to) => <p>Comparing {`${from} with ${to}`}</p>}
    restore={() => Promise.resolve({ data: { status: '001', message: 'Restored' } })}
    restoring={false}
    restoreError={undefined}
    noteMax={300}
  />
);

it('says in words that nothing is kept yet, with no empty table and no compare form', () => {
  renderWithProviders(history([], null));
  const section = screen.getByRole('region', { name: 'History' });
  expect(
    within(section).getByText(
      /None is kept yet: what the site shows of the page \/home came from the content files/,
    ),
  ).toBeVisible();
  expect(within(section).queryByRole('table')).toBeNull();
  expect(within(section).queryByRole('form', { name: 'Compare two versions' })).toBeNull();
});

it('lists one version without a compare form (there is nothing to choose between)', () => {
  renderWithProviders(history([line(1)], 1));
  const section = screen.getByRole('region', { name: 'History' });
  expect(within(section).getByRole('row', { name: /1 \(now\)/ })).toBeVisible();
  expect(within(section).queryByRole('form', { name: 'Compare two versions' })).toBeNull();
});

it('offers to compare two versions once there are two', async () => {
  const { user } = renderWithProviders(history([line(2), line(1)], 2));
  const form = screen.getByRole('form', { name: 'Compare two versions' });
  await user.click(within(form).getByRole('button', { name: 'Compare' }));
  expect(screen.getByText('Comparing 1 with 2')).toBeVisible();
});
