import type { FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import { checkText } from '../../../shared/domain/checks';
import { MESSAGES } from '../../../shared/domain/messages';
import { contactSchema } from '../../../shared/domain/schemas/contact';
import { phoneDigits } from '../../../shared/domain/phone';

/** What the visitor has typed, as typed. */
export interface ContactValues {
  _name: string;
  contact_no: string;
  email: string;
  message: string;
}

/** Field order on screen: the first invalid one in this order takes focus. */
export const CONTACT_FIELDS = ['_name', 'contact_no', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const EMPTY_CONTACT: ContactValues = { _name: '', contact_no: '', email: '', message: '' };

/** The field's own line when it was left blank; the page-level alert carries requirements §5's text. */
const BLANK_HINTS: Record<ContactField, string> = {
  _name: 'Please enter your name.',
  contact_no: 'Please enter your contact number.',
  email: 'Please enter your email address.',
  message: 'Please write your message.',
};

export const fieldHint = (field: ContactField, error: string): string =>
  error === MESSAGES.fillBlank ? BLANK_HINTS[field] : error;

// The members' forms and this one read a phone number the same way.
export { phoneDigits };

/** Exactly the seed's contact request fields, as the server will check them. */
export function toContactPayload(values: ContactValues): ContactValues {
  return {
    _name: values._name.trim(),
    contact_no: phoneDigits(values.contact_no),
    email: values.email.trim(),
    message: values.message.trim(),
  };
}

/**
 * Checks what would be sent with the shared schema, so the form and the server never disagree. Its
 * check keys are said in English here: Write to Us is an English form (the seed's words exactly).
 */
export function validateContact(values: ContactValues): FormikErrors<ContactValues> {
  try {
    contactSchema.validateSync(toContactPayload(values), { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const errors: FormikErrors<ContactValues> = {};
    for (const issue of e.inner.length ? e.inner : [e]) {
      const field = CONTACT_FIELDS.find((f) => f === issue.path);
      if (field && !errors[field]) errors[field] = checkText(issue.message, 'en');
    }
    return errors;
  }
}

export const firstInvalid = (errors: FormikErrors<ContactValues>): ContactField | undefined =>
  CONTACT_FIELDS.find((f) => errors[f]);
