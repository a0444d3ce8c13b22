import type { ListenerEffectAPI } from '@reduxjs/toolkit';
import { ValidationError } from 'yup';
import { FORGOT_PASSWORD_REDIRECT_MS } from '../../../shared/domain/constants';
import { check } from '../../../shared/domain/checks';
import { MESSAGES } from '../../../shared/domain/messages';
import { passwordField } from '../../../shared/domain/schemas/registration';
import { STATUS } from '../../../shared/protocol/wire';
import { transition } from 'xstate';
import type { AppListenerDispatch } from '../../app/listeners';
import type { RootState } from '../../app/rootReducer';
import { isWireError, type WireError } from '../../api/wireBaseQuery';
import type { AppExtra } from '../../entities/session';
import { loginCall, sessionApi } from '../../entities/session';
import { loggedIn } from '../../entities/session';
import { flowEvent } from './authActions';
import { authMachine, type AuthContext, type AuthEffect, type AuthEvent } from './authMachine';
import { initialAuthState, type AuthState } from './authSlice';

type Api = ListenerEffectAPI<RootState, AppListenerDispatch, AppExtra>;
type EventOf<T extends AuthEvent['type']> = Extract<AuthEvent, { type: T }>;

interface EffectArgs {
  event: AuthEvent;
  /** The context after the transition (what the machine now knows). */
  context: AuthContext;
  /** The parameters the machine gave the action (storeLogin's notice). */
  params: unknown;
  api: Api;
}

export const PASSWORD_NOT_SAVED = 'Your new password could not be saved. Please try again.';
/** A check key (src/shared/domain/checks.ts): the login page says it in the page's language. */
export const PASSWORDS_DIFFER = check('passwordsDiffer');

const send = (api: Api, event: AuthEvent) => api.dispatch(flowEvent(event));

/** No answer at all reads as the network message; any other failure carries its own text. */
function failureText(error: unknown, fallback?: string): string | undefined {
  if (!isWireError(error)) return fallback;
  if (error.status === 'FETCH_ERROR') return MESSAGES.networkError;
  return error.message || fallback;
}

const statusOf = (error: unknown): WireError['status'] | undefined =>
  isWireError(error) ? error.status : undefined;

/** Checks the new password the way the service will, before anything is sent (a check key). */
function passwordProblem(password: string, confirm: string): string | null {
  try {
    passwordField().validateSync(password, { strict: true });
  } catch (e) {
    if (e instanceof ValidationError) return e.errors[0] ?? check('fillBlank');
    throw e;
  }
  return password === confirm ? null : PASSWORDS_DIFFER;
}

const EFFECTS: Record<AuthEffect, (args: EffectArgs) => void | Promise<void>> = {
  async postLogin({ event, api }) {
    const { email, password } = event as EventOf<'login.submitted'>;
    const result = await api.dispatch(
      loginCall.initiate({ p1: email.trim(), p2: password }, { track: false }),
    );
    if (result.data) return void send(api, { type: 'login.succeeded', login: result.data });
    if (statusOf(result.error) === STATUS.notValidated) {
      const message = failureText(result.error) ?? MESSAGES.loginFailed;
      return void send(api, { type: 'login.notValidated', message });
    }
    send(api, { type: 'login.failed', message: failureText(result.error) });
  },

  async postForgot({ event, api }) {
    const { email } = event as EventOf<'forgot.submitted'>;
    // A logged-in owner's session is sent along: its code mails are its own, so strangers
    // asking for codes to the same email cannot use them up.
    const token = api.getState().session.token;
    const result = await api.dispatch(
      sessionApi.endpoints.registerWithOTP.initiate(
        { p1_contact: email.trim(), ...(token ? { local_token: token } : {}) },
        { track: false },
      ),
    );
    const ticket = result.data?.[0]?.id;
    if (ticket) return void send(api, { type: 'otp.sent', ticket });
    const message = failureText(result.error, MESSAGES.otpResendFailed) ?? MESSAGES.otpResendFailed;
    send(api, { type: 'otp.sendFailed', message });
  },

  async postOtp({ event, context, api }) {
    const { otp } = event as EventOf<'otp.submitted'>;
    const result = await api.dispatch(
      sessionApi.endpoints.logotp.initiate(
        { p1_otp: otp.trim(), ref_id: context.ticket ?? '' },
        { track: false },
      ),
    );
    if (result.data) return void send(api, { type: 'otp.accepted', login: result.data });
    send(api, { type: 'otp.rejected', message: failureText(result.error) });
  },

  async postResend({ context, api }) {
    const result = await api.dispatch(
      sessionApi.endpoints.resendOTP.initiate({ ref_id: context.ticket ?? '' }, { track: false }),
    );
    if (result.data?.status === STATUS.done) return void send(api, { type: 'otp.resent' });
    const message = result.data ? result.data.message : failureText(result.error);
    send(api, { type: 'otp.resendFailed', message: message || undefined });
  },

  async postPassword({ event, context, api }) {
    const { password, confirm } = event as EventOf<'password.submitted'>;
    const problem = passwordProblem(password, confirm);
    if (problem) return void send(api, { type: 'password.failed', message: problem });
    // The login the OTP created (held by the flow) is sent along; the service revokes it with
    // every other session and answers a fresh one for this device.
    const token = context.held?.local_token;
    const result = await api.dispatch(
      sessionApi.endpoints.resetPasswordAndLogin.initiate(
        {
          p1_newpassword: password,
          p1_cong_newpassword: confirm,
          ref_id: context.ticket ?? '',
          ...(token ? { local_token: token } : {}),
        },
        { track: false },
      ),
    );
    if (result.data) {
      const { message, ...login } = result.data;
      return void send(api, { type: 'password.saved', login, message });
    }
    send(api, {
      type: 'password.failed',
      message: failureText(result.error) || PASSWORD_NOT_SAVED,
    });
  },

  storeLogin({ event, params, api }) {
    const { login } = event as EventOf<'login.succeeded' | 'password.saved'>;
    const notice = (params as { notice?: string } | undefined)?.notice;
    api.dispatch(loggedIn({ user: login.user, token: login.local_token, notice }));
  },

  // Skipping the new password ends the flow with the login the accepted OTP answered.
  storeHeldLogin({ context, api }) {
    const login = context.held;
    if (login) api.dispatch(loggedIn({ user: login.user, token: login.local_token }));
  },

  // A dispatched event rather than a timeout inside the machine: a replay need not wait.
  async startRedirectTimer({ api }) {
    await api.delay(FORGOT_PASSWORD_REDIRECT_MS);
    send(api, { type: 'redirect.elapsed' });
  },

  goHome({ context, api }) {
    api.extra.navigation.navigate(context.returnTo ?? '/home');
  },
};

const isEffect = (type: string): type is AuthEffect => Object.hasOwn(EFFECTS, type);

/**
 * Recomputes the transition the reducer just made (same snapshot, same event) to learn which
 * effects the machine named, and runs them in order.
 */
export async function runAuthEffects(before: AuthState | undefined, event: AuthEvent, api: Api) {
  const snapshot = authMachine.resolveState(before ?? initialAuthState);
  if (!snapshot.can(event)) return;
  const [next, actions] = transition(authMachine, snapshot, event);
  for (const action of actions) {
    if (!isEffect(action.type)) continue;
    await EFFECTS[action.type]({ event, context: next.context, params: action.params, api });
  }
}
