import { screen, waitFor, within } from '@testing-library/react';
import type { SiteSettings } from '../../../shared/domain/siteSettings';
import { dataAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { settingsApi } from '../../entities/settings';
import { SETTINGS } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';

const renderContact = (settings: SiteSettings, route = '/contactus') =>
  renderWithProviders(appRoutes, { route, answers: { getSiteSettings: dataAnswer(settings) } });

it.each(['/contactus', '/contact_us'])(
  'shows the grievance officer from the settings on Write to Us (%s)',
  async (route) => {
    const { calls } = renderContact(SETTINGS, route);
    const officer = await screen.findByRole(
      'region',
      { name: 'Grievance officer' },
      { timeout: 3000 },
    );
    expect(officer).toHaveTextContent('Smt. Sushila Agarwal');
    expect(
      within(officer).getByRole('link', { name: SETTINGS.grievance_officer_email }),
    ).toHaveAttribute('href', 'mailto:grievance@navyugsamaj.example');
    expect(within(officer).getByRole('link', { name: '+91 141 404 2211' })).toHaveAttribute(
      'href',
      'tel:+911414042211',
    );
    expect(screen.getByRole('region', { name: 'Write to Us' })).toBeInTheDocument();
    expect(calls.filter((c) => c.type === 'getSiteSettings')).toHaveLength(1);
  },
);

it('leaves out what the settings do not set, and the whole block without a name', async () => {
  const { unmount } = renderContact({ ...SETTINGS, grievance_officer_email: '' });
  const officer = await screen.findByRole(
    'region',
    { name: 'Grievance officer' },
    { timeout: 3000 },
  );
  expect(within(officer).queryByText('Email')).toBeNull();
  expect(within(officer).getAllByRole('link')).toHaveLength(1);
  unmount();

  const { store } = renderContact({ ...SETTINGS, grievance_officer_name: '' });
  await screen.findByRole('region', { name: 'Write to Us' }, { timeout: 3000 });
  // The settings have arrived (so the block's absence is their doing, not their delay).
  await waitFor(() =>
    expect(settingsApi.endpoints.getSiteSettings.select()(store.getState()).isSuccess).toBe(true),
  );
  expect(screen.queryByRole('region', { name: 'Grievance officer' })).toBeNull();
});
