import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../../shared/domain/messages';
import {
  dataAnswer,
  doneAnswer,
  failAnswer,
  invalidAnswer,
  notValidatedAnswer,
} from '../../../shared/protocol/wire';
import { FORGOT_PASSWORD_REDIRECT_MS } from '../../../shared/domain/constants';
import { renderLogin, ROHAN_LOGIN } from './loginTestUtils';

const TIMER = { timeout: 3000 };

async function fillLogin(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText(/^Email/), 'rohan@example.in');
  await user.type(screen.getByLabelText(/^Password/), 'monsoon evenings');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

async function reachOtp(view: ReturnType<typeof renderLogin>) {
  await view.user.click(screen.getByRole('tab', { name: 'Forgot password' }));
  await view.user.type(screen.getByLabelText(/^Registered email/), 'rohan@example.in');
  await view.user.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByLabelText(/^6-digit code/);
}

describe('the auth listener runs the effects the machine names', () => {
  it('logs in: stores the session with the seed message and goes home at once', async () => {
    const view = renderLogin({ answers: { logint: dataAnswer(ROHAN_LOGIN) } });
    await fillLogin(view.user);
    // Well inside the one second the reset waits: no interstitial after a login.
    await waitFor(() => expect(view.router?.state.location.pathname).toBe('/home'), {
      timeout: FORGOT_PASSWORD_REDIRECT_MS / 2,
    });
    expect(view.calls.find((c) => c.type === 'logint')?.fields).toMatchObject({
      p1: 'rohan@example.in',
      p2: 'monsoon evenings',
    });
    expect(view.store.getState().session).toMatchObject({
      userDS: [ROHAN_LOGIN.user],
      token: 'tok-rohan',
      notice: MESSAGES.loginOk,
    });
    expect(view.storages.local.getItem('local_token')).toBe('tok-rohan');
    expect(JSON.parse(view.storages.local.getItem('userDS') ?? '[]')).toEqual([ROHAN_LOGIN.user]);
    expect(view.store.getState().auth?.value).toBe('done');
  });

  it('goes back to the member page the visitor was sent from', async () => {
    const view = renderLogin({
      route: '/login?next=%2Fdashboard',
      answers: { logint: dataAnswer(ROHAN_LOGIN) },
    });
    await fillLogin(view.user);
    await waitFor(() => expect(view.router?.state.location.pathname).toBe('/dashboard'), TIMER);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/'],
    ['a full URL', 'https://evil.example/dashboard'],
    ['a backslash trick', '/\\evil.example'],
    ['a page that is not a member screen', '/services'],
    ['the login page itself', '/login?next=/dashboard'],
  ])('ignores a next that is %s and goes home', async (_name, next) => {
    const view = renderLogin({
      route: `/login?next=${encodeURIComponent(next)}`,
      answers: { logint: dataAnswer(ROHAN_LOGIN) },
    });
    await fillLogin(view.user);
    await waitFor(() => expect(view.router?.state.location.pathname).toBe('/home'), TIMER);
  });

  it("shows the service's message when the account is not validated", async () => {
    const text = 'Your registration is awaiting verification by our team.';
    const view = renderLogin({ answers: { logint: notValidatedAnswer(text) } });
    await fillLogin(view.user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(view.store.getState().session.token).toBeNull();
  });

  it("says 'Invalid UserName or Password !' when the service answers 0", async () => {
    const view = renderLogin({ answers: { logint: failAnswer('') } });
    await fillLogin(view.user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('rohan@example.in');
  });

  it('says plainly when the site cannot be reached, and keeps what was typed', async () => {
    const view = renderLogin({
      answers: {
        logint: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await fillLogin(view.user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.networkError);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('rohan@example.in');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('monsoon evenings');
  });

  it("says 'Invalid OTP' for a wrong code and lets the member try again", async () => {
    const view = renderLogin({
      answers: {
        registerWithOTP: dataAnswer([{ id: 'tkt-9' }]),
        logotp: failAnswer(MESSAGES.otpInvalid),
      },
    });
    const otp = await reachOtp(view);
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    await view.user.type(otp, '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.otpInvalid);
    expect(view.calls.find((c) => c.type === 'logotp')?.fields).toMatchObject({
      p1_otp: '123456',
      ref_id: 'tkt-9',
    });
    expect(screen.getByLabelText(/^6-digit code/)).toBeInTheDocument();
  });

  it('resends the code, and says when it could not', async () => {
    let sends = 0;
    const view = renderLogin({
      answers: {
        registerWithOTP: dataAnswer([{ id: 'tkt-9' }]),
        resendOTP: () => {
          sends += 1;
          return sends === 1 ? doneAnswer(MESSAGES.otpResent) : failAnswer('');
        },
      },
    });
    await reachOtp(view);
    await view.user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText(MESSAGES.otpResent)).toHaveAttribute('role', 'status');
    expect(view.calls.find((c) => c.type === 'resendOTP')?.fields.ref_id).toBe('tkt-9');
    await view.user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.otpResendFailed);
  });

  it('verifies the code, saves a new password, stores the fresh login and takes the member home', async () => {
    const saved = 'Your password has been changed. You are logged in.';
    const fresh = { ...ROHAN_LOGIN, local_token: 'tok-after-reset' };
    const view = renderLogin({
      answers: {
        registerWithOTP: dataAnswer([{ id: 'tkt-9' }]),
        logotp: dataAnswer(ROHAN_LOGIN),
        resetPasswordAndLogin: dataAnswer({ ...fresh, message: saved }),
      },
    });
    await view.user.type(await reachOtp(view), '654321');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MESSAGES.otpOk)).toHaveAttribute('role', 'status');
    // The OTP's login is held by the flow until it ends: no logged-in header meanwhile.
    expect(view.store.getState().session.token).toBeNull();

    await view.user.type(screen.getByLabelText(/^New password/), 'a new passphrase');
    await view.user.type(screen.getByLabelText(/^Confirm new password/), 'a new passphrase');
    await view.user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(saved)).toHaveAttribute('role', 'status');
    expect(view.calls.find((c) => c.type === 'resetPasswordAndLogin')?.fields).toMatchObject({
      p1_newpassword: 'a new passphrase',
      p1_cong_newpassword: 'a new passphrase',
      ref_id: 'tkt-9',
      local_token: 'tok-rohan',
    });
    // The service revoked the OTP's session and answered a fresh one: stored like a login.
    expect(view.store.getState().session).toMatchObject({
      userDS: [ROHAN_LOGIN.user],
      token: 'tok-after-reset',
    });
    expect(view.storages.local.getItem('local_token')).toBe('tok-after-reset');
    await waitFor(() => expect(view.router?.state.location.pathname).toBe('/home'), TIMER);
    expect(view.store.getState().auth?.value).toBe('done');
    expect(view.store.getState().session.token).toBe('tok-after-reset');
  });

  it("sends a logged-in member's session along when asking for a code", async () => {
    const view = renderLogin({
      preloadedState: {
        session: { userDS: [ROHAN_LOGIN.user], token: 'tok-rohan', checking: false, notice: null },
      },
      // The page-load check of the stored login stays pending: the login is kept meanwhile.
      answers: {
        getMyProfile: () => new Promise<never>(() => undefined),
        registerWithOTP: dataAnswer([{ id: 'tkt-9' }]),
      },
    });
    await reachOtp(view);
    expect(view.calls.find((c) => c.type === 'registerWithOTP')?.fields).toMatchObject({
      p1_contact: 'rohan@example.in',
      local_token: 'tok-rohan',
    });
  });

  it("shows the service's reason when the new password is refused", async () => {
    const view = renderLogin({
      answers: {
        registerWithOTP: dataAnswer([{ id: 'tkt-9' }]),
        logotp: dataAnswer(ROHAN_LOGIN),
        resetPasswordAndLogin: invalidAnswer('This password is too common. Please choose another.'),
      },
    });
    await view.user.type(await reachOtp(view), '654321');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    await view.user.type(await screen.findByLabelText(/^New password/), 'a new passphrase');
    await view.user.type(screen.getByLabelText(/^Confirm new password/), 'a new passphrase');
    await view.user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('too common');
    expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
  });

  it('checks that the two new passwords match before anything is sent', async () => {
    const view = renderLogin({
      answers: { registerWithOTP: dataAnswer([{ id: 'tkt-9' }]), logotp: dataAnswer(ROHAN_LOGIN) },
    });
    await view.user.type(await reachOtp(view), '654321');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    await view.user.type(await screen.findByLabelText(/^New password/), 'a new passphrase');
    await view.user.type(screen.getByLabelText(/^Confirm new password/), 'another passphrase');
    await view.user.click(screen.getByRole('button', { name: 'Save password' }));
    const form = screen.getByRole('form', { name: 'Create password' });
    expect(within(form).getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(view.calls.some((c) => c.type === 'resetPasswordAndLogin')).toBe(false);
  });

  it('lets the member skip creating a password and go home', async () => {
    const view = renderLogin({
      answers: { registerWithOTP: dataAnswer([{ id: 'tkt-9' }]), logotp: dataAnswer(ROHAN_LOGIN) },
    });
    await view.user.type(await reachOtp(view), '654321');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    await view.user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(view.router?.state.location.pathname).toBe('/home'));
    // Skipping ends the flow logged in with the login the OTP answered (requirements §4.6).
    expect(view.store.getState().session).toMatchObject({
      userDS: [ROHAN_LOGIN.user],
      token: 'tok-rohan',
    });
    expect(view.storages.local.getItem('local_token')).toBe('tok-rohan');
  });
});
