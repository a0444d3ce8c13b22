import * as yup from 'yup';
import { ageOn, MIN_AGE, parseIsoDate } from '../age';
import {
  BROTHER_STATUSES,
  GENDERS,
  INCOME_OPTIONS,
  MANGALIC_STATUSES,
  MARITAL_STATUSES,
  QUALIFICATIONS,
  REGISTERED_BY,
  SISTER_STATUSES,
  SKIN_COLORS,
} from '../constants';
import { EMAIL_MAX_LENGTH, isEmail } from '../email';
import { HEIGHT_CM } from '../height';
import { check, unexpectedField } from '../checks';
import { isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from '../password';
import { requiredText } from './required';

/** Wording version of the consent checkbox, stored with the date it was given. */
export const CONSENT_VERSION = '2025-01';

// A test rather than oneOf: yup checks oneOf before `required`, and a select left blank or at 0
// must get 'Fill blank records!' (requirements §8.2.1), not the list message.
const choice = (options: readonly string[]) =>
  requiredText(60).test('choice', check('chooseListed'), (v) => !v || options.includes(v));
const optionalChoice = (options: readonly string[]) =>
  yup
    .string()
    .trim()
    .default('')
    .test('choice', check('chooseListed'), (v) => !v || v === '0' || options.includes(v));
const optionalText = (max: number) =>
  yup.string().trim().max(max, check('tooLong', { max })).default('');
const phone = () => requiredText(10).matches(/^[6-9]\d{9}$/, check('mobile'));
const optionalPhone = () =>
  optionalText(10).test('phone', check('mobile'), (v) => !v || /^[6-9]\d{9}$/.test(v));
const incomeValues = INCOME_OPTIONS.map((o) => o.value);

/** Context: `today` (a Date) fixes the age rule's reference day in tests and on the server. */
export const profileFields = {
  mem_name: requiredText(120),
  gender: choice(GENDERS),
  dob: requiredText(10)
    .test('date', check('dob'), (v) => !!v && !!parseIsoDate(v))
    .test('age', '', function (v) {
      const gender = this.parent.gender as keyof typeof MIN_AGE;
      const min = MIN_AGE[gender];
      const today = (this.options.context?.today as Date | undefined) ?? new Date();
      const age = v ? ageOn(v, today) : null;
      if (!min || age === null) return true;
      if (age < 0) return this.createError({ message: check('dobFuture') });
      return (
        age >= min ||
        this.createError({
          message: check(gender === 'Female' ? 'minAgeWomen' : 'minAgeMen', { min }),
        })
      );
    }),
  birth_time: requiredText(5).matches(/^([01]\d|2[0-3]):[0-5]\d$/, check('birthTime')),
  birth_place: requiredText(120),
  height: requiredText(3).test(
    'cm',
    check('height', { min: HEIGHT_CM.min, max: HEIGHT_CM.max }),
    (v) => /^\d{3}$/.test(v ?? '') && Number(v) >= HEIGHT_CM.min && Number(v) <= HEIGHT_CM.max,
  ),
  skin_color: choice(SKIN_COLORS),
  max_qualification: choice(QUALIFICATIONS),
  max_qualification_det: requiredText(200),
  occupation: optionalText(200),
  state_nm: requiredText(80),
  city_nm: requiredText(80),
  address: requiredText(400),
  landmark: requiredText(200),
  pincode: requiredText(6).matches(/^[1-9]\d{5}$/, check('pincode')),
  contact_no: phone(),
  email_id: requiredText(EMAIL_MAX_LENGTH).test('email', check('email'), (v) => !!v && isEmail(v)),
  father_nm: requiredText(120),
  father_occup: optionalText(200),
  father_contact: optionalPhone(),
  mother_name: requiredText(120),
  mother_occup: optionalText(200),
  mother_contact: optionalPhone(),
  family_anum: choice(incomeValues),
  self_anum: choice(incomeValues),
  self_goutra: requiredText(80),
  mama_goutra: requiredText(80),
  mangalic_status: optionalChoice(MANGALIC_STATUSES),
  marital_status: optionalChoice(MARITAL_STATUSES),
  brother_status: choice(BROTHER_STATUSES),
  brother_det: optionalText(400),
  sister_status: choice(SISTER_STATUSES),
  sister_det: optionalText(400),
  ref_one_nm: optionalText(120),
  ref_one_contact: optionalPhone(),
  ref_two_nm: optionalText(120),
  ref_two_contact: optionalPhone(),
  registered_by: choice(REGISTERED_BY),
};

export const passwordField = () =>
  yup
    .string()
    .required(check('fillBlank'))
    .min(PASSWORD_MIN, check('passwordMin', { min: PASSWORD_MIN }))
    .max(PASSWORD_MAX, check('passwordMax', { max: PASSWORD_MAX }))
    .test('common', check('passwordCommon'), (v) => !isCommonPassword(v ?? ''));

export const registrationSchema = yup
  .object({
    ...profileFields,
    password: passwordField(),
    re_password: yup
      .string()
      .required(check('fillBlank'))
      .oneOf([yup.ref('password')], check('passwordsDiffer')),
    consent: yup.string().required(check('consent')).oneOf(['1'], check('consent')),
  })
  .noUnknown(true, unexpectedField);

export type RegistrationForm = yup.InferType<typeof registrationSchema>;
