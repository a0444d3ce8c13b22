import * as yup from 'yup';
import { EMAIL_MAX_LENGTH, isEmail } from '../../../shared/domain/email';
import { MESSAGES } from '../../../shared/domain/messages';
import { passwordField } from '../../../shared/domain/schemas/registration';
import { requiredText } from '../../../shared/domain/schemas/required';

const email = () =>
  requiredText(EMAIL_MAX_LENGTH).test(
    'email',
    'Please enter a valid email address.',
    (v) => !v || isEmail(v),
  );

/** Login asks only that both boxes are filled: the password rules are for new passwords. */
export const loginSchema = yup.object({
  email: email(),
  password: yup.string().required(MESSAGES.fillBlank),
});

export const forgotSchema = yup.object({ email: email() });

export const otpSchema = yup.object({
  otp: requiredText(6).matches(/^\d{6}$/, 'Please enter the 6-digit code from the email.'),
});

export const newPasswordSchema = yup.object({
  password: passwordField(),
  confirm: yup
    .string()
    .required(MESSAGES.fillBlank)
    .oneOf([yup.ref('password')], 'The two passwords do not match.'),
});
