import { screen, within } from '@testing-library/react';
import { dataAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { MENUS, menu } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';

const access = (roles: string[], user: unknown = null) => ({
  getAccessToken: dataAnswer({ menus: MENUS, roles, user }),
});

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('header', () => {
  it('shows the site name, a skip link and the landmarks', async () => {
    renderWithProviders(appRoutes, { answers: access(['visitor']) });
    const banner = await screen.findByRole('banner');
    // The name is a site setting: its call may answer after the banner's first paint.
    expect(
      await within(banner).findByRole('link', { name: 'Shri Navyug Samaj Seva Trust' }),
    ).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("shows a visitor the visitor's menu entries, linked by their slugs", async () => {
    renderWithProviders(appRoutes, { answers: access(['visitor']) });
    const nav = mainNav();
    expect(await within(nav).findByRole('link', { name: 'Member Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(nav).queryByRole('link', { name: 'Search Matching' })).not.toBeInTheDocument();
    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(quick).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contactus',
    );
  });

  it('shows a member the member entries instead', async () => {
    renderWithProviders(appRoutes, { answers: access(['member']) });
    const nav = mainNav();
    expect(await within(nav).findByRole('link', { name: 'Search Matching' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Member Login' })).not.toBeInTheDocument();
  });

  it('opens the consultation entry in a new tab', async () => {
    renderWithProviders(appRoutes, { answers: access(['visitor']) });
    const link = await within(mainNav()).findByRole('link', { name: /Consultation/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAccessibleName('Consultation (opens in a new tab)');
  });

  it('opens nested dropdowns with buttons and closes them with Escape', async () => {
    const { user } = renderWithProviders(appRoutes, { answers: access(['visitor']) });
    const services = await within(mainNav()).findByRole('button', { name: 'Services' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).queryByRole('link', { name: 'Legal Assistance' })).toBeNull();

    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    const submenu = document.getElementById(services.getAttribute('aria-controls')!)!;
    expect(within(submenu).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    const taxation = within(submenu).getByRole('button', { name: 'Taxation Services' });
    await user.click(taxation);
    const gst = screen.getByRole('link', { name: 'GST Filing Help' });
    expect(gst).toHaveAttribute('href', '/taxation_services/gst-filing-help');

    // Escape closes the innermost open list first and gives focus back to its button.
    gst.focus();
    await user.keyboard('{Escape}');
    expect(taxation).toHaveAttribute('aria-expanded', 'false');
    expect(taxation).toHaveFocus();
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();
  });

  it('works from the keyboard alone', async () => {
    const { user } = renderWithProviders(appRoutes, { answers: access(['visitor']) });
    const services = await within(mainNav()).findByRole('button', { name: 'Services' });
    services.focus();
    await user.keyboard('{Enter}');
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a mobile menu toggle that controls the main menu', async () => {
    const { user } = renderWithProviders(appRoutes, { answers: access(['visitor']) });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const controlled = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(controlled).toBe(within(mainNav()).getByRole('list'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav()).toHaveClass('is-open');

    // Following a link closes it.
    await user.click(within(mainNav()).getByRole('link', { name: 'Member Login' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('top strip', () => {
  it('leaves Login and New Registration to the user menu beside it', async () => {
    const menus = [
      ...MENUS,
      menu(20, 'Login', 'login', { col6: 'top_menu', roles: ['visitor'] }),
      menu(21, 'New Registration', 'member_registration', { col6: 'top_menu', roles: ['visitor'] }),
    ];
    renderWithProviders(appRoutes, {
      answers: { getAccessToken: dataAnswer({ menus, roles: ['visitor'], user: null }) },
    });
    const quick = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['E-News', 'Contact Us']);
    expect(screen.getAllByRole('link', { name: 'Login' })).toHaveLength(1);
  });
});
