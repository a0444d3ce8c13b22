import { act, screen, within } from '@testing-library/react';
import type { CurlType } from '../../../shared/protocol/registry';
import type { FakeAnswers } from '../../test/fakeTransport';
import { flowEvent } from './authActions';
import { authMachine, type AuthContext, type AuthStep } from './authMachine';
import {
  coveringPaths,
  declaredTransitions,
  eventsOf,
  walked,
  type AuthPath,
} from './authPaths.fixture';
import { renderLogin } from './loginTestUtils';

/**
 * Model-based tests: every path the graph helpers find through the auth machine is replayed as
 * `auth/flowEvent` actions into a real store with the real LoginPage, and the screen is checked
 * against what the reached state should show. The service never answers here, so the listener's
 * posts stay pending and only the path's own events move the machine.
 */

const never = () => new Promise<never>(() => undefined);
const AUTH_CALLS: CurlType[] = [
  'logint',
  'registerWithOTP',
  'logotp',
  'resendOTP',
  'resetPasswordAndLogin',
];
const SILENT: FakeAnswers = Object.fromEntries(AUTH_CALLS.map((c) => [c, never]));

const selectedTab = () => screen.getByRole('tab', { selected: true });
const overlay = (label: string) =>
  expect(screen.getAllByRole('status').some((el) => el.textContent?.includes(label))).toBe(true);
const loginForm = () => {
  expect(selectedTab()).toHaveTextContent('Login');
  const form = screen.getByRole('form', { name: 'Login' });
  expect(within(form).getByLabelText(/^Email/)).toBeInTheDocument();
  expect(within(form).getByLabelText(/^Password/)).toBeInTheDocument();
};
const forgotForm = () => {
  expect(selectedTab()).toHaveTextContent('Forgot password');
  expect(screen.getByLabelText(/^Registered email/)).toBeInTheDocument();
};
const otpForm = () => {
  expect(selectedTab()).toHaveTextContent('Forgot password');
  expect(screen.getByLabelText(/^6-digit code/)).toHaveAttribute('autocomplete', 'one-time-code');
  expect(screen.getByRole('button', { name: 'Resend code' })).toBeInTheDocument();
};
const passwordForm = () => {
  expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Skip for now' })).toBeInTheDocument();
};

type View = ReturnType<typeof renderLogin>;

/** What each state shows. A state missing here fails the coverage test below. */
const SHOWS: Record<AuthStep, (view: View, context: AuthContext) => void> = {
  login: loginForm,
  loggingIn: () => {
    loginForm();
    overlay('Logging in…');
  },
  forgot: forgotForm,
  sendingOtp: () => {
    forgotForm();
    overlay('Sending the code…');
  },
  otp: otpForm,
  verifyingOtp: () => {
    otpForm();
    overlay('Checking the code…');
  },
  resendingOtp: () => {
    otpForm();
    overlay('Sending a new code…');
  },
  createPassword: passwordForm,
  savingPassword: () => {
    passwordForm();
    overlay('Saving your password…');
  },
  redirecting: (_view, context) => {
    expect(screen.getByText(context.message!.text)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Continue now' })).toHaveAttribute(
      'href',
      context.returnTo ?? '/home',
    );
  },
  done: (view, context) => {
    expect(view.router?.state.location.pathname).toBe(context.returnTo ?? '/home');
    expect(screen.queryByRole('tablist')).toBeNull();
  },
};

/**
 * The events that end the flow logged in. Before one of them the member is not logged in on
 * this device, whatever step the forgot-password flow is at (an accepted OTP's login is held).
 */
const STORES_LOGIN = new Set(['login.succeeded', 'password.skipped', 'password.saved']);

/** The flow's message, where the login page is on screen: errors alert, the rest is status. */
function showsMessage(context: AuthContext) {
  if (!context.message) return;
  const role = context.message.tone === 'error' ? 'alert' : 'status';
  expect(screen.getByText(context.message.text)).toHaveAttribute('role', role);
}

const STEPS = Object.keys(authMachine.states) as AuthStep[];
const PATHS = coveringPaths();
const describePath = (p: AuthPath) =>
  `${String(p.state.value)} via ${
    eventsOf(p)
      .map((e) => e.type)
      .join(' → ') || '(start)'
  }`;

describe('auth machine model', () => {
  it('has a screen assertion for every state of the machine', () => {
    expect(Object.keys(SHOWS).sort()).toEqual([...STEPS].sort());
  });

  it('the replayed paths reach every state and walk every transition', () => {
    expect(new Set(PATHS.map((p) => String(p.state.value)))).toEqual(new Set(STEPS));
    const covered = new Set(PATHS.flatMap(walked));
    expect([...declaredTransitions()].filter((t) => !covered.has(t))).toEqual([]);
  });

  it.each(PATHS.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    const view = renderLogin({ answers: SILENT });
    for (const step of path.steps) {
      if (step.event.type.startsWith('xstate.')) continue;
      // Async act: the listener's effects (storeLogin, goHome) run once the event is reduced.
      await act(async () => {
        view.store.dispatch(flowEvent(step.event));
      });
      // A member who finished the flow and comes back opens the login page again.
      if (step.state.value !== 'done' && view.router?.state.location.pathname !== '/login') {
        await act(() => view.router?.navigate('/login'));
      }
    }
    const state = view.store.getState().auth;
    expect(state?.value).toBe(path.state.value);
    const context = path.state.context as AuthContext;
    SHOWS[path.state.value as AuthStep](view, context);
    if (path.state.value !== 'done') showsMessage(context);
    const endedLoggedIn = eventsOf(path).some((e) => STORES_LOGIN.has(e.type));
    expect(view.store.getState().session.token !== null).toBe(endedLoggedIn);
  });
});
