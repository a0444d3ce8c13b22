import { EMAIL_MAX_LENGTH, isEmail } from '../../../shared/domain/email';
import type { Handler, MemberContext, MemberHandler } from '../../api/handler';
import { done, fail, rejected, refused, type Outcome } from '../../api/outcome';
import type { ActionAnswer } from '../../../shared/protocol/types';
import {
  confirmEmailMail,
  contactTakenAttemptMail,
  emailChangeAskedMail,
  emailChangedMail,
  mobileChangedMail,
} from '../identityMails';
import { IDENTITY_MESSAGES as I } from '../identityMessages';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { newToken, sha256 } from '../tokens';
import {
  findHolder,
  findMemberById,
  updateMemberProfile,
  type MemberRow,
} from '../repositories/members';
import {
  confirmEmailChangeRow,
  findEmailChangeByToken,
  holdEmailChange,
} from '../repositories/identity';
import { checkPassword, releasePasswordAttempt, reservePasswordAttempt } from './login';

/** How long the link mailed to a new address works. */
export const EMAIL_LINK_HOURS = 24;
const HOUR = 60 * 60 * 1000;
const MOBILE = /^[6-9]\d{9}$/;

/**
 * The caller's row once the current password is right (counted like a login, so a stolen
 * session cannot guess it faster); else the refusal to answer.
 */
async function withPassword(
  ctx: MemberContext,
  password: string,
): Promise<{ row: MemberRow } | { refusal: Outcome<ActionAnswer> }> {
  const row = await findMemberById(ctx.db, ctx.member.id);
  if (!row) return { refusal: refused(M.notOwnProfile) };
  const wait = await reservePasswordAttempt(ctx, row.email_id);
  if (wait !== null) return { refusal: refused(M.tooManyAttempts(wait)) };
  if (!(await checkPassword(ctx, row, password))) return { refusal: refused(M.wrongPassword) };
  await releasePasswordAttempt(ctx, row.email_id);
  return { row };
}

/**
 * A new email takes effect only when the link mailed to it is opened; the current address is
 * told at once. A taken address gets the same answer and a stored (never mailed) link, so
 * neither the answer nor My Profile's waiting address tells it apart; its holder is mailed
 * instead, as registration does (requirements §6; docs/security.md).
 */
export const changeEmail: MemberHandler<'changeEmail'> = async ({ password, email_id }, ctx) => {
  const email = email_id.trim().toLowerCase();
  if (!isEmail(email) || email.length > EMAIL_MAX_LENGTH) return rejected(M.invalidEmail);
  const checked = await withPassword(ctx, password);
  if ('refusal' in checked) return checked.refusal;
  const { row } = checked;
  if (email === row.email_id) return rejected(I.sameEmail);
  const token = newToken();
  const now = ctx.now();
  await holdEmailChange(ctx.db, {
    member_id: row.id,
    new_email: email,
    token_hash: sha256(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + EMAIL_LINK_HOURS * HOUR).toISOString(),
  });
  const holder = await findHolder(ctx.db, { email, mobile: '' });
  if (holder) {
    ctx.mail.send(contactTakenAttemptMail(holder.email_id, holder.first_name, holder.language));
  } else {
    const link = `${ctx.siteOrigin}/confirm-email?token=${encodeURIComponent(token)}`;
    ctx.mail.send(confirmEmailMail(email, row.first_name, link, EMAIL_LINK_HOURS, row.language));
  }
  ctx.mail.send(emailChangeAskedMail(row.email_id, row.first_name, email, row.language));
  return done(I.emailLinkSent);
};

/**
 * There is no SMS to confirm a number with, so a new mobile takes effect at once and the email
 * address is told. A taken number cannot get the same answer as a free one (the change shows in
 * My Profile), so it gets a neutral refusal that names no reason and no account; the per-member
 * limit (rateLimits.ts) and the password keep that from being a way to look numbers up, and the
 * number's holder is mailed.
 */
export const changeMobile: MemberHandler<'changeMobile'> = async (
  { password, contact_no },
  ctx,
) => {
  const mobile = contact_no.trim();
  if (!MOBILE.test(mobile)) return rejected(I.invalidMobile);
  const checked = await withPassword(ctx, password);
  if ('refusal' in checked) return checked.refusal;
  const { row } = checked;
  if (mobile === row.contact_no) return rejected(I.sameMobile);
  const holder = await findHolder(ctx.db, { email: '', mobile });
  const saved = holder ? null : await updateMemberProfile(ctx.db, row.id, { contact_no: mobile });
  if (!saved?.ok) {
    const owner = holder ?? (await findHolder(ctx.db, { email: '', mobile }));
    if (owner)
      ctx.mail.send(contactTakenAttemptMail(owner.email_id, owner.first_name, owner.language));
    return rejected(I.mobileNotChanged);
  }
  ctx.mail.send(mobileChangedMail(row.email_id, row.first_name, mobile, row.language));
  return done(I.mobileChanged);
};

/** The link of a new email: anyone holding it proves the address; it works once, until expiry. */
export const confirmEmailChange: Handler<'confirmEmailChange'> = async ({ token }, ctx) => {
  const change = await findEmailChangeByToken(ctx.db, sha256(token.trim()), ctx.now());
  const member = change && (await findMemberById(ctx.db, change.member_id));
  if (!change || !member) return fail(I.linkNotValid);
  if (!(await confirmEmailChangeRow(ctx.db, change))) return fail(I.linkNotValid);
  ctx.mail.send(
    emailChangedMail(member.email_id, member.first_name, change.new_email, member.language),
  );
  ctx.log.info({ memberId: member.id }, 'login email changed through the mailed link');
  return done(I.emailConfirmed);
};
