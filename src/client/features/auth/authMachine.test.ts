import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { initialTransition, transition } from 'xstate';
import { authMachine, type AuthStep } from './authMachine';
import { SAMPLE_AUTH_EVENTS } from './authEvents.fixture';

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

  it('every transition of the machine appears on some simple path', () => {
    const declared = new Set<string>();
    for (const node of Object.values(authMachine.states)) {
      for (const type of Object.keys(node.config.on ?? {})) declared.add(`${node.key}:${type}`);
    }
    for (const step of ALL_STEPS) declared.add(`${step}:flow.reset`);
    const walked = new Set<string>();
    for (const path of getSimplePaths(authMachine, options)) {
      let prev = initialTransition(authMachine)[0];
      for (const s of path.steps) {
        walked.add(`${String(prev.value)}:${s.event.type}`);
        prev = s.state;
      }
    }
    const missing = [...declared].filter((t) => !walked.has(t));
    expect(missing).toEqual([]);
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

  it('logs in, stores the login and redirects with the seed message', () => {
    const { snap, effects } = run('login.submitted', 'login.succeeded', 'redirect.elapsed');
    expect(effects).toEqual(['postLogin', 'storeLogin', 'startRedirectTimer', 'goHome']);
    expect(snap.value).toBe('done');
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
    expect(effects).toEqual([
      'postForgot',
      'postOtp',
      'storeLogin',
      'postPassword',
      'startRedirectTimer',
    ]);
    expect(snap.value).toBe('redirecting');
    expect(snap.context.ticket).toBe('tkt-1');
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
    expect(skipped.effects).toContain('goHome');
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
