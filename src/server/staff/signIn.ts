import type { StaffChallenge, StaffMe } from '../../shared/protocol/staffTypes';
import { fail, answer, done, type Outcome } from '../api/outcome';
import type { ActionAnswer } from '../../shared/protocol/types';
import { audit } from './audit';
import { countQueue } from './deskRepository';
import { STAFF_MESSAGES as M } from './messages';
import { claimTotpStep, findStaffByEmail, updateStaffSession } from './repository';
import { findChallenge, openStaffSession, type StaffCaller } from './sessions';
import { releaseStaffAttempt, reserveStaffAttempt, takeBackStaffAttempt } from './throttle';
import { matchTotp } from './totp';
import type { HandlerContext } from '../api/handler';
import type { StaffHandler } from './types';

/** Step 1: email and password. The same answer and work whether or not the account exists. */
export const staffSignIn: StaffHandler<'staffSignIn'> = async (
  { email, password },
  ctx,
): Promise<Outcome<StaffChallenge>> => {
  const wait = await reserveStaffAttempt(ctx, email);
  if (wait !== null) return fail(M.tooManyAttempts(wait));
  const account = await findStaffByEmail(ctx.db, email);
  const right = account
    ? await ctx.passwords.verify(password, account.password_hash)
    : await ctx.passwords.verifyUnknown(password);
  if (!account || !right || account.disabled_at !== null) return fail(M.signInFailed);
  await takeBackStaffAttempt(ctx, email);
  const staff_token = await openStaffSession(ctx.db, account.id, ctx.now());
  return answer({ staff_token, step: 'totp' });
};

/** The signed-in staff member, as staffTotp and staffMe answer it. */
export async function meOf(
  ctx: HandlerContext,
  caller: StaffCaller,
  token: string,
): Promise<StaffMe> {
  const pending = caller.role === 'editor' ? 0 : await countQueue(ctx.db);
  return { staff_token: token, email: caller.email, role: caller.role, pending_count: pending };
}

/**
 * Step 2: the TOTP code. A wrong code counts like a wrong password; a right code is accepted
 * once (its step is claimed atomically, so two requests with the same code cannot both pass).
 */
export const staffTotp: StaffHandler<'staffTotp'> = async ({ staff_token, code }, ctx) => {
  const now = ctx.now();
  const session = await findChallenge(ctx.db, staff_token, now);
  if (!session) return fail(M.challengeExpired);
  const wait = await reserveStaffAttempt(ctx, session.email);
  if (wait !== null) return fail(M.tooManyAttempts(wait));
  const step = matchTotp(session.totp_secret, code.trim(), now, Number(session.totp_last_step));
  const caller: StaffCaller = {
    id: session.staff_id,
    sessionId: session.session_id,
    email: session.email,
    role: session.role,
  };
  const accepted =
    step !== null &&
    (await ctx.db.transaction().execute(async (trx) => {
      if (!(await claimTotpStep(trx, session.staff_id, step))) return false;
      await updateStaffSession(trx, session.session_id, {
        verified_at: now.toISOString(),
        last_seen_at: now.toISOString(),
      });
      await audit(
        trx,
        { kind: 'staff', id: caller.id, email: caller.email },
        { action: 'sign_in' },
        now,
      );
      return true;
    }));
  if (!accepted) return fail(M.codeRefused);
  await releaseStaffAttempt(ctx, session.email);
  return answer(await meOf(ctx, caller, staff_token));
};

export const staffMe: StaffHandler<'staffMe'> = async ({ staff_token }, ctx) =>
  answer(await meOf(ctx, ctx.staff, staff_token));

export const staffSignOut: StaffHandler<'staffSignOut'> = async (
  _fields,
  ctx,
): Promise<Outcome<ActionAnswer>> => {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await updateStaffSession(trx, ctx.staff.sessionId, { revoked_at: now.toISOString() });
    const { id, email } = ctx.staff;
    await audit(trx, { kind: 'staff', id, email }, { action: 'sign_out' }, now);
  });
  return done(M.signedOut);
};
