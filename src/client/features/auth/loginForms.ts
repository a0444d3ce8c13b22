import * as yup from 'yup';
import { EMAIL_MAX_LENGTH, isEmail } from '../../../shared/domain/email';
import { check } from '../../../shared/domain/checks';
import { passwordField } from '../../../shared/domain/schemas/registration';
import { requiredText } from '../../../shared/domain/schemas/required';

const email = () =>
  requiredText(EMAIL_MAX_LENGTH).test('email', check('email'), (v) => !v || isEmail(v));

/** Login asks only that both boxes are filled: the password rules are for new passwords. */
export const loginSchema = yup.object({
  email: email(),
  password: yup.string().required(check('fillBlank')),
});

export const forgotSchema = yup.object({ email: email() });

export const otpSchema = yup.object({
  otp: requiredText(6).matches(/^\d{6}$/, check('otp')),
});

export const newPasswordSchema = yup.object({
  password: passwordField(),
  confirm: yup
    .string()
    .required(check('fillBlank'))
    .oneOf([yup.ref('password')], check('passwordsDiffer')),
});
