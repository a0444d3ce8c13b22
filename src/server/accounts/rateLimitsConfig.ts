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
  /**
   * Forgot-password code requests per typed email from one address in an hour (not across
   * addresses: strangers elsewhere must not use up the owner's requests; see recovery.ts).
   */
  otpRequestsPerEmail: number;
  /** Code resends (resendOTP) per client address in an hour. */
  otpResendsPerAddress: number;
  /**
   * Code mails per email and address (requests and resends together) in an hour; the owner's
   * own logged-in session has a budget of this size of its own.
   */
  otpMailsPerAccount: number;
  /**
   * Code mails per email in an hour to all addresses the account has never logged in from,
   * together: a crowd of addresses cannot flood one inbox, and it cannot touch the budgets of
   * the owner's known addresses or session either.
   */
  otpMailsFromNewAddresses: number;
  /** Write to Us messages (addContactRequest) per client address in an hour. */
  contactPerAddress: number;
  /** Write to Us messages per phone number, and per email when one is given, in an hour. */
  contactPerSender: number;
  /** Member registrations (register_member, which mails the typed address) per address an hour. */
  registrationsPerAddress: number;
  /** Photo uploads (uploadProPic, each a full image decode) per member in an hour. */
  uploadsPerMember: number;
  /** Email and mobile change attempts (changeEmail, changeMobile) per member in an hour. */
  contactChangesPerMember: number;
}

export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = {
  loginPerAddress: 20,
  loginPerAccount: 5,
  otpRequestsPerAddress: 10,
  otpRequestsPerEmail: 3,
  otpResendsPerAddress: 10,
  otpMailsPerAccount: 3,
  otpMailsFromNewAddresses: 6,
  contactPerAddress: 5,
  contactPerSender: 3,
  registrationsPerAddress: 10,
  uploadsPerMember: 20,
  contactChangesPerMember: 5,
};

/** The environment variable of each limit. */
export const RATE_LIMIT_ENV: Readonly<Record<keyof RateLimits, string>> = {
  loginPerAddress: 'LOGIN_LIMIT_PER_ADDRESS',
  loginPerAccount: 'LOGIN_LIMIT_PER_ACCOUNT',
  otpRequestsPerAddress: 'OTP_REQUEST_LIMIT_PER_ADDRESS',
  otpRequestsPerEmail: 'OTP_REQUEST_LIMIT_PER_EMAIL',
  otpResendsPerAddress: 'OTP_RESEND_LIMIT_PER_ADDRESS',
  otpMailsPerAccount: 'OTP_MAIL_LIMIT_PER_ACCOUNT',
  otpMailsFromNewAddresses: 'OTP_MAIL_LIMIT_FROM_NEW_ADDRESSES',
  contactPerAddress: 'CONTACT_LIMIT_PER_ADDRESS',
  contactPerSender: 'CONTACT_LIMIT_PER_SENDER',
  registrationsPerAddress: 'REGISTRATION_LIMIT_PER_ADDRESS',
  uploadsPerMember: 'UPLOAD_LIMIT_PER_MEMBER',
  contactChangesPerMember: 'CONTACT_CHANGE_LIMIT_PER_MEMBER',
};

/** The limits as environment variables, for tests that start a server process from a Config. */
export function rateLimitEnv(limits: RateLimits): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of Object.keys(RATE_LIMIT_ENV) as (keyof RateLimits)[]) {
    env[RATE_LIMIT_ENV[key]] = String(limits[key]);
  }
  return env;
}
