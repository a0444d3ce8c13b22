import { screen, waitFor, within } from '@testing-library/react';
import { dataAnswer } from '../../../shared/protocol/wire';
import { memoryStorage } from '../../app/memoryStorage';
import { appRoutes } from '../../app/routes';
import { MENUS, page, record, section, SETTINGS } from '../../test/fixtures';
import type { AppStore } from '../../app/store';
import { renderWithProviders } from '../../test/render';
import { contentApi } from '../../entities/content/contentApi';
import { memberSession, profileAnswer } from '../account/memberTestUtils';

/** The popup can only be judged once the home page's answer is in. */
const homeLoaded = (store: AppStore) =>
  waitFor(() =>
    expect(contentApi.endpoints.getPgData.select({ loc: 'home' })(store.getState()).isSuccess).toBe(
      true,
    ),
  );

const HOME = page('home', [
  section('home_banner', [
    record({ col1: 'Welcome to the samaj', col4: 'site/banner-welcome.jpg' }),
  ]),
  section(
    'single_img_text',
    [
      record({
        col1: 'Members Portal Inaugurated',
        col2: 'The Chief Minister inaugurated our members portal.',
        col4: 'site/launch-inauguration.jpg',
        col7: '/member_registration',
        col8: 'Register now',
      }),
    ],
    // The heading the site's settings name (launch_popup_section of the fixture SETTINGS).
    { g_title: 'Launch announcement' },
  ),
]);

const answers = {
  getAccessToken: dataAnswer({ menus: MENUS, roles: ['visitor'], user: null }),
  getPgData: (f: Record<string, string>) =>
    dataAnswer(f.loc === 'home' ? HOME : page(f.loc, [section('text_description', [record()])])),
};

describe('launch popup', () => {
  it('opens on the home page with the section the settings name, as a modal dialog with focus', async () => {
    renderWithProviders(appRoutes, { answers });
    const dialog = await screen.findByRole('dialog', { name: 'Members Portal Inaugurated' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(
      within(dialog).getByText('The Chief Minister inaugurated our members portal.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('img', { name: 'Members Portal Inaugurated' })).toHaveAttribute(
      'src',
      '/media/site/launch-inauguration.jpg',
    );
  });

  it('closes with Escape and stays closed when the visitor moves around and comes back', async () => {
    const session = memoryStorage();
    const { user } = renderWithProviders(appRoutes, {
      answers,
      storages: { local: memoryStorage(), session },
    });
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.getItem('launchPopupDismissed')).toBe('1');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Member Login' }));
    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its Close button', async () => {
    const { user } = renderWithProviders(appRoutes, { answers });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Close/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows its button to the registration page and stays closed', async () => {
    const { user, router } = renderWithProviders(appRoutes, { answers });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('link', { name: 'Register now' }));
    expect(router?.state.location.pathname).toBe('/member_registration');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps focus inside while open', async () => {
    const { user } = renderWithProviders(appRoutes, { answers });
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: /Close/ });
    const register = within(dialog).getByRole('link', { name: 'Register now' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(register).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(register).toHaveFocus();
  });

  it('does not open when dismissed earlier in this visit', async () => {
    const { store } = renderWithProviders(appRoutes, {
      answers,
      storages: { local: memoryStorage(), session: memoryStorage({ launchPopupDismissed: '1' }) },
      preloadedState: { layout: { launchPopupDismissed: true } },
    });
    await homeLoaded(store);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open for a logged-in member: it is for visitors', async () => {
    const { store } = renderWithProviders(appRoutes, {
      answers: { ...answers, getMyProfile: profileAnswer() },
      preloadedState: { session: memberSession },
    });
    await homeLoaded(store);
    expect(await screen.findByRole('navigation', { name: 'Member' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open on other pages', async () => {
    renderWithProviders(appRoutes, { answers, route: '/services' });
    await screen.findByRole('link', { name: 'Member Login' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open on a home page without the section the settings name', async () => {
    const { store } = renderWithProviders(appRoutes, {
      answers: { ...answers, getPgData: () => dataAnswer(page('home', [HOME.sections[0]])) },
    });
    await homeLoaded(store);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows its section only in the popup, never among the home page sections', async () => {
    const { store } = renderWithProviders(appRoutes, { answers });
    await screen.findByRole('dialog');
    await homeLoaded(store);
    const main = screen.getByRole('main');
    expect(
      within(main).queryByText('The Chief Minister inaugurated our members portal.'),
    ).toBeNull();
  });

  it('does not open when the settings turn it off, and its section stays off the page', async () => {
    const { store } = renderWithProviders(appRoutes, {
      answers: { ...answers, getSiteSettings: dataAnswer({ ...SETTINGS, launch_popup: 'off' }) },
    });
    await homeLoaded(store);
    await screen.findByText('Welcome to the samaj');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('The Chief Minister inaugurated our members portal.')).toBeNull();
  });

  it('opens another section when the settings name its heading instead', async () => {
    const other = page('home', [
      HOME.sections[0],
      section('text_description', [record({ col1: 'Notice', col2: 'Plain words.' })], {
        g_title: 'Second',
      }),
      section(
        'text_description',
        [record({ col1: 'Diwali greetings', col2: 'Shubh Deepawali.' })],
        {
          g_title: 'Festival popup',
        },
      ),
    ]);
    renderWithProviders(appRoutes, {
      answers: {
        ...answers,
        getPgData: (f) => dataAnswer(f.loc === 'home' ? other : page(f.loc, [])),
        getSiteSettings: dataAnswer({ ...SETTINGS, launch_popup_section: 'Festival popup' }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Diwali greetings' });
    expect(dialog).toHaveTextContent('Shubh Deepawali.');
    // The second section is an ordinary one now: it shows on the page.
    expect(within(screen.getByRole('main')).getByText('Plain words.')).toBeInTheDocument();
  });
});
