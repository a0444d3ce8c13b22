import { screen, within } from '@testing-library/react';
import { dataAnswer } from '../../../shared/protocol/wire';
import { FOOTER } from '../../test/fixtures';
import { Footer } from './Footer';
import { renderWithProviders } from '../../test/render';

describe('footer', () => {
  it('shows the footer page content: disclaimer in Hindi, address, phones, links, credits', async () => {
    const { calls } = renderWithProviders(<Footer />, {
      answers: { getPgData: (f) => dataAnswer(f.loc === 'footer' ? FOOTER : { sections: [] }) },
    });
    const footer = screen.getByRole('contentinfo');

    const disclaimer = await within(footer).findByRole('region', { name: 'Disclaimer' });
    const hindi = disclaimer.querySelector('[lang="hi"]');
    expect(hindi).toHaveTextContent(/^यह मंच केवल समाज में विवाह/);
    expect(hindi?.innerHTML).not.toContain('<p>');

    expect(within(footer).getByText(/Samaj Bhawan, Station Road/)).toBeInTheDocument();
    const mobile = within(footer).getByRole('link', { name: '+91 98290 12345' });
    expect(mobile).toHaveAttribute('href', 'tel:+919829012345');
    const landline = within(footer).getByRole('link', { name: '+91 141-2345678' });
    expect(landline).toHaveAttribute('href', 'tel:+911412345678');
    expect(within(footer).getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      'https://facebook.com/navyugsamaj',
    );
    // The content's '© 2025' (its year resolved when it was loaded) shows the current year.
    const year = new Date().getFullYear();
    expect(within(footer).getByText(`© ${year} Shri Navyug Samaj Seva Trust`)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Site by Example Studio' })).toHaveAttribute(
      'href',
      'https://example.com',
    );
    expect(calls.find((c) => c.type === 'getPgData')?.fields.loc).toBe('footer');
  });

  it('leaves a range of years the content wrote alone', async () => {
    const ranged = {
      ...FOOTER,
      sections: FOOTER.sections.map((sec) => ({
        ...sec,
        records: sec.records.map((r) =>
          r.col1 === 'Copyright' ? { ...r, col2: '© 1987–2026 Shri Navyug Samaj Seva Trust' } : r,
        ),
      })),
    };
    renderWithProviders(<Footer />, { answers: { getPgData: dataAnswer(ranged) } });
    expect(await screen.findByText('© 1987–2026 Shri Navyug Samaj Seva Trust')).toBeInTheDocument();
  });

  it('still shows the copyright year when the footer content is missing', async () => {
    renderWithProviders(<Footer />);
    // The year of the day the page is shown, never a written-down one.
    const year = new Date().getFullYear();
    expect(
      await screen.findByText(`© ${year} Shri Navyug Samaj Seva Trust. All rights reserved.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Disclaimer' })).toBeNull();
  });
});
