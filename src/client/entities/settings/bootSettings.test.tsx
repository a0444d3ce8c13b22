import { screen } from '@testing-library/react';
import { Footer } from '../../features/layout/Footer';
import { SETTINGS } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { seedSiteSettings } from './bootSettings';

// Issue #18 items 2 and 4: the server writes the settings in the page's language (Accept-Language)
// and says which (data-lang); they are kept as that language's answer, never as the other's.
function carry(lang: string | null) {
  const attr = lang ? ` data-lang="${lang}"` : '';
  document.head.insertAdjacentHTML(
    'beforeend',
    `<script id="site-settings" type="application/json"${attr}>${JSON.stringify({
      ...SETTINGS,
      trust_name: 'हिन्दी ट्रस्ट',
    })}</script>`,
  );
}

afterEach(() => document.getElementById('site-settings')?.remove());

describe('the settings the page carried, by language', () => {
  it('shows Hindi ones at once to a page shown in Hindi', () => {
    carry('hi');
    const { calls } = renderWithProviders(<Footer />, {
      preloadedState: { language: { chosen: 'hi', shown: 'hi' } },
      prepare: (store) => seedSiteSettings(store.dispatch, document),
    });
    expect(screen.getByRole('link', { name: 'हिन्दी ट्रस्ट' })).toBeInTheDocument();
    expect(calls.filter((c) => c.type === 'getSiteSettings')).toEqual([]);
  });

  it('asks for the English ones when the page is shown in English', async () => {
    carry('hi');
    const { calls } = renderWithProviders(<Footer />, {
      prepare: (store) => seedSiteSettings(store.dispatch, document),
    });
    expect(await screen.findByRole('link', { name: SETTINGS.trust_name })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'हिन्दी ट्रस्ट' })).toBeNull();
    expect(calls.filter((c) => c.type === 'getSiteSettings').map((c) => c.fields.lang)).toEqual([
      undefined,
    ]);
  });
});
