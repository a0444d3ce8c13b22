import { passwordField } from '../../../shared/domain/schemas/registration';
import type { RequestOf } from '../../../shared/protocol/registry';
import { ValidationError } from 'yup';
import { firstError } from '../input';
import { loginAnswer } from '../login';
import { passwordChangedMail } from '../mails';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { rememberLoginAddress } from '../recovery';
import { isSuspended, SUSPENDED_LOGIN } from '../suspension';
import { reset } from '../throttle';
import { newToken, sha256 } from '../tokens';
import type { Handler, HandlerContext } from '../../api/handler';
import { answer, done, fail, invalid } from '../../api/outcome';
import { findMemberById, type MemberRow } from '../repositories/members';
import { findTicket, resetPasswordWithTicket } from '../repositories/otp';
import { accountKey } from './login';

/** A verified code authorises a password reset for this long. */
export const RESET_WINDOW_MS = 15 * 60 * 1000;

type ResetRequest = RequestOf<'resetForgotPassword'>;
type Reset = { ok: true; member: MemberRow } | { ok: false; status: '0' | '-10'; message: string };

const refusal = (status: '0' | '-10', message: string): Reset => ({ ok: false, status, message });

/**
 * Step 3 of forgot password, shared by both calls: a new password, authorised by a ticket
 * verified in the last 15 minutes, once. Every session of the member is revoked and, when
 * `tokenHash` is given, a new one opened for this device in the same transaction. The account's
 * wrong-password count is cleared: the owner proved the mailbox, strangers' guesses must not
 * keep them out of the new password (issue #14).
 */
async function resetPassword(
  request: ResetRequest,
  ctx: HandlerContext,
  tokenHash?: string,
): Promise<Reset> {
  const ticket = await findTicket(ctx.db, request.ref_id.trim());
  const now = ctx.now();
  const verifiedAt = ticket?.verified_at ? Date.parse(ticket.verified_at) : NaN;
  if (
    !ticket ||
    ticket.member_id === null ||
    ticket.consumed_at !== null ||
    !(now.getTime() - verifiedAt <= RESET_WINDOW_MS)
  ) {
    return refusal('0', M.resetExpired);
  }
  const password = request.p1_newpassword;
  if (password !== request.p1_cong_newpassword) return refusal('-10', M.passwordsDiffer);
  try {
    await passwordField().validate(password, { strict: true });
  } catch (err) {
    if (err instanceof ValidationError) return refusal('-10', firstError(err));
    throw err;
  }
  const hash = await ctx.passwords.hash(password);
  const memberId = ticket.member_id;
  const changed = await resetPasswordWithTicket(ctx.db, {
    ticketId: ticket.id,
    memberId,
    hash,
    now: now.toISOString(),
    tokenHash,
  });
  if (!changed) return refusal('0', M.resetExpired);
  const member = await findMemberById(ctx.db, memberId);
  if (!member) return refusal('0', M.resetExpired);
  await reset(ctx.db, ctx.throttles.wrongPasswordPerAccount, accountKey(member.email_id));
  ctx.mail.send(passwordChangedMail(member.email_id, member.first_name, member.language));
  ctx.log.info({ memberId }, 'password reset; all other sessions revoked');
  return { ok: true, member };
}

/** The requirements' call (§7.5.13): the reset alone; every session ends, this device's too. */
export const resetForgotPassword: Handler<'resetForgotPassword'> = async (request, ctx) => {
  const result = await resetPassword(request, ctx);
  if (!result.ok) return answer({ status: result.status, message: result.message });
  return done(M.passwordChanged);
};

/**
 * The reset as this site's client makes it: the device that proved the mailbox and chose the
 * password stays logged in with a fresh session (requirements §4.6: once the OTP is accepted
 * the member is logged in); every other session, the OTP's own included, is revoked.
 */
export const resetPasswordAndLogin: Handler<'resetPasswordAndLogin'> = async (request, ctx) => {
  const token = newToken();
  const result = await resetPassword(request, ctx, sha256(token));
  if (!result.ok) return result.status === '-10' ? invalid(result.message) : fail(result.message);
  // The password is changed, but a suspended account stays out (its new session is refused too).
  if (isSuspended(result.member)) return fail(SUSPENDED_LOGIN);
  await rememberLoginAddress(ctx, result.member.id);
  const login = await loginAnswer(ctx.db, result.member, ctx.now(), token);
  return answer({ ...login, message: M.passwordChangedLoggedIn });
};
