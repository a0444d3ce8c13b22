import { MESSAGES } from '../../../shared/domain/messages';
import { loginAnswer } from '../login';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { rememberLoginAddress } from '../recovery';
import { addressKey, blockedFor, consume, reset, uncount } from '../throttle';
import { sha256 } from '../tokens';
import type { Handler, HandlerContext } from '../../api/handler';
import { answer, fail, notValidated } from '../../api/outcome';
import { findMemberByEmail, setPasswordHash, type MemberRow } from '../repositories/members';
import { awaitingChanges } from '../../staff';
import { isSuspended, SUSPENDED_LOGIN } from '../suspension';

/** Throttle keys: the email as typed (hashed: unknown emails are not stored) and the IP. */
export const accountKey = (email: string) => sha256(email);

/** Minutes until the caller may try again, when either limit is used up. */
async function passwordBlocked(ctx: HandlerContext, email: string): Promise<number | null> {
  const now = ctx.now();
  const { wrongPasswordPerAccount: perAccount, wrongPasswordPerAddress: perAddress } =
    ctx.throttles;
  const byAccount = await blockedFor(ctx.db, perAccount, accountKey(email), now);
  const byAddress = await blockedFor(ctx.db, perAddress, addressKey(ctx.ip), now);
  return byAccount === null && byAddress === null ? null : Math.max(byAccount ?? 0, byAddress ?? 0);
}

/**
 * Counts the attempt as wrong BEFORE the password is checked, so a burst of parallel attempts
 * gets no more checks than the limit allows; a right password takes it back
 * (`releasePasswordAttempt`). Answers the minutes to wait when a limit is used up.
 */
export async function reservePasswordAttempt(
  ctx: HandlerContext,
  email: string,
): Promise<number | null> {
  const now = ctx.now();
  const withinAccount = await consume(
    ctx.db,
    ctx.throttles.wrongPasswordPerAccount,
    accountKey(email),
    now,
  );
  const withinAddress = await consume(
    ctx.db,
    ctx.throttles.wrongPasswordPerAddress,
    addressKey(ctx.ip),
    now,
  );
  if (withinAccount && withinAddress) return null;
  return (await passwordBlocked(ctx, email)) ?? 1;
}

/** A right password clears the account's count and takes its attempt back from the address's. */
export async function releasePasswordAttempt(ctx: HandlerContext, email: string): Promise<void> {
  await reset(ctx.db, ctx.throttles.wrongPasswordPerAccount, accountKey(email));
  await uncount(ctx.db, ctx.throttles.wrongPasswordPerAddress, addressKey(ctx.ip));
}

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
  const wait = await reservePasswordAttempt(ctx, email);
  if (wait !== null) return fail(M.tooManyAttempts(wait));

  const member = email ? await findMemberByEmail(ctx.db, email) : undefined;
  if (!(await checkPassword(ctx, member, p2)) || !member) return fail(MESSAGES.loginFailed);
  await releasePasswordAttempt(ctx, email);
  // Only the right password learns about the account's state.
  if (isSuspended(member)) return notValidated(SUSPENDED_LOGIN);
  // A registration the desk sent back for changes logs in to make them (issue 16).
  if (member.status === 'pending' && !(await awaitingChanges(ctx.db, member.id)))
    return notValidated(M.pendingLogin);
  if (member.status === 'rejected')
    return notValidated(M.rejectedLogin(member.reject_reason ?? ''));

  await rememberLoginAddress(ctx, member.id);
  if (ctx.passwords.needsRehash(member.password_hash)) {
    await setPasswordHash(ctx.db, member.id, await ctx.passwords.hash(p2));
  }
  return answer(await loginAnswer(ctx.db, member, ctx.now()));
};
