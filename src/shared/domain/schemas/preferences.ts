import * as yup from 'yup';
import { INCOME_OPTIONS, MARITAL_STATUSES, QUALIFICATIONS } from '../constants';
import { check, checkText, unexpectedField } from '../checks';
import { HEIGHT_CM } from '../height';
import {
  ABOUT_ME_MAX,
  MANGLIK_PREFERENCES,
  PREFERENCE_AGE,
  PREFERENCE_PLACE_MAX,
  splitList,
} from '../preferences';

const P = {
  aboutMe: check('aboutMe', { max: ABOUT_ME_MAX }),
  age: check('prefAge', { min: PREFERENCE_AGE.min, max: PREFERENCE_AGE.max }),
  ageOrder: check('prefAgeOrder'),
  height: check('prefHeight', { min: HEIGHT_CM.min, max: HEIGHT_CM.max }),
  heightOrder: check('prefHeightOrder'),
  education: check('prefEducation'),
  income: check('prefIncome'),
  marital: check('prefMarital'),
  manglik: check('prefManglik'),
  state: check('prefState'),
  place: check('prefPlace', { max: PREFERENCE_PLACE_MAX }),
} as const;

/** The checks of the form and of update_profile, by name (the schema says them as keys). */
export const PREFERENCE_CHECKS = P;

/** Their English words (update_profile's -10 to an English reader says them). */
export const PREFERENCE_MESSAGES = Object.fromEntries(
  Object.entries(P).map(([name, message]) => [name, checkText(message, 'en')]),
) as Record<keyof typeof P, string>;

const whole = (text: string) => (/^\d{1,3}$/.test(text) ? Number(text) : NaN);

/** '' (any) or a whole number within the bounds. */
const bounded = (min: number, max: number, message: string) =>
  yup
    .string()
    .trim()
    .default('')
    .test('bounded', message, (v) => !v || (whole(v) >= min && whole(v) <= max));

/** '' (any) or comma-separated values, each one of the options. */
const listOf = (options: readonly string[], message: string) =>
  yup
    .string()
    .trim()
    .default('')
    .test('listed', message, (v) => splitList(v ?? '').every((x) => options.includes(x)))
    .transform((v: unknown) => (typeof v === 'string' ? splitList(v).join(',') : v));

const ordered = (low?: string, high?: string) => !low || !high || whole(low) <= whole(high);

/**
 * About me and partner preferences (src/shared/domain/preferences.ts), checked by My Profile and
 * by update_profile over the stored values. The state is checked against the states list by the
 * server too.
 */
export const preferencesSchema = yup
  .object({
    about_me: yup.string().trim().max(ABOUT_ME_MAX, P.aboutMe).default(''),
    pref_age_min: bounded(PREFERENCE_AGE.min, PREFERENCE_AGE.max, P.age),
    pref_age_max: bounded(PREFERENCE_AGE.min, PREFERENCE_AGE.max, P.age).test(
      'order',
      P.ageOrder,
      function (v) {
        return ordered(this.parent.pref_age_min as string, v);
      },
    ),
    pref_height_min: bounded(HEIGHT_CM.min, HEIGHT_CM.max, P.height),
    pref_height_max: bounded(HEIGHT_CM.min, HEIGHT_CM.max, P.height).test(
      'order',
      P.heightOrder,
      function (v) {
        return ordered(this.parent.pref_height_min as string, v);
      },
    ),
    pref_education: listOf(QUALIFICATIONS, P.education),
    pref_income: listOf(
      INCOME_OPTIONS.map((o) => o.value),
      P.income,
    ),
    pref_state: yup.string().trim().max(PREFERENCE_PLACE_MAX, P.place).default(''),
    pref_city: yup.string().trim().max(PREFERENCE_PLACE_MAX, P.place).default(''),
    pref_marital: listOf(MARITAL_STATUSES, P.marital),
    pref_manglik: yup
      .string()
      .trim()
      .default('')
      .test('manglik', P.manglik, (v) => MANGLIK_PREFERENCES.some((o) => o.value === (v ?? ''))),
  })
  .noUnknown(true, unexpectedField);

export type PreferencesForm = yup.InferType<typeof preferencesSchema>;
