import { screen, waitFor, within } from '@testing-library/react';
import { dataAnswer, type WireAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { renderWithProviders } from '../../test/render';
import { ROHAN, memberSession, profileAnswer } from '../account/memberTestUtils';

const MEMBER_PATHS = [
  '/dashboard',
  '/my_profile',
  '/search_matching',
  '/intrested_member',
  '/my_biodata',
];
const login = { user: ROHAN, roles: ['visitor', 'member'], local_token: 'tok-rohan' };
const counts = dataAnswer({ member_reqests: { Total: 3, Accepted: 1, Pending: 2 } });

describe('member routes', () => {
  it.each(MEMBER_PATHS)('send a visitor from %s to /login?next=…', async (path) => {
    const { router } = renderWithProviders(appRoutes, { route: `${path}?tab=1` });
    await waitFor(() => expect(router?.state.location.pathname).toBe('/login'));
    expect(router?.state.location.search).toBe(`?next=${encodeURIComponent(`${path}?tab=1`)}`);
    expect(await screen.findByRole('heading', { name: 'Member Login' })).toBeInTheDocument();
  });

  it('bring the member back to the page after logging in', async () => {
    const { user, router } = renderWithProviders(appRoutes, {
      route: '/my_biodata',
      answers: { logint: dataAnswer(login), getMyProfile: profileAnswer() },
    });
    await user.type(await screen.findByLabelText(/^Email/), 'rohan.mittal@example.in');
    await user.type(screen.getByLabelText(/^Password/), 'monsoon evenings in jaipur');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/my_biodata'), {
      timeout: 3000,
    });
    expect(await screen.findByRole('heading', { name: 'Rohan Mittal' })).toBeInTheDocument();
  });

  it('wait for the check of a stored login before opening', async () => {
    let answer!: (a: WireAnswer) => void;
    renderWithProviders(appRoutes, {
      route: '/dashboard',
      preloadedState: { session: { ...memberSession } },
      answers: {
        getMyProfile: () => new Promise<WireAnswer>((r) => (answer = r)),
        getDashboardData: counts,
      },
    });
    expect(await screen.findByText('Checking your login…')).toBeInTheDocument();
    answer(profileAnswer());
    expect(await screen.findByRole('heading', { name: 'Welcome, Rohan' })).toBeInTheDocument();
  });

  it('show the member tab bar with the current screen marked', async () => {
    renderWithProviders(appRoutes, {
      route: '/dashboard',
      preloadedState: { session: memberSession },
      answers: { getMyProfile: profileAnswer(), getDashboardData: counts },
    });
    const tabs = await screen.findByRole('navigation', { name: 'Members area' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Dashboard',
      'My Profile',
      'Interested Members',
      'My Biodata',
      'Search Matching',
      'Shortlist',
    ]);
    expect(within(tabs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'My Profile' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});
