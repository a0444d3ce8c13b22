import { ValidationError } from 'yup';
import { check } from '../../../shared/domain/checks';
import { contactSchema, type ContactForm } from '../../../shared/domain/schemas/contact';
import type { Handler } from '../../api/handler';
import { API_MESSAGES } from '../../api/messages';
import { answer } from '../../api/outcome';
import { officeNoticeMail } from '../mails';
import { addContactRequest as storeContactRequest } from '../repositories/contact';

/** The form message of requirements §8.2.1 wins when any required field is blank; else the first problem. */
function validationMessage(err: ValidationError): string {
  const blank = check('fillBlank');
  return err.errors.includes(blank) ? blank : (err.errors[0] ?? blank);
}

export const addContactRequest: Handler<'addContactRequest'> = async (request, ctx) => {
  const { db, ip } = ctx;
  let form: ContactForm;
  try {
    form = await contactSchema.validate(request, { abortEarly: false });
  } catch (err) {
    if (err instanceof ValidationError)
      return answer({ status: '-10', message: validationMessage(err) });
    throw err;
  }
  const id = await storeContactRequest(db, { ...form, ip, created_at: new Date().toISOString() });
  // The office hears of it only when OFFICE_EMAIL is set; the mail goes after the commit.
  if (ctx.officeEmail)
    ctx.mail.send(officeNoticeMail(ctx.officeEmail, ctx.siteOrigin, { id, ...form }));
  return answer({ status: '001', message: API_MESSAGES.contactThanks });
};
