import * as yup from 'yup';
import { EMAIL_MAX_LENGTH, isEmail } from '../email';
import { check, unexpectedField } from '../checks';
import { requiredText } from './required';

/** Write to Us (requirements §5.3): Name, Contact No and Message required; Email optional but well-formed. */
export const contactSchema = yup
  .object({
    _name: requiredText(120),
    contact_no: requiredText(20).matches(/^[0-9+\-\s]{6,20}$/, check('phone')),
    email: yup
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, check('email'))
      .test('email', check('email'), (v) => !v || isEmail(v))
      .default(''),
    message: requiredText(4000),
  })
  .noUnknown(true, unexpectedField);

export type ContactForm = yup.InferType<typeof contactSchema>;
