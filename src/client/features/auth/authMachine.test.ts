import { getShortestPaths } from '@xstate/graph';
import { initialTransition, transition } from 'xstate';
import { authMachine, type AuthStep } from './authMachine';
import { SAMPLE_AUTH_EVENTS } from './authEvents.fixture';
import { coveringPaths, declaredTransitions, walked } from './authPaths.fixture';

const ALL_STEPS: AuthStep[] = [
  'login',
  'loggingIn',
  'forgot',
  'sendingOtp',
  'otp',
  'verifyingOtp',
  'resendingOtp',
  'createPassword',
  'savingPassword',
  'redirecting',
  'done',
];

const options = { events: SAMPLE_AUTH_EVENTS };

describe('auth machine graph', () => {
  it('reaches every state', () => {
    const reached = new Set(
      getShortestPaths(authMachine, options).map((p) => String(p.state.value)),
    );
    expect([...reached].sort()).toEqual([...ALL_STEPS].sort());
  });

  it('the covering paths (shortest, then simple, then extended) walk every transition', () => {
    const paths = coveringPaths();
    const walkedKeys = new Set(paths.flatMap(walked));
    expect([...declaredTransitions()].filter((t) => !walkedKeys.has(t))).toEqual([]);
    expect(new Set(paths.map((p) => String(p.state.value)))).toEqual(new Set(ALL_STEPS));
  });
});

describe('auth machine effects', () => {
  const run = (...types: string[]) => {
    let [snap] = initialTransition(authMachine);
    const effects: string[] = [];
    for (const type of types) {
      const event = SAMPLE_AUTH_EVENTS.find((e) => e.type === type)!;
      const [next, actions] = transition(authMachine, snap, event);
      effects.push(
        ...actions.map((a) => a.type).filter((t) => t !== 'say' && !t.startsWith('xstate.')),
      );
      snap = next;
    }
    return { snap, effects };
  };

  it('logs in, stores the login with the seed message and goes on at once, without a timer', () => {
    const { snap, effects } = run('login.submitted', 'login.succeeded');
    expect(effects).toEqual(['postLogin', 'storeLogin', 'goHome']);
    expect(snap.value).toBe('done');
    const [, actions] = transition(
      authMachine,
      run('login.submitted').snap,
      SAMPLE_AUTH_EVENTS.find((e) => e.type === 'login.succeeded')!,
    );
    expect(actions.find((a) => a.type === 'storeLogin')?.params).toEqual({
      notice: 'Login Successfully..',
    });
  });

  it('shows the seed message on a failed login and stays on the form', () => {
    const { snap } = run('login.submitted', 'login.failed');
    expect(snap.value).toBe('login');
    expect(snap.context.message).toEqual({ tone: 'error', text: 'Invalid UserName or Password !' });
  });

  it('walks forgot → OTP → create password → home after the redirect timer', () => {
    const { snap, effects } = run(
      'tab.forgot',
      'forgot.submitted',
      'otp.sent',
      'otp.submitted',
      'otp.accepted',
      'password.submitted',
      'password.saved',
    );
    // The OTP's login is held, not stored: only the fresh login at the end is stored.
    expect(effects).toEqual([
      'postForgot',
      'postOtp',
      'postPassword',
      'storeLogin',
      'startRedirectTimer',
    ]);
    expect(snap.value).toBe('redirecting');
    expect(snap.context.ticket).toBe('tkt-1');
    expect(snap.context.held).toBeNull();
  });

  it('holds the login the accepted OTP answered until the flow ends', () => {
    const held = run('tab.forgot', 'forgot.submitted', 'otp.sent', 'otp.submitted', 'otp.accepted');
    expect(held.effects).not.toContain('storeLogin');
    expect(held.snap.context.held?.local_token).toBe('token-for-tests');
    const failed = run(
      'tab.forgot',
      'forgot.submitted',
      'otp.sent',
      'otp.submitted',
      'otp.accepted',
      'password.submitted',
      'password.failed',
    );
    expect(failed.snap.value).toBe('createPassword');
    expect(failed.snap.context.held?.local_token).toBe('token-for-tests');
  });

  it('says "Invalid OTP" on a wrong code and lets the member skip creating a password', () => {
    expect(
      run('tab.forgot', 'forgot.submitted', 'otp.sent', 'otp.submitted', 'otp.rejected').snap
        .context.message?.text,
    ).toBe('Invalid OTP');
    const skipped = run(
      'tab.forgot',
      'forgot.submitted',
      'otp.sent',
      'otp.submitted',
      'otp.accepted',
      'password.skipped',
    );
    expect(skipped.snap.value).toBe('done');
    expect(skipped.effects.slice(-2)).toEqual(['storeHeldLogin', 'goHome']);
  });

  it('keeps state JSON-serialisable (Redux stores { value, context })', () => {
    const { snap } = run('tab.forgot', 'forgot.submitted', 'otp.sent');
    const stored = JSON.parse(JSON.stringify({ value: snap.value, context: snap.context }));
    const restored = authMachine.resolveState(stored);
    expect(transition(authMachine, restored, { type: 'otp.resendRequested' })[0].value).toBe(
      'resendingOtp',
    );
  });
});

describe('auth machine context', () => {
  const step = (...events: Parameters<typeof transition>[2][]) => {
    let [snap] = initialTransition(authMachine);
    for (const event of events) [snap] = transition(authMachine, snap, event);
    return snap;
  };
  const submit = {
    type: 'login.submitted',
    email: 'a@b.in',
    password: 'x',
    returnTo: '/my_profile',
  } as const;

  it('remembers where the member came from until the flow is reset', () => {
    expect(step(submit).context.returnTo).toBe('/my_profile');
    expect(step(submit, { type: 'flow.reset' }).context).toEqual(
      initialTransition(authMachine)[0].context,
    );
  });

  it('sends the forgot-password flow home, whatever page the member came from', () => {
    const snap = step(submit, { type: 'login.failed' }, { type: 'tab.forgot' });
    expect(snap.context.returnTo).toBeNull();
  });

  it('shows a given reason for a failed login or resend instead of the seed text', () => {
    const failed = step(submit, { type: 'login.failed', message: 'No connection.' });
    expect(failed.context.message).toEqual({ tone: 'error', text: 'No connection.' });
    const resend = step(
      { type: 'tab.forgot' },
      { type: 'forgot.submitted', email: 'a@b.in' },
      { type: 'otp.sent', ticket: 't' },
      { type: 'otp.resendRequested' },
      { type: 'otp.resendFailed', message: 'No connection.' },
    );
    expect(resend.context.message?.text).toBe('No connection.');
  });
});
