import { screen, waitFor, within } from '@testing-library/react';
import { dataAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { MENUS, SETTINGS } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';

const meta = (name: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

describe('page title and meta', () => {
  it('come from the menu record of the current path, and follow navigation', async () => {
    const { user } = renderWithProviders(appRoutes, {
      route: '/services',
      answers: { getAccessToken: dataAnswer({ menus: MENUS, roles: ['visitor'], user: null }) },
    });
    await waitFor(() => expect(document.title).toBe('Our Services'));
    expect(meta('description')).toBe('What we do');
    expect(meta('keywords')).toBe('tax, audit');

    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    await user.click(within(quick).getByRole('link', { name: 'Contact Us' }));
    await waitFor(() => expect(document.title).toBe('Contact Us | Trust'));

    // A page without its own title or meta falls back to the site's settings.
    await user.click(within(quick).getByRole('link', { name: 'E-News' }));
    await waitFor(() => expect(document.title).toBe(SETTINGS.trust_name));
    expect(meta('description')).toBe(SETTINGS.site_description);
    expect(meta('keywords')).toBe(SETTINGS.site_keywords);
  });
});
