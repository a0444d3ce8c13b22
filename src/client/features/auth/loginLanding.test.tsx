import { act, screen, waitFor, within } from '@testing-library/react';
import { FORGOT_PASSWORD_REDIRECT_MS } from '../../../shared/domain/constants';
import { MESSAGES } from '../../../shared/domain/messages';
import { dataAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { siteAnswers } from '../../test/homeFixture';
import { renderWithProviders } from '../../test/render';
import { profileAnswer } from '../account/memberTestUtils';
import { ROHAN_LOGIN } from './loginTestUtils';

/**
 * The login as a member meets it, in the whole site (header, popup, home page): issue #15 item 8.
 */

const answers = {
  ...siteAnswers(),
  logint: dataAnswer(ROHAN_LOGIN),
  getMyProfile: profileAnswer(),
  getDashboardData: dataAnswer({
    member_reqests: { Total: 3, Accepted: 0, Pending: 3 },
    changes_requested: null,
    waiting_for_answer: 2,
  }),
};

type View = ReturnType<typeof renderWithProviders>;
const at = (view: View) => view.router?.state.location.pathname;

async function logIn(view: View) {
  await view.user.type(await screen.findByLabelText(/^Email/), 'rohan@example.in');
  await view.user.type(screen.getByLabelText(/^Password/), 'monsoon evenings');
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
}

const visitorHeader = () => {
  const account = screen.getByRole('navigation', { name: 'Account' });
  expect(within(account).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Member' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
};

describe('after the login answer', () => {
  it('lands on /home at once with the seed message in the page, the greeting and no popup', async () => {
    const view = renderWithProviders(appRoutes, { route: '/login', answers });
    await logIn(view);
    // No interstitial (it waited 1.5 s): within the second the password reset waits, which leaves
    // room for a busy test machine.
    await waitFor(() => expect(at(view)).toBe('/home'), { timeout: FORGOT_PASSWORD_REDIRECT_MS });
    const main = screen.getByRole('main');
    expect(await within(main).findByText(MESSAGES.loginOk)).toHaveAttribute('role', 'status');
    const band = await screen.findByRole('region', { name: 'Welcome back, Rohan' });
    expect(await within(band).findByText('2 interests wait for your answer')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Member' })).toBeInTheDocument();
    await screen.findByText('About the trust');
    expect(screen.queryByRole('dialog')).toBeNull();

    // The message belongs to the page the login landed on: the next page does not repeat it.
    await view.user.click(within(band).getByRole('link', { name: 'Go to your dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Rohan' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.loginOk)).toBeNull();
  });

  it('goes back to the member page that sent the visitor to login', async () => {
    const view = renderWithProviders(appRoutes, { route: '/my_biodata', answers });
    await waitFor(() => expect(at(view)).toBe('/login'));
    expect(view.router?.state.location.search).toBe('?next=%2Fmy_biodata');
    await logIn(view);
    await waitFor(() => expect(at(view)).toBe('/my_biodata'));
    expect(await screen.findByText(MESSAGES.loginOk)).toHaveAttribute('role', 'status');
  });

  it('refuses a return path outside the site and goes home instead', async () => {
    const view = renderWithProviders(appRoutes, {
      route: `/login?next=${encodeURIComponent('https://evil.example/dashboard')}`,
      answers,
    });
    await logIn(view);
    await waitFor(() => expect(at(view)).toBe('/home'));
    expect(view.router?.state.location.search).toBe('');
  });
});

describe('the forgot-password screens', () => {
  it("show the visitor's header until the flow ends logged in", async () => {
    const fresh = { ...ROHAN_LOGIN, local_token: 'tok-after-reset' };
    const saved = 'Your password has been changed. You are logged in.';
    const view = renderWithProviders(appRoutes, {
      route: '/login',
      answers: {
        ...answers,
        registerWithOTP: dataAnswer([{ id: 'tkt-9' }]),
        logotp: dataAnswer(ROHAN_LOGIN),
        resetPasswordAndLogin: dataAnswer({ ...fresh, message: saved }),
      },
    });
    await view.user.click(await screen.findByRole('tab', { name: 'Forgot password' }));
    visitorHeader();
    await view.user.type(screen.getByLabelText(/^Registered email/), 'rohan@example.in');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    await view.user.type(await screen.findByLabelText(/^6-digit code/), '654321');
    visitorHeader();
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MESSAGES.otpOk)).toHaveAttribute('role', 'status');
    // The code is accepted; the new-password screen still shows the visitor's header.
    expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
    visitorHeader();
    expect(screen.queryByText(/You are logged in as/)).toBeNull();

    await view.user.type(screen.getByLabelText(/^New password/), 'a new passphrase');
    await view.user.type(screen.getByLabelText(/^Confirm new password/), 'a new passphrase');
    await view.user.click(screen.getByRole('button', { name: 'Save password' }));
    // The flow ends logged in, with the fresh login, and goes home after its second.
    expect(await screen.findByText(saved)).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('navigation', { name: 'Member' })).toBeInTheDocument();
    expect(view.calls.find((c) => c.type === 'resetPasswordAndLogin')?.fields.local_token).toBe(
      'tok-rohan',
    );
    await waitFor(() => expect(at(view)).toBe('/home'), { timeout: 3000 });
    expect(view.store.getState().session.token).toBe('tok-after-reset');
  });

  it("end logged in with the code's login when the new password is skipped", async () => {
    const view = renderWithProviders(appRoutes, {
      route: '/login',
      answers: {
        ...answers,
        registerWithOTP: dataAnswer([{ id: 'tkt-9' }]),
        logotp: dataAnswer(ROHAN_LOGIN),
      },
    });
    await view.user.click(await screen.findByRole('tab', { name: 'Forgot password' }));
    await view.user.type(screen.getByLabelText(/^Registered email/), 'rohan@example.in');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    await view.user.type(await screen.findByLabelText(/^6-digit code/), '654321');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByLabelText(/^New password/);
    visitorHeader();
    await act(() => view.user.click(screen.getByRole('button', { name: 'Skip for now' })));
    await waitFor(() => expect(at(view)).toBe('/home'));
    expect(await screen.findByRole('navigation', { name: 'Member' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Welcome back, Rohan' })).toBeInTheDocument();
  });
});
