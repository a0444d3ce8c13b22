/**
 * The login / forgot password / OTP / create password flow of requirements §4 as a pure machine. It never
 * runs inside an actor: the auth slice advances it with xstate's `transition()`, and the effect
 * actions named here (post*, storeLogin, storeHeldLogin, startRedirectTimer, goHome) have empty
 * implementations because the auth listener runs them — that keeps every step a plain Redux action.
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '../../../shared/domain/messages';
import type { LoginAnswer } from '../../../shared/protocol/types';

export type Tone = 'error' | 'success' | 'info';
export interface FlowMessage {
  tone: Tone;
  text: string;
}

export interface AuthContext {
  email: string;
  /** Where a member sent to /login?next=… goes back to after logging in (else /home). */
  returnTo: string | null;
  /** The OTP ticket id from registerWithOTP (resetForgotPassword and resendOTP need it). */
  ticket: string | null;
  message: FlowMessage | null;
  /**
   * The login the accepted OTP answered, held here until the flow ends (skip, or the new
   * password's fresh login): the site shows the visitor's header until then (issue #15 item 8).
   */
  held: LoginAnswer | null;
}

export type AuthEvent =
  | { type: 'tab.login' }
  | { type: 'tab.forgot' }
  | { type: 'login.submitted'; email: string; password: string; returnTo?: string }
  | { type: 'login.succeeded'; login: LoginAnswer }
  | { type: 'login.notValidated'; message: string }
  | { type: 'login.failed'; message?: string }
  | { type: 'forgot.submitted'; email: string }
  | { type: 'otp.sent'; ticket: string }
  | { type: 'otp.sendFailed'; message: string }
  | { type: 'otp.submitted'; otp: string }
  | { type: 'otp.accepted'; login: LoginAnswer }
  | { type: 'otp.rejected'; message?: string }
  | { type: 'otp.resendRequested' }
  | { type: 'otp.resent' }
  | { type: 'otp.resendFailed'; message?: string }
  | { type: 'password.submitted'; password: string; confirm: string }
  | { type: 'password.saved'; login: LoginAnswer; message: string }
  | { type: 'password.failed'; message: string }
  | { type: 'password.skipped' }
  | { type: 'redirect.elapsed' }
  | { type: 'flow.reset' };

export type AuthEventType = AuthEvent['type'];

const say = (tone: Tone, text: string) => ({ type: 'say' as const, params: { tone, text } });
const noEffect = () => undefined;

export const authMachine = setup({
  types: { context: {} as AuthContext, events: {} as AuthEvent },
  actions: {
    say: assign((_, params: FlowMessage) => ({ message: params })),
    postLogin: noEffect,
    postForgot: noEffect,
    postOtp: noEffect,
    postResend: noEffect,
    postPassword: noEffect,
    // The notice is the word the page the member lands on shows ('Login Successfully..').
    storeLogin: (_: unknown, _params?: { notice: string }) => undefined,
    storeHeldLogin: noEffect,
    startRedirectTimer: noEffect,
    goHome: noEffect,
  },
}).createMachine({
  id: 'auth',
  initial: 'login',
  context: { email: '', returnTo: null, ticket: null, message: null, held: null },
  on: {
    'flow.reset': {
      target: '.login',
      actions: assign({ email: '', returnTo: null, ticket: null, message: null, held: null }),
    },
  },
  states: {
    login: {
      on: {
        'login.submitted': {
          target: 'loggingIn',
          actions: [
            assign({
              email: ({ event }) => event.email,
              returnTo: ({ event }) => event.returnTo ?? null,
              message: null,
            }),
            'postLogin',
          ],
        },
        // The forgot-password flow ends on the home page (requirements §8), wherever the member came from.
        'tab.forgot': { target: 'forgot', actions: assign({ message: null, returnTo: null }) },
      },
    },
    loggingIn: {
      on: {
        // Straight on to /home or the member page that sent the visitor here (requirements
        // 8.2.4), no wait: the page it lands on shows the seed's message (issue #15 item 8).
        'login.succeeded': {
          target: 'done',
          actions: [{ type: 'storeLogin', params: { notice: MESSAGES.loginOk } }, 'goHome'],
        },
        'login.notValidated': {
          target: 'login',
          actions: assign({
            message: ({ event }) => ({ tone: 'error' as const, text: event.message }),
          }),
        },
        'login.failed': {
          target: 'login',
          actions: assign({
            message: ({ event }) => ({
              tone: 'error' as const,
              text: event.message || MESSAGES.loginFailed,
            }),
          }),
        },
      },
    },
    forgot: {
      on: {
        'forgot.submitted': {
          target: 'sendingOtp',
          actions: [assign({ email: ({ event }) => event.email, message: null }), 'postForgot'],
        },
        'tab.login': { target: 'login', actions: assign({ message: null }) },
      },
    },
    sendingOtp: {
      on: {
        'otp.sent': {
          target: 'otp',
          actions: assign({
            ticket: ({ event }) => event.ticket,
            message: ({ context }) => ({
              tone: 'info' as const,
              text: `If ${context.email} is registered with us, a 6-digit code is on its way to it.`,
            }),
          }),
        },
        'otp.sendFailed': {
          target: 'forgot',
          actions: assign({
            message: ({ event }) => ({ tone: 'error' as const, text: event.message }),
          }),
        },
      },
    },
    otp: {
      on: {
        'otp.submitted': {
          target: 'verifyingOtp',
          actions: [assign({ message: null }), 'postOtp'],
        },
        'otp.resendRequested': {
          target: 'resendingOtp',
          actions: [assign({ message: null }), 'postResend'],
        },
        'tab.login': { target: 'login', actions: assign({ message: null, ticket: null }) },
      },
    },
    verifyingOtp: {
      on: {
        // The OTP's login is held, not stored, while the member chooses a password: stored
        // at the end of the flow (requirements §4.6), so no logged-in header shows before it.
        'otp.accepted': {
          target: 'createPassword',
          actions: [assign({ held: ({ event }) => event.login }), say('success', MESSAGES.otpOk)],
        },
        'otp.rejected': {
          target: 'otp',
          actions: assign({
            message: ({ event }) => ({
              tone: 'error' as const,
              text: event.message || MESSAGES.otpInvalid,
            }),
          }),
        },
      },
    },
    resendingOtp: {
      on: {
        'otp.resent': { target: 'otp', actions: say('success', MESSAGES.otpResent) },
        'otp.resendFailed': {
          target: 'otp',
          actions: assign({
            message: ({ event }) => ({
              tone: 'error' as const,
              text: event.message || MESSAGES.otpResendFailed,
            }),
          }),
        },
      },
    },
    createPassword: {
      on: {
        'password.submitted': {
          target: 'savingPassword',
          actions: [assign({ message: null }), 'postPassword'],
        },
        'password.skipped': {
          target: 'done',
          actions: [assign({ message: null }), 'storeHeldLogin', 'goHome'],
        },
      },
    },
    savingPassword: {
      on: {
        // The service revokes every other session at a reset, the OTP login included, and
        // answers a fresh one for this device: stored like a login (requirements §4.6).
        'password.saved': {
          target: 'redirecting',
          actions: [
            'storeLogin',
            assign({
              held: null,
              message: ({ event }) => ({ tone: 'success' as const, text: event.message }),
            }),
          ],
        },
        'password.failed': {
          target: 'createPassword',
          actions: assign({
            message: ({ event }) => ({ tone: 'error' as const, text: event.message }),
          }),
        },
      },
    },
    // Only the password reset waits here: home after one second (requirements 9.5).
    redirecting: {
      entry: 'startRedirectTimer',
      on: { 'redirect.elapsed': { target: 'done', actions: 'goHome' } },
    },
    done: {},
  },
});

export type AuthEffect =
  | 'postLogin'
  | 'postForgot'
  | 'postOtp'
  | 'postResend'
  | 'postPassword'
  | 'storeLogin'
  | 'storeHeldLogin'
  | 'startRedirectTimer'
  | 'goHome';

export type AuthStep =
  | 'login'
  | 'loggingIn'
  | 'forgot'
  | 'sendingOtp'
  | 'otp'
  | 'verifyingOtp'
  | 'resendingOtp'
  | 'createPassword'
  | 'savingPassword'
  | 'redirecting'
  | 'done';
