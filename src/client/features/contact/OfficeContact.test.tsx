import { screen, within } from '@testing-library/react';
import { dataAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { SETTINGS } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';

it("shows the trust office's address, phones and email from the settings on Contact Us", async () => {
  renderWithProviders(appRoutes, { route: '/contact_us' });
  const office = await screen.findByRole('region', { name: 'The trust office' }, { timeout: 3000 });
  expect(office).toHaveTextContent('Samaj Bhawan, Station Road');
  expect(within(office).getByRole('link', { name: '+91 98290 12345' })).toHaveAttribute(
    'href',
    'tel:+919829012345',
  );
  expect(within(office).getByRole('link', { name: SETTINGS.trust_email })).toHaveAttribute(
    'href',
    `mailto:${SETTINGS.trust_email}`,
  );
});

it('leaves the block out when the settings hold none of it', async () => {
  renderWithProviders(appRoutes, {
    route: '/contactus',
    answers: {
      getSiteSettings: dataAnswer({
        ...SETTINGS,
        trust_address: '',
        trust_phones: '',
        trust_email: '',
      }),
    },
  });
  await screen.findByRole('region', { name: 'Grievance officer' }, { timeout: 3000 });
  expect(screen.queryByRole('region', { name: 'The trust office' })).toBeNull();
});
