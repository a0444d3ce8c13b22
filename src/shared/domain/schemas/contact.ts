import * as yup from 'yup';
import { EMAIL_MAX_LENGTH, isEmail } from '../email';
import { requiredText } from './required';

/** Write to Us (requirements §5.3): Name, Contact No and Message required; Email optional but well-formed. */
export const contactSchema = yup
  .object({
    _name: requiredText(120),
    contact_no: requiredText(20).matches(
      /^[0-9+\-\s]{6,20}$/,
      'Please enter a valid phone number.',
    ),
    email: yup
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, 'Please enter a valid email address.')
      .test('email', 'Please enter a valid email address.', (v) => !v || isEmail(v))
      .default(''),
    message: requiredText(4000),
  })
  .noUnknown(true, 'Unexpected field: ${unknown}');

export type ContactForm = yup.InferType<typeof contactSchema>;
