import type { FormikErrors } from 'formik';
import { heightCmOf, heightPartsOf } from '../../../shared/domain/height';
import {
  EMPTY_PREFERENCES,
  PREFERENCE_FIELDS,
  type Preferences,
} from '../../../shared/domain/preferences';
import { preferencesSchema } from '../../../shared/domain/schemas/preferences';
import type { MyProfile } from '../../../shared/protocol/types';
import { schemaErrors } from '../../components/form/formCheck';

/** The height bounds as typed: feet and inches each (the wire has cm). */
type HeightPart =
  'pref_height_min_ft' | 'pref_height_min_in' | 'pref_height_max_ft' | 'pref_height_max_in';
type TypedField = Exclude<keyof Preferences, 'pref_height_min' | 'pref_height_max'>;

/** About me and the partner preferences as My Profile's form holds them (lists comma-separated). */
export type PreferenceValues = Record<TypedField | HeightPart, string>;

/** Screen order, for focus after a failed check. */
export const PREFERENCE_ORDER: (keyof PreferenceValues)[] = [
  'about_me',
  'pref_age_min',
  'pref_age_max',
  'pref_height_min_ft',
  'pref_height_min_in',
  'pref_height_max_ft',
  'pref_height_max_in',
  'pref_education',
  'pref_income',
  'pref_state',
  'pref_city',
  'pref_marital',
  'pref_manglik',
];

export function toPreferenceValues(profile: MyProfile): PreferenceValues {
  const p: Preferences = { ...EMPTY_PREFERENCES };
  for (const f of PREFERENCE_FIELDS) p[f] = profile[f] ?? '';
  const { pref_height_min, pref_height_max, ...rest } = p;
  const [minFt, minIn] = heightPartsOf(pref_height_min);
  const [maxFt, maxIn] = heightPartsOf(pref_height_max);
  return {
    ...rest,
    pref_height_min_ft: minFt,
    pref_height_min_in: minIn,
    pref_height_max_ft: maxFt,
    pref_height_max_in: maxIn,
  };
}

/** The named fields update_profile receives. */
export function toPreferencePayload(values: PreferenceValues): Preferences {
  const out = { ...EMPTY_PREFERENCES };
  for (const f of PREFERENCE_FIELDS) {
    if (f === 'pref_height_min')
      out[f] = heightCmOf(values.pref_height_min_ft, values.pref_height_min_in);
    else if (f === 'pref_height_max')
      out[f] = heightCmOf(values.pref_height_max_ft, values.pref_height_max_in);
    else out[f] = values[f].trim();
  }
  return out;
}

/** The shared schema on what would be sent; a height's problem shows at its feet box. */
export function validatePreferences(values: PreferenceValues) {
  const { pref_height_min, pref_height_max, ...rest } = schemaErrors(
    preferencesSchema,
    toPreferencePayload(values),
  );
  return {
    ...rest,
    ...(pref_height_min ? { pref_height_min_ft: pref_height_min } : {}),
    ...(pref_height_max ? { pref_height_max_ft: pref_height_max } : {}),
  } as FormikErrors<PreferenceValues>;
}
