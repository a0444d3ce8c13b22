/**
 * Calls of account recovery (issue #14), spread into the protocol registry (registry.ts).
 */
import type { CallSpec } from './registry';
import type { PasswordResetLogin } from './types';

const recoveryCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

type Fields<K extends string> = Record<K, string>;

export const recoveryCalls = {
  resetPasswordAndLogin: recoveryCall<
    Fields<'p1_newpassword' | 'p1_cong_newpassword' | 'ref_id'> & Partial<Fields<'local_token'>>,
    PasswordResetLogin
  >({
    access: 'visitor',
    kind: 'data',
    answer:
      "PasswordResetLogin: LoginAnswer (a new session token) with the message; -10 / 0 with a message, like resetForgotPassword's",
    onlyCms: false,
    required: ['p1_newpassword', 'p1_cong_newpassword', 'ref_id'],
    optional: ['local_token'],
    summary:
      "resetForgotPassword that keeps this device logged in: sets the new password after a verified OTP, revokes every session of the account (the OTP's too) and answers a fresh one for this device; clears the account's wrong-password count.",
    example: {
      p1_newpassword: 'new passphrase',
      p1_cong_newpassword: 'new passphrase',
      ref_id: 'tkt_1',
    },
  }),
};
