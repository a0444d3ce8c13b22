import { screen, within } from '@testing-library/react';
import { EMPTY_SITE_SETTINGS } from '../../../shared/domain/siteSettings';
import { dataAnswer } from '../../../shared/protocol/wire';
import { seedSiteSettings } from '../../entities/settings';
import { SETTINGS } from '../../test/fixtures';
import { Footer } from './Footer';
import { renderWithProviders } from '../../test/render';

describe('footer', () => {
  it("shows the site's settings: name, disclaimer in Hindi, address, phones, links, credit", async () => {
    const { calls } = renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');

    const disclaimer = await within(footer).findByRole('region', { name: 'Disclaimer' });
    const hindi = disclaimer.querySelector('[lang="hi"]');
    expect(hindi).toHaveTextContent(/^यह मंच केवल समाज में विवाह/);

    expect(
      within(footer).getByRole('link', { name: 'Shri Navyug Samaj Seva Trust' }),
    ).toHaveAttribute('href', '/');
    expect(within(footer).getByText(/Samaj Bhawan, Station Road/)).toBeInTheDocument();
    const mobile = within(footer).getByRole('link', { name: '+91 98290 12345' });
    expect(mobile).toHaveAttribute('href', 'tel:+919829012345');
    const landline = within(footer).getByRole('link', { name: '+91 141-2345678' });
    expect(landline).toHaveAttribute('href', 'tel:+911412345678');
    expect(within(footer).getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      'https://facebook.com/navyugsamaj',
    );
    // The year is the day's, never a written-down one.
    const year = new Date().getFullYear();
    expect(
      within(footer).getByText(`© ${year} Shri Navyug Samaj Seva Trust. All rights reserved.`),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Site by Example Studio/ })).toHaveAttribute(
      'href',
      'https://example.com',
    );
    // No content page is asked for: the footer is the settings'.
    expect(calls.map((c) => c.type)).toEqual(['getSiteSettings']);
  });

  it('leaves out what the settings leave empty, and still shows the year', async () => {
    renderWithProviders(<Footer />, {
      answers: {
        getSiteSettings: dataAnswer({ ...EMPTY_SITE_SETTINGS, trust_name: 'A Second Trust' }),
      },
    });
    const year = new Date().getFullYear();
    expect(
      await screen.findByText(`© ${year} A Second Trust. All rights reserved.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Disclaimer' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Get in touch' })).toBeNull();
    expect(screen.getByRole('contentinfo').querySelector('img')).toBeNull();
  });

  it('shows the settings the page carried at once, without asking the service', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script id="site-settings" type="application/json">${JSON.stringify({
        ...SETTINGS,
        trust_name: 'Carried Trust',
      })}</script>`,
    );
    try {
      const { calls } = renderWithProviders(<Footer />, {
        prepare: (store) => seedSiteSettings(store.dispatch, document),
      });
      expect(screen.getByRole('link', { name: 'Carried Trust' })).toBeInTheDocument();
      expect(calls).toEqual([]);
    } finally {
      document.getElementById('site-settings')?.remove();
    }
  });
});
