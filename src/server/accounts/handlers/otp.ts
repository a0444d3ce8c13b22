import { isEmail } from '../../../shared/domain/email';
import { MESSAGES } from '../../../shared/domain/messages';
import { loginAnswer } from '../login';
import { otpMail } from '../mails';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { mailBudget, ownerSession, rememberLoginAddress, spendMail } from '../recovery';
import { hashOtp, newOtpCode, newTicketId, sameDigest } from '../tokens';
import { isSuspended, SUSPENDED_LOGIN } from '../suspension';
import type { Handler, HandlerContext } from '../../api/handler';
import { answer, done, fail, invalid, refused } from '../../api/outcome';
import { pruneAccountsData } from '../repositories/maintenance';
import { findMemberByEmail, findMemberById } from '../repositories/members';
import {
  findTicket,
  insertTicket,
  markVerified,
  recordWrongCode,
  replaceCode,
} from '../repositories/otp';

export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
const KEEP_TICKETS_MS = 24 * 60 * 60 * 1000;

const later = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/** Mails a code to the ticket's member, if it has one that is verified. */
async function mailCode(ctx: HandlerContext, memberId: number | null, code: string): Promise<void> {
  // Looked up even without a member (id 0 matches nobody), so both paths do the same work.
  const member = await findMemberById(ctx.db, memberId ?? 0);
  if (member?.status === 'verified') {
    ctx.mail.send(otpMail(member.email_id, code, OTP_VALID_MINUTES, member.language));
  }
}

/**
 * Forgot password, step 1 (ASVS 2.5/2.7). Every well-formed address gets the same answer, a
 * fresh ticket, by the same work; only a verified member's address gets a mail, within the
 * budget the request draws from (recovery.ts: the owner's session, a known address, or new
 * addresses), so strangers cannot use up the owner's mails.
 */
export const registerWithOTP: Handler<'registerWithOTP'> = async (
  { p1_contact, local_token },
  ctx,
) => {
  const email = p1_contact.trim().toLowerCase();
  if (!isEmail(email)) return invalid(M.invalidEmail);
  const now = ctx.now();
  await pruneAccountsData(ctx.db, new Date(now.getTime() - KEEP_TICKETS_MS).toISOString());

  const member = await findMemberByEmail(ctx.db, email);
  const memberId = member?.status === 'verified' ? member.id : null;
  const selfId = await ownerSession(ctx, local_token, email);
  const quotaKey = await mailBudget(ctx, email, memberId, selfId);
  const withinQuota = await spendMail(ctx, quotaKey);
  const id = newTicketId();
  const code = newOtpCode();
  await insertTicket(ctx.db, {
    id,
    member_id: memberId,
    quota_key: quotaKey,
    code_hash: hashOtp(id, code),
    expires_at: later(now, OTP_VALID_MINUTES).toISOString(),
    created_at: now.toISOString(),
  });
  if (withinQuota) await mailCode(ctx, memberId, code);
  return answer([{ id }]);
};

/** Step 2: the code. Five wrong codes void the ticket; a right code works once. */
export const logotp: Handler<'logotp'> = async ({ p1_otp, ref_id }, ctx) => {
  const ticket = await findTicket(ctx.db, ref_id.trim());
  if (!ticket) return fail(MESSAGES.otpInvalid);
  const now = ctx.now().toISOString();
  const code = p1_otp.trim();
  const right = /^\d{6}$/.test(code) && sameDigest(hashOtp(ticket.id, code), ticket.code_hash);
  if (!right) {
    await recordWrongCode(ctx.db, ticket.id, OTP_MAX_ATTEMPTS);
    return fail(MESSAGES.otpInvalid);
  }
  // Conditional update: unused, under the attempt limit, unexpired — and only one caller wins.
  if (
    ticket.member_id === null ||
    !(await markVerified(ctx.db, ticket.id, OTP_MAX_ATTEMPTS, now))
  ) {
    return fail(MESSAGES.otpInvalid);
  }
  const member = await findMemberById(ctx.db, ticket.member_id);
  if (member?.status !== 'verified') return fail(MESSAGES.otpInvalid);
  if (isSuspended(member)) return fail(SUSPENDED_LOGIN);
  await rememberLoginAddress(ctx, member.id);
  return answer(await loginAnswer(ctx.db, member, ctx.now()));
};

/** A new code on the same ticket (attempts are kept), within the hourly quota. */
export const resendOTP: Handler<'resendOTP'> = async ({ ref_id }, ctx) => {
  const ticket = await findTicket(ctx.db, ref_id.trim());
  if (!ticket || ticket.used_at !== null || ticket.attempts >= OTP_MAX_ATTEMPTS) {
    return refused(MESSAGES.otpResendFailed);
  }
  const now = ctx.now();
  if (!(await spendMail(ctx, ticket.quota_key))) return refused(MESSAGES.otpResendFailed);
  const code = newOtpCode();
  const expiresAt = later(now, OTP_VALID_MINUTES).toISOString();
  await replaceCode(ctx.db, ticket.id, hashOtp(ticket.id, code), expiresAt);
  await mailCode(ctx, ticket.member_id, code);
  return done(MESSAGES.otpResent);
};
