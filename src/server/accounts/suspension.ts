/**
 * A member the team suspended (the console's Members page, src/server/staff/console): refused at
 * login with a plain message, whichever way the member logs in.
 */
export const SUSPENDED_LOGIN =
  'Your account has been suspended by our team. Please contact us if you have any questions.';

export const isSuspended = (member: { suspended_at: string | null }): boolean =>
  member.suspended_at !== null;
