import { screen, waitFor, within } from '@testing-library/react';
import { dataAnswer } from '../../../shared/protocol/wire';
import { memoryStorage } from '../../app/memoryStorage';
import { appRoutes } from '../../app/routes';
import { renderWithProviders } from '../../test/render';

const rohan = { id: 7, first_name: 'Rohan', mem_no: btoa('1001') };

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
      preloadedState: { session: { userDS: [rohan], token: 'tok-1' } },
      answers: { getAccessToken: dataAnswer({ menus: [], roles: ['member'], user: rohan }) },
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
      preloadedState: { session: { userDS: [rohan], token: 'tok-1' } },
      answers: { getAccessToken: dataAnswer({ menus: [], roles: ['member'], user: rohan }) },
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
      preloadedState: { session: { userDS: [rohan], token: 'tok-1' } },
      answers: { getAccessToken: dataAnswer({ menus: [], roles: ['member'], user: rohan }) },
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

  it('ends a stored login the service no longer knows', async () => {
    const local = memoryStorage({ userDS: JSON.stringify([rohan]), local_token: 'old' });
    renderWithProviders(appRoutes, {
      storages: { local, session: memoryStorage() },
      preloadedState: { session: { userDS: [rohan], token: 'old' } },
      answers: { getAccessToken: dataAnswer({ menus: [], roles: [], user: null }) },
    });
    expect(await screen.findByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    expect(local.getItem('local_token')).toBeNull();
  });
});
