import { ValidationError } from 'yup';
import { MESSAGES } from '../../../shared/domain/messages';
import {
  CONSENT_VERSION,
  registrationSchema,
  type RegistrationForm,
} from '../../../shared/domain/schemas/registration';
import { firstNameOf } from '../format';
import { firstError, trimmed, withoutUnchosen } from '../input';
import { registrationReceivedMail } from '../mails';
import { ACCOUNT_MESSAGES as M } from '../messages';
import type { Handler } from '../../api/handler';
import { done, rejected } from '../../api/outcome';
import { findDuplicate, insertMember, type Duplicate } from '../repositories/members';
import { gotraExists, stateExists } from '../../content';

const duplicateMessage = (d: Duplicate) => (d === 'email' ? M.duplicateEmail : M.duplicateMobile);

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
  const duplicate = await findDuplicate(db, { email, mobile: form.contact_no });
  if (duplicate) return rejected(duplicateMessage(duplicate));

  const { password, re_password: _again, consent: _consent, height, ...profile } = form;
  const at = today.toISOString();
  const stored = await insertMember(db, {
    ...profile,
    email_id: email,
    height: Number(height),
    first_name: firstNameOf(profile.mem_name),
    password_hash: await ctx.passwords.hash(password),
    consent_version: CONSENT_VERSION,
    consent_at: at,
    created_at: at,
  });
  if (!stored.ok) return rejected(duplicateMessage(stored.duplicate));
  ctx.log.info({ memberId: stored.id }, 'registration received');
  ctx.mail.send(registrationReceivedMail(email, firstNameOf(profile.mem_name)));
  return done(MESSAGES.registrationThanks);
};
