/**
 * How many attempts each limited call allows (config.ts reads them from the environment). The
 * windows are fixed: 15 minutes for passwords, an hour for everything that sends a mail or a
 * message. Counts live in the database (throttle table), so several server processes share them.
 */
export interface RateLimits {
  /** Wrong passwords per client address in 15 minutes (logint and deleteAccount). */
  loginPerAddress: number;
  /** Wrong passwords per typed email in 15 minutes, whether or not the account exists. */
  loginPerAccount: number;
  /** Forgot-password code requests (registerWithOTP) per client address in an hour. */
  otpRequestsPerAddress: number;
  /** Forgot-password code requests per typed email in an hour. */
  otpRequestsPerEmail: number;
  /** Code resends (resendOTP) per client address in an hour. */
  otpResendsPerAddress: number;
  /** Code mails per email (requests and resends together) in an hour. */
  otpMailsPerAccount: number;
  /** Write to Us messages (addContactRequest) per client address in an hour. */
  contactPerAddress: number;
  /** Write to Us messages per phone number, and per email when one is given, in an hour. */
  contactPerSender: number;
  /** Member registrations (register_member, which mails the typed address) per address an hour. */
  registrationsPerAddress: number;
}

export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = {
  loginPerAddress: 20,
  loginPerAccount: 5,
  otpRequestsPerAddress: 10,
  otpRequestsPerEmail: 3,
  otpResendsPerAddress: 10,
  otpMailsPerAccount: 3,
  contactPerAddress: 5,
  contactPerSender: 3,
  registrationsPerAddress: 10,
};

/** The environment variable of each limit. */
export const RATE_LIMIT_ENV: Readonly<Record<keyof RateLimits, string>> = {
  loginPerAddress: 'LOGIN_LIMIT_PER_ADDRESS',
  loginPerAccount: 'LOGIN_LIMIT_PER_ACCOUNT',
  otpRequestsPerAddress: 'OTP_REQUEST_LIMIT_PER_ADDRESS',
  otpRequestsPerEmail: 'OTP_REQUEST_LIMIT_PER_EMAIL',
  otpResendsPerAddress: 'OTP_RESEND_LIMIT_PER_ADDRESS',
  otpMailsPerAccount: 'OTP_MAIL_LIMIT_PER_ACCOUNT',
  contactPerAddress: 'CONTACT_LIMIT_PER_ADDRESS',
  contactPerSender: 'CONTACT_LIMIT_PER_SENDER',
  registrationsPerAddress: 'REGISTRATION_LIMIT_PER_ADDRESS',
};

/** The limits as environment variables, for tests that start a server process from a Config. */
export function rateLimitEnv(limits: RateLimits): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of Object.keys(RATE_LIMIT_ENV) as (keyof RateLimits)[]) {
    env[RATE_LIMIT_ENV[key]] = String(limits[key]);
  }
  return env;
}
