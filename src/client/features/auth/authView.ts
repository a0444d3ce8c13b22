import type { MessageId } from '../../entities/language';
import type { AuthContext, AuthStep } from './authMachine';

export type AuthTab = 'login' | 'forgot';

/** Steps that may switch tabs (the machine accepts tab events only there). */
export const SWITCHABLE_STEPS: ReadonlySet<AuthStep> = new Set(['login', 'forgot', 'otp']);

/** Which tab a step belongs to; the end of the flow stays on the tab it began in. */
export function tabOf(step: AuthStep, context: AuthContext): AuthTab {
  switch (step) {
    case 'login':
    case 'loggingIn':
      return 'login';
    case 'redirecting':
    case 'done':
      return context.ticket ? 'forgot' : 'login';
    default:
      return 'forgot';
  }
}

/** What the loading overlay says while a step waits on the service (catalogue keys). */
export const BUSY_LABELS: Partial<Record<AuthStep, MessageId>> = {
  loggingIn: 'busy.loggingIn',
  sendingOtp: 'busy.sendingOtp',
  verifyingOtp: 'busy.verifyingOtp',
  resendingOtp: 'busy.resendingOtp',
  savingPassword: 'busy.savingPassword',
};

export type AuthPane = 'login' | 'forgot' | 'otp' | 'createPassword' | 'finished';

/** The pane on screen: a busy step keeps its form (and what was typed) in place. */
export function paneOf(step: AuthStep): AuthPane {
  switch (step) {
    case 'login':
    case 'loggingIn':
      return 'login';
    case 'forgot':
    case 'sendingOtp':
      return 'forgot';
    case 'otp':
    case 'verifyingOtp':
    case 'resendingOtp':
      return 'otp';
    case 'createPassword':
    case 'savingPassword':
      return 'createPassword';
    case 'redirecting':
    case 'done':
      return 'finished';
  }
}
