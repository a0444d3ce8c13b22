import type { AuthEvent } from './authMachine';
import type { LoginAnswer } from '../../../shared/protocol/types';

const login: LoginAnswer = {
  user: { id: 7, first_name: 'Rohan', mem_no: 'MTAwNw==' },
  roles: ['member'],
  local_token: 'token-for-tests',
};

/** One sample of every event the auth machine knows, for graph traversal and model tests. */
export const SAMPLE_AUTH_EVENTS: AuthEvent[] = [
  { type: 'tab.login' },
  { type: 'tab.forgot' },
  { type: 'login.submitted', email: 'rohan@example.in', password: 'monsoon evenings' },
  { type: 'login.succeeded', login },
  {
    type: 'login.notValidated',
    message: 'Your registration is awaiting verification by our team.',
  },
  { type: 'login.failed' },
  { type: 'forgot.submitted', email: 'rohan@example.in' },
  { type: 'otp.sent', ticket: 'tkt-1' },
  { type: 'otp.sendFailed', message: 'Please try again in an hour.' },
  { type: 'otp.submitted', otp: '123456' },
  { type: 'otp.accepted', login },
  { type: 'otp.rejected' },
  { type: 'otp.resendRequested' },
  { type: 'otp.resent' },
  { type: 'otp.resendFailed' },
  { type: 'password.submitted', password: 'a new passphrase', confirm: 'a new passphrase' },
  { type: 'password.saved', login, message: 'Your password has been changed. You are logged in.' },
  { type: 'password.failed', message: 'The two passwords do not match.' },
  { type: 'password.skipped' },
  { type: 'redirect.elapsed' },
  { type: 'flow.reset' },
];
