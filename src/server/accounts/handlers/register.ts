import { langOf } from '../../../shared/domain/languages';
import { MESSAGES } from '../../../shared/domain/messages';
import { registrationSchema } from '../../../shared/domain/schemas/registration';
import type { Handler } from '../../api/handler';
import { done, rejected } from '../../api/outcome';
import { checkRegistration, storeRegistration } from '../registration';

/**
 * Registration: validated by the shared schema, stored pending until the team verifies it, in the
 * language the form was filled in (`lang`), so the member's mails are in it before a first login.
 */
export const register_member: Handler<'register_member'> = async ({ lang, ...request }, ctx) => {
  const checked = await checkRegistration(registrationSchema, request, ctx.now());
  if (!checked.ok) return rejected(checked.message);
  const { password, re_password: _again, ...form } = checked.form;
  const stored = await storeRegistration(ctx, form, password, null, langOf(lang));
  return stored.ok ? done(MESSAGES.registrationThanks) : rejected(stored.message);
};
