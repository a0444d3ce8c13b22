import { ValidationError } from 'yup';
import { MESSAGES } from '../../../shared/domain/messages';
import {
  CONSENT_VERSION,
  registrationSchema,
  type RegistrationForm,
} from '../../../shared/domain/schemas/registration';
import { firstNameOf } from '../format';
import { firstError, trimmed, withoutUnchosen } from '../input';
import { registrationAttemptMail, registrationReceivedMail } from '../mails';
import { ACCOUNT_MESSAGES as M } from '../messages';
import type { Handler, HandlerContext } from '../../api/handler';
import { done, rejected } from '../../api/outcome';
import { findDuplicate, findHolder, insertMember } from '../repositories/members';
import { gotraExists, stateExists } from '../../content';

/**
 * A taken email or mobile gets the same answer as a fresh registration (and the same password
 * hashing work before it), so the form cannot tell which addresses have accounts; the holder is
 * mailed instead of the typed address.
 */
async function alreadyRegistered(ctx: HandlerContext, email: string, mobile: string) {
  const holder = await findHolder(ctx.db, { email, mobile });
  if (holder) ctx.mail.send(registrationAttemptMail(holder.email_id, holder.first_name));
  ctx.log.info('registration of a taken email or mobile; the holder was told');
  return done(MESSAGES.registrationThanks);
}

/** Registration: validated by the shared schema, stored pending until the team verifies it. */
export const register_member: Handler<'register_member'> = async (request, ctx) => {
  const { db, now } = ctx;
  const today = now();
  let form: RegistrationForm;
  try {
    form = withoutUnchosen(
      await registrationSchema.validate(trimmed(request), {
        context: { today },
        abortEarly: true,
        strict: false,
      }),
    );
  } catch (err) {
    if (err instanceof ValidationError) return rejected(firstError(err));
    throw err;
  }
  if (!(await stateExists(db, form.state_nm))) return rejected(M.unknownState);
  if (!(await gotraExists(db, form.self_goutra)) || !(await gotraExists(db, form.mama_goutra))) {
    return rejected(M.unknownGotra);
  }
  const email = form.email_id.toLowerCase();
  const { password, re_password: _again, consent: _consent, height, ...profile } = form;
  const passwordHash = await ctx.passwords.hash(password);
  if (await findDuplicate(db, { email, mobile: form.contact_no })) {
    return alreadyRegistered(ctx, email, form.contact_no);
  }
  const at = today.toISOString();
  const stored = await insertMember(db, {
    ...profile,
    email_id: email,
    height: Number(height),
    first_name: firstNameOf(profile.mem_name),
    password_hash: passwordHash,
    consent_version: CONSENT_VERSION,
    consent_at: at,
    created_at: at,
  });
  if (!stored.ok) return alreadyRegistered(ctx, email, form.contact_no);
  ctx.log.info({ memberId: stored.id }, 'registration received');
  ctx.mail.send(registrationReceivedMail(email, firstNameOf(profile.mem_name)));
  return done(MESSAGES.registrationThanks);
};
