import { MESSAGES } from '../../shared/domain/messages';
import { loginAnswer } from '../accounts/login';
import { ACCOUNT_MESSAGES as M } from '../accounts/messages';
import {
  blockedFor,
  consume,
  reset,
  WRONG_PASSWORD_PER_ACCOUNT,
  WRONG_PASSWORD_PER_ADDRESS,
} from '../accounts/throttle';
import { sha256 } from '../accounts/tokens';
import type { Handler, HandlerContext } from '../api/handler';
import { answer, fail, notValidated } from '../api/outcome';
import { findMemberByEmail, setPasswordHash, type MemberRow } from '../repositories/members';

/** Throttle keys: the address as typed (hashed: unknown addresses are not stored) and the IP. */
const accountKey = (email: string) => sha256(email);

/** Minutes until the caller may try again, when either limit is used up. */
export async function passwordBlocked(ctx: HandlerContext, email: string): Promise<number | null> {
  const now = ctx.now();
  const byAccount = await blockedFor(ctx.db, WRONG_PASSWORD_PER_ACCOUNT, accountKey(email), now);
  const byAddress = await blockedFor(ctx.db, WRONG_PASSWORD_PER_ADDRESS, ctx.ip, now);
  return byAccount === null && byAddress === null ? null : Math.max(byAccount ?? 0, byAddress ?? 0);
}

export async function countWrongPassword(ctx: HandlerContext, email: string): Promise<void> {
  const now = ctx.now();
  await consume(ctx.db, WRONG_PASSWORD_PER_ACCOUNT, accountKey(email), now);
  await consume(ctx.db, WRONG_PASSWORD_PER_ADDRESS, ctx.ip, now);
}

/** A right password clears the account's count (the address's count stays). */
export const forgetWrongPasswords = (ctx: HandlerContext, email: string): Promise<void> =>
  reset(ctx.db, WRONG_PASSWORD_PER_ACCOUNT, accountKey(email));

/**
 * Checks a password with the same work whether or not the account exists, so neither the
 * answer nor its timing tells which addresses are registered.
 */
export async function checkPassword(
  ctx: HandlerContext,
  member: MemberRow | undefined,
  password: string,
): Promise<boolean> {
  if (!member) return ctx.passwords.verifyUnknown(password);
  return ctx.passwords.verify(password, member.password_hash);
}

export const logint: Handler<'logint'> = async ({ p1, p2 }, ctx) => {
  const email = p1.trim().toLowerCase();
  const wait = await passwordBlocked(ctx, email);
  if (wait !== null) return fail(M.tooManyAttempts(wait));

  const member = email ? await findMemberByEmail(ctx.db, email) : undefined;
  if (!(await checkPassword(ctx, member, p2)) || !member) {
    await countWrongPassword(ctx, email);
    return fail(MESSAGES.loginFailed);
  }
  await forgetWrongPasswords(ctx, email);
  // Only the right password learns about the account's state.
  if (member.status === 'pending') return notValidated(M.pendingLogin);
  if (member.status === 'rejected')
    return notValidated(M.rejectedLogin(member.reject_reason ?? ''));

  if (ctx.passwords.needsRehash(member.password_hash)) {
    await setPasswordHash(ctx.db, member.id, await ctx.passwords.hash(p2));
  }
  return answer(await loginAnswer(ctx.db, member, ctx.now()));
};
