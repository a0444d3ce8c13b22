import * as yup from 'yup';
import { INCOME_OPTIONS, MARITAL_STATUSES, QUALIFICATIONS } from '../constants';
import { HEIGHT_CM } from '../height';
import {
  ABOUT_ME_MAX,
  MANGLIK_PREFERENCES,
  PREFERENCE_AGE,
  PREFERENCE_PLACE_MAX,
  splitList,
} from '../preferences';

/** The words of every failed check, by key (the form and update_profile's -10 say them). */
export const PREFERENCE_MESSAGES = {
  aboutMe: `Please keep "About me" to ${ABOUT_ME_MAX} characters or fewer.`,
  age: `Please enter an age between ${PREFERENCE_AGE.min} and ${PREFERENCE_AGE.max}.`,
  ageOrder: 'The lowest age must not be above the highest age.',
  height: `Please choose a height between ${HEIGHT_CM.min} and ${HEIGHT_CM.max} cm.`,
  heightOrder: 'The lowest height must not be above the highest height.',
  education: 'Please choose the education from the list.',
  income: 'Please choose the income from the list.',
  marital: 'Please choose the marital status from the list.',
  manglik: 'Please choose Any, Only Manglik or Only non-Manglik.',
  state: 'Please choose the preferred state from the list.',
  place: `Please keep the state and city to ${PREFERENCE_PLACE_MAX} characters or fewer.`,
  unknown: 'Unexpected field: ${unknown}',
} as const;

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
    about_me: yup.string().trim().max(ABOUT_ME_MAX, PREFERENCE_MESSAGES.aboutMe).default(''),
    pref_age_min: bounded(PREFERENCE_AGE.min, PREFERENCE_AGE.max, PREFERENCE_MESSAGES.age),
    pref_age_max: bounded(PREFERENCE_AGE.min, PREFERENCE_AGE.max, PREFERENCE_MESSAGES.age).test(
      'order',
      PREFERENCE_MESSAGES.ageOrder,
      function (v) {
        return ordered(this.parent.pref_age_min as string, v);
      },
    ),
    pref_height_min: bounded(HEIGHT_CM.min, HEIGHT_CM.max, PREFERENCE_MESSAGES.height),
    pref_height_max: bounded(HEIGHT_CM.min, HEIGHT_CM.max, PREFERENCE_MESSAGES.height).test(
      'order',
      PREFERENCE_MESSAGES.heightOrder,
      function (v) {
        return ordered(this.parent.pref_height_min as string, v);
      },
    ),
    pref_education: listOf(QUALIFICATIONS, PREFERENCE_MESSAGES.education),
    pref_income: listOf(
      INCOME_OPTIONS.map((o) => o.value),
      PREFERENCE_MESSAGES.income,
    ),
    pref_state: yup
      .string()
      .trim()
      .max(PREFERENCE_PLACE_MAX, PREFERENCE_MESSAGES.place)
      .default(''),
    pref_city: yup.string().trim().max(PREFERENCE_PLACE_MAX, PREFERENCE_MESSAGES.place).default(''),
    pref_marital: listOf(MARITAL_STATUSES, PREFERENCE_MESSAGES.marital),
    pref_manglik: yup
      .string()
      .trim()
      .default('')
      .test('manglik', PREFERENCE_MESSAGES.manglik, (v) =>
        MANGLIK_PREFERENCES.some((o) => o.value === (v ?? '')),
      ),
  })
  .noUnknown(true, PREFERENCE_MESSAGES.unknown);

export type PreferencesForm = yup.InferType<typeof preferencesSchema>;
