import { screen, waitFor, within } from '@testing-library/react';
import { dataAnswer, failAnswer } from '../../../shared/protocol/wire';
import { memoryStorage } from '../../app/memoryStorage';
import { appRoutes } from '../../app/routes';
import { renderWithProviders } from '../../test/render';
import { initialSessionState } from '../../entities/session/sessionSlice';

const rohan = { id: 7, first_name: 'Rohan', mem_no: btoa('1001') };
const session = { ...initialSessionState, userDS: [rohan], token: 'tok-1' };
// The page-load check of a stored login (requirements §4) gets the member record back.
const profile = dataAnswer({ ...rohan, mem_name: 'Rohan Mittal', photos: [] });

const accountNav = () => screen.getByRole('navigation', { name: /^(Account|Member)$/ });

describe('user menu', () => {
  it('offers a visitor Login and New Registration', async () => {
    renderWithProviders(appRoutes);
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'New Registration' })).toHaveAttribute(
      'href',
      '/member_registration',
    );
    expect(within(nav).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('shows a member Dashboard, My Profile, the member id and Logout', async () => {
    renderWithProviders(appRoutes, {
      preloadedState: { session },
      answers: {
        getAccessToken: dataAnswer({ menus: [], roles: ['member'], user: rohan }),
        getMyProfile: profile,
      },
    });
    const nav = await screen.findByRole('navigation', { name: 'Member' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(nav).getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/my_profile',
    );
    expect(nav).toHaveTextContent('Member ID: 1001');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('sends the stored token with getAccessToken', async () => {
    const { calls } = renderWithProviders(appRoutes, {
      preloadedState: { session },
      answers: {
        getAccessToken: dataAnswer({ menus: [], roles: ['member'], user: rohan }),
        getMyProfile: profile,
      },
    });
    await waitFor(() => expect(calls.some((c) => c.type === 'getAccessToken')).toBe(true));
    expect(calls.find((c) => c.type === 'getAccessToken')?.fields.local_token).toBe('tok-1');
  });

  it('logs out: clears local storage and returns to the site root', async () => {
    const local = memoryStorage({
      userDS: JSON.stringify([rohan]),
      local_token: 'tok-1',
      cart: '{}',
    });
    const { user, router, calls } = renderWithProviders(appRoutes, {
      route: '/dashboard',
      storages: { local, session: memoryStorage() },
      preloadedState: { session },
      answers: {
        getAccessToken: dataAnswer({ menus: [], roles: ['member'], user: rohan }),
        getMyProfile: profile,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(router?.state.location.pathname).toBe('/');
    expect(local.length).toBe(0);
    expect(accountNav()).toHaveAccessibleName('Account');
    // The service is told, so that the token stops working.
    await waitFor(() =>
      expect(calls.find((c) => c.type === 'logout')?.fields.local_token).toBe('tok-1'),
    );
  });

  it('ends a stored login the service no longer knows, quietly', async () => {
    const local = memoryStorage({ userDS: JSON.stringify([rohan]), local_token: 'old' });
    const { calls } = renderWithProviders(appRoutes, {
      storages: { local, session: memoryStorage() },
      preloadedState: { session: { ...session, token: 'old' } },
      answers: { getMyProfile: failAnswer('Please log in to continue.') },
    });
    expect(await screen.findByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    expect(calls.find((c) => c.type === 'getMyProfile')?.fields).toMatchObject({
      local_token: 'old',
      mem_key: rohan.mem_no,
    });
    expect(local.getItem('local_token')).toBeNull();
    expect(calls.some((c) => c.type === 'logout')).toBe(false);
    expect(screen.queryByRole('status', { name: /logged out/ })).toBeNull();
  });

  it('keeps a stored login when the check gets no answer', async () => {
    const local = memoryStorage({ userDS: JSON.stringify([rohan]), local_token: 'tok-1' });
    renderWithProviders(appRoutes, {
      storages: { local, session: memoryStorage() },
      preloadedState: { session },
      answers: {
        getMyProfile: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    expect(await screen.findByRole('navigation', { name: 'Member' })).toBeInTheDocument();
    expect(local.getItem('local_token')).toBe('tok-1');
  });

  it('says goodbye on the home page after the account was deleted', async () => {
    const { user } = renderWithProviders(appRoutes, {
      preloadedState: {
        session: { ...initialSessionState, notice: 'Your account has been deleted.' },
      },
    });
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('status')).toHaveTextContent('Your account has been deleted.');
    await user.click(within(nav).getByRole('button', { name: 'Dismiss' }));
    expect(within(nav).queryByRole('status')).toBeNull();
  });
});
