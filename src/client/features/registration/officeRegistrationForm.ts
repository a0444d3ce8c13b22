import type { FormikErrors } from 'formik';
import { officeRegistrationSchema } from '../../../shared/domain/schemas/officeRegistration';
import { schemaErrors } from '../../components/form/formCheck';
import {
  EMPTY_REGISTRATION,
  REGISTRATION_ORDER,
  toRegistrationPayload,
  type RegistrationValues,
} from './registrationForm';

/**
 * The registration form as the trust office fills it in the console (issue #16 item 9): the
 * member's form without the password pair, which the office never chooses.
 */
export type OfficeRegistrationValues = Omit<RegistrationValues, 'password' | 're_password'>;
export type OfficeRegistrationField = keyof OfficeRegistrationValues;

const { password: _p, re_password: _r, ...empty } = EMPTY_REGISTRATION;
export const EMPTY_OFFICE_REGISTRATION: OfficeRegistrationValues = empty;

export const OFFICE_REGISTRATION_ORDER = REGISTRATION_ORDER.filter(
  (f): f is OfficeRegistrationField => f !== 'password' && f !== 're_password',
);

/** Exactly the officeRegister fields: the member's form's payload without the passwords. */
export function toOfficeRegistrationPayload(
  values: OfficeRegistrationValues,
): Record<string, string> {
  const all = toRegistrationPayload({ ...values, password: '', re_password: '' });
  const { password: _pw, re_password: _again, ...payload } = all;
  return payload;
}

/** The shared schema without the passwords; height's problems show at the feet box. */
export function validateOfficeRegistration(
  values: OfficeRegistrationValues,
  today = new Date(),
): FormikErrors<OfficeRegistrationValues> {
  const payload = toOfficeRegistrationPayload(values);
  const errors = schemaErrors(officeRegistrationSchema, payload, { today });
  const { height, ...rest } = errors;
  return (
    height ? { ...rest, height_feet: height } : rest
  ) as FormikErrors<OfficeRegistrationValues>;
}
